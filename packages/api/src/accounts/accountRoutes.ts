// Account endpoints (docs/PRODUCT.md §2, §7): register, verify email, resend verification,
// forgot password, reset (or set) password. Sign-in and sign-out live in sessionRoutes.ts.
import {
  emailField,
  localeOf,
  passwordConfirmationEntries,
  passwordsMatch,
  requiredString,
  type Locale,
} from '@halo/domain';
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { emailKey, ipKey } from '../core/accounts/accountLimits';
import { accountMessage, type AccountMessageKey } from '../core/accounts/accountMessages';
import { registerDonor, sendVerificationEmail } from '../core/accounts/donorRegistration';
import { applyEmailChange } from '../core/accounts/emailChange';
import { hashPassword } from '../core/accounts/passwordHash';
import { sendPasswordLink } from '../core/accounts/passwordLink';
import { BadRequest } from '../http/errors/BadRequest';
import { ValidationFailed } from '../http/errors/ValidationFailed';
import { parseBody } from '../http/parseBody';
import { assertWithinLimits, takeWithinLimit } from '../limits/withinLimits';

const RegisterBody = v.pipe(
  v.object(
    {
      first_name: requiredString,
      last_name: requiredString,
      email: emailField,
      ...passwordConfirmationEntries,
    },
    'validation.required',
  ),
  passwordsMatch(),
);
const TokenBody = v.object(
  { token: v.pipe(v.string('validation.required'), v.nonEmpty('validation.required')) },
  'validation.required',
);
const ForgotBody = v.object({ email: emailField }, 'validation.required');
const ResetBody = v.pipe(
  v.object(
    {
      token: v.pipe(v.string('validation.required'), v.nonEmpty('validation.required')),
      email: emailField,
      ...passwordConfirmationEntries,
    },
    'validation.required',
  ),
  passwordsMatch(),
);

function fieldError(locale: Locale, field: string, key: AccountMessageKey): ValidationFailed {
  return new ValidationFailed({ [field]: [accountMessage(locale, key)] });
}

const accountRoutes: FastifyPluginAsync = async (app) => {
  const { accounts, accountLimits: limits, users } = app;

  // Each route for a church's own pages: an unknown host is answered 404 before the handler.
  const forChurch = { config: { organization: 'required' } } as const;

  app.post('/register', forChurch, async (request, reply) => {
    const organization = await request.routeOrganization();
    const perIp = ipKey(request);
    await assertWithinLimits(request.locale, [[limits.registerIp, perIp]], app.clock());
    const body = parseBody(RegisterBody, request.body, request.locale);
    await limits.registerIp.hit(perIp, app.clock());
    const user = await registerDonor(app, request, reply, organization, {
      email: body.email,
      firstName: body.first_name,
      lastName: body.last_name,
      password: body.password,
    });
    // Registration has to say the address is taken, so it reveals accounts like the spec's
    // forgot-password message does; the per-IP limit above keeps that from being a bulk oracle.
    if (!user) throw fieldError(request.locale, 'email', 'emailTaken');
    return reply.code(201).send({ prefixedId: user.prefixedId, email: user.email });
  });

  // The link in the email opens /verify-email/{token} in the app, which posts the token here.
  app.post('/email/verify', forChurch, async (request, reply) => {
    const organization = await request.routeOrganization();
    const { token } = parseBody(TokenBody, request.body, request.locale);
    const now = app.clock();
    const used = await accounts.consumeToken(organization.id, 'verify_email', token, now);
    // A link for a new sign-in email (updateDonor) carries the address; opening it swaps it in.
    const changed = used?.email ? await applyEmailChange(app.db, { ...used, email: used.email }, now) : null;
    if (changed === 'taken') throw fieldError(request.locale, 'token', 'newEmailTaken');
    const user = changed ?? (used ? await users.findById(organization.id, used.userId) : null);
    if (!user) throw fieldError(request.locale, 'token', 'verifyLinkInvalid');
    await accounts.markVerified(organization.id, user.id, now);
    // The link proves the mailbox: it signs in, unless this browser is already signed in as the donor.
    // Every other session ends, and a change of address asked for before is spent: whoever registered
    // the address before its owner proved it is out.
    await accounts.spendAddressChangesOf(user.id, now);
    const session = await request.getSession();
    const keepsSession = session?.userId === user.id && session.organizationId === organization.id;
    await accounts.endSessionsOf(user.id, keepsSession ? session.idHash : undefined);
    if (!keepsSession) {
      await app.sessions.signIn(request, reply, {
        userId: user.id,
        organizationId: organization.id,
        remember: false,
      });
    }
    return {
      prefixedId: user.prefixedId,
      email: user.email,
      emailVerifiedAt: (user.emailVerifiedAt ?? now).toISOString(),
    };
  });

  app.post('/email/verification-notification', { config: { signedIn: 'rest' } }, async (request, reply) => {
    const { user, organization } = await request.signedInDonor();
    if (user.emailVerifiedAt)
      return { message: accountMessage(request.locale, 'alreadyVerified'), verified: true };
    const key = String(user.id);
    await takeWithinLimit(request.locale, limits.verificationResend, key, app.clock());
    await sendVerificationEmail(app, organization, user, localeOf(user.locale));
    return reply
      .code(202)
      .send({ message: accountMessage(request.locale, 'verificationSent'), verified: false });
  });

  app.post(
    '/forgot-password',
    {
      ...forChurch,
      // docs/PRODUCT.md §7: the client adds X-Requested-By. Browsers do not let another site set it without a
      // CORS preflight we never grant, so it is one more proof the call comes from our own pages.
      // Checked before the organization (a preHandler), as it always was.
      preValidation: async (request) => {
        const requestedBy = request.headers['x-requested-by'];
        if (typeof requestedBy !== 'string' || !requestedBy.trim()) {
          throw new BadRequest(accountMessage(request.locale, 'requestedByMissing'));
        }
      },
    },
    async (request) => {
      const organization = await request.routeOrganization();
      const { email } = parseBody(ForgotBody, request.body, request.locale);
      const now = app.clock();
      const perEmail = emailKey(request, email);
      await assertWithinLimits(
        request.locale,
        [
          [limits.forgotIp, ipKey(request)],
          [limits.forgotEmail, perEmail],
        ],
        now,
      );
      await limits.forgotIp.hit(ipKey(request), now);
      const user = await users.findByEmail(organization.id, email);
      // docs/PRODUCT.md §8 keeps 'The informed email is not registered.' here. It tells whether an address has
      // an account; so does registration ('already taken'), so hiding it here would protect nothing.
      // What we do instead: no timing-free oracle in bulk (10 per IP a window), nothing about the
      // account beyond its existence, and sign-in itself never tells which part was wrong.
      if (!user) throw fieldError(request.locale, 'email', 'emailNotRegistered');
      await limits.forgotEmail.hit(perEmail, now);
      await sendPasswordLink(app, organization, user, now);
      return { message: accountMessage(request.locale, 'resetLinkSent') };
    },
  );

  app.post('/reset-password', forChurch, async (request, reply) => {
    const organization = await request.routeOrganization();
    const body = parseBody(ResetBody, request.body, request.locale);
    const now = app.clock();
    // Check the email before spending the link, so a typo does not burn it.
    const live = await accounts.findLiveToken(organization.id, 'reset_password', body.token, now);
    const owner = live ? await users.findById(organization.id, live.userId) : null;
    if (!owner || owner.email !== body.email.trim().toLowerCase()) {
      throw fieldError(request.locale, 'email', 'resetLinkInvalid');
    }
    const used = await accounts.consumeToken(organization.id, 'reset_password', body.token, now);
    if (!used) throw fieldError(request.locale, 'email', 'resetLinkInvalid');
    // setPassword ends every session of the donor: whoever knew the old password is signed out. The
    // link proves the mailbox, so the account is verified, and a change of address that whoever
    // registered the address before its owner asked for dies here.
    await accounts.setPassword(organization.id, owner.id, await hashPassword(body.password));
    await accounts.markVerified(organization.id, owner.id, now);
    await accounts.spendAddressChangesOf(owner.id, now);
    const session = await request.getSession();
    if (session?.userId === owner.id) {
      // This browser's session was one of them; give it a fresh guest session and cookies.
      request.sessionLookup = Promise.resolve(null);
      await app.sessions.ensure(request, reply);
    }
    return { message: accountMessage(request.locale, 'passwordReset') };
  });

  // Expired tokens and sign-in attempts are already refused by their queries; this keeps tables small.
  const purge = () =>
    accounts
      .deleteExpired(app.clock())
      .catch((error: unknown) => app.log.warn({ err: error }, 'token purge failed'));
  const timer = setInterval(purge, 60 * 60_000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
};

export default accountRoutes;
