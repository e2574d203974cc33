// The Stripe events other code may act on, and the bus the webhook route hands them to. Giving code
// subscribes with `app.stripeEvents.on(type, handler)` and never sees signatures or raw bodies.
import type Stripe from 'stripe';

export type HandledStripeEvent =
  | Stripe.PaymentIntentProcessingEvent
  | Stripe.PaymentIntentSucceededEvent
  | Stripe.PaymentIntentPaymentFailedEvent
  | Stripe.SetupIntentSucceededEvent
  | Stripe.SetupIntentSetupFailedEvent
  | Stripe.ChargeRefundedEvent
  | Stripe.RefundCreatedEvent
  | Stripe.RefundUpdatedEvent
  | Stripe.RefundFailedEvent
  | Stripe.ChargeRefundUpdatedEvent
  | Stripe.AccountUpdatedEvent
  | Stripe.CustomerSubscriptionUpdatedEvent
  | Stripe.InvoicePaidEvent
  | Stripe.ChargeDisputeCreatedEvent
  | Stripe.ChargeDisputeUpdatedEvent
  | Stripe.ChargeDisputeClosedEvent
  | Stripe.PayoutPaidEvent
  | Stripe.PayoutFailedEvent;

export type HandledStripeEventType = HandledStripeEvent['type'];

export type StripeEventOf<T extends HandledStripeEventType> = Extract<HandledStripeEvent, { type: T }>;

export type StripeEventHandler<T extends HandledStripeEventType> = (
  event: StripeEventOf<T>,
) => Promise<void> | void;

export const HANDLED_STRIPE_EVENT_TYPES: readonly HandledStripeEventType[] = [
  'payment_intent.processing',
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'setup_intent.succeeded',
  'setup_intent.setup_failed',
  'charge.refunded',
  'refund.created',
  'refund.updated',
  'refund.failed',
  'charge.refund.updated',
  'account.updated',
  'customer.subscription.updated',
  'invoice.paid',
  'charge.dispute.created',
  'charge.dispute.updated',
  'charge.dispute.closed',
  'payout.paid',
  'payout.failed',
];

export class StripeEventBus {
  private readonly handlers = new Map<
    HandledStripeEventType,
    Array<(event: HandledStripeEvent) => unknown>
  >();

  /** Subscribes; returns the unsubscribe function. Handlers must tolerate seeing an event twice. */
  on<T extends HandledStripeEventType>(type: T, handler: StripeEventHandler<T>): () => void {
    const list = this.handlers.get(type) ?? [];
    const entry = handler as (event: HandledStripeEvent) => unknown;
    list.push(entry);
    this.handlers.set(type, list);
    return () => {
      const index = list.indexOf(entry);
      if (index >= 0) list.splice(index, 1);
    };
  }

  handles(event: Stripe.Event): event is HandledStripeEvent {
    return (HANDLED_STRIPE_EVENT_TYPES as readonly string[]).includes(event.type);
  }

  /**
   * Runs the event's handlers one after another, in the order they subscribed. The first failure
   * stops the rest and is thrown: the webhook answers 500 and Stripe delivers the event again.
   */
  async emit(event: HandledStripeEvent): Promise<void> {
    for (const handler of [...(this.handlers.get(event.type) ?? [])]) await handler(event);
  }
}
