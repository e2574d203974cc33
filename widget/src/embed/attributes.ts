import { FREQUENCY_VALUES, isCampaignSlug } from '@halo/domain';
import * as v from 'valibot';
import { attributeNames, type AttributeName } from './attributeNames';

// `<halo-give>` attributes (widget/README.md). Each is parsed on its own: a bad value logs a warning and
// falls back to its default, so a typo in one attribute never breaks the form (docs/ARCHITECTURE.md §3).

/** A one-time gift, or one of the recurring frequencies of docs/PRODUCT.md §3. */
export const frequencies = ['one_time', ...FREQUENCY_VALUES] as const;
export type Frequency = (typeof frequencies)[number];

export interface HaloGiveAttributes {
  /** The church's subdomain. Required: without it there is no form. */
  org: string | null;
  /** `en` | `es`; null follows the visitor's browser (docs/PRODUCT.md §1). */
  locale: 'en' | 'es' | null;
  /** Suggested gift in integer cents, from a decimal amount such as `50` or `25.50`. */
  amount: number | null;
  /** A fund's prefixed id or name to preselect. */
  fund: string | null;
  frequency: Frequency;
  variant: 'embed' | 'page';
  /** API origin; null means the origin `halo-give.js` was loaded from. */
  api: string | null;
  /** A campaign's slug (docs/PRODUCT.md §14): the form gives to it and shows its progress. */
  campaign: string | null;
}

export { attributeNames, type AttributeName } from './attributeNames';

export const defaultAttributes: HaloGiveAttributes = {
  org: null,
  locale: null,
  amount: null,
  fund: null,
  frequency: 'one_time',
  variant: 'embed',
  api: null,
  campaign: null,
};

const text = v.pipe(v.string(), v.trim());

/** The origin of an absolute http(s) URL, or null (relative, `javascript:`, malformed). */
function httpOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

const schemas: { [Name in AttributeName]: v.GenericSchema<string, HaloGiveAttributes[Name]> } = {
  // A DNS label: what the API looks organizations up by.
  org: v.pipe(
    text,
    v.toLowerCase(),
    v.regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, 'must be a subdomain such as "demo"'),
  ),
  locale: v.pipe(text, v.toLowerCase(), v.picklist(['en', 'es'], 'must be "en" or "es"')),
  amount: v.pipe(
    text,
    v.regex(/^\d{1,7}(\.\d{1,2})?$/, 'must be an amount such as "50" or "25.50"'),
    v.transform((value) => {
      const [whole = '0', fraction = ''] = value.split('.');
      return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
    }),
    v.minValue(1, 'must be more than 0'),
  ),
  fund: v.pipe(text, v.minLength(1, 'must not be empty'), v.maxLength(100, 'must be at most 100 characters')),
  frequency: v.pipe(
    text,
    v.toLowerCase(),
    v.picklist(frequencies, `must be one of ${frequencies.join(', ')}`),
  ),
  variant: v.pipe(text, v.toLowerCase(), v.picklist(['embed', 'page'], 'must be "embed" or "page"')),
  api: v.pipe(
    text,
    v.check((value) => httpOrigin(value) !== null, 'must be an absolute http or https URL'),
    v.transform((value) => httpOrigin(value) ?? ''),
  ),
  campaign: v.pipe(
    text,
    v.toLowerCase(),
    v.check(isCampaignSlug, 'must be a campaign’s address such as "building-fund"'),
  ),
};

export type Warn = (message: string) => void;

/** Parses one attribute; absent gives the default, invalid warns and gives the default. */
export function parseAttribute<Name extends AttributeName>(
  name: Name,
  raw: string | null,
  warn: Warn,
): HaloGiveAttributes[Name] {
  if (raw === null) {
    if (name === 'org') warn('<halo-give>: the org attribute is required, e.g. <halo-give org="demo">.');
    return defaultAttributes[name];
  }
  const result = v.safeParse(schemas[name], raw);
  // valibot cannot see through the indexed schema map; each schema's output is its attribute's type.
  if (result.success) return result.output as HaloGiveAttributes[Name];
  const reason = result.issues[0]?.message ?? 'is invalid';
  const fallback = defaultAttributes[name];
  warn(
    `<halo-give>: ${name}="${raw}" ${reason}; ${fallback === null ? 'ignoring it' : `using "${String(fallback)}"`}.`,
  );
  return fallback;
}

/** The attributes as the page wrote them, and what they parsed to. */
export interface ParsedAttributes {
  raw: { [Name in AttributeName]?: string };
  values: HaloGiveAttributes;
}

/**
 * Parses the attributes whose text differs from `previous` (all of them without it) and keeps the
 * rest, so a bad value warns when it is written, not again on every later change of another one.
 */
export function reparseAttributes(
  previous: ParsedAttributes | null,
  raw: { [Name in AttributeName]?: string },
  warn: Warn,
): ParsedAttributes {
  const values: Record<string, unknown> = {};
  for (const name of attributeNames) {
    const text = raw[name] ?? null;
    values[name] =
      previous && (previous.raw[name] ?? null) === text
        ? previous.values[name]
        : parseAttribute(name, text, warn);
  }
  const kept = Object.fromEntries(
    attributeNames.flatMap((name) => (raw[name] === undefined ? [] : [[name, raw[name]]])),
  );
  return { raw: kept, values: values as unknown as HaloGiveAttributes };
}

/** All attributes of an element. */
export function parseAttributes(
  element: Pick<Element, 'getAttribute'>,
  warn: Warn = (message) => console.warn(message),
): HaloGiveAttributes {
  const raw = Object.fromEntries(
    attributeNames.flatMap((name) => {
      const text = element.getAttribute(name);
      return text === null ? [] : [[name, text]];
    }),
  );
  return reparseAttributes(null, raw, warn).values;
}
