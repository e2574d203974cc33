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
  type ManageLinkRefusal,
  type ManageLinkRefusalResponse,
  type ManageLinkResponse,
  type ManageLinkRevokeResponse,
} from '@halo/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { and, eq, ne } from 'drizzle-orm';
import { recurringGivings } from '../db/schema';
import { emailedLinkOpener } from '../http/emailedLinkOpener';
import { NotFound } from '../http/errors/NotFound';
import { parseBody } from '../http/parseBody';
import { manageLinkMessage } from './manageLinkMessages';
import { portalMessage } from '../core/portalMessages';
import { openManageLink, revokeManageLinks } from '../core/emailedLinks/manageLinks';
import { attachCardThroughLink, openCardEntry } from './manageLinkCard';
import {
  manageScope,
  pauseThroughLink,
  presentManagedGift,
  skipThroughLink,
  stopThroughLink,
  type OpenedGift,
} from './manageLinkService';

/** The refusal's `code` (ManageLinkRefusalResponse), which the manage page acts on. */
const REFUSAL_CODE = {
  unknown: 'link_unknown',
  expired: 'link_expired',
  revoked: 'link_revoked',
  gone: 'link_gone',
} as const satisfies Record<ManageLinkRefusal, ManageLinkRefusalResponse['code']>;

const manageLinkRoutes: FastifyPluginAsync = async (app) => {
  const openLink = emailedLinkOpener<ManageLinkRefusal>(app, {
    name: 'manage-link',
    callsPerMinute: 120,
    codes: REFUSAL_CODE,
    message: manageLinkMessage,
  });

  /** The link's gift, in the church of the host; refusals are thrown. */
  async function open(
    request: FastifyRequest,
    token: string,
  ): Promise<{ opened: OpenedGift; locale: Locale }> {
    const { organization, link } = await openLink(request, (church, now) =>
      openManageLink(app.db, app.giving.appKey, church, token, now),
    );
    return {
      opened: { organization, gift: link.gift, donor: link.donor, linkId: link.linkId },
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

  app.post('/manage-link', async (request) => {
    const { token } = parseBody(manageLinkRequestSchema, request.body, request.locale);
    const found = await open(request, token);
    return presentManagedGift(manageScope(app, found.opened, found.locale), found.opened.gift);
  });

  app.post('/manage-link/skip', async (request) => {
    const { token } = parseBody(manageLinkRequestSchema, request.body, request.locale);
    const found = await open(request, token);
    await skipThroughLink(manageScope(app, found.opened, found.locale), found.opened.gift);
    return answer(found.opened, found.locale);
  });

  app.post('/manage-link/pause-until', async (request) => {
    const { token, until } = parseBody(manageLinkPauseRequestSchema, request.body, request.locale);
    const found = await open(request, token);
    await pauseThroughLink(manageScope(app, found.opened, found.locale), found.opened.gift, until);
    return answer(found.opened, found.locale);
  });

  // "Change card": first a giving token for the page's card step, whose cards are this link's…
  app.post('/manage-link/card-entry', async (request) => {
    const { token } = parseBody(manageLinkRequestSchema, request.body, request.locale);
    const found = await open(request, token);
    return (await openCardEntry(app, found.opened)) satisfies ManageLinkCardEntryResponse;
  });

  // …then the card entered with it becomes this gift's (and only this gift's) card.
  app.post('/manage-link/card', async (request) => {
    const body = parseBody(manageLinkCardRequestSchema, request.body, request.locale);
    const found = await open(request, body.token);
    const scope = manageScope(app, found.opened, found.locale);
    await attachCardThroughLink(scope, found.opened, body.payment_method_id);
    return answer(found.opened, found.locale);
  });

  // The gift is gone afterwards (docs/PRODUCT.md §4 "deleted"), and with it every link to it: 204.
  app.post('/manage-link/stop', async (request, reply) => {
    const { token } = parseBody(manageLinkRequestSchema, request.body, request.locale);
    const found = await open(request, token);
    await stopThroughLink(manageScope(app, found.opened, found.locale), found.opened.gift);
    return reply.code(204).send();
  });

  // "Revoke email links" in the portal: the signed-in donor's own gift in the session's church only;
  // anyone else's gift, or another church's, is not found.
  app.post('/manage-link/revoke', { config: { signedIn: 'rest' } }, async (request) => {
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
    if (!gift) throw new NotFound(portalMessage(request.locale, 'notFound'));
    const revoked = await revokeManageLinks(app.db, gift.id, app.clock());
    return { revoked } satisfies ManageLinkRevokeResponse;
  });
};

export default manageLinkRoutes;
