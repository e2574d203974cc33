import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { emailKey, ipKey } from '../core/accounts/accountLimits';
import type { LimitCheck } from '../limits/attemptLimit';
import { verifyPassword } from '../core/accounts/passwordHash';
import { parseBody } from '../http/parseBody';
import { assertWithinLimits } from '../limits/withinLimits';
import { ValidationFailed } from '../http/errors/ValidationFailed';
import { translate } from '../i18n/messages';

const LoginBody = v.object(
  {
    email: v.pipe(
      v.string('validation.required'),
      v.trim(),
      v.nonEmpty('validation.required'),
      v.email('validation.email'),
    ),
    password: v.pipe(v.string('validation.required'), v.nonEmpty('validation.required')),
    remember: v.optional(v.boolean('request.invalid'), false),
  },
  // valibot reports a missing key with the object's message.
  'validation.required',
);

/** The Sanctum SPA endpoints: CSRF cookie, login, logout (docs/CONTRACTS.md). */
const sessionRoutes: FastifyPluginAsync = async (app) => {
  app.get('/sanctum/csrf-cookie', async (request, reply) => {
    await app.sessions.ensure(request, reply);
    return reply.code(204).send();
  });

  app.post('/login', async (request, reply) => {
    const { email, password, remember } = parseBody(LoginBody, request.body, request.locale);
    // Failed sign-ins are limited per email (5) and per IP (20) a window; a success forgets
    // the email's failures.
    const limits = app.accountLimits;
    const perEmail = emailKey(request, email);
    const now = app.clock();
    const checks: LimitCheck[] = [
      [limits.loginEmail, perEmail],
      [limits.loginIp, ipKey(request)],
    ];
    await assertWithinLimits(request.locale, checks, now);
    const organization = await request.getOrganization();
    const user = organization ? await app.users.findByEmail(organization.id, email) : null;
    // verifyPassword runs even without a user, so timing does not tell which emails have accounts.
    const passwordMatches = await verifyPassword(password, user?.passwordHash ?? null);
    if (!organization || !user || !passwordMatches) {
      await Promise.all(checks.map(([limiter, key]) => limiter.hit(key, now)));
      throw new ValidationFailed({ email: [translate(request.locale, 'auth.failed')] });
    }
    await limits.loginEmail.clear(perEmail);
    await app.sessions.signIn(request, reply, { userId: user.id, organizationId: organization.id, remember });
    return { prefixedId: user.prefixedId, email: user.email };
  });

  app.post('/logout', async (request, reply) => {
    await app.sessions.end(request, reply);
    return reply.code(204).send();
  });
};

export default sessionRoutes;
