/**
 * Money is a whole number of cents (minor units), never a float. `Cents` brands numbers that have
 * been checked; the functions here still accept plain numbers and check them themselves, so callers
 * holding JSON numbers need no casts.
 */
export type Cents = number & { readonly __brand: 'Cents' };

/** Checks that `value` is a non-negative safe integer of cents; throws a RangeError otherwise. */
export function toCents(value: number, name = 'amount'): Cents {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a whole, non-negative number of cents, got ${String(value)}`);
  }
  return value as Cents;
}

export function isCents(value: unknown): value is Cents {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/**
 * Formats cents for display: `formatMoney(250000, 'USD', 'en')` → "$2,500.00". The currency's own
 * number of minor digits comes from Intl (USD 2, JPY 0, BHD 3). Negative amounts (refunds) are
 * allowed here, unlike in the arithmetic.
 */
export function formatMoney(cents: number, currency = 'USD', locale = 'en'): string {
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`cents must be a safe integer, got ${String(cents)}`);
  }
  const { format, digits } = currencyFormat(locale, currency);
  return format.format(toDecimalString(cents, digits) as unknown as number);
}

// Building an Intl.NumberFormat costs far more than using one, and a giving form writes a dozen
// amounts in one or two locales and one currency: each pair is built once.
const currencyFormats = new Map<string, { format: Intl.NumberFormat; digits: number }>();

function currencyFormat(locale: string, currency: string): { format: Intl.NumberFormat; digits: number } {
  const key = `${locale}\u0000${currency}`;
  let found = currencyFormats.get(key);
  if (!found) {
    const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    found = { format, digits: format.resolvedOptions().maximumFractionDigits ?? 2 };
    currencyFormats.set(key, found);
  }
  return found;
}

// Intl formats decimal strings exactly, where `cents / 100` would round near 2^53; engines without
// string support convert it with Number() first, which is what `cents / 100` would have given.
function toDecimalString(cents: number, digits: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = String(Math.abs(cents)).padStart(digits + 1, '0');
  if (digits === 0) return sign + whole;
  return `${sign}${whole.slice(0, -digits)}.${whole.slice(-digits)}`;
}
