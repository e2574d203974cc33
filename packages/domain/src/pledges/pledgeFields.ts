/**
 * The fields of a pledge as they arrive from outside (the portal's form, the console's dialog, a
 * GraphQL variable): the campaign's prefixed id and an amount in whole cents above nothing. Each
 * refusal names its field, in the reader's language.
 */
import * as v from 'valibot';
import type { Locale } from '../constants';

/** At most what a campaign's goal may be: $100,000,000.00, in cents. */
export const PLEDGE_AMOUNT_MAX = 10_000_000_000;

export type PledgeField = 'campaign' | 'amount';

export interface PledgeFields {
  campaign: string;
  /** Cents. */
  amount: number;
}

const MESSAGES = {
  en: {
    campaign: 'Choose the campaign you pledge to.',
    amount: 'The pledge amount must be more than $0.00.',
    amountMax: 'The pledge amount must be at most $100,000,000.00.',
  },
  es: {
    campaign: 'Elige la campaña a la que prometes.',
    amount: 'El monto de la promesa debe ser mayor que $0.00.',
    amountMax: 'El monto de la promesa debe ser como máximo $100,000,000.00.',
  },
} as const satisfies Record<Locale, Record<string, string>>;

/** The schema of a pledge's fields, its messages in `locale`. */
export function pledgeFieldsSchema(locale: Locale) {
  const words = MESSAGES[locale];
  return v.object({
    // A missing field is read as an empty one, so its refusal is the field's own words.
    campaign: v.optional(v.pipe(v.string(words.campaign), v.trim(), v.nonEmpty(words.campaign)), ''),
    amount: v.optional(
      v.pipe(
        v.number(words.amount),
        v.integer(words.amount),
        v.minValue(1, words.amount),
        v.maxValue(PLEDGE_AMOUNT_MAX, words.amountMax),
      ),
      0,
    ),
  });
}

export type PledgeFieldsResult =
  { ok: true; fields: PledgeFields } | { ok: false; errors: Partial<Record<PledgeField, string[]>> };

/** Reads a pledge's fields; a refusal lists its messages by the field they name. */
export function readPledgeFields(input: unknown, locale: Locale): PledgeFieldsResult {
  const result = v.safeParse(pledgeFieldsSchema(locale), input);
  if (result.success) return { ok: true, fields: result.output };
  const errors: Partial<Record<PledgeField, string[]>> = {};
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    const field: PledgeField = key === 'campaign' ? 'campaign' : 'amount';
    const list = (errors[field] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return { ok: false, errors };
}
