import * as v from 'valibot';
import { PHONE_TYPES, type PhoneType } from './constants';

export type { PhoneType };

export interface Phone {
  prefixedId: string;
  phone: string;
  type: PhoneType;
  contactAgreementAccepted: boolean;
  isPrimary: boolean;
}

export interface Contact {
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  country: string | null;
  email: string | null;
  phones: Phone[];
}

/**
 * A string the server may send as null or leave out; either way it is null afterwards, so the rest
 * of the code deals with one "absent" value.
 */
export const nullableString = v.nullish(v.string(), null);

export const phoneSchema: v.GenericSchema<unknown, Phone> = v.object({
  prefixedId: v.string(),
  phone: v.string(),
  // A phone type added on the server later must not make the whole user or organization unreadable.
  type: v.fallback(v.picklist(PHONE_TYPES), 'other'),
  contactAgreementAccepted: v.nullish(v.boolean(), false),
  isPrimary: v.nullish(v.boolean(), false),
});

export const contactSchema: v.GenericSchema<unknown, Contact> = v.object({
  address: nullableString,
  city: nullableString,
  state: nullableString,
  zip: nullableString,
  country: nullableString,
  email: nullableString,
  phones: v.nullish(v.array(phoneSchema), []),
});
