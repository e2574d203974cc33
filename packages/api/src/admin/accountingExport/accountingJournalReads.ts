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
  /** A payout the church made by hand: its other activity is the payout itself. */
  manual?: boolean;
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
  manual: boolean;
  /** The failed deposits whose money came back in this one. */
  returnedIds: number[];
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

/** Whether the church's deposit `prefixedId` is a failed payout (in no journal); null when there is none. */
export async function depositFailed(
  db: Database,
  organizationId: number,
  prefixedId: string,
): Promise<boolean | null> {
  const [row] = rowsOf<{ failed: boolean }>(
    await db.execute(sql`
      SELECT status = 'failed' AS failed FROM deposits
      WHERE organization_id = ${organizationId} AND prefixed_id = ${prefixedId}`),
  );
  return row ? Boolean(row.failed) : null;
}

/**
 * The selected deposits of the church that reached the bank, oldest payout first, each with its
 * figures by fund (a failed payout's, where its money came back).
 */
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
  // A failed payout is in no journal: the bank never got it. Stripe put its money back on the
  // balance and paid it out again in a later payout (Stripe's `payout_failure` transaction there), so
  // that deposit's journal books the failed one's gifts, fees, refunds and disputes in place of the
  // Other activity the returned money is among its own lines.
  const deposits = rowsOf<DepositFigures>(
    await db.execute(sql`
      SELECT d.id, d.prefixed_id AS "prefixedId", d.payout_id AS "payoutId",
        d.payout_date::text AS "payoutDate", d.manual,
        d.gross + coalesce(back.gross, 0) AS gross, d.fees + coalesce(back.fees, 0) AS fees,
        d.refunds + coalesce(back.refunds, 0) AS refunds, d.disputes + coalesce(back.disputes, 0) AS disputes,
        d.carried_in + coalesce(back.carried_in, 0) AS "carriedIn",
        d.other_activity + coalesce(back.other_activity, 0) AS "otherActivity", d.net,
        coalesce((SELECT sum(dd.fee) FROM deposit_disputes dd JOIN deposits owner ON owner.id = dd.deposit_id
          WHERE owner.id = d.id OR (owner.returned_in_deposit_id = d.id AND owner.status = 'failed')), 0)::bigint
          AS "disputeFees",
        (SELECT count(*) FROM deposits same WHERE same.organization_id = d.organization_id
          AND same.payout_date = d.payout_date AND same.id <= d.id)::integer AS "daySequence",
        coalesce(back.ids, '{}') AS "returnedIds"
      FROM deposits d
      LEFT JOIN LATERAL (
        SELECT sum(f.gross)::bigint AS gross, sum(f.fees)::bigint AS fees, sum(f.refunds)::bigint AS refunds,
          sum(f.disputes)::bigint AS disputes, sum(f.carried_in)::bigint AS carried_in,
          sum(f.other_activity - f.net)::bigint AS other_activity, array_agg(f.id) AS ids
        FROM deposits f
        WHERE f.returned_in_deposit_id = d.id AND f.status = 'failed' AND f.organization_id = d.organization_id
      ) back ON true
      WHERE d.organization_id = ${organizationId} AND d.status <> 'failed' AND ${chosen}
      ORDER BY d.payout_date, d.id`),
  );
  if (deposits.length === 0) return [];
  const ids = sql.join(
    deposits.flatMap((deposit) => [deposit.id, ...deposit.returnedIds]).map((id) => sql`${Number(id)}`),
    sql`, `,
  );
  const funds = rowsOf<FundFigures>(
    await db.execute(sql`
      WITH default_fund AS (
        SELECT id FROM funds WHERE organization_id = ${organizationId} AND is_default LIMIT 1
      ), own_lines AS (
        SELECT 'gross' AS kind, dg.deposit_id, dg.contribution_id::text AS line_id, dg.contribution_id, dg.amount
        FROM deposit_gifts dg WHERE dg.deposit_id IN (${ids})
        UNION ALL
        -- A refund and its failure's money back (a negative amount) are two lines.
        SELECT 'refunds', dr.deposit_id, dr.refund_id || ':' || dr.kind, r.contribution_id, dr.amount
        FROM deposit_refunds dr JOIN contribution_refunds r ON r.id = dr.refund_id
        WHERE dr.deposit_id IN (${ids})
        UNION ALL
        -- A dispute's withdrawal and its reversal (a won dispute's money back) are two lines.
        SELECT 'disputes', dd.deposit_id, dd.dispute_id || ':' || dd.kind, d.contribution_id, dd.amount
        FROM deposit_disputes dd JOIN contribution_disputes d ON d.id = dd.dispute_id
        WHERE dd.deposit_id IN (${ids})
      ), lines AS (
        -- A returned failed deposit's lines are booked in the deposit its money came back in.
        SELECT l.kind, l.line_id, l.contribution_id, l.amount,
          CASE WHEN dep.status = 'failed' THEN dep.returned_in_deposit_id ELSE l.deposit_id END AS deposit_id
        FROM own_lines l JOIN deposits dep ON dep.id = l.deposit_id
      ), parts AS (
        SELECT l.kind, l.deposit_id, l.amount,
          coalesce(cf.fund_id, (SELECT id FROM default_fund)) AS fund_id,
          coalesce(cf.charged_amount, 1)::bigint AS part,
          sum(coalesce(cf.charged_amount, 1)) OVER (PARTITION BY l.kind, l.deposit_id, l.line_id ORDER BY cf.fund_id
            ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW)::bigint AS upto,
          sum(coalesce(cf.charged_amount, 1)) OVER (PARTITION BY l.kind, l.deposit_id, l.line_id)::bigint AS whole
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
    manual: deposit.manual,
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
