// deposit.paid: a payout on its way to the church's bank, with the figures its bookkeeping matches
// against the bank's line (cents, as every amount we send; docs/CONTRACTS.md "Webhooks"). A deposit
// whose net is carried into the next payout pays nothing, so it sends nothing. deposit.failed: a
// Stripe payout the bank refused, the same figures with status `failed`, so software that booked its
// deposit.paid can take it back.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { deposits, organizations } from '../../db/schema';
import { emitWebhookEvent } from './webhookEvents';

async function depositWebhookData(tx: Database, depositId: number, status: 'paid' | 'failed') {
  const [row] = await tx
    .select({ deposit: deposits, currency: organizations.currency })
    .from(deposits)
    .innerJoin(organizations, eq(organizations.id, deposits.organizationId))
    .where(eq(deposits.id, depositId));
  if (!row || row.deposit.status !== status) return null;
  const { deposit } = row;
  return {
    id: deposit.prefixedId,
    source: deposit.source,
    payout_id: deposit.payoutId,
    date: deposit.payoutDate,
    arrival_date: deposit.arrivalDate,
    status: deposit.status,
    gross: deposit.gross,
    fees: deposit.fees,
    refunds: deposit.refunds,
    disputes: deposit.disputes,
    carried_in: deposit.carriedIn,
    other_activity: deposit.otherActivity,
    net: deposit.net,
    currency: row.currency.toUpperCase(),
    created_at: deposit.createdAt.toISOString(),
  };
}

/** Queues deposit.paid in `tx`, the transaction that made the deposit and summed its figures. */
export async function emitDepositPaid(
  tx: Database,
  deposit: { id: number; organizationId: number },
): Promise<void> {
  await emitWebhookEvent(tx, deposit.organizationId, 'deposit.paid', () =>
    depositWebhookData(tx, deposit.id, 'paid'),
  );
}

/** Queues deposit.failed in `tx`, the transaction that marked the deposit failed. */
export async function emitDepositFailed(
  tx: Database,
  deposit: { id: number; organizationId: number },
): Promise<void> {
  await emitWebhookEvent(tx, deposit.organizationId, 'deposit.failed', () =>
    depositWebhookData(tx, deposit.id, 'failed'),
  );
}
