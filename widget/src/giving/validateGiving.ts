import * as v from 'valibot';
import {
  amountField,
  applyMask,
  CARD_EXPIRY_MASK,
  cardExpiryFieldFor,
  describeIssue,
  emailField,
  fundAccountField,
  MEMO_MAX_LENGTH,
  parseAmountInput,
  passwordConfirmationEntries,
  recurringStartDateFieldFor,
  requiredString,
  stringField,
  type CalendarDate,
  type Organization,
} from '@halo/domain';
import { splitAmount } from './fundSplitRows';
import { panelErrors } from './panelRules';
import type { FieldErrors, FieldName, GivingValues } from './givingValues';

export const CARD_NUMBER_MASK = '#### #### #### ####';

/** The gift in cents, or null when the donor has not given a usable amount. */
export function giftAmount(values: GivingValues): number | null {
  if (values.splitFunds) return splitAmount(values.splitRows);
  if (values.amountChoice === 'custom') return parseAmountInput(values.customAmount);
  if (values.amountChoice === '') return null;
  const cents = Number(values.amountChoice);
  return Number.isSafeInteger(cents) ? cents : null;
}

const memoField = v.pipe(v.string(), v.trim(), v.maxLength(MEMO_MAX_LENGTH, 'validation.maxLength'));
const cardNumberField = v.pipe(
  v.string('validation.required'),
  v.nonEmpty('validation.required'),
  v.check((value: string) => /^\d{13,19}$/.test(value.replace(/\s/g, '')), 'validation.invalid'),
);
const cvcField = v.pipe(
  v.string('validation.required'),
  v.nonEmpty('validation.required'),
  v.regex(/^\d{3,4}$/, 'validation.invalid'),
);

export interface ValidationContext {
  organization: Organization;
  today: CalendarDate;
  locale: string;
  /** A guest creating an account for a recurring gift: password and confirmation are asked. */
  registering: boolean;
  /** Sandbox card fields are the form's own; with Stripe, Elements validate the card. */
  ownCardFields: boolean;
}

function check(
  errors: FieldErrors,
  field: FieldName,
  schema: v.GenericSchema,
  value: unknown,
  { organization, locale }: ValidationContext,
): void {
  const result = v.safeParse(schema, value);
  const issue = result.success ? undefined : result.issues[0];
  if (issue) errors[field] = describeIssue(issue, { locale, currency: organization.onlineGiving.currency });
}

/** Spec §5 messages for the first step (amount, frequency, fund, donor), as i18n keys. */
export function validateDetails(values: GivingValues, context: ValidationContext): FieldErrors {
  const { organization, today } = context;
  const errors: FieldErrors = {};
  const { minAmount, maxAmount } = organization.onlineGiving;
  const amountField_ = amountField({ min: minAmount, max: maxAmount });
  // A split's rows replace the amount and the fund; their rule comes with the split editor.
  if (!values.splitFunds) {
    const amountError: FieldName = values.amountChoice === 'custom' ? 'customAmount' : 'amountChoice';
    check(errors, amountError, amountField_, giftAmount(values) ?? undefined, context);
    check(errors, 'fund', fundAccountField(organization.onlineGiving.funds), values.fund, context);
  }
  if (values.frequencyKind === 'recurring') {
    check(errors, 'startDate', recurringStartDateFieldFor(today), values.startDate, context);
  }
  check(errors, 'email', emailField, values.email, context);
  check(errors, 'firstName', requiredString, values.firstName, context);
  check(errors, 'lastName', requiredString, values.lastName, context);
  check(errors, 'memo', memoField, values.memo, context);
  Object.assign(errors, panelErrors(values, context));
  if (context.registering && values.frequencyKind === 'recurring') {
    check(errors, 'password', passwordConfirmationEntries.password, values.password, context);
    check(
      errors,
      'passwordConfirmation',
      passwordConfirmationEntries.password_confirmation,
      values.passwordConfirmation,
      context,
    );
    if (!errors.passwordConfirmation && values.password !== values.passwordConfirmation) {
      errors.passwordConfirmation = { key: 'validation.passwordsMatch' };
    }
  }
  return errors;
}

/** The card fields of the sandbox processor (Stripe Elements check their own). */
export function validatePayment(values: GivingValues, context: ValidationContext): FieldErrors {
  const errors: FieldErrors = {};
  if (!context.ownCardFields || values.savedCard !== 'new') return errors;
  check(errors, 'cardNumber', cardNumberField, values.cardNumber, context);
  check(errors, 'cardExpiry', cardExpiryFieldFor(context.today), values.cardExpiry, context);
  check(errors, 'cardCvc', cvcField, values.cardCvc, context);
  check(errors, 'cardholderName', stringField(), values.cardholderName, context);
  return errors;
}

/** Masks typed text as the field expects it (spec §9 mask tokens). */
export function maskCardNumber(text: string): string {
  return applyMask(text.replace(/\D/g, ''), CARD_NUMBER_MASK);
}

export function maskCardExpiry(text: string): string {
  return applyMask(text.replace(/\D/g, ''), CARD_EXPIRY_MASK);
}
