import type { Locale } from '../constants';

/** Why a line of an imported file is refused, in en and es; the line names the column before it. */
const en = {
  required: 'This is a required field',
  dateInvalid: 'must be a date written YYYY-MM-DD',
  dateAfterToday: 'is after today ({today})',
  emailInvalid: 'This must be a valid email',
  amountInvalid: 'must be an amount like 25.00',
  exportedAmountInvalid: 'must be an amount like 25.00 or $1,250.00',
  amountOutOfRange: 'must be between 0.01 and {max}',
  methodInvalid: 'must be card, bank, cash, check or other',
  tooLong: 'This must be at most {max} characters',
  refunded: 'a refunded gift is not imported',
  fundUnknown: 'the church has no fund "{value}": add it with fund:add, or import with --create-funds',
} as const;

/** Where the refusal is read: the halo CLI names its options, the console its own fields. */
export type GiftImportSurface = 'cli' | 'console';

const consoleEn: Partial<Record<GiftImportReason, string>> = {
  fundUnknown: 'the church has no fund "{value}": add it under Funds, or import with "Create missing funds"',
};

export type GiftImportReason = keyof typeof en;

const es: Record<GiftImportReason, string> = {
  required: 'Este campo es obligatorio',
  dateInvalid: 'debe ser una fecha escrita AAAA-MM-DD',
  dateAfterToday: 'es posterior a hoy ({today})',
  emailInvalid: 'Debe ser un correo electrónico válido',
  amountInvalid: 'debe ser un importe como 25.00',
  exportedAmountInvalid: 'debe ser un importe como 25.00 o $1,250.00',
  amountOutOfRange: 'debe estar entre 0.01 y {max}',
  methodInvalid: 'debe ser card, bank, cash, check u other',
  tooLong: 'Debe tener como máximo {max} caracteres',
  refunded: 'una donación reembolsada no se importa',
  fundUnknown: 'la iglesia no tiene el fondo "{value}": añádelo con fund:add o importa con --create-funds',
};

const consoleEs: Partial<Record<GiftImportReason, string>> = {
  fundUnknown:
    'la iglesia no tiene el fondo "{value}": añádelo en Fondos o importa con «Crear los fondos que faltan»',
};

/** A refusal's reason in the reader's language, its `{name}` placeholders filled in. */
export function giftImportReason(
  locale: Locale,
  reason: GiftImportReason,
  params: Readonly<Record<string, string | number>> = {},
  surface: GiftImportSurface = 'cli',
): string {
  const own = surface === 'console' ? (locale === 'es' ? consoleEs : consoleEn)[reason] : undefined;
  return (own ?? (locale === 'es' ? es : en)[reason]).replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}
