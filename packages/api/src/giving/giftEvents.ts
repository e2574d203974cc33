// The live updates a gift made through POST /api/give sends to the donor's open portal
// (payloads in src/live/liveEvents.ts). The recurring worker sends its own through app.broadcaster.
import type { FastifyInstance } from 'fastify';
import type { ContributionEventPayload, RecurringChangedPayload } from '@halo/domain';

export interface GiftOutcome {
  organizationPrefixedId: string;
  donorPrefixedId: string;
  fundName: string;
  date: string;
  amount: number;
  /** A charge made now (null when a recurring gift starts later and nothing was charged). */
  charge: { status: 'succeeded'; contributionPrefixedId: string } | { status: 'failed'; code: string } | null;
  recurring: { prefixedId: string; nextOccurrence: string | null } | null;
}

export async function announceGift(app: FastifyInstance, gift: GiftOutcome): Promise<void> {
  const { organizationPrefixedId, donorPrefixedId, recurring, charge } = gift;
  if (charge) {
    const payload: ContributionEventPayload = {
      organizationPrefixedId,
      contributionPrefixedId: charge.status === 'succeeded' ? charge.contributionPrefixedId : null,
      recurringGivingPrefixedId: recurring?.prefixedId ?? null,
      amount: gift.amount,
      status: charge.status,
      date: gift.date,
      code: charge.status === 'failed' ? charge.code : null,
      fundAccountNames: [gift.fundName],
    };
    await app.broadcaster.toDonor(donorPrefixedId, `contribution.${charge.status}`, payload);
  }
  if (recurring) {
    const payload: RecurringChangedPayload = {
      organizationPrefixedId,
      recurringGivingPrefixedId: recurring.prefixedId,
      change: 'created',
      nextOccurrence: recurring.nextOccurrence,
    };
    await app.broadcaster.toDonor(donorPrefixedId, 'recurring.changed', payload);
  }
}
