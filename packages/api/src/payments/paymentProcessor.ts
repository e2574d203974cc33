import type { Wallet } from '@halo/domain';

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
  /** The wallet the card came from (Apple Pay, Google Pay, the sandbox's test wallet); absent or null when typed in. */
  wallet?: Wallet | null;
  /**
   * True when Stripe's Link handed the card over (Stripe's `card.wallet.type` `link`): Link
   * remembers its user on the device, so a lobby kiosk refuses it (docs/PRODUCT.md §20).
   */
  fromLink?: true;
}

/**
 * A website registered for Apple Pay and Google Pay (Stripe's payment method domain, docs/PRODUCT.md
 * §23): each wallet `active` or `inactive`, and what keeps Apple Pay inactive, in Stripe's words.
 */
export interface PaymentMethodDomain {
  id: string;
  enabled: boolean;
  applePay: 'active' | 'inactive';
  googlePay: 'active' | 'inactive';
  applePayProblem: string | null;
}

/** What a donor may change on a saved card (docs/PRODUCT.md §2 Payment methods): expiry and billing details. */
export interface PaymentMethodUpdate {
  expMonth: number;
  expYear: number;
  billingDetails: {
    name: string;
    address: {
      line1: string | null;
      line2: string | null;
      city: string | null;
      state: string | null;
      postalCode: string | null;
      country: string | null;
    };
  };
}

/** The processor refused a card update (e.g. Stripe finds the expiry invalid); the donor can correct it. */
export class PaymentMethodUpdateRefusedError extends Error {
  constructor(
    readonly field: 'expDate' | 'billingDetails',
    message: string,
  ) {
    super(message);
    this.name = 'PaymentMethodUpdateRefusedError';
  }
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

/**
 * A succeeded charge carries what the processor kept of it, `feeCents`: the gift's fee is what the
 * processor charged, never the church's donor-covered rate (docs/PRODUCT.md §22). Stripe reports it on
 * the charge's balance transaction; the sandbox charges Stripe's US card price.
 */
export type ChargeResult =
  | { status: 'succeeded'; chargeId: string; card: CardDetails; feeCents: number }
  | { status: 'failed'; code: DeclineCode };

/**
 * The bank wants the donor to authenticate (3-D Secure) before it takes the charge, which an
 * off-session charge cannot do: the payment (Stripe's PaymentIntent) waits, and the donor completes
 * it in the browser with its client secret.
 */
export interface AuthenticationRequired {
  status: 'requires_action';
  paymentIntentId: string;
  clientSecret: string;
}

/** A charge's result where the caller can have the donor authenticate later ("Confirm your gift"). */
export type ChargeOutcome = ChargeResult | AuthenticationRequired;

/** The charge's parameters, the same for `charge` and `chargeOrAwaitAuthentication`. */
export interface ChargeInput {
  customerId: string;
  paymentMethodId: string;
  amountCents: number;
  currency: string;
  description: string;
  idempotencyKey: string;
  metadata: Record<string, string>;
}

/** Where nobody can authenticate later: a payment that waits for the bank is a plain decline. */
export function asDecline(outcome: ChargeOutcome): ChargeResult {
  return outcome.status === 'requires_action' ? { status: 'failed', code: 'card_declined' } : outcome;
}

/**
 * A debit from a US bank account as the processor holds it (Stripe's PaymentIntent with
 * `us_bank_account`, docs/PRODUCT.md §22): waiting for the account (`requires_payment_method`), linked
 * and waiting for the mandate (`requires_confirmation`), waiting for the donor to verify micro-deposits
 * (`requires_action`, with Stripe's page to do it), on its way (`processing`), or settled.
 */
export interface BankDebit {
  id: string;
  status:
    | 'requires_payment_method'
    | 'requires_confirmation'
    | 'requires_action'
    | 'processing'
    | 'succeeded'
    | 'failed';
  customerId: string | null;
  amountCents: number;
  currency: string;
  metadata: Record<string, string>;
  /** The charge, once the bank is being debited (none while micro-deposits wait). */
  chargeId: string | null;
  /** The account as Stripe names it (`bank_name`, `last4`), once linked. */
  account: { bankName: string; lastFour: string } | null;
  /** `next_action.verify_with_microdeposits.hosted_verification_url`, while it waits for them. */
  verificationUrl: string | null;
}

/** Where, when and how the donor accepted the ACH authorization (Stripe's `mandate_data`). */
export interface BankMandateAcceptance {
  acceptedAt: Date;
  ipAddress: string;
  userAgent: string;
}

/**
 * A bank account being set up for later debits (Stripe's SetupIntent with `us_bank_account`,
 * docs/PRODUCT.md §22): waiting for the account, linked and waiting for the mandate, waiting for the
 * donor to verify micro-deposits (with Stripe's page to do it), or verified (`succeeded`) with its
 * payment method to debit off-session.
 */
export interface BankSetup {
  id: string;
  status: 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'succeeded' | 'failed';
  customerId: string | null;
  metadata: Record<string, string>;
  /** The `us_bank_account` payment method, once linked. */
  paymentMethodId: string | null;
  account: { bankName: string; lastFour: string; accountType: 'checking' | 'savings' } | null;
  /** `next_action.verify_with_microdeposits.hosted_verification_url`, while it waits for them. */
  verificationUrl: string | null;
}

/** A debit of a saved bank account: Stripe's PaymentIntent confirmed off-session, or refused. */
export type SavedBankDebit =
  { status: 'processing' | 'succeeded'; paymentIntentId: string; chargeId: string } | { status: 'failed' };

/** Stripe's side of a bank account gift: the PaymentIntent Stripe.js links an account to, then confirmed. */
export interface BankDebits {
  /**
   * A SetupIntent for `us_bank_account` (Financial Connections, micro-deposits as the fallback), not
   * confirmed: Stripe.js's collectBankAccountForSetup links the donor's account to it.
   */
  prepareSetup(input: {
    customerId: string;
    metadata: Record<string, string>;
  }): Promise<{ setupIntentId: string; clientSecret: string }>;
  /** The setup as the processor holds it now; null for an id it does not know on this account. */
  readSetup(setupIntentId: string): Promise<BankSetup | null>;
  /**
   * Writes `record` into the setup's metadata (the saved authorization the donor accepted, for
   * whichever server hears that it succeeded) and confirms it with the mandate, at most once per key;
   * null when the processor refuses it as it stands.
   */
  confirmSetup(
    setupIntentId: string,
    mandate: BankMandateAcceptance,
    record: Record<string, string>,
    idempotencyKey: string,
  ): Promise<BankSetup | null>;
  /** Debits a verified saved account off-session under its mandate, at most once per key. */
  debitSaved(input: ChargeInput): Promise<SavedBankDebit>;
  /**
   * A PaymentIntent for `us_bank_account` with Financial Connections (micro-deposits as the fallback),
   * not confirmed: Stripe.js's collectBankAccountForPayment links the donor's account to it.
   */
  prepare(input: {
    customerId: string;
    amountCents: number;
    currency: string;
    description: string;
    metadata: Record<string, string>;
  }): Promise<{ paymentIntentId: string; clientSecret: string }>;
  /**
   * What the processor kept of a settled debit: the fee of its charge's balance transaction (Stripe's
   * ACH fee, an application fee included); null when it has none in the charge's currency.
   */
  settledFee(paymentIntentId: string): Promise<number | null>;
  /** The debit as the processor holds it now; null for an id it does not know on this account. */
  read(paymentIntentId: string): Promise<BankDebit | null>;
  /**
   * Confirms the linked account's debit under the donor's authorization, at most once per key (the
   * same key again answers the first confirmation); null when the processor refuses it as it stands.
   */
  confirm(
    paymentIntentId: string,
    mandate: BankMandateAcceptance,
    idempotencyKey: string,
  ): Promise<BankDebit | null>;
}

export interface PaymentProcessor {
  readonly mode: 'sandbox' | 'stripe';
  /** Debits from a US bank account that Stripe.js collects (Stripe only; the sandbox has its own fields). */
  readonly bankDebits?: BankDebits;
  /** idempotencyKey makes a retried call return the same customer. */
  createCustomer(input: {
    email: string;
    name: string;
    organizationPrefixedId: string;
    idempotencyKey: string;
  }): Promise<{ customerId: string }>;
  /**
   * `addedByToken`: the giving token (its identifier) the card is being added through, or null
   * without one; remembered with the card so `tokenThatAdded` can tell it (Stripe: the intent's
   * metadata).
   */
  createSetupIntent(input: {
    customerId: string;
    addedByToken: string | null;
  }): Promise<{ setupIntentId: string; clientSecret: string }>;
  listPaymentMethods(customerId: string): Promise<Array<{ paymentMethodId: string; card: CardDetails }>>;
  getPaymentMethod(paymentMethodId: string): Promise<{
    paymentMethodId: string;
    customerId: string | null;
    card: CardDetails;
  } | null>;
  /**
   * The giving token through which this card was added to this customer (added to the brief's
   * interface), or null: added without a token, not this customer's, or unknown. A giving token
   * obtained with an email alone may use only its own cards (src/giving/tokenCards.ts).
   */
  tokenThatAdded(customerId: string, paymentMethodId: string): Promise<string | null>;
  detachPaymentMethod(paymentMethodId: string): Promise<void>;
  /**
   * The new expiry and billing details, so the processor charges with what the donor sees. Throws
   * PaymentMethodUpdateRefusedError when the processor refuses the values themselves.
   */
  updatePaymentMethod(paymentMethodId: string, update: PaymentMethodUpdate): Promise<void>;
  /**
   * Off-session charge; the idempotency key guarantees at most one charge per key at the processor.
   * A charge the bank will not take without the donor's authentication is a decline (card_declined).
   */
  charge(input: ChargeInput): Promise<ChargeResult>;
  /**
   * The same charge, but one the bank will not take without the donor's authentication is answered
   * as `requires_action` and left waiting for them (the recurring engine's "Confirm your gift").
   */
  chargeOrAwaitAuthentication(input: ChargeInput): Promise<ChargeOutcome>;
  /**
   * Readies a payment that answered `requires_action` for the donor's authentication in the browser
   * and gives the client secret to run it with (Stripe: a PaymentIntent whose off-session attempt
   * failed for want of authentication is confirmed again on session, so it asks for the next action).
   */
  prepareAuthentication(paymentIntentId: string): Promise<{ clientSecret: string }>;
  /**
   * How a payment that waited for the donor's authentication stands now, as the processor says
   * (never as the browser says): succeeded, still waiting (`requires_action`), or failed.
   */
  chargeAfterAuthentication(paymentIntentId: string): Promise<ChargeOutcome>;
  /**
   * Gives back `amountCents` of the charge (all that is left without it). The key makes a repeated
   * call the same refund. `chargeRefundedCents` is the charge's refunded total after it, as the
   * processor counts it, so a caller and a late webhook agree whatever order they arrive in.
   */
  refund(input: {
    chargeId: string;
    amountCents?: number;
    idempotencyKey: string;
  }): Promise<{ refundId: string; chargeRefundedCents: number }>;
  /**
   * Registers `domainName` for wallets (Stripe: `POST /v1/payment_method_domains` on the church's
   * account); registering a domain again answers the same registration.
   */
  registerPaymentMethodDomain(domainName: string): Promise<PaymentMethodDomain>;
  /** Turns a registered domain's wallets on or off (Stripe keeps domains: it has no delete). */
  setPaymentMethodDomainEnabled(domainId: string, enabled: boolean): Promise<PaymentMethodDomain>;
  /**
   * Asks again whether a registered domain's wallets are active, once the church has done what Apple
   * Pay asked of its site (Stripe: `POST /v1/payment_method_domains/{id}/validate`).
   */
  validatePaymentMethodDomain(domainId: string): Promise<PaymentMethodDomain>;
}
