// The giving reports in SQL (docs/PRODUCT.md §18): each groups the church's counted gifts of a
// period in the database, which sums the integer cents. A gift counts as in every total (the
// Overview's and the Gifts section's): succeeded, for what is left after refunds
// (reports/countedAmounts.ts); a gift refunded whole is status refunded and counts nothing. A fund's
// part is its share less its share of a partial refund, as the Gifts section's fund totals. Funds are
// named after the grouping, so the grouping works on integers.
import { DEFAULT_LAPSED_WINDOWS, lapsedDays, type CalendarDate, type GivingReportPeriod } from '@halo/domain';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { contributionFunds, contributions, funds } from '../../db/schema';
import { countedAmount, countedFundAmount } from '../../reports/countedAmounts';
import { donorListSize } from '../donorLists/donorListQueries';
import type { GivingReportDays } from './givingReportRange';

const month = sql<string>`to_char(${contributions.date}, 'YYYY-MM')`;

/**
 * How a gift was given: cash, a check or an imported gift's way as recorded; an online gift is a
 * card charge ('bank' from a bank account, docs/PRODUCT.md §22), 'online' only when no card was kept on it.
 */
const method = sql<string>`coalesce(${contributions.offlineMethod}, case when ${contributions.paymentMethodType} = 'bank' then 'bank' when ${contributions.cardLastFour} is null then 'online' else 'card' end)`;

function countedIn(organizationId: number, period: GivingReportPeriod) {
  return and(
    eq(contributions.organizationId, organizationId),
    eq(contributions.status, 'succeeded'),
    gte(contributions.date, period.start),
    lte(contributions.date, period.end),
  );
}

/** Each fund's part of the period's gifts per month, funds by name then months in order. */
export async function givingByFundByMonth(db: Database, organizationId: number, period: GivingReportPeriod) {
  const rows = await db
    .select({
      fundId: contributionFunds.fundId,
      month,
      amount: sql<number>`sum(${countedFundAmount})`.mapWith(Number),
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(contributions)
    .innerJoin(contributionFunds, eq(contributionFunds.contributionId, contributions.id))
    .where(countedIn(organizationId, period))
    .groupBy(contributionFunds.fundId, month);
  if (rows.length === 0) return [];
  const fundRows = await db
    .select({ id: funds.id, prefixedId: funds.prefixedId, name: funds.name })
    .from(funds)
    .where(eq(funds.organizationId, organizationId));
  const fundOf = new Map(fundRows.map((fund) => [fund.id, fund]));
  return rows
    .map((row) => ({
      fundPrefixedId: fundOf.get(row.fundId)!.prefixedId,
      fundName: fundOf.get(row.fundId)!.name,
      month: row.month,
      amount: row.amount,
      count: row.count,
    }))
    .sort(
      (a, b) =>
        a.fundName.localeCompare(b.fundName) ||
        a.fundPrefixedId.localeCompare(b.fundPrefixedId) ||
        a.month.localeCompare(b.month),
    );
}

/** What a period's gifts counted for in one month or by one method (only those with gifts). */
export interface GroupTotal {
  amount: number;
  count: number;
}

/** The period's and last year's totals per month and per method, each keyed by its month or method. */
export interface MonthAndMethodTotals {
  months: [Map<string, GroupTotal>, Map<string, GroupTotal>];
  methods: [Map<string, GroupTotal>, Map<string, GroupTotal>];
}

/**
 * Per month and per method, for the period (side 0) and the same days a year earlier (side 1), in one
 * pass over the gifts of both: the two periods overlap when the period is longer than a year, so a
 * gift joins each period it falls in, and GROUPING SETS sums each grouping of each side.
 */
export async function givingByMonthAndMethod(
  db: Database,
  organizationId: number,
  days: GivingReportDays,
): Promise<MonthAndMethodTotals> {
  const periods = sql`(values (0, ${days.period.start}::date, ${days.period.end}::date),
    (1, ${days.lastYear.start}::date, ${days.lastYear.end}::date)) as periods(side, first_day, last_day)`;
  const result = await db.execute(sql`
    select periods.side as "side", ${month} as "month", ${method} as "method",
      coalesce(sum(${countedAmount}), 0) as "amount", count(*) as "count"
    from ${contributions}
    join ${periods} on ${contributions.date} between periods.first_day and periods.last_day
    where ${contributions.organizationId} = ${organizationId} and ${contributions.status} = 'succeeded'
    group by grouping sets ((periods.side, ${month}), (periods.side, ${method}))`);
  const totals: MonthAndMethodTotals = { months: [new Map(), new Map()], methods: [new Map(), new Map()] };
  type Row = {
    side: number | string;
    month: string | null;
    method: string | null;
    amount: unknown;
    count: unknown;
  };
  for (const row of (result as unknown as { rows: Row[] }).rows) {
    const side = Number(row.side) as 0 | 1;
    const figure = { amount: Number(row.amount), count: Number(row.count) };
    if (row.month !== null) totals.months[side].set(row.month, figure);
    else if (row.method !== null) totals.methods[side].set(row.method, figure);
  }
  return totals;
}

/**
 * How many donors gave their first counted gift ever in the period: the Donors section's first-time
 * list (the one definition, @halo/domain's firstTimeGivers, in its SQL), counted.
 */
export async function firstTimeGiverCount(
  db: Database,
  organizationId: number,
  period: GivingReportPeriod,
  today: CalendarDate,
) {
  return donorListSize(db, organizationId, {
    list: 'FirstTime',
    period,
    // Read only by the lapsed list; the query's shape asks for it.
    lapsed: lapsedDays(today, DEFAULT_LAPSED_WINDOWS),
    limit: 1,
  });
}
