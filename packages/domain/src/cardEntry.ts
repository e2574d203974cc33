import * as v from 'valibot';
import { CARD_EXPIRY_MASK } from './constants';
import { applyMask } from './mask';
import { cardExpiryFieldFor } from './validation/cardExpiryField';
import { stringField } from './validation/requiredString';
import type { TodaySource } from './validation/recurringStartDateField';

// A card typed by the donor into our own fields (the sandbox processor's; Stripe's field checks
// itself): the giving form's card step and the manage link's "Change card" mask and check it alike.

/** docs/PRODUCT.md §9 mask of the card number: groups of four as the donor types. */
export const CARD_NUMBER_MASK = '#### #### #### ####';

/** The card as typed: number and expiry masked, the name optional. */
export interface CardEntry {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

export type CardEntryField = keyof CardEntry;

export function maskCardNumber(text: string): string {
  return applyMask(text.replace(/\D/g, ''), CARD_NUMBER_MASK);
}

/** `MM/YYYY` as the donor types, never `12/` (backspace works). */
export function maskCardExpiry(text: string): string {
  return applyMask(text.replace(/\D/g, ''), CARD_EXPIRY_MASK);
}

/** The security code: digits only, as typed. */
export function maskCardCvc(text: string): string {
  return text.replace(/\D/g, '').slice(0, 4);
}

export const cardNumberField = v.pipe(
  v.string('validation.required'),
  v.nonEmpty('validation.required'),
  v.check((value: string) => /^\d{13,19}$/.test(value.replace(/\s/g, '')), 'validation.invalid'),
);

export const cardCvcField = v.pipe(
  v.string('validation.required'),
  v.nonEmpty('validation.required'),
  v.regex(/^\d{3,4}$/, 'validation.invalid'),
);

const optionalName = v.pipe(v.string(), v.trim(), v.maxLength(255, 'validation.maxLength'));

/**
 * Each field's first problem (issues carry validation keys; `describeIssue` words them), none when
 * the card can be sent. The expiry must not be over in `today`'s month. The giving form asks the
 * name on the card with the donor's; a card changed later for a known gift may leave it out.
 */
export function checkCardEntry(
  entry: CardEntry,
  today: TodaySource,
  { nameRequired }: { nameRequired: boolean },
): Partial<Record<CardEntryField, v.BaseIssue<unknown>>> {
  const schemas: Record<CardEntryField, v.GenericSchema> = {
    number: cardNumberField,
    expiry: cardExpiryFieldFor(today),
    cvc: cardCvcField,
    name: nameRequired ? stringField() : optionalName,
  };
  const issues: Partial<Record<CardEntryField, v.BaseIssue<unknown>>> = {};
  for (const field of Object.keys(schemas) as CardEntryField[]) {
    const result = v.safeParse(schemas[field], entry[field]);
    if (!result.success) issues[field] = result.issues[0];
  }
  return issues;
}
