// The deposits an accounting export writes (docs/PRODUCT.md §19 "Accounting export"), each with its
// figures by fund as the database sums them: a gift's charge, a refund and a disputed amount are
// each spread over the gift's funds by cumulative shares (rounded down, the difference of
// consecutive ones, as the deposit's split by fund), so every fund's figures add up to the deposit's.
// A gift without fund parts counts under the church's default fund.
import type { CalendarDate, JournalDeposit } from '@halo/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';

/** Which deposits: one, or those paid out within a range of days (both ends included). */
export type JournalSelection =
  { depositPrefixedId: string } | { startDate: CalendarDate; endDate: CalendarDate };

/** A deposit's journal figures, with the journal's number among the church's deposits of its day. */
export interface JournalDepositRow extends JournalDeposit {
  depositPrefixedId: string;
  /** 1 for the church's first deposit of its payout day, 2 for the second… */
  daySequence: number;
}

/** The key of gifts without a fund when the church has no default fund either. */
export const NO_FUND_KEY = 'none';

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

interface DepositFigures {
  id: number;
  prefixedId: string;
  payoutId: string;
  payoutDate: string;
  gross: number;
  fees: number;
  refunds: number;
  disputes: number;
  carriedIn: number;
  otherActivity: number;
  net: number;
  disputeFees: number;
  daySequence: number;
}

interface FundFigures {
  depositId: number;
  fundPrefixedId: string | null;
  fundName: string | null;
  gross: number;
  refunds: number;
  disputes: number;
}

/** The selected deposits of the church, oldest payout first, each with its figures by fund. */
export async function journalDeposits(
  db: Database,
  organizationId: number,
  selection: JournalSelection,
  noFundName: string,
): Promise<JournalDepositRow[]> {
  const chosen: SQL =
    'depositPrefixedId' in selection
      ? sql`d.prefixed_id = ${selection.depositPrefixedId}`
      : sql`d.payout_date BETWEEN ${selection.startDate}::date AND ${selection.endDate}::date`;
  const deposits = rowsOf<DepositFigures>(
    await db.execute(sql`
      SELECT d.id, d.prefixed_id AS "prefixedId", d.payout_id AS "payoutId",
        d.payout_date::text AS "payoutDate", d.gross, d.fees, d.refunds, d.disputes,
        d.carried_in AS "carriedIn", d.other_activity AS "otherActivity", d.net,
        coalesce((SELECT sum(dd.fee) FROM deposit_disputes dd WHERE dd.deposit_id = d.id), 0)::bigint
          AS "disputeFees",
        (SELECT count(*) FROM deposits same WHERE same.organization_id = d.organization_id
          AND same.payout_date = d.payout_date AND same.id <= d.id)::integer AS "daySequence"
      FROM deposits d
      WHERE d.organization_id = ${organizationId} AND ${chosen}
      ORDER BY d.payout_date, d.id`),
  );
  if (deposits.length === 0) return [];
  const ids = sql.join(
    deposits.map((deposit) => sql`${Number(deposit.id)}`),
    sql`, `,
  );
  const funds = rowsOf<FundFigures>(
    await db.execute(sql`
      WITH default_fund AS (
        SELECT id FROM funds WHERE organization_id = ${organizationId} AND is_default LIMIT 1
      ), lines AS (
        SELECT 'gross' AS kind, dg.deposit_id, dg.contribution_id AS line_id, dg.contribution_id, dg.amount
        FROM deposit_gifts dg WHERE dg.deposit_id IN (${ids})
        UNION ALL
        SELECT 'refunds', dr.deposit_id, dr.refund_id, r.contribution_id, dr.amount
        FROM deposit_refunds dr JOIN contribution_refunds r ON r.id = dr.refund_id
        WHERE dr.deposit_id IN (${ids})
        UNION ALL
        SELECT 'disputes', dd.deposit_id, dd.dispute_id, d.contribution_id, dd.amount
        FROM deposit_disputes dd JOIN contribution_disputes d ON d.id = dd.dispute_id
        WHERE dd.deposit_id IN (${ids})
      ), parts AS (
        SELECT l.kind, l.deposit_id, l.amount,
          coalesce(cf.fund_id, (SELECT id FROM default_fund)) AS fund_id,
          coalesce(cf.amount, 1)::bigint AS part,
          sum(coalesce(cf.amount, 1)) OVER (PARTITION BY l.kind, l.deposit_id, l.line_id ORDER BY cf.fund_id
            ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW)::bigint AS upto,
          sum(coalesce(cf.amount, 1)) OVER (PARTITION BY l.kind, l.deposit_id, l.line_id)::bigint AS whole
        FROM lines l
        LEFT JOIN contribution_funds cf ON cf.contribution_id = l.contribution_id
      ), shares AS (
        SELECT kind, deposit_id, fund_id,
          floor(amount * upto / whole::numeric) - floor(amount * (upto - part) / whole::numeric) AS share
        FROM parts
      )
      SELECT s.deposit_id AS "depositId", f.prefixed_id AS "fundPrefixedId", f.name AS "fundName",
        coalesce(sum(s.share) FILTER (WHERE s.kind = 'gross'), 0)::bigint AS gross,
        coalesce(sum(s.share) FILTER (WHERE s.kind = 'refunds'), 0)::bigint AS refunds,
        coalesce(sum(s.share) FILTER (WHERE s.kind = 'disputes'), 0)::bigint AS disputes
      FROM shares s
      LEFT JOIN funds f ON f.id = s.fund_id
      GROUP BY s.deposit_id, f.id, f.prefixed_id, f.name, f.position
      ORDER BY s.deposit_id, f.position NULLS LAST, f.id`),
  );
  return deposits.map((deposit) => ({
    depositPrefixedId: deposit.prefixedId,
    daySequence: Number(deposit.daySequence),
    payoutId: deposit.payoutId,
    payoutDate: deposit.payoutDate as CalendarDate,
    gross: Number(deposit.gross),
    fees: Number(deposit.fees),
    disputeFees: Number(deposit.disputeFees),
    refunds: Number(deposit.refunds),
    disputes: Number(deposit.disputes),
    carriedIn: Number(deposit.carriedIn),
    otherActivity: Number(deposit.otherActivity),
    net: Number(deposit.net),
    funds: funds
      .filter((fund) => Number(fund.depositId) === Number(deposit.id))
      .map((fund) => ({
        fundKey: fund.fundPrefixedId ?? NO_FUND_KEY,
        fundName: fund.fundName ?? noFundName,
        gross: Number(fund.gross),
        refunds: Number(fund.refunds),
        disputes: Number(fund.disputes),
      })),
  }));
}
