// A gift from a bank account on Stripe (docs/PRODUCT.md §22), submitted by the payment step's bank
// chunk: the donor's giving token, the PaymentIntent of the amount to debit
// (POST /api/give/stripe/bank-payment-intents), Stripe's dialog linking the account to it
// (collectStripeBankAccount.ts, loaded only now), then POST /api/give with the intent and the ticked
// one-time authorization, which the server confirms with Stripe. The thank-you step says the gift is
// processing, and, when Stripe has to verify the account by micro-deposits, that the donor must do so.
// A recurring gift keeps the account instead: a SetupIntent (POST /api/give/stripe/bank-setup-intents),
// Stripe's dialog for it (collectBankAccountForSetup), and POST /api/give under the saved account's
// words; the recurring engine debits each occurrence, the first included.
import {
  BANK_MANDATE_VERSION,
  generateIdentifier,
  SAVED_BANK_MANDATE_VERSION,
  stripeBankPaymentIntentResponseSchema,
  stripeBankSetupIntentResponseSchema,
  type Organization,
} from '@halo/domain';
import type { GivingClient } from 'halo_shared/api/giving';
import * as v from 'valibot';
import { chunkCustomer } from './chunkCustomer';
import type { BankCollection } from './collectStripeBankAccount';
import { giveRequestBody } from './giveRequestBody';
import { failureMessage, Stop } from './givingFailures';
import type { FormMessage, GivingFormStore, GivingResultSummary } from './givingFormState';
import { BankStop, type BankErrors } from './bankGift';
import { giftAmount } from './validateGiving';

/** Stripe.js's side, passed in so it loads only when a donor gives this way (and tests replace it). */
export type CollectBankAccount = (input: {
  clientSecret: string;
  name: string;
  email: string;
  /** The client secret is a SetupIntent's (a recurring gift keeps the account). */
  forSetup: boolean;
}) => Promise<BankCollection>;

export interface StripeBankGiftSubmission {
  store: GivingFormStore;
  client: GivingClient;
  organization: Organization;
  /** The account holder's name and the ticked authorization. */
  entry: { holder: string; mandate: boolean };
  /** The amount debited, a covered bank fee included, as the payment step shows it. */
  chargedCents: number;
  collect: CollectBankAccount;
  signedIn: boolean;
  onCompleted?: (result: GivingResultSummary) => void;
  onError?: (error: { code: string; message: FormMessage }) => void;
}

const SERVER_FIELDS: Record<string, keyof BankErrors> = {
  bank_mandate_accepted: 'mandate',
  payment_method_id: 'account',
};

function bankErrorsOf(errors: Record<string, string[]>): BankErrors {
  const found: BankErrors = {};
  for (const [name, messages] of Object.entries(errors)) {
    const field = SERVER_FIELDS[name];
    if (field && messages[0] && !found[field]) found[field] = { text: messages[0] };
  }
  return found;
}

/** Gives from a bank account Stripe links; returns the bank fields' errors to show. */
export async function giveFromStripeBank(submission: StripeBankGiftSubmission): Promise<BankErrors> {
  const { store, client, organization, entry } = submission;
  if (store.getState().submitting) return {};
  store.setState({ submitting: true, message: null, errors: {} });
  try {
    if (!client.stripeBankPaymentIntent || !client.stripeBankSetupIntent) {
      throw new Stop({ key: 'giving:errors.generic' });
    }
    const customer = await chunkCustomer(submission);
    const givingToken = customer.givingToken ?? '';
    const recurring = store.getState().values.frequencyKind === 'recurring';
    const where = {
      organization_prefixed_id: organization.prefixedId,
      stripe_customer_id: customer.stripeCustomerId,
    };
    const prepared = recurring
      ? await client.stripeBankSetupIntent(where, givingToken)
      : await client.stripeBankPaymentIntent({ ...where, amount: submission.chargedCents }, givingToken);
    if (!prepared.ok) throw new BankStop(failureMessage(prepared), bankErrorsOf(prepared.errors));
    const intent = recurring
      ? (({ setup_intent_id, client_secret }) => ({ id: setup_intent_id, client_secret }))(
          v.parse(stripeBankSetupIntentResponseSchema, prepared.data),
        )
      : (({ payment_intent_id, client_secret }) => ({ id: payment_intent_id, client_secret }))(
          v.parse(stripeBankPaymentIntentResponseSchema, prepared.data),
        );
    const { values } = store.getState();
    const collected = await submission.collect({
      clientSecret: intent.client_secret,
      name: entry.holder.trim(),
      email: values.email.trim(),
      forSetup: recurring,
    });
    if (!collected.linked) {
      throw new BankStop(collected.message ? { text: collected.message } : { key: 'giving-bank:notLinked' }, {
        account: collected.message ? { text: collected.message } : { key: 'giving-bank:notLinked' },
      });
    }
    const amount = giftAmount(values) as number;
    const body = {
      ...giveRequestBody(values, organization.prefixedId, customer, intent.id, amount),
      payment_method_type: 'bank' as const,
      bank_mandate_accepted: entry.mandate,
      // A recurring gift keeps the account under the words that cover its later debits.
      bank_mandate_version: recurring ? SAVED_BANK_MANDATE_VERSION : BANK_MANDATE_VERSION,
    };
    // A new intent is a new debit: its own key (a retry after no answer links the account again).
    const result = await client.give(body, { idempotencyKey: generateIdentifier(), givingToken });
    if (!result.ok) throw new BankStop(failureMessage(result), bankErrorsOf(result.errors));
    const gift = result.data;
    const summary: GivingResultSummary = {
      giftId: gift.contribution?.prefixed_id ?? gift.recurring_giving?.prefixed_id ?? '',
      amount,
      frequency: body.frequency as GivingResultSummary['frequency'],
      receiptEmail: gift.receipt_email ?? null,
      nextOccurrence: gift.recurring_giving?.next_occurrence ?? null,
      settlesOn: gift.contribution?.settles_on ?? null,
      bankVerificationUrl:
        gift.contribution?.bank_verification_url ?? gift.recurring_giving?.bank_verification_url ?? null,
    };
    store.setState({ submitting: false, step: 'done', result: summary });
    submission.onCompleted?.(summary);
    return {};
  } catch (error) {
    const stop =
      error instanceof Stop ? error : new Stop({ key: 'giving:errors.generic' }, {}, 'network-error');
    store.setState({ submitting: false, message: stop.message_, errors: stop.errors });
    submission.onError?.({ code: stop.code, message: stop.message_ });
    return stop instanceof BankStop ? stop.bankErrors : {};
  }
}
