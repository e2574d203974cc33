// Bank account gifts on Stripe (docs/PRODUCT.md §22): ACH Direct Debit with Stripe's `us_bank_account`,
// https://docs.stripe.com/payments/ach-direct-debit/accept-a-payment. The server makes a PaymentIntent
// that is not confirmed; Stripe.js's collectBankAccountForPayment links the donor's account to it with
// Financial Connections (or, as the fallback, the routing and account numbers to verify by
// micro-deposits); the server then confirms it with the ACH authorization the donor ticked as
// `mandate_data`. It is then `processing`, or `requires_action` until the donor verifies the
// micro-deposits on Stripe's hosted page; Stripe tells the outcome with payment_intent.* events.
import Stripe from 'stripe';
import type {
  BankDebit,
  BankDebits,
  BankMandateAcceptance,
  BankSetup,
  ChargeInput,
  SavedBankDebit,
} from '../paymentProcessor';
import { bankSetupOf, bankSetupParams } from './stripeBankSetups';

const BANK_DEBIT_STATUSES = new Set<BankDebit['status']>([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'succeeded',
]);

/** A PaymentIntent as our bank debit; its `payment_method` expanded for the account's name. */
export function bankDebitOf(intent: Stripe.PaymentIntent): BankDebit {
  const method = typeof intent.payment_method === 'object' ? intent.payment_method : null;
  const account = method?.us_bank_account ?? null;
  const charge = intent.latest_charge;
  const customer = intent.customer;
  return {
    id: intent.id,
    status: BANK_DEBIT_STATUSES.has(intent.status as BankDebit['status'])
      ? (intent.status as BankDebit['status'])
      : 'failed',
    customerId: typeof customer === 'string' ? customer : (customer?.id ?? null),
    amountCents: intent.amount,
    currency: intent.currency,
    metadata: intent.metadata ?? {},
    chargeId: typeof charge === 'string' ? charge : (charge?.id ?? null),
    account: account ? { bankName: account.bank_name ?? 'BANK', lastFour: account.last4 ?? '' } : null,
    verificationUrl: intent.next_action?.verify_with_microdeposits?.hosted_verification_url ?? null,
  };
}

export class StripeBankDebits implements BankDebits {
  constructor(
    private readonly stripe: Stripe,
    private readonly requestOptions: Stripe.RequestOptions,
  ) {}

  async prepare(input: {
    customerId: string;
    amountCents: number;
    currency: string;
    description: string;
    metadata: Record<string, string>;
  }): Promise<{ paymentIntentId: string; clientSecret: string }> {
    const intent = await this.stripe.paymentIntents.create(
      {
        amount: input.amountCents,
        currency: input.currency.toLowerCase(),
        customer: input.customerId,
        description: input.description,
        metadata: input.metadata,
        // What API version 2026-10-28 (the SDK's) calls the `payment_method_types` of older versions.
        allowed_payment_method_types: ['us_bank_account'],
        payment_method_options: {
          us_bank_account: {
            // Financial Connections at once where the donor's bank takes part, micro-deposits otherwise.
            verification_method: 'automatic',
            financial_connections: { permissions: ['payment_method'] },
          },
        },
      },
      this.requestOptions,
    );
    if (!intent.client_secret)
      throw new Error(`Stripe returned PaymentIntent ${intent.id} without a client secret`);
    return { paymentIntentId: intent.id, clientSecret: intent.client_secret };
  }

  async settledFee(paymentIntentId: string): Promise<number | null> {
    const intent = await this.stripe.paymentIntents.retrieve(
      paymentIntentId,
      { expand: ['latest_charge.balance_transaction'] },
      this.requestOptions,
    );
    const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
    const transaction = charge?.balance_transaction;
    return transaction && typeof transaction === 'object' && transaction.currency === charge.currency
      ? transaction.fee
      : null;
  }

  async read(paymentIntentId: string): Promise<BankDebit | null> {
    try {
      return bankDebitOf(
        await this.stripe.paymentIntents.retrieve(
          paymentIntentId,
          { expand: ['payment_method'] },
          this.requestOptions,
        ),
      );
    } catch (error) {
      // An id the client sent that Stripe does not know (or another account's) is "not found".
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
      throw error;
    }
  }

  /**
   * Null when Stripe refuses to confirm it in the state it is in (confirmed already under another key).
   * The same key again replays the first confirmation, so a retry after a lost answer or a crash
   * before the gift was recorded gets the debit as it was confirmed.
   */
  async confirm(
    paymentIntentId: string,
    mandate: BankMandateAcceptance,
    idempotencyKey: string,
  ): Promise<BankDebit | null> {
    try {
      const intent = await this.stripe.paymentIntents.confirm(
        paymentIntentId,
        {
          // The authorization the donor ticked on our form, as Stripe keeps it for the ACH rules.
          // Stripe dates an online acceptance itself; its time is kept with the gift, and left out
          // here so that a retry sends the same parameters and is replayed.
          mandate_data: {
            customer_acceptance: {
              type: 'online',
              online: { ip_address: mandate.ipAddress, user_agent: mandate.userAgent },
            },
          },
          expand: ['payment_method'],
        },
        { ...this.requestOptions, idempotencyKey },
      );
      return bankDebitOf(intent);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 400) return null;
      throw error;
    }
  }

  async prepareSetup(input: {
    customerId: string;
    metadata: Record<string, string>;
  }): Promise<{ setupIntentId: string; clientSecret: string }> {
    const intent = await this.stripe.setupIntents.create(bankSetupParams(input), this.requestOptions);
    if (!intent.client_secret)
      throw new Error(`Stripe returned SetupIntent ${intent.id} without a client secret`);
    return { setupIntentId: intent.id, clientSecret: intent.client_secret };
  }

  async readSetup(setupIntentId: string): Promise<BankSetup | null> {
    try {
      return bankSetupOf(
        await this.stripe.setupIntents.retrieve(
          setupIntentId,
          { expand: ['payment_method'] },
          this.requestOptions,
        ),
      );
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
      throw error;
    }
  }

  /** As `confirm`: the same key replays the first answer; null when Stripe refuses it as it stands. */
  async confirmSetup(
    setupIntentId: string,
    mandate: BankMandateAcceptance,
    record: Record<string, string>,
    idempotencyKey: string,
  ): Promise<BankSetup | null> {
    try {
      // The saved authorization travels with the setup: setup_intent.succeeded may come to any server,
      // days later when the donor verifies micro-deposits, and the account is saved with its words.
      await this.stripe.setupIntents.update(
        setupIntentId,
        { metadata: record },
        { ...this.requestOptions, idempotencyKey: `${idempotencyKey}:mandate` },
      );
      const intent = await this.stripe.setupIntents.confirm(
        setupIntentId,
        {
          mandate_data: {
            customer_acceptance: {
              type: 'online',
              online: { ip_address: mandate.ipAddress, user_agent: mandate.userAgent },
            },
          },
          expand: ['payment_method'],
        },
        { ...this.requestOptions, idempotencyKey },
      );
      return bankSetupOf(intent);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 400) return null;
      throw error;
    }
  }

  /**
   * An off-session PaymentIntent of the saved account, confirmed at once under the mandate its
   * SetupIntent made: `processing` with its charge until Stripe's payment_intent.* events settle it.
   * Stripe's refusal (the account detached, its mandate revoked) is a failed debit.
   */
  async debitSaved(input: ChargeInput): Promise<SavedBankDebit> {
    let intent: Stripe.PaymentIntent;
    try {
      intent = await this.stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: input.currency.toLowerCase(),
          customer: input.customerId,
          payment_method: input.paymentMethodId,
          allowed_payment_method_types: ['us_bank_account'],
          confirm: true,
          off_session: true,
          description: input.description,
          metadata: input.metadata,
        },
        { ...this.requestOptions, idempotencyKey: input.idempotencyKey },
      );
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError && error.statusCode && error.statusCode < 500) {
        return { status: 'failed' };
      }
      throw error;
    }
    const charge = intent.latest_charge;
    const chargeId = typeof charge === 'string' ? charge : (charge?.id ?? null);
    const status: 'processing' | 'succeeded' | null =
      intent.status === 'processing' ? 'processing' : intent.status === 'succeeded' ? 'succeeded' : null;
    if (!status || !chargeId) return { status: 'failed' };
    return { status, paymentIntentId: intent.id, chargeId };
  }
}
