// The PaymentProcessor on Stripe (docs/ARCHITECTURE.md §4): customers, SetupIntents for off-session use,
// off-session PaymentIntents and refunds, on the organization's connected account when it has one.
import { stripeFee } from '@halo/domain';
import { walletOf } from '@halo/domain';
import Stripe from 'stripe';
import {
  asDecline,
  PaymentMethodUpdateRefusedError,
  type CardDetails,
  type ChargeInput,
  type ChargeOutcome,
  type ChargeResult,
  type PaymentMethodDomain,
  type PaymentMethodUpdate,
  type PaymentProcessor,
} from '../paymentProcessor';
import { CONSOLE_REFUND_METADATA } from '../../core/gifts/stripeRefunds';
import { declineCodeFor } from './declineCodeFor';
import { StripeBankDebits } from './stripeBankDebits';

export interface StripeProcessorOptions {
  /** organizations.stripe_account_id (acct_…): requests run on that connected account (direct charges). */
  stripeAccount: string | null;
  /** Told about charges Stripe refused for a reason the donor cannot see (off-session SCA). */
  onNote?: (note: string, details: Record<string, unknown>) => void;
}

type StripePaymentMethod = Stripe.PaymentMethod;

/** A card as Stripe shows it (on a PaymentMethod, or on a Charge where brand and last4 may be null). */
interface StripeCard {
  brand: string | null;
  last4: string | null;
  exp_month: number;
  exp_year: number;
  /** Set when the card came from a wallet (`apple_pay`, `google_pay`, …). */
  wallet?: { type: string } | null;
}

function cardOf(card: StripeCard): CardDetails {
  return {
    brand: card.brand ?? 'unknown',
    lastFour: card.last4 ?? '',
    expMonth: card.exp_month,
    expYear: card.exp_year,
    wallet: walletOf(card.wallet?.type),
    ...(card.wallet?.type === 'link' ? { fromLink: true as const } : {}),
  };
}

/** Stripe's payment method domain as ours (docs/PRODUCT.md §23). */
function paymentMethodDomainOf(domain: Stripe.PaymentMethodDomain): PaymentMethodDomain {
  return {
    id: domain.id,
    enabled: domain.enabled,
    applePay: domain.apple_pay.status === 'active' ? 'active' : 'inactive',
    googlePay: domain.google_pay.status === 'active' ? 'active' : 'inactive',
    applePayProblem: domain.apple_pay.status_details?.error_message ?? null,
  };
}

/** A PaymentIntent's charge, with the balance transaction that says what Stripe kept of it. */
const CHARGE_WITH_FEE = 'latest_charge.balance_transaction';

/** The SetupIntent metadata key naming the giving token a card was added through. */
export const GIVING_TOKEN_METADATA_KEY = 'giving_token_id';

function isCardError(error: unknown): error is Stripe.errors.StripeCardError {
  return error instanceof Stripe.errors.StripeError && error.type === 'StripeCardError';
}

/** Stripe's card error codes that mean the expiry the donor typed was refused. */
const EXPIRY_ERROR_CODES = new Set(['invalid_expiry_month', 'invalid_expiry_year', 'expired_card']);

export class StripeProcessor implements PaymentProcessor {
  readonly mode = 'stripe';
  readonly bankDebits: StripeBankDebits;
  private readonly requestOptions: Stripe.RequestOptions;

  constructor(
    private readonly stripe: Stripe,
    private readonly options: StripeProcessorOptions,
  ) {
    this.requestOptions = options.stripeAccount ? { stripeAccount: options.stripeAccount } : {};
    this.bankDebits = new StripeBankDebits(stripe, this.requestOptions);
  }

  /** Per-call request options: the connected account, plus the caller's idempotency key. */
  private withKey(idempotencyKey?: string): Stripe.RequestOptions {
    return idempotencyKey ? { ...this.requestOptions, idempotencyKey } : this.requestOptions;
  }

  async createCustomer(input: {
    email: string;
    name: string;
    organizationPrefixedId: string;
    idempotencyKey: string;
  }): Promise<{ customerId: string }> {
    const customer = await this.stripe.customers.create(
      {
        email: input.email,
        name: input.name,
        metadata: { organization_prefixed_id: input.organizationPrefixedId },
      },
      this.withKey(input.idempotencyKey),
    );
    return { customerId: customer.id };
  }

  async createSetupIntent(input: {
    customerId: string;
    addedByToken: string | null;
  }): Promise<{ setupIntentId: string; clientSecret: string }> {
    // off_session: the card is saved for recurring gifts charged while the donor is away, so
    // Stripe runs any 3-D Secure now, in the browser, instead of at charge time.
    const intent = await this.stripe.setupIntents.create(
      {
        customer: input.customerId,
        usage: 'off_session',
        // `allowed_payment_method_types` is what API version 2026-10-28 (the SDK's) calls the
        // `payment_method_types` of older versions.
        allowed_payment_method_types: ['card'],
        // Read back by tokenThatAdded; the browser confirms the intent but cannot change metadata.
        ...(input.addedByToken ? { metadata: { [GIVING_TOKEN_METADATA_KEY]: input.addedByToken } } : {}),
      },
      this.requestOptions,
    );
    if (!intent.client_secret)
      throw new Error(`Stripe returned SetupIntent ${intent.id} without a client secret`);
    return { setupIntentId: intent.id, clientSecret: intent.client_secret };
  }

  async listPaymentMethods(
    customerId: string,
  ): Promise<Array<{ paymentMethodId: string; card: CardDetails }>> {
    // A donor with more than 100 saved cards is not a case we design for; one page is enough.
    const page = await this.stripe.paymentMethods.list(
      { customer: customerId, type: 'card', limit: 100 },
      this.requestOptions,
    );
    // A wallet's card (Apple Pay, Google Pay) pays its one gift; it is never among the saved cards.
    return page.data.flatMap((method: StripePaymentMethod) =>
      method.card && !method.card.wallet ? [{ paymentMethodId: method.id, card: cardOf(method.card) }] : [],
    );
  }

  async getPaymentMethod(paymentMethodId: string): Promise<{
    paymentMethodId: string;
    customerId: string | null;
    card: CardDetails;
  } | null> {
    let method: StripePaymentMethod;
    try {
      method = await this.stripe.paymentMethods.retrieve(paymentMethodId, {}, this.requestOptions);
    } catch (error) {
      // An id the client sent that Stripe does not know (or another account's) is "not found".
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
      throw error;
    }
    // Only cards give: another type (Stripe's Link as a payment method of its own, `type: 'link'`,
    // a bank account through this path) is no card of the donor's here.
    if (method.type !== 'card' || !method.card) return null;
    const customer = method.customer;
    return {
      paymentMethodId: method.id,
      customerId: typeof customer === 'string' ? customer : (customer?.id ?? null),
      card: cardOf(method.card),
    };
  }

  /**
   * The giving token in the metadata of the SetupIntent that attached the card to the customer: the
   * oldest succeeded one for this customer and card (Stripe lists newest first). A later intent
   * confirmed with the same card attached nothing, so it cannot claim the card for its token.
   */
  async tokenThatAdded(customerId: string, paymentMethodId: string): Promise<string | null> {
    const page = await this.stripe.setupIntents.list(
      { customer: customerId, payment_method: paymentMethodId, limit: 100 },
      this.requestOptions,
    );
    // More than a page for one card is not a flow we make; without the oldest intent, no answer.
    if (page.has_more) return null;
    const attaching = page.data.filter((intent) => intent.status === 'succeeded').at(-1);
    return attaching?.metadata?.[GIVING_TOKEN_METADATA_KEY] ?? null;
  }

  /**
   * Registers the domain on the church's connected account, where its Express Checkout Element runs.
   * Stripe answers a domain it already has with a 400 (`resource_already_exists`), so the existing
   * registration is looked up and enabled instead.
   */
  async registerPaymentMethodDomain(domainName: string): Promise<PaymentMethodDomain> {
    try {
      return paymentMethodDomainOf(
        await this.stripe.paymentMethodDomains.create(
          { domain_name: domainName, enabled: true },
          this.requestOptions,
        ),
      );
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      const page = await this.stripe.paymentMethodDomains.list(
        { domain_name: domainName, limit: 1 },
        this.requestOptions,
      );
      const known = page.data[0];
      if (!known) throw error;
      return this.setPaymentMethodDomainEnabled(known.id, true);
    }
  }

  async setPaymentMethodDomainEnabled(domainId: string, enabled: boolean): Promise<PaymentMethodDomain> {
    return paymentMethodDomainOf(
      await this.stripe.paymentMethodDomains.update(domainId, { enabled }, this.requestOptions),
    );
  }

  async validatePaymentMethodDomain(domainId: string): Promise<PaymentMethodDomain> {
    return paymentMethodDomainOf(
      await this.stripe.paymentMethodDomains.validate(domainId, {}, this.requestOptions),
    );
  }

  async detachPaymentMethod(paymentMethodId: string): Promise<void> {
    await this.stripe.paymentMethods.detach(paymentMethodId, {}, this.requestOptions);
  }

  /**
   * Stripe keeps its own copy of the card; without this it would charge with the old expiry. A
   * refusal of the values (Stripe's card errors such as invalid_expiry_year) becomes
   * PaymentMethodUpdateRefusedError for the donor; anything else (network, 5xx) throws as is.
   */
  async updatePaymentMethod(paymentMethodId: string, update: PaymentMethodUpdate): Promise<void> {
    const { name, address } = update.billingDetails;
    try {
      await this.stripe.paymentMethods.update(
        paymentMethodId,
        {
          card: { exp_month: update.expMonth, exp_year: update.expYear },
          billing_details: {
            name,
            address: {
              line1: address.line1 ?? '',
              line2: address.line2 ?? '',
              city: address.city ?? '',
              state: address.state ?? '',
              postal_code: address.postalCode ?? '',
              country: address.country ?? '',
            },
          },
        },
        this.requestOptions,
      );
    } catch (error) {
      if (isCardError(error)) {
        const field = EXPIRY_ERROR_CODES.has(error.code ?? '') ? 'expDate' : 'billingDetails';
        throw new PaymentMethodUpdateRefusedError(field, error.message);
      }
      if (
        error instanceof Stripe.errors.StripeInvalidRequestError &&
        error.param?.startsWith('billing_details')
      )
        throw new PaymentMethodUpdateRefusedError('billingDetails', error.message);
      throw error;
    }
  }

  /**
   * An off-session charge, confirmed at once. A card Stripe declines is a result, not an error;
   * anything else (network, 5xx, bad request) throws, and the caller retries with the same key:
   * Stripe replays the first outcome for a key it has seen, so one key is at most one charge.
   */
  async charge(input: ChargeInput): Promise<ChargeResult> {
    return asDecline(await this.chargeOrAwaitAuthentication(input));
  }

  async chargeOrAwaitAuthentication(input: ChargeInput): Promise<ChargeOutcome> {
    let intent: Stripe.PaymentIntent;
    try {
      intent = await this.stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: input.currency.toLowerCase(),
          customer: input.customerId,
          payment_method: input.paymentMethodId,
          off_session: true,
          confirm: true,
          description: input.description,
          metadata: input.metadata,
          // The charge carries the card as charged (brand, last four, expiry) for the receipt, and
          // its balance transaction the fee Stripe kept, which is what the gift costs the church.
          expand: [CHARGE_WITH_FEE],
        },
        this.withKey(input.idempotencyKey),
      );
    } catch (error) {
      if (!isCardError(error)) throw error;
      const waiting = error.payment_intent;
      if (error.code === 'authentication_required' && waiting?.id && waiting.client_secret) {
        // The bank wants 3-D Secure for an off-session charge, and the donor is not there to do it
        // (https://docs.stripe.com/payments/save-and-reuse#handle-declines): the PaymentIntent
        // waits for them to come back on session ("Confirm your gift").
        this.options.onNote?.('off-session charge needs authentication; waiting for the donor', {
          paymentIntent: waiting.id,
          paymentMethod: input.paymentMethodId,
        });
        return {
          status: 'requires_action',
          paymentIntentId: waiting.id,
          clientSecret: waiting.client_secret,
        };
      }
      return { status: 'failed', code: declineCodeFor(error) };
    }
    return this.resultOf(intent);
  }

  /**
   * An off-session attempt that failed for want of authentication leaves the PaymentIntent
   * `requires_payment_method`; confirming it again with its card, now on session and for Stripe.js
   * (`use_stripe_sdk`), makes Stripe ask for the next action that `handleNextAction` runs.
   */
  async prepareAuthentication(paymentIntentId: string): Promise<{ clientSecret: string }> {
    let intent = await this.stripe.paymentIntents.retrieve(paymentIntentId, {}, this.requestOptions);
    if (intent.status === 'requires_payment_method' || intent.status === 'requires_confirmation') {
      const card = intent.payment_method ?? intent.last_payment_error?.payment_method ?? null;
      const cardId = typeof card === 'string' ? card : (card?.id ?? null);
      if (!cardId) throw new Error(`Stripe PaymentIntent ${intent.id} has no card to authenticate`);
      intent = await this.stripe.paymentIntents.confirm(
        intent.id,
        { payment_method: cardId, off_session: false, use_stripe_sdk: true },
        this.requestOptions,
      );
    }
    if (!intent.client_secret)
      throw new Error(`Stripe returned PaymentIntent ${intent.id} without a client secret`);
    return { clientSecret: intent.client_secret };
  }

  /**
   * The PaymentIntent as Stripe holds it after the donor's authentication. A failed or abandoned
   * challenge leaves it payable (`requires_payment_method` or `requires_action`): still waiting.
   */
  async chargeAfterAuthentication(paymentIntentId: string): Promise<ChargeOutcome> {
    const intent = await this.stripe.paymentIntents.retrieve(
      paymentIntentId,
      { expand: [CHARGE_WITH_FEE] },
      this.requestOptions,
    );
    if (
      intent.status === 'requires_payment_method' ||
      intent.status === 'requires_confirmation' ||
      intent.status === 'requires_action'
    ) {
      if (!intent.client_secret)
        throw new Error(`Stripe returned PaymentIntent ${intent.id} without a client secret`);
      return { status: 'requires_action', paymentIntentId: intent.id, clientSecret: intent.client_secret };
    }
    return this.resultOf(intent);
  }

  private resultOf(intent: Stripe.PaymentIntent): ChargeOutcome {
    switch (intent.status) {
      case 'succeeded': {
        const charge = intent.latest_charge;
        if (!charge || typeof charge === 'string' || !charge.payment_method_details?.card) {
          throw new Error(`Stripe returned PaymentIntent ${intent.id} without its charge`);
        }
        return {
          status: 'succeeded',
          chargeId: charge.id,
          card: cardOf(charge.payment_method_details.card),
          feeCents: this.feeOf(charge),
        };
      }
      case 'requires_payment_method':
        return { status: 'failed', code: declineCodeFor(intent.last_payment_error ?? {}) };
      case 'requires_action':
        if (!intent.client_secret)
          throw new Error(`Stripe returned PaymentIntent ${intent.id} without a client secret`);
        this.options.onNote?.('charge needs authentication; waiting for the donor', {
          paymentIntent: intent.id,
        });
        return { status: 'requires_action', paymentIntentId: intent.id, clientSecret: intent.client_secret };
      default:
        // `processing` (never for cards in practice) and the rest have no answer yet: the caller
        // must not record a gift or a decline, so this is an error it may retry with the same key.
        throw new Error(`Stripe PaymentIntent ${intent.id} is ${intent.status}, not settled`);
    }
  }

  /**
   * What Stripe kept of a charge: its balance transaction's `fee` (Stripe's fee, plus any application
   * fee on a connected account), in the charge's currency. A charge whose balance transaction is not
   * there, or is in another currency (Stripe converted it to the account's), is costed at Stripe's
   * published card price instead, and noted, so a gift Stripe took is always recorded.
   */
  private feeOf(charge: Stripe.Charge): number {
    const transaction = charge.balance_transaction;
    if (transaction && typeof transaction !== 'string' && transaction.currency === charge.currency) {
      return transaction.fee;
    }
    this.options.onNote?.(
      'charge without a balance transaction in its currency; fee at Stripe’s card price',
      {
        charge: charge.id,
      },
    );
    return stripeFee('card', charge.amount);
  }

  async refund(input: {
    chargeId: string;
    amountCents?: number;
    idempotencyKey: string;
  }): Promise<{ refundId: string; chargeRefundedCents: number }> {
    const refund = await this.stripe.refunds.create(
      {
        charge: input.chargeId,
        ...(input.amountCents === undefined ? {} : { amount: input.amountCents }),
        // Stripe's events for this refund say the console made it (core/gifts/stripeRefunds.ts).
        metadata: { ...CONSOLE_REFUND_METADATA },
        // The charge as it is after this refund: its amount_refunded counts every refund of it.
        expand: ['charge'],
      },
      this.withKey(input.idempotencyKey),
    );
    const charge = refund.charge;
    if (!charge || typeof charge === 'string')
      throw new Error(`Stripe returned refund ${refund.id} without its charge`);
    return { refundId: refund.id, chargeRefundedCents: charge.amount_refunded };
  }
}
