// Stripe's webhook events as a church's connected account sends them to the API: the event envelope
// (https://docs.stripe.com/api/events/object) around the object it is about, and the signature Stripe
// puts in its Stripe-Signature header. The API tests and the browser tests deliver these to the real
// server's POST /api/stripe/webhook, as Stripe would.
import { createHmac } from 'node:crypto';
import { newId, nowSeconds, type StripeObject } from './stripeRequests';

export interface StripeEventOptions {
  /** The connected account the event happened on; absent for the platform's own events. */
  account?: string;
  /** When it happened, in Unix seconds; now unless a test orders events by it. */
  created?: number;
  /** The event's id; a new one unless a test delivers one event id again. */
  id?: string;
}

export interface StripeEvent<T extends StripeObject = StripeObject> {
  id: string;
  object: 'event';
  /** The API version the endpoint renders events in: the API reads none of it. */
  api_version: string | null;
  created: number;
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  type: string;
  account?: string;
  data: { object: T };
}

/** The event `type` about `object`, in Stripe's envelope. */
export function stripeEvent<T extends StripeObject>(
  type: string,
  object: T,
  options: StripeEventOptions = {},
): StripeEvent<T> {
  return {
    id: options.id ?? newId('evt'),
    object: 'event',
    api_version: null,
    created: options.created ?? nowSeconds(),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    ...(options.account === undefined ? {} : { account: options.account }),
    data: { object },
  };
}

/**
 * `charge.refunded`: the charge `id` of `amount` cents after refunds of `amountRefunded` in all
 * (a refund from the church's Stripe dashboard or the console), wholly refunded when nothing is left.
 */
export function chargeRefundedEvent(
  charge: { id: string; amount: number; amountRefunded: number },
  options: StripeEventOptions = {},
) {
  return stripeEvent(
    'charge.refunded',
    {
      id: charge.id,
      object: 'charge',
      amount: charge.amount,
      amount_refunded: charge.amountRefunded,
      refunded: charge.amountRefunded >= charge.amount,
    },
    options,
  );
}

export interface Dispute {
  id: string;
  /** The charge the bank disputes. */
  charge: string;
  amount: number;
  /** Stripe's dispute status: needs_response, under_review, won, lost… */
  status: string;
  /** The bank's reason code: fraudulent, duplicate, product_not_received… */
  reason?: string;
  /** When the church's evidence is due, in Unix seconds; null once it no longer can be sent. */
  dueBy: number | null;
  /**
   * The fees of the dispute's balance transactions. By default, as Stripe does, the funds withdrawn
   * with its $15.00 dispute fee; none for an inquiry (`warning_…`), which takes no money.
   */
  fees?: number[];
}

export type ChargeDisputeEventType =
  'charge.dispute.created' | 'charge.dispute.updated' | 'charge.dispute.closed';

/** A `charge.dispute.*` event: the card's bank disputing a charge, in US dollars. */
export function chargeDisputeEvent(
  type: ChargeDisputeEventType,
  dispute: Dispute,
  options: StripeEventOptions = {},
) {
  return stripeEvent(
    type,
    {
      id: dispute.id,
      object: 'dispute',
      amount: dispute.amount,
      currency: 'usd',
      charge: dispute.charge,
      reason: dispute.reason ?? 'fraudulent',
      status: dispute.status,
      balance_transactions: (dispute.fees ?? (dispute.status.startsWith('warning_') ? [] : [1500])).map(
        (fee, index) => ({
          id: `txn_${dispute.id}_${index}`,
          object: 'balance_transaction',
          // The first withdraws the disputed amount; a later one reinstates it.
          amount: index === 0 ? -dispute.amount : dispute.amount,
          currency: 'usd',
          fee,
          net: (index === 0 ? -dispute.amount : dispute.amount) - fee,
          type: 'adjustment',
          reporting_category: 'dispute',
        }),
      ),
      evidence_details: {
        due_by: dispute.dueBy,
        has_evidence: false,
        past_due: false,
        submission_count: 0,
      },
    },
    options,
  );
}

/**
 * `account.updated` on the church's connected account: whether Stripe lets it take charges now, its
 * onboarding finished or not alike.
 */
export function accountUpdatedEvent(accountId: string, chargesEnabled: boolean, created?: number) {
  return stripeEvent(
    'account.updated',
    {
      id: accountId,
      object: 'account',
      charges_enabled: chargesEnabled,
      details_submitted: chargesEnabled,
    },
    { account: accountId, ...(created === undefined ? {} : { created }) },
  );
}

/**
 * The Stripe-Signature header for `payload` signed with the endpoint's `secret`, by Stripe's scheme
 * (https://docs.stripe.com/webhooks#verify-manually): v1 is the HMAC-SHA256 of "timestamp.payload".
 */
export function stripeSignature(payload: string, secret: string, timestamp = nowSeconds()): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}
