// "Confirm your gift" (docs/CONTRACTS.md "REST: confirm your gift"): the page at `/confirm/{token}`
// reads the one recurring charge that waits for the donor's bank authentication, runs it in the
// browser, and tells the API, which asks the processor and records the gift once. The token is the
// only credential — no session is needed and none is made or changed — and it opens one charge of
// the church of the host; the answers name that charge and nothing else about the donor.
import {
  giftConfirmationCompleteRequestSchema,
  giftConfirmationRequestSchema,
  type GiftConfirmationRefusalResponse,
} from '@halo/domain';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ipKey, rejectIfLimited } from '../accounts/accountLimits';
import type { OrganizationRow } from '../db/schema';
import { completeConfirmation, presentConfirmation, type OpenConfirmation } from './confirmGift';
import { giftConfirmationMessage } from './giftConfirmationMessages';
import { openGiftConfirmation } from './giftConfirmations';
import { parseBody } from '../http/parseBody';
import { createAttemptLimit } from '../limits/attemptLimit';
import { createLimitCounters } from '../limits/limitCounters';

const REFUSAL_CODE = {
  unknown: 'link_unknown',
  expired: 'link_expired',
  used: 'link_used',
  gone: 'link_gone',
} as const;

const giftConfirmationRoutes: FastifyPluginAsync = async (app) => {
  const counters = createLimitCounters(app.db);
  // As the manage link's limits: generous per IP, much lower for refused links, so guessing at
  // tokens stops long before it could matter (they are signed anyway).
  const callsPerIp = createAttemptLimit(counters, { name: 'confirm-link-ip', max: 60, windowMs: 60_000 });
  const refusalsPerIp = createAttemptLimit(counters, {
    name: 'confirm-link-refused-ip',
    max: 20,
    windowMs: 15 * 60_000,
  });

  /** The organization, the limits and the link; answers the refusal itself and returns null. */
  async function open(
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
  ): Promise<OpenConfirmation | null> {
    const organization: OrganizationRow | null = await request.getOrganization();
    if (!organization) {
      void reply.code(404).send({ message: 'Organization not found.' });
      return null;
    }
    const now = app.clock();
    const key = ipKey(request);
    if (
      await rejectIfLimited(
        request,
        reply,
        [
          [callsPerIp, key],
          [refusalsPerIp, key],
        ],
        now,
      )
    )
      return null;
    await callsPerIp.hit(key, now);
    const result = await openGiftConfirmation(app.db, app.giving.appKey, organization, token, now);
    if (!result.ok) {
      await refusalsPerIp.hit(key, now);
      const locale = result.locale ?? request.locale;
      void reply.code(result.refusal === 'unknown' ? 404 : 410).send({
        code: REFUSAL_CODE[result.refusal],
        message: giftConfirmationMessage(locale, result.refusal),
        ...(result.locale ? { locale: result.locale } : {}),
      } satisfies GiftConfirmationRefusalResponse);
      return null;
    }
    return { ...result, organization };
  }

  app.post('/confirm-link', async (request, reply) => {
    const { token } = parseBody(giftConfirmationRequestSchema, request.body, request.locale);
    const opened = await open(request, reply, token);
    if (!opened) return reply;
    return presentConfirmation(app, opened, false);
  });

  // After the authentication ran in the browser (or was abandoned): the gift is given, or still waits.
  app.post('/confirm-link/complete', async (request, reply) => {
    const body = parseBody(giftConfirmationCompleteRequestSchema, request.body, request.locale);
    const opened = await open(request, reply, body.token);
    if (!opened) return reply;
    const confirmed = await completeConfirmation(app, opened, body.test_result);
    return presentConfirmation(app, opened, confirmed);
  });
};

export default giftConfirmationRoutes;
