// Deposits from Stripe's payouts (docs/PRODUCT.md §19): a connected church's payout.paid or
// payout.failed becomes one deposit (source `stripe`) whose lines are the payout's balance
// transactions that are the church's own gifts (by charge id), refunds (by refund id; one made in
// Stripe's dashboard is recorded on its gift first; a refund that failed afterwards gives its money
// back in a later payout, Stripe's `refund_failure`, undone on its gift first) and disputes (by
// dispute id: the money withdrawn, and a won dispute's money returned), each with Stripe's own amount
// and fee, and whose "Other activity" is the net of the rest. A payout made by hand (Stripe lists no transactions for it) is
// its amount on one line. The database sums the figures from the lines and the transactions, so the net is what Stripe
// paid out to the cent; a net that is not is refused (the transaction rolls back, the webhook answers
// 500 and Stripe delivers the event again). A payout is at most one deposit of its church (unique
// key), so an event delivered twice, to two instances at once, or again after kill -9 adds nothing; a
// paid deposit becomes `failed` once (the bank returned it), never the other way.
import { calendarDateInTimeZone } from '@halo/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '../db/database';
import { newPrefixedId } from '../db/prefixedId';
import { deposits, organizations } from '../db/schema';
import { emitDepositFailed, emitDepositPaid } from '../core/webhooks/depositWebhookEvents';
import { recordStripeRefund, undoStripeRefund } from '../core/gifts/stripeRefunds';
import type { StripeEventOf } from '../payments/stripe/stripeEvents';

export type PayoutEvent = StripeEventOf<'payout.paid' | 'payout.failed'>;

/** A refund, as the list answers a refund's balance transaction with `expand[]=data.source`. */
const expandedRefundSchema = v.object({
  id: v.string(),
  object: v.literal('refund'),
  amount: v.pipe(v.number(), v.integer()),
  charge: v.nullish(v.union([v.string(), v.object({ id: v.string() })])),
  created: v.pipe(v.number(), v.integer()),
  metadata: v.nullish(v.record(v.string(), v.string())),
  status: v.nullish(v.string()),
  failure_reason: v.nullish(v.string()),
});

/** A balance transaction as the list answers it: what we read of it. */
const balanceTransactionSchema = v.object({
  id: v.string(),
  type: v.string(),
  amount: v.pipe(v.number(), v.integer()),
  fee: v.pipe(v.number(), v.integer()),
  net: v.pipe(v.number(), v.integer()),
  reporting_category: v.nullish(v.string()),
  source: v.nullish(v.union([v.string(), v.looseObject({ id: v.string() })])),
});

/** The refund a balance transaction moved money for: its charge, what it gave back, when. */
export interface PayoutTransactionRefund {
  charge: string;
  amount: number;
  /** Unix seconds. */
  created: number;
  /** The refund's metadata: the console's refunds say so (core/gifts/stripeRefunds.ts). */
  metadata?: Record<string, string> | null;
  /** Stripe's status now: `failed` or `canceled` gave nothing back. */
  status?: string | null;
  failureReason?: string | null;
}

export interface PayoutTransaction {
  id: string;
  type: string;
  amount: number;
  fee: number;
  net: number;
  /** The charge (`ch_…`), refund (`re_…`), dispute (`dp_…`) or payout the money moved for. */
  source: string | null;
  /** Stripe's reporting category: a dispute's `adjustment` is `dispute`, a won dispute's `dispute_reversal`. */
  reportingCategory?: string | null;
  /** A refund's own figures, when the source is a refund of a charge. */
  refund?: PayoutTransactionRefund | null;
}

function refundOf(source: unknown): PayoutTransactionRefund | null {
  const parsed = v.safeParse(expandedRefundSchema, source);
  if (!parsed.success) return null;
  const { charge, amount, created, metadata, status, failure_reason: failureReason } = parsed.output;
  if (!charge) return null;
  return {
    charge: typeof charge === 'string' ? charge : charge.id,
    amount,
    created,
    metadata: metadata ?? null,
    status: status ?? null,
    failureReason: failureReason ?? null,
  };
}

export function parseBalanceTransaction(raw: unknown): PayoutTransaction {
  const { reporting_category: reportingCategory, ...parsed } = v.parse(balanceTransactionSchema, raw);
  const source = parsed.source ?? null;
  return {
    ...parsed,
    reportingCategory: reportingCategory ?? null,
    source: typeof source === 'string' || source === null ? source : source.id,
    refund: typeof source === 'object' && source !== null ? refundOf(source) : null,
  };
}

/** Reads a payout's balance transactions from the church's connected account, every page. */
export type PayoutTransactionsReader = (account: string, payoutId: string) => Promise<PayoutTransaction[]>;

export type PayoutOutcome = 'made' | 'failed' | 'unchanged' | 'no church' | 'manual';

interface Church {
  id: number;
  timeZone: string;
}

async function churchOfAccount(db: Database, account: string): Promise<Church | null> {
  const [church] = await db
    .select({ id: organizations.id, timeZone: organizations.timeZone })
    .from(organizations)
    .where(and(eq(organizations.stripeAccountId, account), eq(organizations.stripeAccountSimulated, false)));
  return church ?? null;
}

/** A paid deposit of the payout becomes failed, once; its deposit.failed is queued with it. */
async function markFailed(tx: Database, church: Church, payoutId: string): Promise<boolean> {
  const rows = await tx
    .update(deposits)
    .set({ status: 'failed' })
    .where(
      and(
        eq(deposits.organizationId, church.id),
        eq(deposits.source, 'stripe'),
        eq(deposits.payoutId, payoutId),
        ne(deposits.status, 'failed'),
      ),
    )
    .returning({ id: deposits.id });
  for (const row of rows) await emitDepositFailed(tx, { id: row.id, organizationId: church.id });
  await linkReturnedPayout(tx, church.id, payoutId);
  return rows.length > 0;
}

/**
 * The failed payout `payoutId` of the church names the deposit its money came back in, whichever of
 * the two we wrote first: that deposit kept Stripe's payout_failure by the failed payout's id
 * (deposit_payout_failures). Once only, and only for the amount that failed.
 */
async function linkReturnedPayout(tx: Database, organizationId: number, payoutId: string): Promise<void> {
  await tx.execute(sql`
    UPDATE deposits failed SET returned_in_deposit_id = f.deposit_id
    FROM deposit_payout_failures f
    WHERE f.organization_id = ${organizationId} AND f.payout_id = ${payoutId}
      AND failed.organization_id = ${organizationId} AND failed.payout_id = ${payoutId}
      AND failed.source = 'stripe' AND NOT failed.manual AND failed.net = f.amount
      AND failed.returned_in_deposit_id IS NULL AND failed.id <> f.deposit_id`);
}

/** The UTC day of a Stripe date (`arrival_date` is midnight UTC of the day the bank gets it). */
const stripeDay = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

/**
 * Makes (or marks failed) the deposit of the event's payout. `read` is called only when the payout
 * has no deposit yet, outside the transaction (a network call holds no lock).
 */
export async function recordStripePayout(
  db: Database,
  event: PayoutEvent,
  read: PayoutTransactionsReader,
): Promise<PayoutOutcome> {
  const payout = event.data.object;
  // Only a connected church's payouts are deposits: the platform's own are none of a church's.
  if (!event.account) return 'no church';
  const church = await churchOfAccount(db, event.account);
  if (!church) return 'no church';
  const failed = event.type === 'payout.failed';

  const [existing] = await db
    .select({ id: deposits.id })
    .from(deposits)
    .where(and(eq(deposits.organizationId, church.id), eq(deposits.payoutId, payout.id)));
  if (existing) {
    if (!failed) return 'unchanged';
    return (await db.transaction((tx) => markFailed(tx, church, payout.id))) ? 'failed' : 'unchanged';
  }

  // Stripe lists the transactions of automatic payouts only ("Stripe can't identify which transactions
  // are included" in a payout made by hand): such a payout is its amount, one line, so the bank's
  // line still has its deposit.
  const transactions = payout.automatic ? await read(event.account, payout.id) : null;
  return db.transaction(async (tx) => {
    const status = failed ? 'failed' : 'paid';
    const made = transactions
      ? await insertDeposit(tx, church, payout, transactions, status)
      : await insertManualDeposit(tx, church, payout, status);
    if (made === null) {
      // Another delivery made it meanwhile: a failure still applies to it.
      return failed && (await markFailed(tx, church, payout.id)) ? 'failed' : 'unchanged';
    }
    // Its money may have come back in a payout we hold already (Stripe's payout_failure).
    await linkReturnedPayout(tx, church.id, payout.id);
    if (failed) await emitDepositFailed(tx, { id: made, organizationId: church.id });
    else await emitDepositPaid(tx, { id: made, organizationId: church.id });
    return failed ? 'failed' : transactions ? 'made' : 'manual';
  });
}

/** The deposit row of the payout, or null when it has one already (its unique key). */
async function insertDepositRow(
  tx: Database,
  church: Church,
  payout: PayoutEvent['data']['object'],
  status: 'paid' | 'failed',
  manual: boolean,
): Promise<number | null> {
  const inserted = await tx
    .insert(deposits)
    .values({
      prefixedId: newPrefixedId('dep'),
      organizationId: church.id,
      source: 'stripe',
      payoutId: payout.id,
      payoutDate: calendarDateInTimeZone(church.timeZone, new Date(payout.created * 1000)),
      arrivalDate: stripeDay(payout.arrival_date),
      status,
      manual,
      ...(manual ? { otherActivity: payout.amount, net: payout.amount } : {}),
    })
    .onConflictDoNothing()
    .returning({ id: deposits.id });
  return inserted[0]?.id ?? null;
}

/**
 * A payout the church made by hand: its amount as one line (other activity, shown as a manual payout)
 * and no gifts, as Stripe cannot say which transactions it paid out.
 */
function insertManualDeposit(
  tx: Database,
  church: Church,
  payout: PayoutEvent['data']['object'],
  status: 'paid' | 'failed',
): Promise<number | null> {
  return insertDepositRow(tx, church, payout, status, true);
}

/** Stripe's balance transaction types of a refund (a card's, another payment method's). */
const REFUND_TYPES = new Set(['refund', 'payment_refund']);

/** The balance transactions as a relation the statements join on. */
const transactionsRelation = (transactions: readonly PayoutTransaction[]) => sql`
  jsonb_to_recordset(${JSON.stringify(
    transactions.map(({ refund: _refund, reportingCategory, ...transaction }) => ({
      ...transaction,
      reporting_category: reportingCategory ?? null,
    })),
  )}::jsonb)
    AS bt(id text, type text, source text, reporting_category text, amount integer, fee integer, net integer)`;

/**
 * The deposit row, its lines and its figures in one transaction; null when the payout already has a
 * deposit (the row's unique key: the first delivery's transaction holds it, this one waits, then adds
 * nothing).
 */
async function insertDeposit(
  tx: Database,
  church: Church,
  payout: PayoutEvent['data']['object'],
  transactions: readonly PayoutTransaction[],
  status: 'paid' | 'failed',
): Promise<number | null> {
  const depositId = await insertDepositRow(tx, church, payout, status, false);
  if (depositId === null) return null;
  // The payout's own transaction (type `payout`) is the money leaving for the bank, not a line.
  const lines = transactions.filter((transaction) => transaction.type !== 'payout');
  // A refund of one of our gifts that the console never made (made in Stripe's dashboard) is
  // recorded on its gift first, unless Stripe's refund.created did so already; then it is a line.
  for (const line of lines) {
    if (!REFUND_TYPES.has(line.type) || line.amount >= 0 || !line.refund || !line.source) continue;
    await recordStripeRefund(tx, church.id, {
      refundId: line.source,
      chargeId: line.refund.charge,
      amount: line.refund.amount,
      created: line.refund.created,
      metadata: line.refund.metadata,
      status: line.refund.status,
    });
  }
  // A refund that failed gives its money back (Stripe's `refund_failure`, its source the refund): it
  // is undone on its gift first, unless Stripe's refund.updated did so already.
  for (const line of lines) {
    if (line.type !== 'refund_failure' || line.amount <= 0 || !line.source) continue;
    await undoStripeRefund(tx, church.id, {
      refundId: line.source,
      failedAt: payout.created,
      reason: line.refund?.failureReason ?? null,
    });
  }
  const bt = transactionsRelation(lines);
  await tx.execute(sql`
    INSERT INTO deposit_gifts (deposit_id, contribution_id, amount, fee)
    SELECT ${depositId}, c.id, bt.amount, bt.fee
    FROM ${bt}
    JOIN contributions c ON c.processor_charge_id = bt.source
      AND c.organization_id = ${church.id} AND c.processor_mode = 'stripe'
    WHERE bt.type IN ('charge', 'payment') AND bt.amount > 0
    ON CONFLICT DO NOTHING`);
  await tx.execute(sql`
    INSERT INTO deposit_refunds (deposit_id, refund_id, amount)
    SELECT ${depositId}, r.id, -bt.amount
    FROM ${bt}
    JOIN contribution_refunds r ON r.processor_refund_id = bt.source AND r.organization_id = ${church.id}
    WHERE bt.type IN ('refund', 'payment_refund') AND bt.amount < 0
    ON CONFLICT DO NOTHING`);
  // A failed refund's money back: the refund's `failure` line, negative, so the deposit's refunds net it.
  await tx.execute(sql`
    INSERT INTO deposit_refunds (deposit_id, refund_id, kind, amount)
    SELECT ${depositId}, r.id, 'failure', -bt.amount
    FROM ${bt}
    JOIN contribution_refunds r ON r.processor_refund_id = bt.source AND r.organization_id = ${church.id}
    WHERE bt.type = 'refund_failure' AND bt.amount > 0
    ON CONFLICT DO NOTHING`);
  // A dispute's withdrawal (its amount and Stripe's dispute fee), and the money a won dispute gives
  // back (Stripe's `dispute_reversal`, its fee negative when Stripe returns the dispute fee too) as
  // the dispute's reversal, with negative figures so the deposit's sums net it.
  await tx.execute(sql`
    INSERT INTO deposit_disputes (deposit_id, dispute_id, kind, amount, fee)
    SELECT ${depositId}, d.id, 'withdrawal', -bt.amount, bt.fee
    FROM ${bt}
    JOIN contribution_disputes d ON d.processor_dispute_id = bt.source AND d.organization_id = ${church.id}
    WHERE bt.type = 'adjustment' AND bt.amount < 0
      AND coalesce(bt.reporting_category, 'dispute') = 'dispute'
    ON CONFLICT DO NOTHING`);
  await tx.execute(sql`
    INSERT INTO deposit_disputes (deposit_id, dispute_id, kind, amount, fee)
    SELECT ${depositId}, d.id, 'reversal', -bt.amount, bt.fee
    FROM ${bt}
    JOIN contribution_disputes d ON d.processor_dispute_id = bt.source AND d.organization_id = ${church.id}
    WHERE bt.type = 'adjustment' AND bt.amount > 0 AND bt.reporting_category = 'dispute_reversal'
    ON CONFLICT DO NOTHING`);
  // A failed payout of this church whose money Stripe put back on the balance and pays out now: the
  // accounting export books the failed deposit's lines in this one (docs/PRODUCT.md §19). Kept by the
  // failed payout's id, so a failed deposit written after this one still finds it (linkReturnedPayout).
  await tx.execute(sql`
    INSERT INTO deposit_payout_failures (deposit_id, organization_id, payout_id, amount)
    SELECT ${depositId}, ${church.id}, bt.source, bt.amount
    FROM ${bt}
    WHERE bt.type = 'payout_failure' AND bt.source IS NOT NULL
    ON CONFLICT DO NOTHING`);
  await tx.execute(sql`
    UPDATE deposits failed SET returned_in_deposit_id = ${depositId}
    FROM ${bt}
    WHERE bt.type = 'payout_failure' AND failed.payout_id = bt.source
      AND failed.organization_id = ${church.id} AND failed.source = 'stripe' AND NOT failed.manual
      AND failed.net = bt.amount AND failed.returned_in_deposit_id IS NULL AND failed.id <> ${depositId}`);
  const summed = await tx.execute(sql`
    WITH lines AS (
      SELECT
        (SELECT coalesce(sum(amount), 0) FROM deposit_gifts WHERE deposit_id = ${depositId})::integer AS gross,
        ((SELECT coalesce(sum(fee), 0) FROM deposit_gifts WHERE deposit_id = ${depositId})
          + (SELECT coalesce(sum(fee), 0) FROM deposit_disputes WHERE deposit_id = ${depositId}))::integer AS fees,
        (SELECT coalesce(sum(amount), 0) FROM deposit_refunds WHERE deposit_id = ${depositId})::integer AS refunds,
        (SELECT coalesce(sum(amount), 0) FROM deposit_disputes WHERE deposit_id = ${depositId})::integer AS disputes,
        (SELECT coalesce(sum(bt.net), 0) FROM ${bt})::integer AS net
    )
    UPDATE deposits SET
      gross = lines.gross,
      fees = lines.fees,
      refunds = lines.refunds,
      disputes = lines.disputes,
      other_activity = lines.net - (lines.gross - lines.fees - lines.refunds - lines.disputes),
      net = lines.net
    FROM lines
    WHERE deposits.id = ${depositId}
    RETURNING deposits.net`);
  const net = Number((summed as unknown as { rows: { net: number }[] }).rows[0]?.net);
  if (net !== payout.amount) {
    throw new PayoutDoesNotTieOut(payout.id, payout.amount, net);
  }
  return depositId;
}

/** The balance transactions Stripe listed do not add up to its payout: no deposit is written. */
export class PayoutDoesNotTieOut extends Error {
  override name = 'PayoutDoesNotTieOut';
  constructor(payoutId: string, amount: number, net: number) {
    super(`payout ${payoutId} of ${amount} cents: its balance transactions add up to ${net}`);
  }
}
