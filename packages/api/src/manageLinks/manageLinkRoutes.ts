// A recurring gift's emailed manage link (docs/CONTRACTS.md "REST: manage link"): the page at
// `/manage/{token}` reads its gift and acts on it with these calls. The token is the only
// credential — no session is needed and none is made or changed — and it opens one gift of the
// church of the host; the answers name that gift and nothing else about the donor.
import {
  manageLinkCardRequestSchema,
  manageLinkPauseRequestSchema,
  manageLinkRequestSchema,
  manageLinkRevokeRequestSchema,
  type Locale,
  type ManageLinkCardEntryResponse,
  type ManageLinkRefusalResponse,
  type ManageLinkResponse,
  type ManageLinkRevokeResponse,
} from '@halo/domain';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ipKey, rejectIfLimited } from '../accounts/accountLimits';
import { and, eq, ne } from 'drizzle-orm';
import { recurringGivings, type OrganizationRow } from '../db/schema';
import { parseBody } from '../http/parseBody';
import { createAttemptLimit } from '../limits/attemptLimit';
import { createLimitCounters } from '../limits/limitCounters';
import { manageLinkMessage } from './manageLinkMessages';
import { portalMessage } from '../portal/portalMessages';
import { openManageLink, revokeManageLinks } from './manageLinks';
import { attachCardThroughLink, openCardEntry } from './manageLinkCard';
import {
  asRest,
  manageScope,
  pauseThroughLink,
  presentManagedGift,
  skipThroughLink,
  stopThroughLink,
  type OpenedGift,
} from './manageLinkService';

const REFUSAL_CODE = {
  unknown: 'link_unknown',
  expired: 'link_expired',
  revoked: 'link_revoked',
  gone: 'link_gone',
} as const;

const manageLinkRoutes: FastifyPluginAsync = async (app) => {
  const counters = createLimitCounters(app.db);
  // Calls per IP, counted in the database like every other limit: generous for a household on one
  // connection, a wall for a script. Refused links count apart and much lower, so guessing at
  // tokens stops long before it could matter (they are signed anyway).
  const callsPerIp = createAttemptLimit(counters, { name: 'manage-link-ip', max: 120, windowMs: 60_000 });
  const refusalsPerIp = createAttemptLimit(counters, {
    name: 'manage-link-refused-ip',
    max: 20,
    windowMs: 15 * 60_000,
  });

  /** The organization, the limits and the link; answers the refusal itself and returns null. */
  async function open(
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
  ): Promise<{ opened: OpenedGift; locale: Locale } | null> {
    const organization: OrganizationRow | null = await request.getOrganization();
    if (!organization) {
      void reply.code(404).send({ message: 'Organization not found.' });
      return null;
    }
    const now = app.clock();
    const key = ipKey(request);
    const checks: Parameters<typeof rejectIfLimited>[2] = [
      [callsPerIp, key],
      [refusalsPerIp, key],
    ];
    if (await rejectIfLimited(request, reply, checks, now)) return null;
    await callsPerIp.hit(key, now);
    const result = await openManageLink(app.db, app.giving.appKey, organization, token, now);
    if (!result.ok) {
      await refusalsPerIp.hit(key, now);
      const locale = result.locale ?? request.locale;
      void reply.code(result.refusal === 'unknown' ? 404 : 410).send({
        code: REFUSAL_CODE[result.refusal],
        message: manageLinkMessage(locale, result.refusal),
        ...(result.locale ? { locale: result.locale } : {}),
      } satisfies ManageLinkRefusalResponse);
      return null;
    }
    return {
      opened: { organization, gift: result.gift, donor: result.donor, linkId: result.linkId },
      locale: request.locale,
    };
  }

  /** The gift as it is after the change, read again so the page shows what the database holds. */
  async function answer(opened: OpenedGift, locale: Locale): Promise<ManageLinkResponse> {
    const [gift] = await app.db
      .select()
      .from(recurringGivings)
      .where(eq(recurringGivings.id, opened.gift.id));
    return presentManagedGift(manageScope(app, opened, locale), gift ?? opened.gift);
  }

  app.post('/manage-link', async (request, reply) => {
    const { token } = parseBody(manageLinkRequestSchema, request.body, request.locale);
    const found = await open(request, reply, token);
    if (!found) return reply;
    return presentManagedGift(manageScope(app, found.opened, found.locale), found.opened.gift);
  });

  app.post('/manage-link/skip', async (request, reply) => {
    const { token } = parseBody(manageLinkRequestSchema, request.body, request.locale);
    const found = await open(request, reply, token);
    if (!found) return reply;
    await skipThroughLink(manageScope(app, found.opened, found.locale), found.opened.gift);
    return answer(found.opened, found.locale);
  });

  app.post('/manage-link/pause-until', async (request, reply) => {
    const { token, until } = parseBody(manageLinkPauseRequestSchema, request.body, request.locale);
    const found = await open(request, reply, token);
    if (!found) return reply;
    await pauseThroughLink(manageScope(app, found.opened, found.locale), found.opened.gift, until);
    return answer(found.opened, found.locale);
  });

  // "Change card": first a giving token for the page's card step, whose cards are this link's…
  app.post('/manage-link/card-entry', async (request, reply) => {
    const { token } = parseBody(manageLinkRequestSchema, request.body, request.locale);
    const found = await open(request, reply, token);
    if (!found) return reply;
    return (await openCardEntry(app, found.opened)) satisfies ManageLinkCardEntryResponse;
  });

  // …then the card entered with it becomes this gift's (and only this gift's) card.
  app.post('/manage-link/card', async (request, reply) => {
    const body = parseBody(manageLinkCardRequestSchema, request.body, request.locale);
    const found = await open(request, reply, body.token);
    if (!found) return reply;
    const scope = manageScope(app, found.opened, found.locale);
    await asRest(() => attachCardThroughLink(scope, found.opened, body.payment_method_id));
    return answer(found.opened, found.locale);
  });

  // The gift is gone afterwards (spec §4 "deleted"), and with it every link to it: 204.
  app.post('/manage-link/stop', async (request, reply) => {
    const { token } = parseBody(manageLinkRequestSchema, request.body, request.locale);
    const found = await open(request, reply, token);
    if (!found) return reply;
    await stopThroughLink(manageScope(app, found.opened, found.locale), found.opened.gift);
    return reply.code(204).send();
  });

  // "Revoke email links" in the portal: the signed-in donor's own gift in the session's church only;
  // anyone else's gift, or another church's, is not found.
  app.post('/manage-link/revoke', { config: { signedIn: 'rest' } }, async (request, reply) => {
    const signedIn = await request.signedInDonor();
    const body = parseBody(manageLinkRevokeRequestSchema, request.body, request.locale);
    const [gift] = await app.db
      .select({ id: recurringGivings.id })
      .from(recurringGivings)
      .where(
        and(
          eq(recurringGivings.prefixedId, body.recurring_giving_prefixed_id),
          eq(recurringGivings.organizationId, signedIn.organization.id),
          eq(recurringGivings.donorUserId, signedIn.user.id),
          ne(recurringGivings.status, 'deleted'),
        ),
      );
    if (!gift) return reply.code(404).send({ message: portalMessage(request.locale, 'notFound') });
    const revoked = await revokeManageLinks(app.db, gift.id, app.clock());
    return { revoked } satisfies ManageLinkRevokeResponse;
  });
};

export default manageLinkRoutes;
