import * as v from 'valibot';
import {
  amountField,
  checkCardEntry,
  describeIssue,
  emailField,
  fundAccountField,
  MEMO_MAX_LENGTH,
  parseAmountInput,
  passwordConfirmationEntries,
  recurringStartDateFieldFor,
  requiredString,
  type CalendarDate,
  type CardEntryField,
  type Organization,
} from '@halo/domain';
import { splitAmount } from './fundSplitRows';
import { panelErrors } from './panelRules';
import type { FieldErrors, FieldName, GivingValues } from './givingValues';

/** The gift in cents, or null when the donor has not given a usable amount. */
export function giftAmount(values: GivingValues): number | null {
  if (values.splitFunds) return splitAmount(values.splitRows);
  if (values.amountChoice === 'custom') return parseAmountInput(values.customAmount);
  if (values.amountChoice === '') return null;
  const cents = Number(values.amountChoice);
  return Number.isSafeInteger(cents) ? cents : null;
}

const memoField = v.pipe(v.string(), v.trim(), v.maxLength(MEMO_MAX_LENGTH, 'validation.maxLength'));

export interface ValidationContext {
  organization: Organization;
  today: CalendarDate;
  locale: string;
  /** A guest creating an account for a recurring gift: password and confirmation are asked. */
  registering: boolean;
  /** Sandbox card fields are the form's own; with Stripe, Elements validate the card. */
  ownCardFields: boolean;
  /** A lobby kiosk (docs/PRODUCT.md §20): no names, and an email only when one is typed, for a receipt. */
  kiosk?: boolean;
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

/** docs/PRODUCT.md §5 messages for the first step (amount, frequency, fund, donor), as i18n keys. */
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
  if (!context.kiosk || values.email.trim() !== '') check(errors, 'email', emailField, values.email, context);
  if (!context.kiosk) {
    check(errors, 'firstName', requiredString, values.firstName, context);
    check(errors, 'lastName', requiredString, values.lastName, context);
  }
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

const CARD_FIELDS: Record<CardEntryField, FieldName> = {
  number: 'cardNumber',
  expiry: 'cardExpiry',
  cvc: 'cardCvc',
  name: 'cardholderName',
};

/** The card fields of the sandbox processor (Stripe Elements check their own). */
export function validatePayment(values: GivingValues, context: ValidationContext): FieldErrors {
  const errors: FieldErrors = {};
  if (!context.ownCardFields || values.savedCard !== 'new') return errors;
  const issues = checkCardEntry(
    {
      number: values.cardNumber,
      expiry: values.cardExpiry,
      cvc: values.cardCvc,
      name: values.cardholderName,
    },
    context.today,
    { nameRequired: true },
  );
  for (const [field, issue] of Object.entries(issues)) {
    errors[CARD_FIELDS[field as CardEntryField]] = describeIssue(issue, {
      locale: context.locale,
      currency: context.organization.onlineGiving.currency,
    });
  }
  return errors;
}
