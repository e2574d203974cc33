// The API's refusals in the form's terms: which field a server error belongs to, and the message a
// decline or a failure shows.
import type { GivingFailure } from 'halo_shared/api/giving';
import type { FormMessage } from './givingFormState';
import type { FieldErrors, FieldName, SplitFieldName } from './givingValues';

/** updateRecurringGiving's argument names → the form's fields. */
export const UPDATE_FIELDS: Record<string, FieldName> = {
  amountsByFundAccount: 'customAmount',
  amount: 'customAmount',
  fundAccountPrefixedId: 'fund',
  type: 'period',
  nextOccurrence: 'startDate',
  memo: 'memo',
  isFeeCovered: 'coverFee',
  stripePaymentMethodId: 'savedCard',
  stripeCardLastFour: 'savedCard',
  stripeCardExpiration: 'savedCard',
};

const SERVER_FIELDS: Record<string, FieldName> = {
  amount: 'customAmount',
  fund_prefixed_id: 'fund',
  email: 'email',
  first_name: 'firstName',
  last_name: 'lastName',
  memo: 'memo',
  'dedication.name': 'dedicationName',
  'dedication.notify_email': 'dedicationEmail',
  'dedication.notify_sender': 'dedicationSender',
  start_date: 'startDate',
  end_date: 'endDate',
  frequency: 'period',
  password: 'password',
  password_confirmation: 'passwordConfirmation',
  card_number: 'cardNumber',
  exp_month: 'cardExpiry',
  exp_year: 'cardExpiry',
  cvc: 'cardCvc',
  cardholder_name: 'cardholderName',
};
export const DETAIL_FIELDS: ReadonlySet<FieldName> = new Set([
  'amountChoice',
  'customAmount',
  'period',
  'startDate',
  'endDate',
  'endCount',
  'fund',
  'email',
  'firstName',
  'lastName',
  'memo',
  'dedicationName',
  'dedicationEmail',
  'dedicationSender',
  'password',
  'passwordConfirmation',
]);
/** Whether a field is on the first step (a split's rows are). */
export function isDetailField(field: string): boolean {
  return DETAIL_FIELDS.has(field as FieldName) || field.startsWith('split');
}

/** The server's `funds.1.amount` → the form's `split.1.amount`; `funds` → the split as a whole. */
function splitFieldOf(name: string): SplitFieldName | null {
  if (name === 'funds') return 'split';
  const match = /^funds\.(\d+)\.(fund_prefixed_id|amount)$/.exec(name);
  if (!match) return null;
  return `split.${Number(match[1])}.${match[2] === 'amount' ? 'amount' : 'fund'}`;
}

export const DECLINE_CODES = [
  'card_declined',
  'insufficient_funds',
  'expired_card',
  'incorrect_cvc',
  'processing_error',
] as const;

/** A stopped submission: the form shows `message` (and field errors) and keeps every value. */
export class Stop extends Error {
  constructor(
    readonly message_: FormMessage,
    readonly errors: FieldErrors = {},
    readonly code = 'gift-failed',
  ) {
    super('stopped');
  }
}

export function failureMessage(failure: GivingFailure): FormMessage {
  if (failure.status === 402) {
    const code = (DECLINE_CODES as readonly string[]).includes(failure.code ?? '')
      ? failure.code
      : 'card_declined';
    return { key: `giving:decline.${code}` };
  }
  if (failure.message && failure.status < 500) return { text: failure.message };
  return { key: 'giving:errors.generic' };
}

export function fieldErrorsOf(failure: GivingFailure): FieldErrors {
  const errors: FieldErrors = {};
  for (const [name, messages] of Object.entries(failure.errors)) {
    const field = SERVER_FIELDS[name] ?? splitFieldOf(name);
    const text = messages[0];
    if (field && text && !errors[field]) errors[field] = { text };
  }
  return errors;
}
