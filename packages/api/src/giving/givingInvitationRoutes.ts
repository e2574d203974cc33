// POST /api/give/account-invitation (docs/CONTRACTS.md "REST: giving"; docs/PRODUCT.md §2 "Create user after a
// gift"): the thank-you screen of a guest gift asks for the set-password email. Like the other giving
// calls it needs no cookie (embedded cross-origin) and is authorised by the giving token. The typed
// email is not proven, so the password is only ever set through the emailed link.
import { requiredString } from '@halo/domain';
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { sendPasswordLink } from '../core/accounts/passwordLink';
import { authorizeGiving } from './givingAccess';
import { givingMessage } from '../core/gifts/givingMessages';
import { parseBody } from '../http/parseBody';
import { takeWithinLimit } from '../limits/withinLimits';
import { answer } from './givingAttempts';

const InvitationBody = v.object({
  organization_prefixed_id: requiredString,
  stripe_customer_id: requiredString,
});

const givingInvitationRoutes: FastifyPluginAsync = async (app) => {
  const limits = app.accountLimits;

  app.post(
    '/api/give/account-invitation',
    {
      config: {
        csrf: false,
        rateLimit: { max: app.config.givingRateLimits.givePerMinute, timeWindow: 60_000 },
      },
    },
    (request, reply) =>
      answer(reply, async () => {
        const raw = (request.body ?? {}) as Record<string, unknown>;
        const { organization, donor } = await authorizeGiving(app, request, {
          organizationPrefixedId: raw.organization_prefixed_id,
          customerId: raw.stripe_customer_id,
        });
        parseBody(InvitationBody, request.body, request.locale);
        const now = app.clock();
        // Counted per email whether or not an email goes out, so the answer never tells which.
        const perEmail = `${organization.prefixedId}:${donor.email}`;
        await takeWithinLimit(request.locale, limits.invitationEmail, perEmail, now);
        // Only an account without a password is invited (a donor with one uses forgot-password).
        if (!donor.passwordHash) await sendPasswordLink(app, organization, donor, now);
        return { status: 202, body: { message: givingMessage(request.locale, 'giving.invitationSent') } };
      }),
  );
};

export default givingInvitationRoutes;
