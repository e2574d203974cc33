// A campaign's figures, summed by the database from the gifts given through it (docs/PRODUCT.md §14):
// raised is each settled gift before any fee its donor covered, less what was refunded of it, never
// below nothing (the domain's campaignRaisedCents, the same expression); givers the donors with a
// gift counted; pledged the next charge of each active recurring gift started through it.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { contributions, recurringGivings } from '../../db/schema';

export interface CampaignTotals {
  raised: number;
  givers: number;
  pledged: number;
}

const NONE: CampaignTotals = { raised: 0, givers: 0, pledged: 0 };

/** The figures of these campaigns of one church, by campaign id (every id answered). */
export async function campaignTotals(
  db: Database,
  organizationId: number,
  campaignIds: number[],
): Promise<Map<number, CampaignTotals>> {
  const totals = new Map<number, CampaignTotals>(campaignIds.map((id) => [id, { ...NONE }]));
  if (campaignIds.length === 0) return totals;
  const counted = sql`GREATEST(0, ${contributions.chargedAmount} - ${contributions.coveredFee} - ${contributions.refundedAmount})`;
  const gifts = await db
    .select({
      campaignId: contributions.campaignId,
      raised: sql<string>`COALESCE(SUM(${counted}), 0)`,
      givers: sql<number>`COUNT(DISTINCT ${contributions.donorUserId}) FILTER (WHERE ${counted} > 0)`,
    })
    .from(contributions)
    .where(
      and(
        eq(contributions.organizationId, organizationId),
        inArray(contributions.campaignId, campaignIds),
        // Settled gifts only: a failed charge never reached the church.
        inArray(contributions.status, ['succeeded', 'refunded']),
      ),
    )
    .groupBy(contributions.campaignId);
  for (const row of gifts) {
    const entry = row.campaignId === null ? undefined : totals.get(row.campaignId);
    if (entry) {
      entry.raised = Number(row.raised);
      entry.givers = Number(row.givers);
    }
  }
  const pledges = await db
    .select({
      campaignId: recurringGivings.campaignId,
      pledged: sql<string>`COALESCE(SUM(${recurringGivings.giftAmount}), 0)`,
    })
    .from(recurringGivings)
    .where(
      and(
        eq(recurringGivings.organizationId, organizationId),
        inArray(recurringGivings.campaignId, campaignIds),
        eq(recurringGivings.status, 'active'),
      ),
    )
    .groupBy(recurringGivings.campaignId);
  for (const row of pledges) {
    const entry = row.campaignId === null ? undefined : totals.get(row.campaignId);
    if (entry) entry.pledged = Number(row.pledged);
  }
  return totals;
}

/** One campaign's figures. */
export async function oneCampaignTotals(
  db: Database,
  organizationId: number,
  campaignId: number,
): Promise<CampaignTotals> {
  return (await campaignTotals(db, organizationId, [campaignId])).get(campaignId) ?? { ...NONE };
}
