// charge.dispute.created/updated/closed → the dispute recorded on the gift its charge paid, for the
// console's gift detail and its "Disputed" filter. A dispute (chargeback) is the donor's bank taking
// the gift back until the church answers with evidence, so the church must see it and its due date,
// and what it costs: Stripe's dispute fee, from the dispute's balance transactions. On a bank account
// gift (ACH) a dispute is a bank return (docs/PRODUCT.md §22 "Returned after success"): it cannot be
// answered with evidence and Stripe marks it lost at once, so it is recorded lost with no due date,
// and the gift counts as wholly taken back, as the sandbox's returns do (bankSettlements/bankReturn.ts).
import { BANK_RETURN_DISPUTE_STATUS, disputeFeeOfTransactions } from '@halo/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Database } from '../../db/database';
import { contributionDisputes, contributions, organizations } from '../../db/schema';
import type { StripeEventOf } from './stripeEvents';

type DisputeEvent = StripeEventOf<
  'charge.dispute.created' | 'charge.dispute.updated' | 'charge.dispute.closed'
>;

const chargeIdOf = (dispute: Stripe.Dispute) =>
  typeof dispute.charge === 'string' ? dispute.charge : dispute.charge.id;

/**
 * Writes the event's dispute on the gift of its charge; returns how many rows were written (0 when
 * the charge is not one of our gifts, or a newer event already wrote the dispute: Stripe does not
 * promise the order of events).
 */
export async function recordDispute(db: Database, event: DisputeEvent): Promise<number> {
  const dispute = event.data.object;
  const conditions = [
    eq(contributions.processorMode, 'stripe'),
    eq(contributions.processorChargeId, chargeIdOf(dispute)),
  ];
  // An event from a connected account may only touch that church's gifts.
  if (event.account) {
    const church = db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.stripeAccountId, event.account));
    conditions.push(inArray(contributions.organizationId, church));
  }
  const [gift] = await db
    .select({
      id: contributions.id,
      organizationId: contributions.organizationId,
      chargedAmount: contributions.chargedAmount,
      paymentMethodType: contributions.paymentMethodType,
    })
    .from(contributions)
    .where(and(...conditions));
  if (!gift) return 0;
  const bankReturn = gift.paymentMethodType === 'bank';
  const dueBy = bankReturn ? null : dispute.evidence_details?.due_by;
  const values = {
    status: bankReturn ? BANK_RETURN_DISPUTE_STATUS : dispute.status,
    amount: dispute.amount,
    currency: dispute.currency.toUpperCase(),
    reason: dispute.reason,
    evidenceDueBy: dueBy ? new Date(dueBy * 1000) : null,
    // What the dispute costs the church besides its amount: the fees of its balance transactions.
    fee: disputeFeeOfTransactions((dispute.balance_transactions ?? []).map((transaction) => transaction.fee)),
    eventCreated: new Date(event.created * 1000),
  };
  const rows = await db
    .insert(contributionDisputes)
    .values({
      organizationId: gift.organizationId,
      contributionId: gift.id,
      processorDisputeId: dispute.id,
      ...values,
    })
    .onConflictDoUpdate({
      target: contributionDisputes.processorDisputeId,
      set: values,
      setWhere: sql`${contributionDisputes.eventCreated} <= ${values.eventCreated}`,
    })
    .returning({ id: contributionDisputes.id });
  if (bankReturn && rows.length > 0) {
    // The money went back to the donor's account: the gift counts in no total any more.
    await db
      .update(contributions)
      .set({ refundedAmount: gift.chargedAmount })
      .where(eq(contributions.id, gift.id));
  }
  return rows.length;
}
