// The console's "Gifts": every gift of the church, newest first by (date, id) on the index
// `contributions_organization_date_idx`, a page at a time by keyset, with the totals of all the
// matching gifts per fund and per month counted by the database (never by the browser). The gift
// columns and fund names are the portal's (reports/contributionsRepository.ts).
import { giftPartsAndDedications } from '../core/giftPartsAndDedications';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  contributionDisputes,
  contributionFunds,
  contributions,
  funds,
  people,
  recurringGivings,
  users,
  type ContributionDisputeRow,
  type ContributionStatus,
} from '../db/schema';
import { addFundNames, containsPattern, listColumns } from '../reports/contributionsRepository';
import { countedAmount, countedFundAmount } from '../reports/countedAmounts';
import { encodeCursor, type Keyset } from '../core/keysetCursor';

export interface ChurchGiftFilter {
  startDate: string | null;
  endDate: string | null;
  /** Internal ids, looked up within the church by the caller. */
  fundId: number | null;
  donorUserId: number | null;
  status: ContributionStatus | null;
  donorSearch: string | null;
  /** The gifts one deposit holds (internal id, of the same church). */
  depositId?: number | null;
  /** Only gifts with a card dispute (chargeback), open or closed. */
  disputed?: boolean;
  /** One gift (internal id), for answering a change to it. */
  contributionId?: number | null;
}

/** Every gift of the church. */
export const NO_GIFT_FILTER: ChurchGiftFilter = {
  startDate: null,
  endDate: null,
  fundId: null,
  donorUserId: null,
  status: null,
  donorSearch: null,
};

const donorName = sql<string>`coalesce(nullif(concat_ws(' ', ${people.firstName}, ${people.lastName}), ''), ${users.email})`;

function giftConditions(organizationId: number, filter: ChurchGiftFilter): SQL {
  const conditions: (SQL | undefined)[] = [eq(contributions.organizationId, organizationId)];
  if (filter.startDate) conditions.push(sql`${contributions.date} >= ${filter.startDate}`);
  if (filter.endDate) conditions.push(sql`${contributions.date} <= ${filter.endDate}`);
  if (filter.status) conditions.push(eq(contributions.status, filter.status));
  if (filter.contributionId) conditions.push(eq(contributions.id, filter.contributionId));
  if (filter.disputed) {
    conditions.push(
      sql`exists (select 1 from contribution_disputes gift_disputes
        where gift_disputes.contribution_id = ${contributions.id})`,
    );
  }
  if (filter.depositId) {
    conditions.push(
      sql`${contributions.id} in (select deposit_gift.contribution_id from deposit_gifts deposit_gift
        where deposit_gift.deposit_id = ${filter.depositId})`,
    );
  }
  if (filter.donorUserId !== null) conditions.push(eq(contributions.donorUserId, filter.donorUserId));
  if (filter.fundId !== null) {
    conditions.push(
      sql`exists (select 1 from contribution_funds gift_funds
        where gift_funds.contribution_id = ${contributions.id} and gift_funds.fund_id = ${filter.fundId})`,
    );
  }
  if (filter.donorSearch) {
    const pattern = containsPattern(filter.donorSearch);
    conditions.push(
      sql`${contributions.donorUserId} in (select donor.id from users donor
        left join people donor_person on donor_person.user_id = donor.id
        where donor.organization_id = ${organizationId} and (donor.email ilike ${pattern}
          or concat_ws(' ', donor_person.first_name, donor_person.last_name) ilike ${pattern}))`,
    );
  }
  return and(...conditions)!;
}

/** Each gift's latest dispute (by Stripe's time), for the gifts of one page. */
async function latestDisputes(db: Database, contributionIds: number[]) {
  const latest = new Map<number, ContributionDisputeRow>();
  if (contributionIds.length === 0) return latest;
  const rows = await db
    .select()
    .from(contributionDisputes)
    .where(inArray(contributionDisputes.contributionId, contributionIds))
    .orderBy(asc(contributionDisputes.eventCreated), asc(contributionDisputes.id));
  for (const row of rows) latest.set(row.contributionId, row);
  return latest;
}

/**
 * Up to `limit` matching gifts after the keyset, newest first, with their donor and fund names:
 * a page of the console's list, or a batch of its CSV export.
 */
export async function churchGiftRows(
  db: Database,
  organizationId: number,
  filter: ChurchGiftFilter,
  after: Keyset | null,
  limit: number,
) {
  const where = giftConditions(organizationId, filter);
  const rows = await db
    .select({
      ...listColumns,
      offlineMethod: contributions.offlineMethod,
      donorPrefixedId: users.prefixedId,
      donorEmail: users.email,
      donorName,
    })
    .from(contributions)
    .innerJoin(users, eq(users.id, contributions.donorUserId))
    .leftJoin(people, eq(people.userId, users.id))
    .leftJoin(recurringGivings, eq(recurringGivings.id, contributions.recurringGivingId))
    .where(
      after
        ? and(where, sql`(${contributions.date}, ${contributions.id}) < (${after.key}::date, ${after.id})`)
        : where,
    )
    .orderBy(desc(contributions.date), desc(contributions.id))
    .limit(limit);
  const named = await addFundNames(db, rows);
  return rows.map((row, index) => ({ ...row, fundAccountNames: named[index]!.fundAccountNames }));
}

export async function churchGiftPage(
  db: Database,
  organizationId: number,
  filter: ChurchGiftFilter,
  after: Keyset | null,
  first: number,
) {
  const rows = await churchGiftRows(db, organizationId, filter, after, first + 1);
  const page = rows.slice(0, first);
  const ids = page.map((row) => row.id);
  const [disputes, extras] = await Promise.all([latestDisputes(db, ids), giftPartsAndDedications(db, ids)]);
  const last = page[page.length - 1];
  return {
    items: page.map((row) => ({
      ...row,
      dispute: disputes.get(row.id) ?? null,
      fundParts: extras.get(row.id)?.fundParts ?? [],
      dedication: extras.get(row.id)?.dedication ?? null,
    })),
    nextCursor: rows.length > first && last ? encodeCursor({ key: last.date, id: last.id }) : null,
  };
}

/**
 * Totals of every matching gift in two passes over them: per month (which also gives the count of
 * all matching gifts and the succeeded amount) and per fund (a gift's share of each fund). Funds
 * are named after grouping, so the grouping works on integers.
 */
export async function churchGiftTotals(db: Database, organizationId: number, filter: ChurchGiftFilter) {
  const where = giftConditions(organizationId, filter);
  const month = sql<string>`date_trunc('month', ${contributions.date})`;
  const succeeded = sql`${contributions.status} = 'succeeded'`;
  const [byMonth, byFund] = await Promise.all([
    db
      .select({
        month: sql<string>`to_char(${month}, 'YYYY-MM')`,
        gifts: sql<number>`count(*)`.mapWith(Number),
        // What the church kept: a partly refunded gift counts without its refunded part.
        amount: sql<number>`coalesce(sum(${countedAmount}), 0)`.mapWith(Number),
        count: sql<number>`count(*) filter (where ${succeeded})`.mapWith(Number),
      })
      .from(contributions)
      .where(where)
      .groupBy(month)
      .orderBy(desc(month)),
    db
      .select({
        fundId: contributionFunds.fundId,
        // Each fund's share less its share of a partial refund, in whole cents.
        amount: sql<number>`sum(${countedFundAmount})`.mapWith(Number),
      })
      .from(contributions)
      .innerJoin(contributionFunds, eq(contributionFunds.contributionId, contributions.id))
      .where(and(where, eq(contributions.status, 'succeeded')))
      .groupBy(contributionFunds.fundId),
  ]);
  const fundRows =
    byFund.length === 0
      ? []
      : await db
          .select({ id: funds.id, prefixedId: funds.prefixedId, name: funds.name })
          .from(funds)
          .where(eq(funds.organizationId, organizationId));
  const fundOf = new Map(fundRows.map((fund) => [fund.id, fund]));
  return {
    totalResults: byMonth.reduce((total, row) => total + row.gifts, 0),
    totalAmount: byMonth.reduce((total, row) => total + row.amount, 0),
    fundTotals: byFund
      .map((row) => ({
        fundPrefixedId: fundOf.get(row.fundId)!.prefixedId,
        fundName: fundOf.get(row.fundId)!.name,
        amount: row.amount,
      }))
      .sort((a, b) => a.fundName.localeCompare(b.fundName)),
    monthTotals: byMonth
      .filter((row) => row.count > 0)
      .map(({ month: name, amount, count }) => ({ month: name, amount, count })),
  };
}
