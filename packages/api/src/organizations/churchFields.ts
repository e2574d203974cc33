// The rules of a church's settings, one valibot schema per field. Each refusal's message is a key of
// churchSettingsMessages.ts; `parseChurchSettings` turns the first one into a ChurchSettingsError
// naming its field. Shared by the halo CLI and the admin console, so both refuse the same things.
import * as v from 'valibot';
import { CHURCH_LOCALES } from '../db/schema';
import { ChurchSettingsError } from './ChurchSettingsError';
import type { ChurchSettingsMessageKey } from './churchSettingsMessages';

/** Hosts of Halo Give itself (and the demo church, which only the demo seed creates). */
export const RESERVED_SUBDOMAINS: ReadonlySet<string> = new Set([
  'www',
  'api',
  'admin',
  'static',
  'mail',
  'demo',
]);

const DNS_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

const key = (name: ChurchSettingsMessageKey) => name;

export const subdomainField = v.pipe(
  v.string(key('subdomainInvalid')),
  v.trim(),
  v.toLowerCase(),
  v.regex(DNS_LABEL, key('subdomainInvalid')),
);

/** A subdomain a new church may take: a DNS label that Halo Give does not keep for itself. */
export const newSubdomainField = v.pipe(
  subdomainField,
  v.check((subdomain) => !RESERVED_SUBDOMAINS.has(subdomain), key('subdomainReserved')),
);

export const churchNameField = v.pipe(
  v.string(key('nameRequired')),
  v.trim(),
  v.nonEmpty(key('nameRequired')),
  v.maxLength(200, key('nameRequired')),
);

/** The IANA name as Intl spells it (`america/new_york` → `America/New_York`), or null when unknown. */
function canonicalTimeZone(name: string): string | null {
  try {
    const canonical = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
    // Offsets such as "+01:00" are accepted by newer engines but follow no daylight-saving rules.
    return canonical === 'UTC' || Intl.supportedValuesOf('timeZone').includes(canonical) ? canonical : null;
  } catch {
    return null;
  }
}

export const timeZoneField = v.pipe(
  v.string(key('timeZoneUnknown')),
  v.trim(),
  v.check((name) => canonicalTimeZone(name) !== null, key('timeZoneUnknown')),
  v.transform((name) => canonicalTimeZone(name) ?? name),
);

/** Amounts are kept in cents (hundredths), so only currencies of two minor digits fit. */
function isTwoDecimalCurrency(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code) || !Intl.supportedValuesOf('currency').includes(code)) return false;
  const format = new Intl.NumberFormat('en', { style: 'currency', currency: code });
  return format.resolvedOptions().maximumFractionDigits === 2;
}

export const currencyField = v.pipe(
  v.string(key('currencyInvalid')),
  v.trim(),
  v.toUpperCase(),
  v.check(isTwoDecimalCurrency, key('currencyInvalid')),
);

export const churchEmailField = v.pipe(
  v.string(key('emailInvalid')),
  v.trim(),
  v.toLowerCase(),
  v.email(key('emailInvalid')),
  v.maxLength(255, key('emailInvalid')),
);

const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

export const countryField = v.pipe(
  v.string(key('countryInvalid')),
  v.trim(),
  v.toUpperCase(),
  v.regex(/^[A-Z]{2}$/, key('countryInvalid')),
  v.check((code) => code !== 'ZZ' && regionNames.of(code) !== undefined, key('countryInvalid')),
);

export const churchLocaleField = v.picklist(CHURCH_LOCALES, key('localeInvalid'));

export const logoUrlField = v.pipe(
  v.string(key('logoInvalid')),
  v.trim(),
  v.url(key('logoInvalid')),
  v.check((url) => /^https?:\/\//i.test(url), key('logoInvalid')),
  v.maxLength(2000, key('logoInvalid')),
);

/** Highest gift a church may allow: far above any real one, well inside an integer column. */
export const MAX_GIFT_CENTS = 100_000_000;

const centsField = v.pipe(
  v.number(key('amountInvalid')),
  v.integer(key('amountInvalid')),
  v.minValue(1, key('amountInvalid')),
  v.maxValue(MAX_GIFT_CENTS, key('amountInvalid')),
);

export const minAmountField = centsField;
export const maxAmountField = centsField;

export const fixedAmountsField = v.pipe(
  v.array(centsField, key('amountsInvalid')),
  v.minLength(1, key('amountsInvalid')),
  v.maxLength(6, key('amountsInvalid')),
);

/** Basis points of the processing fee a donor may add (290 = 2.9%); at most 10%. */
export const feePercentBpsField = v.pipe(
  v.number(key('feePercentInvalid')),
  v.integer(key('feePercentInvalid')),
  v.minValue(0, key('feePercentInvalid')),
  v.maxValue(1000, key('feePercentInvalid')),
);

/** The fixed part of the fee, in cents: at most 10.00. */
export const feeFixedCentsField = v.pipe(
  v.number(key('amountInvalid')),
  v.integer(key('amountInvalid')),
  v.minValue(0, key('amountInvalid')),
  v.maxValue(1000, key('amountInvalid')),
);

export const fundNameField = v.pipe(
  v.string(key('fundNameRequired')),
  v.trim(),
  v.nonEmpty(key('fundNameRequired')),
  v.maxLength(100, key('fundNameRequired')),
);

/**
 * A text-to-give number in E.164: `+`, the country code and the number, 15 digits at most
 * (`+15551234567`), as Twilio names it in `To`. Spaces, dots, dashes and brackets typed between the
 * digits are dropped, so `+1 (555) 123-4567` is the same number.
 */
export const smsNumberField = v.pipe(
  v.string(key('smsNumberInvalid')),
  v.transform((text) => text.replace(/[\s().-]/g, '')),
  v.regex(/^\+[1-9]\d{1,14}$/, key('smsNumberInvalid')),
);

/** `input` through `schema`, or a ChurchSettingsError naming the first field refused. */
export function parseChurchSettings<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  if (result.success) return result.output;
  const [issue] = result.issues;
  const field =
    issue.path?.map((item: { key: unknown }) => String(item.key)).find((k) => !/^\d+$/.test(k)) ?? '';
  const value = typeof issue.input === 'string' || typeof issue.input === 'number' ? String(issue.input) : '';
  throw new ChurchSettingsError(field, issue.message as ChurchSettingsMessageKey, { value });
}
