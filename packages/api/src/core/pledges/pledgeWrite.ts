// Writing a pledge (docs/PRODUCT.md §14 "Pledges"): one active pledge per donor per campaign, so a
// new amount replaces the active one, which stays with replaced_at set as the pledge's history.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { newPrefixedId } from '../../db/prefixedId';
import { campaigns, pledges, type PledgeRow, type PledgeSource } from '../../db/schema';

export interface NewPledge {
  organizationId: number;
  donorUserId: number;
  campaignId: number;
  /** Cents, above nothing (checked by the caller with the domain's readPledgeFields). */
  amount: number;
  source: PledgeSource;
  recordedByUserId: number | null;
}

export interface WrittenPledge {
  pledge: PledgeRow;
  /** The amount of the pledge it replaced, or null when it is the donor's first to the campaign. */
  replacedAmount: number | null;
}

/**
 * Writes the pledge in `tx`, replacing the donor's active one to the campaign. The campaign row is
 * locked first, so two pledges of one donor at once wait for each other instead of meeting the
 * unique index.
 */
export async function writePledge(tx: Database, pledge: NewPledge): Promise<WrittenPledge> {
  await tx
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(eq(campaigns.id, pledge.campaignId))
    .for('update');
  const [replaced] = await tx
    .update(pledges)
    .set({ replacedAt: sql`now()` })
    .where(
      and(
        eq(pledges.campaignId, pledge.campaignId),
        eq(pledges.donorUserId, pledge.donorUserId),
        isNull(pledges.replacedAt),
      ),
    )
    .returning({ amount: pledges.amount });
  const [written] = await tx
    .insert(pledges)
    .values({ ...pledge, prefixedId: newPrefixedId('plg') })
    .returning();
  return { pledge: written!, replacedAmount: replaced?.amount ?? null };
}
