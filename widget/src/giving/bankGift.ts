// A gift from a bank account (docs/PRODUCT.md §22), submitted by the payment step's bank chunk so the
// embed's first screen carries none of it: the donor's giving token, the bank fields attached as the
// sandbox's bank account, then POST /api/give with the ticked mandate. The form store shows it as it
// shows a card gift: submitting, a failure's message, or the thank-you step, which says the gift is
// processing until it settles.
import {
  BANK_MANDATE_VERSION,
  bankAccountEntrySchema,
  SAVED_BANK_MANDATE_VERSION,
  describeIssue,
  generateIdentifier,
  sandboxBankAccountResponseSchema,
  type BankAccountType,
  type Organization,
} from '@halo/domain';
import type { GivingClient } from 'halo_shared/api/giving';
import * as v from 'valibot';
import { failureMessage, Stop } from './givingFailures';
import type { FormMessage, GivingFormStore, GivingResultSummary } from './givingFormState';
import { chunkCustomer } from './chunkCustomer';
import { giveRequestBody } from './giveRequestBody';
import { giftAmount } from './validateGiving';

/** The bank fields as typed. */
export interface BankEntry {
  routing: string;
  account: string;
  holder: string;
  type: BankAccountType;
  mandate: boolean;
  /**
   * A signed-in donor keeps the account in their Payment methods for later gifts, recurring ones
   * included, under the saved account's authorization (docs/PRODUCT.md §22 "Saved bank accounts").
   */
  save?: boolean;
}

export type BankField = keyof BankEntry;
export type BankErrors = Partial<Record<BankField, FormMessage>>;

const SERVER_FIELDS: Record<string, BankField> = {
  routing_number: 'routing',
  account_number: 'account',
  account_holder_name: 'holder',
  account_type: 'type',
  bank_mandate_accepted: 'mandate',
  payment_method_id: 'account',
};

/** The fields' own checks, by field (the server checks them again). */
export function checkBankEntry(entry: BankEntry, locale: string, currency: string): BankErrors {
  const errors: BankErrors = {};
  const result = v.safeParse(bankAccountEntrySchema, {
    routing_number: entry.routing,
    account_number: entry.account,
    account_holder_name: entry.holder,
    account_type: entry.type,
  });
  for (const issue of result.issues ?? []) {
    const field = SERVER_FIELDS[v.getDotPath(issue) ?? ''];
    if (field && !errors[field]) errors[field] = describeIssue(issue, { locale, currency });
  }
  if (!entry.mandate) errors.mandate = { key: 'giving-bank:mandateRequired' };
  return errors;
}

/** The server's field errors in the bank fields' terms. */
function bankErrorsOf(errors: Record<string, string[]>): BankErrors {
  const found: BankErrors = {};
  for (const [name, messages] of Object.entries(errors)) {
    const field = SERVER_FIELDS[name];
    const text = messages[0];
    if (field && text && !found[field]) found[field] = { text };
  }
  return found;
}

export class BankStop extends Stop {
  constructor(
    message: FormMessage,
    readonly bankErrors: BankErrors = {},
  ) {
    super(message);
  }
}

export interface BankGiftSubmission {
  store: GivingFormStore;
  client: GivingClient;
  organization: Organization;
  entry: BankEntry;
  /** One Idempotency-Key per attempt, kept while the same gift is retried after no answer. */
  attempt: { current: { key: string; body: string } | null };
  /** A signed-in donor: their own giving token, once the form has it, is theirs to give with. */
  signedIn: boolean;
  onCompleted?: (result: GivingResultSummary) => void;
  onError?: (error: { code: string; message: FormMessage }) => void;
}

/**
 * Gives from the bank account; returns the bank fields' errors to show (none when it went on to the
 * thank-you step or stopped with the form's message).
 */
export async function giveFromBankAccount(submission: BankGiftSubmission): Promise<BankErrors> {
  const { store, client, organization, entry, attempt } = submission;
  const state = store.getState();
  if (state.submitting) return {};
  store.setState({ submitting: true, message: null, errors: {} });
  try {
    if (!client.sandboxBankAccount) throw new Stop({ key: 'giving:errors.generic' });
    const customer = await chunkCustomer(submission);
    const attached = await client.sandboxBankAccount(
      {
        organization_prefixed_id: organization.prefixedId,
        stripe_customer_id: customer.stripeCustomerId,
        routing_number: entry.routing,
        account_number: entry.account,
        account_holder_name: entry.holder.trim(),
        account_type: entry.type,
      },
      customer.givingToken ?? '',
    );
    if (!attached.ok) throw new BankStop(failureMessage(attached), bankErrorsOf(attached.errors));
    const account = v.parse(sandboxBankAccountResponseSchema, attached.data);
    const { values } = store.getState();
    const amount = giftAmount(values) as number;
    // A recurring gift keeps the account for its later debits: saved, under the saved account's words.
    const recurring = values.frequencyKind === 'recurring';
    const body = {
      ...giveRequestBody(values, organization.prefixedId, customer, account.payment_method_id, amount),
      payment_method_type: 'bank' as const,
      bank_mandate_accepted: entry.mandate,
      ...(recurring || (entry.save && submission.signedIn)
        ? { bank_mandate_version: SAVED_BANK_MANDATE_VERSION, save_bank_account: true }
        : { bank_mandate_version: BANK_MANDATE_VERSION }),
    };
    // The same gift retried keeps its key; a new bank account is a new payment method, so a new key.
    const serialized = JSON.stringify({ ...body, payment_method_id: entry.account });
    if (!attempt.current || attempt.current.body !== serialized)
      attempt.current = { key: generateIdentifier(), body: serialized };
    const result = await client.give(body, {
      idempotencyKey: attempt.current.key,
      givingToken: customer.givingToken ?? '',
    });
    if (!result.ok) {
      if (result.status < 500) attempt.current = null;
      throw new BankStop(failureMessage(result), bankErrorsOf(result.errors));
    }
    attempt.current = null;
    const gift = result.data;
    const summary: GivingResultSummary = {
      giftId: gift.contribution?.prefixed_id ?? gift.recurring_giving?.prefixed_id ?? '',
      amount,
      frequency: body.frequency as GivingResultSummary['frequency'],
      receiptEmail: gift.receipt_email ?? null,
      nextOccurrence: gift.recurring_giving?.next_occurrence ?? null,
      // Started later, nothing is debited yet: no processing notice.
      settlesOn: gift.contribution?.settles_on ?? null,
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
