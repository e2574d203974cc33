// What an administrator reads when a giving report's period is refused, and the reports' CSV words,
// in English and Spanish.
import type { Locale } from '@halo/domain';

const en = {
  rangeTooLong: 'Choose a period of 5 years or less.',
  'csv.fund': 'Fund',
  'csv.month': 'Month',
  'csv.method': 'Method',
  'csv.amount': 'Amount',
  'csv.gifts': 'Gifts',
  'csv.lastYearMonth': 'Same month last year',
  'csv.lastYearAmount': 'Amount last year',
  'csv.lastYearGifts': 'Gifts last year',
  'method.card': 'Card',
  'method.bank': 'Bank account',
  'method.cash': 'Cash',
  'method.check': 'Check',
  'method.other': 'Other',
  'method.online': 'Online',
} as const;

export type GivingReportMessageKey = keyof typeof en;

const es: Record<GivingReportMessageKey, string> = {
  rangeTooLong: 'Elige un período de 5 años o menos.',
  'csv.fund': 'Fondo',
  'csv.month': 'Mes',
  'csv.method': 'Método',
  'csv.amount': 'Monto',
  'csv.gifts': 'Donaciones',
  'csv.lastYearMonth': 'Mismo mes del año anterior',
  'csv.lastYearAmount': 'Monto del año anterior',
  'csv.lastYearGifts': 'Donaciones del año anterior',
  'method.card': 'Tarjeta',
  'method.bank': 'Cuenta bancaria',
  'method.cash': 'Efectivo',
  'method.check': 'Cheque',
  'method.other': 'Otro',
  'method.online': 'En línea',
};

export function givingReportMessage(locale: Locale, key: GivingReportMessageKey): string {
  return (locale === 'es' ? es : en)[key];
}

/** A method's words; a method the table gains later reads as itself. */
export function givingMethodName(locale: Locale, method: string): string {
  const key = `method.${method}`;
  return key in en ? givingReportMessage(locale, key as GivingReportMessageKey) : method;
}
