import { DEFAULT_LOCALE } from '../constants';
import { isLocale } from '../locale';

/**
 * Every validation message of spec §5, in en and es. Schemas use the KEY as their issue message, so
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

const es: Record<ValidationKey, string> = {
  'validation.required': 'Este campo es obligatorio',
  'validation.invalid': 'Este valor no es válido',
  'validation.email': 'Debe ser un correo electrónico válido',
  'validation.maxLength': 'Debe tener como máximo {{max}} caracteres',
  'validation.minLength': 'Debe tener al menos {{min}} caracteres',
  'validation.maxValue': 'Este valor no puede ser mayor que {{max}}',
  'validation.minValue': 'Este valor no puede ser menor que {{min}}',
  'validation.amountRequired': 'El monto no puede estar vacío',
  'validation.amountInvalid': 'Ingrese un monto en centavos enteros',
  'validation.amountTooHigh': 'El monto no puede ser mayor que {{max}}',
  'validation.amountTooLow': 'El monto no puede ser menor que {{min}}',
  'validation.maxAmountBelowMin': 'El monto máximo no puede ser menor que el monto mínimo',
  'validation.imageType': 'La imagen debe ser un archivo JPEG o PNG',
  'validation.imageTooLarge': 'La imagen debe pesar menos de {{size}}',
  'validation.imageMax1MB': 'La imagen no debe superar 1MB',
  'validation.imageMax500KB': 'La imagen no debe superar 500KB',
  'validation.imageDimensions': 'Las dimensiones de la imagen deben ser menores que {{width}}x{{height}}',
  'validation.passwordsMatch': 'Las contraseñas deben coincidir',
  'validation.invalidDate': 'Fecha no válida',
  'validation.dateTooFarAhead': 'Elija una fecha dentro de un año a partir de hoy.',
  'validation.invalidDateRange': 'Rango de fechas no válido',
  'validation.startBeforeEnd': 'Seleccione una fecha de inicio anterior a su fecha de finalización.',
  'validation.frequencyRequired': 'Debe seleccionar el tipo de frecuencia.',
  'validation.recurringStartDateRequired': 'Seleccione una fecha de inicio para su donación recurrente.',
  'validation.cardExpiryFormat': 'La fecha debe tener el formato MM/AAAA.',
  'validation.cardExpiryInvalid': 'Fecha de vencimiento de la tarjeta no válida.',
  'validation.fundDisabled': 'El fondo seleccionado está deshabilitado actualmente.',
  'validation.promoCodeInvalid': 'Este código promocional está inactivo o no existe.',
  'validation.splitTooFew': 'Elija al menos {{min}} fondos para dividir una donación',
  'validation.splitTooMany': 'Una donación puede dividirse entre {{max}} fondos como máximo',
  'validation.splitFundTwice': 'Elija cada fondo una sola vez',
  'validation.splitTotalMismatch': 'Los montos de los fondos deben sumar el total de la donación',
};

export const validationMessages: { en: Record<ValidationKey, string>; es: Record<ValidationKey, string> } = {
  en,
  es,
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
  const messages = validationMessages[isLocale(locale) ? locale : DEFAULT_LOCALE];
  const template = isValidationKey(key) ? messages[key] : key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}
