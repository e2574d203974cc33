// Live updates from the recurring engine: the donor's open portal hears about each
// charge through `app.broadcaster` (src/live/broadcasterPlugin.ts), which never rejects; the catch is
// only a second guard, so a charge never fails because live updates did.
import type { FastifyInstance } from 'fastify';
import type { DonorLiveEventName, DonorLiveEventPayloads } from '@halo/domain';

export async function notifyDonor<E extends DonorLiveEventName>(
  app: FastifyInstance,
  donorUserPrefixedId: string,
  event: E,
  payload: DonorLiveEventPayloads[E],
): Promise<void> {
  try {
    await app.broadcaster.toDonor(donorUserPrefixedId, event, payload);
  } catch (error) {
    app.log.warn({ err: error, event }, 'live update failed');
  }
}
