import { DEFAULT_LOCALE } from '../constants';
import { localeOf } from '../locale';
import { validationMessagesEs } from './messages.es';

/**
 * Every validation message of docs/PRODUCT.md §5, in en and es. Schemas use the KEY as their issue message, so
 * the browser translates with i18next (`t(key, params)`) and the server with `translateValidation`
 * in the request's locale. Placeholders are i18next's `{{name}}`.
 */
const en = {
  'validation.required': 'This is a required field',
  'validation.invalid': 'This value is not valid',
  'validation.email': 'This must be a valid email',
  'validation.maxLength': 'This must be at most {{max}} characters',
  'validation.minLength': 'This must be at least {{min}} characters',
  'validation.maxValue': 'This value cannot be higher than {{max}}',
  'validation.minValue': 'This value cannot be lower than {{min}}',
  'validation.amountRequired': 'Amount cannot be blank',
  'validation.amountInvalid': 'Enter an amount in whole cents',
  'validation.amountTooHigh': 'The amount cannot be higher than {{max}}',
  'validation.amountTooLow': 'The amount cannot be lower than {{min}}',
  'validation.maxAmountBelowMin': 'The maximum amount cannot be lower than the minimum amount',
  'validation.imageType': 'Image must be a JPEG or PNG file',
  'validation.imageTooLarge': 'Image must be less than {{size}}',
  'validation.imageMax1MB': 'Image must not exceed 1MB',
  'validation.imageMax500KB': 'Image must not exceed 500KB',
  'validation.imageDimensions': 'Image dimensions must be less than {{width}}x{{height}}',
  'validation.passwordsMatch': 'Passwords must match',
  'validation.invalidDate': 'Invalid date',
  'validation.dateTooFarAhead': 'Please choose a date within one year from today.',
  'validation.invalidDateRange': 'Invalid date range',
  'validation.startBeforeEnd': 'Please select a start date before your end date.',
  'validation.frequencyRequired': 'The frequency type must be selected.',
  'validation.recurringStartDateRequired': 'Please select a start date for your recurring giving.',
  'validation.cardExpiryFormat': 'Date must be MM/YYYY.',
  'validation.cardExpiryInvalid': 'Invalid card expiration date.',
  'validation.fundDisabled': 'The selected fund account is currently disabled.',
  'validation.promoCodeInvalid': 'This promo code is either inactive or does not exist.',
  'validation.splitTooFew': 'Choose at least {{min}} funds to split a gift between',
  'validation.splitTooMany': 'A gift can be split between at most {{max}} funds',
  'validation.splitFundTwice': 'Choose each fund only once',
  'validation.splitTotalMismatch': 'The amounts of the funds must add up to the gift',
} as const;

export type ValidationKey = keyof typeof en;

/** The English messages alone: what a browser bundles (its Spanish is fetched when a page speaks it). */
export const validationMessagesEn: Record<ValidationKey, string> = en;

export const validationMessages: { en: Record<ValidationKey, string>; es: Record<ValidationKey, string> } = {
  en,
  es: validationMessagesEs,
};

export type ValidationParams = Readonly<Record<string, string | number>>;

export function isValidationKey(value: unknown): value is ValidationKey {
  return typeof value === 'string' && Object.hasOwn(en, value);
}

/**
 * The text of a validation key in `locale` (en when the locale is unknown), with `{{name}}`
 * placeholders filled from `params`. For callers without i18next, chiefly the API. An unknown key
 * comes back as is, like i18next does, so a typo shows up instead of vanishing.
 */
export function translateValidation(
  key: string,
  params: ValidationParams = {},
  locale: string = DEFAULT_LOCALE,
): string {
  const messages = validationMessages[localeOf(locale)];
  const template = isValidationKey(key) ? messages[key] : key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}
