// The console's deposits (docs/PRODUCT.md §19): the church's payouts newest first, and one deposit's
// gifts and its split by fund. Every figure is summed by the database; a gift's charge and fee are
// spread over its funds by cumulative shares (the domain's allocateFeeOverFunds), so the funds add up
// to the deposit to the cent.
import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { deposits, giftBatches, type DepositRow } from '../../db/schema';
import { encodeCursor, type Keyset } from '../../core/keysetCursor';

/** A deposit with its batch's name when it is a committed batch (source `batch`). */
export type ListedDeposit = DepositRow & { batchName: string | null };

const listedColumns = { ...getTableColumns(deposits), batchName: giftBatches.name };

export interface DepositPage {
  rows: ListedDeposit[];
  nextCursor: string | null;
}

/** The church's deposits by payout date, newest first, `first` after the keyset `after`. */
export async function listDeposits(
  db: Database,
  organizationId: number,
  after: Keyset | null,
  first: number,
): Promise<DepositPage> {
  const rows = await db
    .select(listedColumns)
    .from(deposits)
    .leftJoin(giftBatches, eq(giftBatches.id, deposits.giftBatchId))
    .where(
      and(
        eq(deposits.organizationId, organizationId),
        after ? sql`(${deposits.payoutDate}, ${deposits.id}) < (${after.key}::date, ${after.id})` : undefined,
      ),
    )
    .orderBy(desc(deposits.payoutDate), desc(deposits.id))
    .limit(first + 1);
  const page = rows.slice(0, first);
  const last = page[page.length - 1];
  return {
    rows: page,
    nextCursor: rows.length > first && last ? encodeCursor({ key: last.payoutDate, id: last.id }) : null,
  };
}

/** The deposit `prefixedId` of the church, or null (another church's is not found either). */
export async function findDeposit(
  db: Database,
  organizationId: number,
  prefixedId: string,
): Promise<ListedDeposit | null> {
  const [row] = await db
    .select(listedColumns)
    .from(deposits)
    .leftJoin(giftBatches, eq(giftBatches.id, deposits.giftBatchId))
    .where(and(eq(deposits.organizationId, organizationId), eq(deposits.prefixedId, prefixedId)));
  return row ?? null;
}

export interface DepositGiftLine {
  /** The gift's internal id: the keyset's tie-breaker, never sent. */
  id: number;
  giftPrefixedId: string;
  date: string;
  donorName: string;
  donorEmail: string;
  amount: number;
  fee: number;
  net: number;
  refunded: number;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** A page of a deposit's gifts: at most `limit` after the keyset `after` (date, gift id). */
export interface DepositGiftWindow {
  after: Keyset | null;
  limit: number;
}

/**
 * A deposit's gifts, oldest first by (date, id): each one's charge, the processor's fee and what is
 * left; every gift, or one window of them for a page (a church's first deposit holds its whole
 * history).
 */
export async function depositGiftLines(
  db: Database,
  depositId: number,
  window?: DepositGiftWindow,
): Promise<DepositGiftLine[]> {
  const after = window?.after
    ? sql`AND (c.date, c.id) > (${window.after.key}::date, ${window.after.id})`
    : sql``;
  const limit = window ? sql`LIMIT ${window.limit}` : sql``;
  // The page's gifts are chosen first and only they are joined to their donors: a deposit of 5,000
  // gifts would otherwise name every donor before keeping 50.
  const result = await db.execute(sql`
    WITH page AS (
      SELECT c.id, c.prefixed_id, c.date, c.donor_user_id, c.refunded_amount, dg.amount, dg.fee
      FROM deposit_gifts dg
      JOIN contributions c ON c.id = dg.contribution_id
      WHERE dg.deposit_id = ${depositId} ${after}
      ORDER BY c.date, c.id
      ${limit}
    )
    SELECT page.id AS "id", page.prefixed_id AS "giftPrefixedId", page.date::text AS "date",
      coalesce(nullif(concat_ws(' ', p.first_name, p.last_name), ''), u.email) AS "donorName",
      u.email AS "donorEmail",
      page.amount, page.fee, page.amount - page.fee AS "net", page.refunded_amount AS "refunded"
    FROM page
    JOIN users u ON u.id = page.donor_user_id
    LEFT JOIN people p ON p.user_id = u.id
    ORDER BY page.date, page.id`);
  return rowsOf<DepositGiftLine>(result).map((row) => ({
    ...row,
    id: Number(row.id),
    amount: Number(row.amount),
    fee: Number(row.fee),
    net: Number(row.net),
    refunded: Number(row.refunded),
  }));
}

export interface DepositGiftPage {
  gifts: DepositGiftLine[];
  nextCursor: string | null;
}

/** `first` gifts of a deposit after the keyset `after`, and the cursor of the next page (null on the last). */
export async function depositGiftPage(
  db: Database,
  depositId: number,
  after: Keyset | null,
  first: number,
): Promise<DepositGiftPage> {
  const rows = await depositGiftLines(db, depositId, { after, limit: first + 1 });
  const gifts = rows.slice(0, first);
  const last = gifts[gifts.length - 1];
  return {
    gifts,
    nextCursor: rows.length > first && last ? encodeCursor({ key: last.date, id: last.id }) : null,
  };
}

/** How many gifts the deposit holds, counted by the database. */
export async function depositGiftCount(db: Database, depositId: number): Promise<number> {
  const result = await db.execute(
    sql`SELECT count(*)::integer AS "count" FROM deposit_gifts WHERE deposit_id = ${depositId}`,
  );
  return Number(rowsOf<{ count: number }>(result)[0]?.count ?? 0);
}

export interface DepositFundLine {
  fundPrefixedId: string | null;
  fundName: string | null;
  gross: number;
  fee: number;
  net: number;
}

/**
 * A deposit's gifts by fund: each gift's charge and fee spread over its fund parts in proportion
 * (cumulative shares rounded down, the difference of consecutive ones), then summed per fund. A gift
 * without fund parts counts whole under no fund.
 */
export async function depositFundLines(db: Database, depositId: number): Promise<DepositFundLine[]> {
  const result = await db.execute(sql`
    WITH parts AS (
      SELECT dg.contribution_id, dg.amount AS gift_amount, dg.fee AS gift_fee, cf.fund_id,
        coalesce(cf.charged_amount, dg.amount)::bigint AS part,
        sum(coalesce(cf.charged_amount, dg.amount)) OVER (PARTITION BY dg.contribution_id ORDER BY cf.fund_id
          ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW)::bigint AS upto,
        sum(coalesce(cf.charged_amount, dg.amount)) OVER (PARTITION BY dg.contribution_id)::bigint AS whole
      FROM deposit_gifts dg
      LEFT JOIN contribution_funds cf ON cf.contribution_id = dg.contribution_id
      WHERE dg.deposit_id = ${depositId}
    ), shares AS (
      SELECT fund_id,
        floor(gift_amount * upto / whole::numeric) - floor(gift_amount * (upto - part) / whole::numeric) AS gross,
        floor(gift_fee * upto / whole::numeric) - floor(gift_fee * (upto - part) / whole::numeric) AS fee
      FROM parts
    )
    SELECT f.prefixed_id AS "fundPrefixedId", f.name AS "fundName",
      sum(shares.gross)::bigint AS gross, sum(shares.fee)::bigint AS fee,
      (sum(shares.gross) - sum(shares.fee))::bigint AS net
    FROM shares
    LEFT JOIN funds f ON f.id = shares.fund_id
    GROUP BY f.id, f.prefixed_id, f.name, f.position
    ORDER BY f.position NULLS LAST, f.id`);
  return rowsOf<DepositFundLine>(result).map((row) => ({
    ...row,
    gross: Number(row.gross),
    fee: Number(row.fee),
    net: Number(row.net),
  }));
}

export interface DepositAdjustmentLine {
  kind: 'refund' | 'dispute' | 'disputeFee';
  giftPrefixedId: string;
  date: string;
  /** What the deposit takes back; negative for money it gets back (a won dispute's, its fee returned). */
  amount: number;
  /**
   * A won dispute's money coming back (its `dispute` and `disputeFee` lines), not its withdrawal; or a
   * failed refund's money coming back (Stripe's `refund_failure`), not the refund.
   */
  reversal: boolean;
}

/**
 * What a deposit takes back: its refunds, its disputes and their fees, by the day each was made; and
 * the money of a won dispute coming back (its reversal: a `dispute` line, and a `disputeFee` line when
 * Stripe returned the fee, on the day Stripe last told of the dispute), and of a refund that failed
 * (on the day it failed), as negative amounts.
 */
export async function depositAdjustmentLines(
  db: Database,
  depositId: number,
  timeZone: string,
): Promise<DepositAdjustmentLine[]> {
  const result = await db.execute(sql`
    SELECT 'refund' AS kind, c.prefixed_id AS "giftPrefixedId",
      ((CASE WHEN dr.kind = 'failure' THEN coalesce(r.failed_at, r.created_at) ELSE r.created_at END)
        AT TIME ZONE ${timeZone})::date::text AS "date",
      dr.amount, dr.kind = 'failure' AS "reversal"
    FROM deposit_refunds dr
    JOIN contribution_refunds r ON r.id = dr.refund_id
    JOIN contributions c ON c.id = r.contribution_id
    WHERE dr.deposit_id = ${depositId}
    UNION ALL
    SELECT CASE WHEN figure.name = 'fee' THEN 'disputeFee' ELSE 'dispute' END,
      c.prefixed_id,
      ((CASE WHEN dd.kind = 'reversal' THEN d.event_created ELSE d.created_at END)
        AT TIME ZONE ${timeZone})::date::text,
      CASE WHEN figure.name = 'fee' THEN dd.fee ELSE dd.amount END,
      dd.kind = 'reversal'
    FROM deposit_disputes dd
    JOIN contribution_disputes d ON d.id = dd.dispute_id
    JOIN contributions c ON c.id = d.contribution_id
    CROSS JOIN (VALUES ('amount'), ('fee')) AS figure(name)
    WHERE dd.deposit_id = ${depositId}
      AND (figure.name = 'amount' OR dd.kind = 'withdrawal' OR dd.fee <> 0)
    ORDER BY 3, 2, 5, 1`);
  return rowsOf<DepositAdjustmentLine>(result).map((row) => ({ ...row, amount: Number(row.amount) }));
}
