// The donor's latest gift, which the dashboard's "Send gift" offers to give again: the same amount
// (without the fee the donor added to it), the fund most of it went to, and its schedule when it
// was a charge of a recurring gift.
import type { Frequency } from '@halo/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { contributionFunds, contributions, funds, recurringGivings } from '../db/schema';
import { contributionConditions, type DonorScope } from './contributionsRepository';

export interface DonorLastGift {
  /** In cents, before any processing fee the donor covered. */
  amount: number;
  /** Null when the fund is no longer offered online: the form then takes the church's default. */
  fundPrefixedId: string | null;
  /** Null for a one-time gift. */
  frequency: Frequency | null;
}

const EVERY_GIFT = {
  type: 'all',
  search: null,
  startDate: null,
  endDate: null,
  contributionPrefixedId: null,
} as const;

export async function donorLastGift(db: Database, scope: DonorScope): Promise<DonorLastGift | null> {
  // The fund that took the largest share; by name when two took the same.
  const mainFund = db
    .select({ prefixedId: funds.prefixedId })
    .from(contributionFunds)
    .innerJoin(funds, eq(funds.id, contributionFunds.fundId))
    .where(
      and(
        eq(contributionFunds.contributionId, contributions.id),
        eq(funds.isEnabled, true),
        eq(funds.isOnlineGivingVisible, true),
      ),
    )
    .orderBy(desc(contributionFunds.chargedAmount), funds.name)
    .limit(1);
  const [row] = await db
    .select({
      chargedAmount: contributions.chargedAmount,
      coveredFee: contributions.coveredFee,
      fundPrefixedId: sql<string | null>`(${mainFund})`,
      frequency: recurringGivings.scheduleType,
    })
    .from(contributions)
    .leftJoin(recurringGivings, eq(recurringGivings.id, contributions.recurringGivingId))
    .where(and(contributionConditions(scope, EVERY_GIFT), eq(contributions.status, 'succeeded')))
    .orderBy(desc(contributions.createdAt), desc(contributions.id))
    .limit(1);
  if (!row) return null;
  return {
    amount: row.chargedAmount - row.coveredFee,
    fundPrefixedId: row.fundPrefixedId,
    frequency: (row.frequency as Frequency | null) ?? null,
  };
}
