// "Confirm your gift" (docs/CONTRACTS.md "REST: confirm your gift"): the page at `/confirm/{token}`
// reads the one recurring charge that waits for the donor's bank authentication, runs it in the
// browser, and tells the API, which asks the processor and records the gift once. The token is the
// only credential — no session is needed and none is made or changed — and it opens one charge of
// the church of the host; the answers name that charge and nothing else about the donor.
import {
  giftConfirmationCompleteRequestSchema,
  giftConfirmationRequestSchema,
  type GiftConfirmationRefusal,
  type GiftConfirmationRefusalResponse,
} from '@halo/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { completeConfirmation, presentConfirmation, type OpenConfirmation } from './confirmGift';
import { giftConfirmationMessage } from './giftConfirmationMessages';
import { openGiftConfirmation } from '../core/emailedLinks/giftConfirmations';
import { emailedLinkOpener } from '../http/emailedLinkOpener';
import { parseBody } from '../http/parseBody';

/** The refusal's `code` (GiftConfirmationRefusalResponse), which the confirm page acts on. */
const REFUSAL_CODE = {
  unknown: 'link_unknown',
  expired: 'link_expired',
  used: 'link_used',
  gone: 'link_gone',
} as const satisfies Record<GiftConfirmationRefusal, GiftConfirmationRefusalResponse['code']>;

const giftConfirmationRoutes: FastifyPluginAsync = async (app) => {
  const openLink = emailedLinkOpener<GiftConfirmationRefusal>(app, {
    name: 'confirm-link',
    callsPerMinute: 60,
    codes: REFUSAL_CODE,
    message: giftConfirmationMessage,
  });

  /** The charge the link waits on, in the church of the host; refusals are thrown. */
  async function open(request: FastifyRequest, token: string): Promise<OpenConfirmation> {
    const { organization, link } = await openLink(request, (church, now) =>
      openGiftConfirmation(app.db, app.giving.appKey, church, token, now),
    );
    return { ...link, organization };
  }

  app.post('/confirm-link', async (request) => {
    const { token } = parseBody(giftConfirmationRequestSchema, request.body, request.locale);
    return presentConfirmation(app, await open(request, token), false);
  });

  // After the authentication ran in the browser (or was abandoned): the gift is given, or still waits.
  app.post('/confirm-link/complete', async (request) => {
    const body = parseBody(giftConfirmationCompleteRequestSchema, request.body, request.locale);
    const opened = await open(request, body.token);
    const confirmed = await completeConfirmation(app, opened, body.test_result);
    return presentConfirmation(app, opened, confirmed);
  });
};

export default giftConfirmationRoutes;
