/**
 * The payment processor interface. Giving code talks only to this; the sandbox
 * implementation (./sandbox) keeps its state in our database, the Stripe one
 * (./stripe) talks to Stripe Connect on behalf of the organization.
 */
export interface CardDetails {
  brand: string;
  lastFour: string;
  expMonth: number;
  expYear: number;
}

export type DeclineCode =
  'card_declined' | 'insufficient_funds' | 'expired_card' | 'incorrect_cvc' | 'processing_error';

export const DECLINE_CODES: readonly DeclineCode[] = [
  'card_declined',
  'insufficient_funds',
  'expired_card',
  'incorrect_cvc',
  'processing_error',
];

export class PaymentDeclinedError extends Error {
  constructor(
    readonly code: DeclineCode,
    message?: string,
  ) {
    super(message ?? `Payment declined: ${code}`);
    this.name = 'PaymentDeclinedError';
  }
}

export type ChargeResult =
  { status: 'succeeded'; chargeId: string; card: CardDetails } | { status: 'failed'; code: DeclineCode };

export interface PaymentProcessor {
  readonly mode: 'sandbox' | 'stripe';
  /** idempotencyKey makes a retried call return the same customer. */
  createCustomer(input: {
    email: string;
    name: string;
    organizationPrefixedId: string;
    idempotencyKey: string;
  }): Promise<{ customerId: string }>;
  createSetupIntent(input: { customerId: string }): Promise<{ setupIntentId: string; clientSecret: string }>;
  /**
   * `createdAt` (added to the brief's interface; Stripe: `pm.created`) lets a giving token obtained
   * with an email alone use only cards added after it was issued, never the donor's saved ones.
   */
  listPaymentMethods(
    customerId: string,
  ): Promise<Array<{ paymentMethodId: string; card: CardDetails; createdAt: Date }>>;
  getPaymentMethod(paymentMethodId: string): Promise<{
    paymentMethodId: string;
    customerId: string | null;
    card: CardDetails;
    createdAt: Date;
  } | null>;
  detachPaymentMethod(paymentMethodId: string): Promise<void>;
  /** Off-session charge; the idempotency key guarantees at most one charge per key at the processor. */
  charge(input: {
    customerId: string;
    paymentMethodId: string;
    amountCents: number;
    currency: string;
    description: string;
    idempotencyKey: string;
    metadata: Record<string, string>;
  }): Promise<ChargeResult>;
  refund(input: {
    chargeId: string;
    amountCents?: number;
    idempotencyKey: string;
  }): Promise<{ refundId: string }>;
}
