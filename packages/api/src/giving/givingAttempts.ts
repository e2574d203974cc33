// What every giving endpoint shares around its flow: sending the flow's answer, and the limits on
// attempts (per donor, and the card-testing guard) that turn a caller away with 429.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CardAttempt } from '../limits/cardTesting';
import { takeWithinLimit, tooManyAttempts } from '../limits/withinLimits';
import { countKioskDeviceAttempt } from '../core/kioskDevices/kioskDeviceSessions';
import type { GivingAccess } from './givingAccess';

/**
 * Sends what a giving handler answered. `Body` is the route's answer in the domain's contract
 * (contracts/givingApi.ts), so an answer that drifts from what the giving form parses fails to compile.
 */
export async function answer<Body>(
  reply: FastifyReply,
  run: () => Promise<{ status: number; body: Body }>,
): Promise<FastifyReply> {
  // A refusal (http/errors/) leaves through the one error handler, http/errorsPlugin.ts; what is sent
  // here is the flow's own answer, a decline's 402 included, whose body the giving form reads.
  const { status, body } = await run();
  return reply.code(status).send(body);
}

/**
 * The per-donor limit: counted for work that reaches the processor, not for replays. A kiosk's
 * attempts count for its device too (docs/PRODUCT.md §20).
 */
export async function countCustomerAttempt(
  app: FastifyInstance,
  request: FastifyRequest,
  access: GivingAccess,
): Promise<void> {
  const key = `${access.organization.id}:${giverOf(access)}`;
  await takeWithinLimit(request.locale, app.giving.customerAttempts, key, app.clock());
  if (access.kioskDevicePrefixedId) {
    await countKioskDeviceAttempt(app, request.locale, access.kioskDevicePrefixedId);
  }
}

/**
 * Whom the per-donor limits count. At a lobby kiosk the gifts without an email all belong to the
 * church's one anonymous donor record (docs/PRODUCT.md §20), so there each giver (each giving token
 * the kiosk was handed) counts on their own, and the device's own limit caps the kiosk as a whole:
 * one giver's declines must not stop every kiosk of the church.
 */
function giverOf(access: GivingAccess): string {
  return access.kioskDevicePrefixedId && access.tokenId
    ? `${access.customer.customerId}:${access.tokenId}`
    : access.customer.customerId;
}

/** What the card-testing guard counts for one card attempt (limits/cardTesting.ts). */
export function cardAttempt(
  request: FastifyRequest,
  access: GivingAccess,
  card: string | null,
  ownSavedCard = false,
): CardAttempt {
  return {
    organizationId: access.organization.id,
    ip: request.ip,
    customerId: giverOf(access),
    card,
    ownSavedCard,
  };
}

/** The card-testing guard: past too many declines (card, customer or IP), card attempts get 429. */
export async function assertNotCardTesting(
  app: FastifyInstance,
  request: FastifyRequest,
  attempt: CardAttempt,
): Promise<void> {
  const wait = await app.giving.cardTesting.blockedFor(attempt, app.clock());
  if (wait) throw tooManyAttempts(request.locale, wait);
}
