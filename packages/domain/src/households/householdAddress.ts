/**
 * A household's mailing address (docs/PRODUCT.md §21), where its joint year-end letter goes, as it
 * arrives from outside (the console's form, a GraphQL variable): a street address and optionally a
 * city, state, postal code and country, each trimmed and of bounded length. Every field left empty
 * clears it, and the letter then goes to the addressee's own address. Each refusal names its field,
 * in the reader's language.
 */
import * as v from 'valibot';
import type { Locale } from '../constants';

export const HOUSEHOLD_ADDRESS_FIELDS = ['address', 'city', 'state', 'zip', 'country'] as const;
export type HouseholdAddressField = (typeof HOUSEHOLD_ADDRESS_FIELDS)[number];

/** The most characters each field may have. */
export const HOUSEHOLD_ADDRESS_MAX: Record<HouseholdAddressField, number> = {
  address: 200,
  city: 100,
  state: 100,
  zip: 20,
  country: 100,
};

export interface HouseholdAddress {
  address: string;
  city: string | null;
  state: string | null;
  zip: string | null;
  country: string | null;
}

const MESSAGES = {
  en: {
    required: 'Write the street address, e.g. 12 Oak Street, or leave every field empty.',
    address: 'The street address may have at most 200 characters.',
    city: 'The city may have at most 100 characters.',
    state: 'The state may have at most 100 characters.',
    zip: 'The postal code may have at most 20 characters.',
    country: 'The country may have at most 100 characters.',
  },
  es: {
    required: 'Escribe la dirección, p. ej. Calle Roble 12, o deja todos los campos vacíos.',
    address: 'La dirección puede tener como máximo 200 caracteres.',
    city: 'La ciudad puede tener como máximo 100 caracteres.',
    state: 'El estado puede tener como máximo 100 caracteres.',
    zip: 'El código postal puede tener como máximo 20 caracteres.',
    country: 'El país puede tener como máximo 100 caracteres.',
  },
} as const satisfies Record<Locale, Record<HouseholdAddressField | 'required', string>>;

/** The schema of the address's fields, its messages in `locale`; a missing field reads as empty. */
export function householdAddressSchema(locale: Locale) {
  const words = MESSAGES[locale];
  const field = (name: HouseholdAddressField) =>
    v.optional(
      v.pipe(
        v.nullable(v.string(words[name]), ''),
        v.transform((value) => value ?? ''),
        v.trim(),
        v.check((value) => [...value].length <= HOUSEHOLD_ADDRESS_MAX[name], words[name]),
      ),
      '',
    );
  return v.pipe(
    v.object({
      address: field('address'),
      city: field('city'),
      state: field('state'),
      zip: field('zip'),
      country: field('country'),
    }),
    v.forward(
      v.check(
        (fields) => fields.address !== '' || HOUSEHOLD_ADDRESS_FIELDS.every((name) => fields[name] === ''),
        words.required,
      ),
      ['address'],
    ),
  );
}

export type HouseholdAddressResult =
  | { ok: true; address: HouseholdAddress | null }
  | { ok: false; errors: Partial<Record<HouseholdAddressField, string[]>> };

/** Reads the address's fields: null when all are empty; a refusal lists its messages by field. */
export function readHouseholdAddress(input: unknown, locale: Locale): HouseholdAddressResult {
  const result = v.safeParse(householdAddressSchema(locale), input);
  if (!result.success) {
    const errors: Partial<Record<HouseholdAddressField, string[]>> = {};
    for (const issue of result.issues) {
      const key = issue.path?.[0]?.key;
      const name = HOUSEHOLD_ADDRESS_FIELDS.find((each) => each === key) ?? 'address';
      const list = (errors[name] ??= []);
      if (!list.includes(issue.message)) list.push(issue.message);
    }
    return { ok: false, errors };
  }
  const fields = result.output;
  if (fields.address === '') return { ok: true, address: null };
  const orNull = (value: string) => (value === '' ? null : value);
  return {
    ok: true,
    address: {
      address: fields.address,
      city: orNull(fields.city),
      state: orNull(fields.state),
      zip: orNull(fields.zip),
      country: orNull(fields.country),
    },
  };
}

/** The lines a letter's address block shows: "12 Oak Street", "Springfield, IL 62701", "USA". */
export function mailingAddressLines(address: {
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  country: string | null;
}): string[] {
  const region = [address.state, address.zip].filter(Boolean).join(' ');
  const place = [address.city, region].filter(Boolean).join(', ');
  return [address.address, place, address.country].flatMap((line) => (line?.trim() ? [line.trim()] : []));
}
