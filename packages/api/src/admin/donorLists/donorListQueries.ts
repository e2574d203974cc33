// The donor lists in SQL (docs/PRODUCT.md §15), the same sets as @halo/domain's donorLists with the
// days it computes: one pass over the church's counted gifts grouped by donor, whose first and last
// counted gift decide first-time and lapsed, and whose kept amounts the database sums. A gift counts
// as in every total: succeeded, for what is left after refunds (reports/countedAmounts.ts); a gift
// refunded whole is status refunded and counts nothing; a record merged into another is left out.
// Donors are named after the grouping, so the grouping works on integers.
import { cardExpiringBy, type CalendarDate, type DonorListPeriod, type LapsedDays } from '@halo/domain';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { contributions, donorMerges, paymentMethods, people, recurringGivings, users } from '../../db/schema';
import type { Keyset } from '../../core/keysetCursor';

export type DonorListName = 'FirstTime' | 'Lapsed' | 'TopGivers';

/** The days and size a list reads, from donorListOptions.ts. */
export interface DonorListQuery {
  list: DonorListName;
  period: DonorListPeriod;
  lapsed: LapsedDays;
  limit: number;
}

/** A succeeded gift with something of it still the church's (domain: giftCountsForDonorLists). */
const counted = sql`${contributions.status} = 'succeeded' and ${contributions.chargedAmount} > ${contributions.refundedAmount}`;
const kept = sql`${contributions.chargedAmount} - ${contributions.refundedAmount}`;
/**
 * The gift's donor is no record standing merged into another (domain: giftsOfListedDonors): the
 * person is listed once, as the record kept, and a gift given to the merged record after the merge
 * lists it nowhere until the merge is undone (docs/PRODUCT.md §24).
 */
const listedDonor = sql`not exists (select 1 from ${donorMerges}
  where ${donorMerges.mergedUserId} = ${contributions.donorUserId} and ${donorMerges.undoneAt} is null)`;
const donorName = sql<string>`coalesce(nullif(concat_ws(' ', ${people.firstName}, ${people.lastName}), ''), ${users.email})`;

/** The days whose gifts a list counts and sums: the period, or for lapsed the lookback months. */
function countedDays(query: DonorListQuery): { from: CalendarDate; before: SQL } {
  if (query.list === 'Lapsed') {
    return { from: query.lapsed.givenFrom, before: sql`${contributions.date} < ${query.lapsed.quietFrom}` };
  }
  return { from: query.period.start, before: sql`${contributions.date} <= ${query.period.end}` };
}

function perDonor(db: Database, organizationId: number, query: DonorListQuery) {
  const days = countedDays(query);
  const inDays = sql`${contributions.date} >= ${days.from} and ${days.before}`;
  const first = sql`min(${contributions.date})`;
  const last = sql`max(${contributions.date})`;
  const membership = {
    // The first counted gift ever falls in the period (domain: firstTimeGivers).
    FirstTime: sql`${first} >= ${query.period.start} and ${first} <= ${query.period.end}`,
    // The last counted gift falls in the lookback, so none since (domain: lapsedGivers).
    Lapsed: sql`${last} >= ${query.lapsed.givenFrom} and ${last} < ${query.lapsed.quietFrom}`,
    TopGivers: sql`count(*) filter (where ${inDays}) > 0`,
  }[query.list];
  return db
    .select({
      donorUserId: contributions.donorUserId,
      firstGiftDate: sql<string>`${first}::text`.as('first_gift_date'),
      lastGiftDate: sql<string>`${last}::text`.as('last_gift_date'),
      giftCount: sql<number>`count(*) filter (where ${inDays})`.as('gift_count'),
      totalGiven: sql<number>`coalesce(sum(${kept}) filter (where ${inDays}), 0)`.as('total_given'),
    })
    .from(contributions)
    .where(and(eq(contributions.organizationId, organizationId), counted, listedDonor))
    .groupBy(contributions.donorUserId)
    .having(membership)
    .as('per_donor');
}

/** The date a list is ordered by, newest first: the first gift for first-time, the last for lapsed. */
const sortDate = (list: DonorListName, donors: ReturnType<typeof perDonor>) =>
  list === 'FirstTime' ? donors.firstGiftDate : donors.lastGiftDate;

/**
 * Up to `limit` donors of the list after the keyset: first-time and lapsed newest first by
 * (date, donor); top givers by what they gave, largest first, equal totals by donor (domain:
 * topGivers), never more than the list's own size.
 */
export async function donorListRows(
  db: Database,
  organizationId: number,
  query: DonorListQuery,
  after: Keyset | null,
  limit: number,
) {
  const donors = perDonor(db, organizationId, query);
  const columns = {
    donorUserId: donors.donorUserId,
    prefixedId: users.prefixedId,
    email: users.email,
    name: donorName,
    firstGiftDate: donors.firstGiftDate,
    lastGiftDate: donors.lastGiftDate,
    giftCount: sql<number>`${donors.giftCount}`.mapWith(Number),
    totalGiven: sql<number>`${donors.totalGiven}`.mapWith(Number),
  };
  const base = db
    .select(columns)
    .from(donors)
    .innerJoin(users, eq(users.id, donors.donorUserId))
    .leftJoin(people, eq(people.userId, users.id));
  if (query.list === 'TopGivers') {
    // One batch: the list is at most MAX_TOP_GIVERS long.
    if (after) return [];
    return base.orderBy(desc(donors.totalGiven), asc(donors.donorUserId)).limit(Math.min(limit, query.limit));
  }
  const date = sortDate(query.list, donors);
  return base
    .where(after ? sql`(${date}, ${donors.donorUserId}) < (${after.key}, ${after.id})` : undefined)
    .orderBy(desc(date), desc(donors.donorUserId))
    .limit(limit);
}

/** How many donors the whole list holds. */
export async function donorListSize(db: Database, organizationId: number, query: DonorListQuery) {
  const donors = perDonor(db, organizationId, query);
  const [row] = await db.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(donors);
  const size = row?.count ?? 0;
  return query.list === 'TopGivers' ? Math.min(size, query.limit) : size;
}

/**
 * A recurring gift at risk (domain: recurringGiftRisks): active or paused, and paused, or its last
 * charge declined, or its card good through a day on or before `cardExpiringBy(today)` (a card is
 * good through the last day of its expiry month).
 */
function atRisk(organizationId: number, today: CalendarDate): SQL {
  const goodThrough = sql`(make_date(${paymentMethods.expYear}, ${paymentMethods.expMonth}, 1) + interval '1 month' - interval '1 day')::date`;
  return and(
    eq(recurringGivings.organizationId, organizationId),
    inArray(recurringGivings.status, ['active', 'paused']),
    sql`(${recurringGivings.status} = 'paused' or ${recurringGivings.lastChargeAttemptFailed}
      or (${paymentMethods.id} is not null and ${goodThrough} <= ${cardExpiringBy(today)}::date))`,
  )!;
}

/** The recurring gifts at risk, newest first by id, a batch at a time after `afterId`. */
export async function recurringAtRiskRows(
  db: Database,
  organizationId: number,
  today: CalendarDate,
  afterId: number | null,
  limit: number,
) {
  return db
    .select({
      id: recurringGivings.id,
      prefixedId: recurringGivings.prefixedId,
      amount: recurringGivings.giftAmount,
      scheduleType: recurringGivings.scheduleType,
      status: recurringGivings.status,
      nextOccurrence: recurringGivings.nextOccurrence,
      lastChargeAttemptFailed: recurringGivings.lastChargeAttemptFailed,
      expMonth: paymentMethods.expMonth,
      expYear: paymentMethods.expYear,
      cardLastFour: paymentMethods.lastFour,
      donorPrefixedId: users.prefixedId,
      donorEmail: users.email,
      donorName,
    })
    .from(recurringGivings)
    .innerJoin(users, eq(users.id, recurringGivings.donorUserId))
    .leftJoin(people, eq(people.userId, users.id))
    .leftJoin(paymentMethods, eq(paymentMethods.id, recurringGivings.paymentMethodId))
    .where(
      and(
        atRisk(organizationId, today),
        afterId === null ? undefined : sql`${recurringGivings.id} < ${afterId}`,
      ),
    )
    .orderBy(desc(recurringGivings.id))
    .limit(limit);
}

/** How many recurring gifts are at risk. */
export async function recurringAtRiskSize(db: Database, organizationId: number, today: CalendarDate) {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(recurringGivings)
    .leftJoin(paymentMethods, eq(paymentMethods.id, recurringGivings.paymentMethodId))
    .where(atRisk(organizationId, today));
  return row?.count ?? 0;
}
