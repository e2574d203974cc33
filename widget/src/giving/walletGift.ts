// A gift from a wallet (docs/PRODUCT.md §23), submitted by the payment step's wallet chunk so the
// embed's first screen carries none of it: the donor's giving token (a guest who chose an account for
// a recurring gift registers, as for a card), the wallet's card (the sandbox's labelled test wallet),
// then POST /api/give as a card gift, one-time or recurring. The form store shows it as it shows a
// card gift: submitting, a failure's message, or the thank-you step.
import { generateIdentifier, sandboxWalletResponseSchema, type Organization } from '@halo/domain';
import type { GivingClient } from 'halo_shared/api/giving';
import * as v from 'valibot';
import { failureMessage, fieldErrorsOf, Stop } from './givingFailures';
import type { FormMessage, GivingCustomer, GivingFormStore, GivingResultSummary } from './givingFormState';
import { chunkCustomer } from './chunkCustomer';
import { giveRequestBody } from './giveRequestBody';
import { giftAmount } from './validateGiving';

export interface WalletGiftSubmission {
  store: GivingFormStore;
  client: GivingClient;
  organization: Organization;
  /** One Idempotency-Key per attempt, kept while the same gift is retried after no answer. */
  attempt: { current: { key: string; body: string } | null };
  /** A signed-in donor: their own giving token, once the form has it, is theirs to give with. */
  signedIn: boolean;
  onCompleted?: (result: GivingResultSummary) => void;
  onError?: (error: { code: string; message: FormMessage }) => void;
}

/** The sandbox's test wallet: its card, for the donor's customer. */
export function testWalletCard(submission: WalletGiftSubmission) {
  return async (customer: GivingCustomer): Promise<string> => {
    const { client, organization } = submission;
    if (!client.sandboxWallet) throw new Stop({ key: 'giving:errors.generic' });
    const handed = await client.sandboxWallet(
      { organization_prefixed_id: organization.prefixedId, stripe_customer_id: customer.stripeCustomerId },
      customer.givingToken ?? '',
    );
    if (!handed.ok) throw new Stop(failureMessage(handed), fieldErrorsOf(handed));
    return v.parse(sandboxWalletResponseSchema, handed.data).payment_method_id;
  };
}

/** A wallet's card could not be saved: the donor reads the processor's words (or ours). */
export class WalletStop extends Stop {
  constructor(message: string) {
    super(message ? { text: message } : { key: 'giving:errors.generic' });
  }
}

/**
 * Gives with the card a wallet hands over for the donor's customer (`walletCard`: the sandbox's test
 * wallet, or Stripe's Express Checkout Element); the form shows the outcome.
 */
export async function giveWithWallet(
  submission: WalletGiftSubmission,
  walletCard: (customer: GivingCustomer) => Promise<string>,
): Promise<void> {
  const { store, client, organization, attempt } = submission;
  if (store.getState().submitting) return;
  store.setState({ submitting: true, message: null, errors: {} });
  try {
    const customer = await chunkCustomer(submission);
    const paymentMethodId = await walletCard(customer);
    const { values } = store.getState();
    const amount = giftAmount(values) as number;
    const body = giveRequestBody(values, organization.prefixedId, customer, paymentMethodId, amount);
    // The same gift retried keeps its key; each press of the wallet is a new card, so compare without it.
    const serialized = JSON.stringify({ ...body, payment_method_id: 'wallet' });
    if (!attempt.current || attempt.current.body !== serialized)
      attempt.current = { key: generateIdentifier(), body: serialized };
    const result = await client.give(body, {
      idempotencyKey: attempt.current.key,
      givingToken: customer.givingToken ?? '',
    });
    if (!result.ok) {
      if (result.status < 500) attempt.current = null;
      throw new Stop(failureMessage(result), fieldErrorsOf(result));
    }
    attempt.current = null;
    const gift = result.data;
    const summary: GivingResultSummary = {
      giftId: gift.contribution?.prefixed_id ?? gift.recurring_giving?.prefixed_id ?? '',
      amount,
      frequency: body.frequency as GivingResultSummary['frequency'],
      receiptEmail: gift.receipt_email ?? null,
      nextOccurrence: gift.recurring_giving?.next_occurrence ?? null,
    };
    store.setState({ submitting: false, step: 'done', result: summary });
    submission.onCompleted?.(summary);
  } catch (error) {
    const stop =
      error instanceof Stop ? error : new Stop({ key: 'giving:errors.generic' }, {}, 'network-error');
    store.setState({ submitting: false, message: stop.message_, errors: stop.errors });
    submission.onError?.({ code: stop.code, message: stop.message_ });
  }
}
