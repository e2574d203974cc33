// The donor's gifts as the portal lists and exports them. Every query is scoped by organization and
// donor (docs/ARCHITECTURE.md §4) and ordered newest first by (date, id), the index
// `contributions_donor_date_idx`; exports walk it in keyset batches so a large export never holds
// all rows. Fund names and each fund's part come in one second query per list (no N+1): a
// correlated subquery per row cost 3–4× the whole list on PostgreSQL and PGlite for 10,000 gifts
// (page size "All").
import { inChurchFundOrder, parseAmountInput, type Wallet } from '@halo/domain';
import { and, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  contributionFunds,
  contributions,
  donorGiftTotals,
  funds,
  people,
  recurringGivings,
  users,
  type ContributionStatus,
} from '../db/schema';
import { statementPledges, type StatementPledgeRow } from '../core/pledges/pledgeReads';
import type { ContributionFilter } from './contributionFilters';
import { countedAmount, countedFundAmount } from './countedAmounts';

export interface DonorScope {
  organizationId: number;
  donorUserId: number;
  /**
   * Leave out gifts a guest gave with this donor's email (`given_as_guest`): an account whose email
   * is not verified sees only what was done while it was signed in (nothing follows a typed email).
   */
  guestGiftsHidden: boolean;
  /**
   * A household's year-end statement (docs/PRODUCT.md §21): the gifts of these donors of the
   * organization instead of `donorUserId`'s alone. Only statements set it; a portal never does.
   */
  householdUserIds?: readonly number[];
}

/** The scope of a donor's own portal: guest gifts by email only once the account's email is proven. */
export function ownDonorScope(
  organizationId: number,
  user: { id: number; emailVerifiedAt: Date | null },
): DonorScope {
  return { organizationId, donorUserId: user.id, guestGiftsHidden: user.emailVerifiedAt === null };
}

export interface ContributionListRow {
  id: number;
  prefixedId: string;
  date: string;
  amount: number;
  fee: number;
  netAmount: number;
  coveredFee: number;
  isFeeCovered: boolean;
  currency: string;
  memo: string | null;
  status: ContributionStatus;
  refundedAt: Date | null;
  /** What was given back so far: part of a still succeeded gift, or all of a refunded one. */
  refundedAmount: number;
  refundReason: string | null;
  failureCode: string | null;
  /** `card` or `bank`: a failed bank gift's failure code is the bank's reason, not a card decline. */
  paymentMethodType?: string;
  cardBrand: string | null;
  cardLastFour: string | null;
  /** The wallet that paid it (docs/PRODUCT.md §23), null for a card typed in and every other way. */
  wallet: Wallet | null;
  recurringGivingPrefixedId: string | null;
  /** The funds' names, alphabetical. */
  fundAccountNames: string[];
  /** Each fund's part of what was charged, in the church's order of funds (its giving form's). */
  fundParts: FundPart[];
  createdAt: Date;
  /**
   * The member who gave it, on a household's statement only (DonorScope.householdUserIds): named as
   * the household's letter names its members.
   */
  giverName?: string;
}

export interface FundPart {
  name: string;
  amount: number;
}

export interface ContributionTotals {
  count: number;
  /**
   * Sum of succeeded gifts' amounts less what was refunded of them (failed were never charged;
   * refunded were given back): countedAmounts.ts.
   */
  succeededAmount: number;
}

export interface FundTotal {
  fundName: string;
  amount: number;
}

/** The columns of a gift as lists show it (the portal's and the admin console's). */
export const listColumns = {
  id: contributions.id,
  prefixedId: contributions.prefixedId,
  date: contributions.date,
  amount: contributions.chargedAmount,
  fee: contributions.fee,
  netAmount: contributions.netAmount,
  coveredFee: contributions.coveredFee,
  isFeeCovered: contributions.isFeeCovered,
  currency: contributions.currency,
  memo: contributions.memo,
  status: contributions.status,
  refundedAt: contributions.refundedAt,
  refundedAmount: contributions.refundedAmount,
  refundReason: contributions.refundReason,
  failureCode: contributions.failureCode,
  paymentMethodType: contributions.paymentMethodType,
  cardBrand: contributions.cardBrand,
  cardLastFour: contributions.cardLastFour,
  wallet: contributions.wallet,
  recurringGivingPrefixedId: recurringGivings.prefixedId,
  createdAt: contributions.createdAt,
};

/**
 * A donor's name as docs/PRODUCT.md §3 writes it: 'first last' when a first name exists, otherwise
 * the email; the rule the household's letter names its members by (householdStatements.ts).
 */
const giverName = sql<string>`case when ${people.firstName} <> ''
  then concat_ws(' ', ${people.firstName}, nullif(${people.lastName}, '')) else ${users.email} end`;

/** `%`, `_` and `\` typed by the donor are literal characters, not LIKE wildcards. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function searchCondition(search: string): SQL {
  const pattern = containsPattern(search);
  const matches: (SQL | undefined)[] = [
    ilike(contributions.memo, pattern),
    ilike(contributions.prefixedId, pattern),
    sql`exists (
      select 1 from contribution_funds gift_funds
      join funds gift_fund on gift_fund.id = gift_funds.fund_id
      where gift_funds.contribution_id = ${contributions.id} and gift_fund.name ilike ${pattern}
    )`,
  ];
  const cents = parseAmountInput(search);
  if (cents !== null) {
    // What was charged, or the gift before a covered fee: "50" finds a $50 gift charged $51.80.
    matches.push(
      eq(contributions.chargedAmount, cents),
      sql`${contributions.chargedAmount} - ${contributions.coveredFee} = ${cents}`,
    );
  }
  return or(...matches)!;
}

export function contributionConditions(scope: DonorScope, filter: ContributionFilter): SQL {
  const conditions: (SQL | undefined)[] = [
    eq(contributions.organizationId, scope.organizationId),
    scope.householdUserIds
      ? sql`${contributions.donorUserId} = any(${sql.param([...scope.householdUserIds])}::int[])`
      : eq(contributions.donorUserId, scope.donorUserId),
  ];
  if (scope.guestGiftsHidden) conditions.push(eq(contributions.givenAsGuest, false));
  if (filter.type === 'one_time') conditions.push(isNull(contributions.recurringGivingId));
  if (filter.type === 'recurring') conditions.push(isNotNull(contributions.recurringGivingId));
  if (filter.startDate) conditions.push(sql`${contributions.date} >= ${filter.startDate}`);
  if (filter.endDate) conditions.push(sql`${contributions.date} <= ${filter.endDate}`);
  if (filter.contributionPrefixedId) {
    conditions.push(eq(contributions.prefixedId, filter.contributionPrefixedId));
  }
  if (filter.search) conditions.push(searchCondition(filter.search));
  return and(...conditions)!;
}

/** Latest gifts first by when they happened (RecentActivity), or by refund time. */
export type ActivityOrder = 'created' | 'refunded';

export interface ContributionsRepository {
  latest(scope: DonorScope, order: ActivityOrder, limit: number): Promise<ContributionListRow[]>;
  page(
    scope: DonorScope,
    filter: ContributionFilter,
    paging: { limit: number | null; offset: number },
  ): Promise<ContributionListRow[]>;
  totals(scope: DonorScope, filter: ContributionFilter): Promise<ContributionTotals>;
  /** Succeeded amounts per fund, by fund name. */
  fundTotals(scope: DonorScope, filter: ContributionFilter): Promise<FundTotal[]>;
  /**
   * Every matching gift, newest first, fetched `batchSize` at a time by keyset; a household's with
   * `giverName`.
   */
  batches(
    scope: DonorScope,
    filter: ContributionFilter,
    batchSize?: number,
  ): AsyncGenerator<ContributionListRow[]>;
  /** The earliest matching gift's date (a statement's period when no start is given). */
  firstDate(scope: DonorScope, filter: ContributionFilter): Promise<string | null>;
  /** The pledges a statement of this period shows, with given to date (core/pledges). */
  statementPledges(
    scope: DonorScope,
    timeZone: string,
    period: { startDate: string | null; endDate: string },
  ): Promise<StatementPledgeRow[]>;
}

export const EXPORT_BATCH_SIZE = 1000;

type WithoutFunds = Omit<ContributionListRow, 'fundAccountNames' | 'fundParts'>;

/**
 * Adds each gift's fund names (alphabetical) and each fund's part (in the church's order of funds, as
 * the donor split the gift on its form), read for all of `rows` at once. The ids go as one array
 * parameter: "All" over 100,000 gifts would pass PostgreSQL's 65,535 bind parameters as a list.
 */
export async function addFundNames(db: Database, rows: WithoutFunds[]): Promise<ContributionListRow[]> {
  if (rows.length === 0) return [];
  const shares = await db
    .select({
      contributionId: contributionFunds.contributionId,
      name: funds.name,
      amount: contributionFunds.chargedAmount,
      position: funds.position,
      fundId: funds.id,
    })
    .from(contributionFunds)
    .innerJoin(funds, eq(funds.id, contributionFunds.fundId))
    .where(sql`${contributionFunds.contributionId} = any(${sql.param(rows.map((row) => row.id))}::int[])`)
    .orderBy(funds.name);
  type Share = (typeof shares)[number];
  // Names come in the database's alphabetical order; the parts are put in the church's order here.
  const sharesOf = new Map<number, Share[]>();
  for (const share of shares) {
    const list = sharesOf.get(share.contributionId);
    if (list) list.push(share);
    else sharesOf.set(share.contributionId, [share]);
  }
  return rows.map((row) => {
    const list = sharesOf.get(row.id) ?? [];
    return {
      ...row,
      fundAccountNames: list.map((share) => share.name),
      fundParts: (list.length > 1 ? [...list].sort(inChurchFundOrder) : list).map(({ name, amount }) => ({
        name,
        amount,
      })),
    };
  });
}

export function createContributionsRepository(db: Database): ContributionsRepository {
  const withFundNames = (rows: WithoutFunds[]) => addFundNames(db, rows);

  const listQuery = (where: SQL) =>
    db
      .select(listColumns)
      .from(contributions)
      .leftJoin(recurringGivings, eq(recurringGivings.id, contributions.recurringGivingId))
      .where(where)
      .orderBy(desc(contributions.date), desc(contributions.id));

  // A household's statement names each gift's giver: read in the gifts' own query, never once a gift.
  const householdListQuery = (where: SQL) =>
    db
      .select({ ...listColumns, giverName })
      .from(contributions)
      .innerJoin(users, eq(users.id, contributions.donorUserId))
      .leftJoin(people, eq(people.userId, users.id))
      .leftJoin(recurringGivings, eq(recurringGivings.id, contributions.recurringGivingId))
      .where(where)
      .orderBy(desc(contributions.date), desc(contributions.id));

  /** A donor's unfiltered (or by kind) totals, from the rows the `contributions` trigger keeps. */
  async function keptTotals(
    scope: DonorScope,
    kind: ContributionFilter['type'],
  ): Promise<ContributionTotals> {
    const [row] = await db
      .select({
        count: sql<number>`coalesce(sum(${donorGiftTotals.giftCount}), 0)`.mapWith(Number),
        succeededAmount: sql<number>`coalesce(sum(${donorGiftTotals.succeededAmount}), 0)`.mapWith(Number),
      })
      .from(donorGiftTotals)
      .where(
        and(
          eq(donorGiftTotals.organizationId, scope.organizationId),
          eq(donorGiftTotals.donorUserId, scope.donorUserId),
          kind === 'all' ? undefined : eq(donorGiftTotals.kind, kind),
        ),
      );
    return { count: row?.count ?? 0, succeededAmount: row?.succeededAmount ?? 0 };
  }

  return {
    async latest(scope, order, limit) {
      const where = and(
        eq(contributions.organizationId, scope.organizationId),
        eq(contributions.donorUserId, scope.donorUserId),
        scope.guestGiftsHidden ? eq(contributions.givenAsGuest, false) : undefined,
        order === 'refunded' ? isNotNull(contributions.refundedAt) : undefined,
      );
      const rows = await db
        .select(listColumns)
        .from(contributions)
        .leftJoin(recurringGivings, eq(recurringGivings.id, contributions.recurringGivingId))
        .where(where)
        .orderBy(
          order === 'refunded' ? desc(contributions.refundedAt) : desc(contributions.createdAt),
          desc(contributions.id),
        )
        .limit(limit);
      return withFundNames(rows);
    },

    async page(scope, filter, { limit, offset }) {
      const query = listQuery(contributionConditions(scope, filter));
      return withFundNames(await (limit === null ? query.offset(offset) : query.limit(limit).offset(offset)));
    },

    async totals(scope, filter) {
      // The kept totals count every gift of the donor record; a scope hiding guest gifts counts rows
      // (an unverified account has few).
      if (
        !scope.guestGiftsHidden &&
        !scope.householdUserIds &&
        !filter.search &&
        !filter.startDate &&
        !filter.endDate &&
        !filter.contributionPrefixedId
      ) {
        return keptTotals(scope, filter.type);
      }
      const [row] = await db
        .select({
          count: sql<number>`count(*)`.mapWith(Number),
          succeededAmount: sql<number>`coalesce(sum(${countedAmount}), 0)`.mapWith(Number),
        })
        .from(contributions)
        .where(contributionConditions(scope, filter));
      return { count: row?.count ?? 0, succeededAmount: row?.succeededAmount ?? 0 };
    },

    async fundTotals(scope, filter) {
      return db
        .select({
          fundName: funds.name,
          amount: sql<number>`sum(${countedFundAmount})`.mapWith(Number),
        })
        .from(contributions)
        .innerJoin(contributionFunds, eq(contributionFunds.contributionId, contributions.id))
        .innerJoin(funds, eq(funds.id, contributionFunds.fundId))
        .where(and(contributionConditions(scope, filter), eq(contributions.status, 'succeeded')))
        .groupBy(funds.name)
        .orderBy(funds.name);
    },

    async *batches(scope, filter, batchSize = EXPORT_BATCH_SIZE) {
      const base = contributionConditions(scope, filter);
      let after: { date: string; id: number } | null = null;
      for (;;) {
        const where: SQL = after
          ? and(base, sql`(${contributions.date}, ${contributions.id}) < (${after.date}::date, ${after.id})`)!
          : base;
        const rows: WithoutFunds[] = scope.householdUserIds
          ? await householdListQuery(where).limit(batchSize)
          : await listQuery(where).limit(batchSize);
        if (rows.length > 0) yield await withFundNames(rows);
        if (rows.length < batchSize) return;
        const last = rows[rows.length - 1]!;
        after = { date: last.date, id: last.id };
      }
    },

    async firstDate(scope, filter) {
      const [row] = await db
        .select({ date: sql<string | null>`min(${contributions.date})::text` })
        .from(contributions)
        .where(contributionConditions(scope, filter));
      return row?.date ?? null;
    },

    statementPledges(scope, timeZone, period) {
      return statementPledges(
        db,
        { id: scope.organizationId, timeZone },
        scope.householdUserIds ?? [scope.donorUserId],
        period,
      );
    },
  };
}
