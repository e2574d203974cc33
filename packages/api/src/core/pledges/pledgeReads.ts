// Pledges read with what was given toward each (docs/PRODUCT.md §14 "Pledges"), summed by the
// database: the donor's gifts through the campaign within its period, each counted as the campaign's
// raised counts it (the domain's pledgeGivenCents, the same expression), settled only.
import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { campaigns, contributions, people, pledges, users } from '../../db/schema';

/** Cents given toward the pledge row in the query: a correlated sum over the donor's campaign gifts. */
const givenTowardPledge: SQL<string> = sql<string>`(
  SELECT COALESCE(SUM(GREATEST(0, ${contributions.chargedAmount} - ${contributions.coveredFee} - ${contributions.refundedAmount})), 0)
  FROM ${contributions}
  WHERE ${contributions.organizationId} = ${pledges.organizationId}
    AND ${contributions.donorUserId} = ${pledges.donorUserId}
    AND ${contributions.campaignId} = ${pledges.campaignId}
    AND ${contributions.status} IN ('succeeded', 'refunded')
    AND (${campaigns.startDate} IS NULL OR ${contributions.date} >= ${campaigns.startDate})
    AND (${campaigns.endDate} IS NULL OR ${contributions.date} <= ${campaigns.endDate})
)`;

export interface PledgeWithGiven {
  prefixedId: string;
  amount: number;
  given: number;
  source: 'donor' | 'administrator';
  createdAt: Date;
  campaign: typeof campaigns.$inferSelect;
}

/** A donor's active pledges in one church, newest first. */
export async function donorPledgesWithGiven(
  db: Database,
  organizationId: number,
  donorUserId: number,
): Promise<PledgeWithGiven[]> {
  const rows = await db
    .select({
      prefixedId: pledges.prefixedId,
      amount: pledges.amount,
      given: givenTowardPledge,
      source: pledges.source,
      createdAt: pledges.createdAt,
      campaign: campaigns,
    })
    .from(pledges)
    .innerJoin(campaigns, eq(campaigns.id, pledges.campaignId))
    .where(
      and(
        eq(pledges.organizationId, organizationId),
        eq(pledges.donorUserId, donorUserId),
        isNull(pledges.replacedAt),
      ),
    )
    .orderBy(desc(pledges.id));
  return rows.map((row) => ({ ...row, given: Number(row.given) }));
}

export interface CampaignPledgeEntry {
  prefixedId: string;
  amount: number;
  given: number;
  source: 'donor' | 'administrator';
  createdAt: Date;
  donorPrefixedId: string;
  donorEmail: string;
  firstName: string | null;
  lastName: string | null;
}

/** The active pledges to one campaign of a church, oldest first, with their donors. */
export async function campaignPledgesWithGiven(
  db: Database,
  organizationId: number,
  campaignId: number,
): Promise<CampaignPledgeEntry[]> {
  const rows = await db
    .select({
      prefixedId: pledges.prefixedId,
      amount: pledges.amount,
      given: givenTowardPledge,
      source: pledges.source,
      createdAt: pledges.createdAt,
      donorPrefixedId: users.prefixedId,
      donorEmail: users.email,
      firstName: people.firstName,
      lastName: people.lastName,
    })
    .from(pledges)
    .innerJoin(campaigns, eq(campaigns.id, pledges.campaignId))
    .innerJoin(users, eq(users.id, pledges.donorUserId))
    .leftJoin(people, eq(people.userId, users.id))
    .where(
      and(
        eq(pledges.organizationId, organizationId),
        eq(pledges.campaignId, campaignId),
        isNull(pledges.replacedAt),
      ),
    )
    .orderBy(asc(pledges.id));
  return rows.map((row) => ({ ...row, given: Number(row.given) }));
}

export interface CampaignPledgeTotals {
  /** The sum of the active pledges, cents. */
  pledged: number;
  /** How many active pledges. */
  count: number;
}

/** Each campaign's pledged total and number of pledges, by campaign id (every id answered). */
export async function campaignPledgeTotals(
  db: Database,
  organizationId: number,
  campaignIds: number[],
): Promise<Map<number, CampaignPledgeTotals>> {
  const totals = new Map<number, CampaignPledgeTotals>(
    campaignIds.map((id) => [id, { pledged: 0, count: 0 }]),
  );
  if (campaignIds.length === 0) return totals;
  const rows = await db
    .select({
      campaignId: pledges.campaignId,
      pledged: sql<string>`COALESCE(SUM(${pledges.amount}), 0)`,
      count: sql<string>`COUNT(*)`,
    })
    .from(pledges)
    .where(
      and(
        eq(pledges.organizationId, organizationId),
        inArray(pledges.campaignId, campaignIds),
        isNull(pledges.replacedAt),
      ),
    )
    .groupBy(pledges.campaignId);
  for (const row of rows) {
    totals.set(row.campaignId, { pledged: Number(row.pledged), count: Number(row.count) });
  }
  return totals;
}

export interface StatementPledgeRow {
  campaignName: string;
  /** Cents pledged. */
  pledged: number;
  /** Cents given toward it to date. */
  given: number;
}

/**
 * The pledges a contribution statement shows (docs/PRODUCT.md §14 "Pledges"): the active pledges of
 * these donors whose campaign's period meets the statement's (an open end meets every period), made
 * by the statement's last day on the church's calendar; each with what was given toward it to date.
 * Oldest campaign first.
 */
export async function statementPledges(
  db: Database,
  organization: { id: number; timeZone: string },
  donorUserIds: readonly number[],
  period: { startDate: string | null; endDate: string },
): Promise<StatementPledgeRow[]> {
  if (donorUserIds.length === 0) return [];
  const rows = await db
    .select({ campaignName: campaigns.name, pledged: pledges.amount, given: givenTowardPledge })
    .from(pledges)
    .innerJoin(campaigns, eq(campaigns.id, pledges.campaignId))
    .where(
      and(
        eq(pledges.organizationId, organization.id),
        inArray(pledges.donorUserId, [...donorUserIds]),
        isNull(pledges.replacedAt),
        sql`(${campaigns.startDate} IS NULL OR ${campaigns.startDate} <= ${period.endDate})`,
        period.startDate === null
          ? undefined
          : sql`(${campaigns.endDate} IS NULL OR ${campaigns.endDate} >= ${period.startDate})`,
        sql`(${pledges.createdAt} AT TIME ZONE ${organization.timeZone})::date <= ${period.endDate}`,
      ),
    )
    .orderBy(asc(campaigns.id), asc(pledges.id));
  return rows.map((row) => ({ ...row, given: Number(row.given) }));
}
