// Sign-in by emailed code (docs/CONTRACTS.md): POST /sign-in-code mails a code and a link to the
// account of that email, answering the same whether or not it exists; POST /sign-in-code/verify
// signs in with the email and code, or with the link's token, exactly like POST /login.
import {
  signInCodeRequestSchema,
  signInCodeVerifyRequestSchema,
  type SignedInResponse,
  type SignInCodeSentResponse,
} from '@halo/domain';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { emailKey, ipKey } from '../core/accounts/accountLimits';
import { hashPassword } from '../core/accounts/passwordHash';
import { signInCodeMessage } from './signInCodeMessages';
import { checkSignInCode, deleteExpiredSignInCodes, issueSignInCode, takeSignInLink } from './signInCodes';
import type { UserRow } from '../db/schema';
import { parseBody } from '../http/parseBody';
import type { LimitCheck } from '../limits/attemptLimit';
import { assertWithinLimits } from '../limits/withinLimits';
import { ValidationFailed } from '../http/errors/ValidationFailed';

const signInCodeRoutes: FastifyPluginAsync = async (app) => {
  const limits = app.accountLimits;

  // Both for a church's own pages: an unknown host is answered 404 before the handler.
  const forChurch = { config: { organization: 'required' } } as const;

  app.post('/sign-in-code', forChurch, async (request, reply) => {
    const organization = await request.routeOrganization();
    const { email } = parseBody(signInCodeRequestSchema, request.body, request.locale);
    const now = app.clock();
    const perEmail = emailKey(request, email);
    const checks: LimitCheck[] = [
      [limits.signInCodeIp, ipKey(request)],
      [limits.signInCodeEmail, perEmail],
    ];
    await assertWithinLimits(request.locale, checks, now);
    // Counted whether or not the account exists, so the limit tells nothing either.
    await Promise.all(checks.map(([limiter, key]) => limiter.hit(key, now)));
    const user = await app.users.findByEmail(organization.id, email);
    // An unknown address costs what a known one does (hashing the code is most of the work), so
    // the answer's timing does not tell whether an account exists either.
    if (user) await issueSignInCode(app.db, app.config.publicUrl, organization, user, now);
    else await hashPassword('000000');
    return reply.code(202).send({
      message: signInCodeMessage(request.locale, 'codeSent', { email: email.trim().toLowerCase() }),
    } satisfies SignInCodeSentResponse);
  });

  app.post('/sign-in-code/verify', forChurch, async (request, reply) => {
    const organization = await request.routeOrganization();
    const body = parseBody(signInCodeVerifyRequestSchema, request.body, request.locale);
    const now = app.clock();
    let user: UserRow | null;
    if ('token' in body) {
      const userId = await takeSignInLink(app.db, organization.id, body.token, now);
      user = userId === null ? null : await app.users.findById(organization.id, userId);
      if (!user) throw new ValidationFailed({ token: [signInCodeMessage(request.locale, 'linkInvalid')] });
    } else {
      user = await app.users.findByEmail(organization.id, body.email);
      const check = user
        ? await checkSignInCode(app.db, user, body.code, now)
        : { ok: false as const, attemptsLeft: 0 };
      if (!check.ok) {
        const key =
          check.attemptsLeft === 0 ? 'codeDead' : check.attemptsLeft === 1 ? 'codeWrongLast' : 'codeWrong';
        throw new ValidationFailed({
          code: [signInCodeMessage(request.locale, key, { attempts: check.attemptsLeft })],
        });
      }
    }
    return signIn(request, reply, user!, organization.id, body.remember);
  });

  /** The password sign-in's session, plus the mailbox proof: the account's email becomes verified. */
  async function signIn(
    request: FastifyRequest,
    reply: FastifyReply,
    user: UserRow,
    organizationId: number,
    remember: boolean,
  ): Promise<SignedInResponse> {
    await app.accounts.markVerified(organizationId, user.id, app.clock());
    await limits.loginEmail.clear(emailKey(request, user.email));
    await app.sessions.signIn(request, reply, { userId: user.id, organizationId, remember });
    return { prefixedId: user.prefixedId, email: user.email };
  }

  const purge = () =>
    deleteExpiredSignInCodes(app.db, app.clock()).catch((error: unknown) =>
      app.log.warn({ err: error }, 'sign-in code purge failed'),
    );
  const timer = setInterval(purge, 60 * 60_000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
};

export default signInCodeRoutes;
