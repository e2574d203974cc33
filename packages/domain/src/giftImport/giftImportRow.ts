import * as v from 'valibot';
import { isCalendarDate, type CalendarDate } from '../calendarDate';
import { MEMO_MAX_LENGTH } from '../constants';
import type { Cents } from '../money';
import { GIFT_IMPORT_FIELDS, type GiftImportField } from './giftImportFormats';
import type { RecognizedGiftImportHeader } from './giftImportHeader';
import type { GiftImportReason } from './giftImportMessages';

/** How an imported gift was given: what the console records by hand, and what another platform charged. */
export const GIFT_IMPORT_METHODS = ['card', 'bank', 'cash', 'check', 'other'] as const;
export type GiftImportMethod = (typeof GIFT_IMPORT_METHODS)[number];

/** One gift as the import writes it, whatever file it came from. */
export interface GiftImportRow {
  date: CalendarDate;
  firstName: string | null;
  lastName: string | null;
  /** Lowercased: donors are matched by email whatever its capitals. */
  email: string;
  amount: Cents;
  /** The fund's name as the file writes it (matched to the church's funds without regard to case). */
  fund: string;
  method: GiftImportMethod;
  reference: string | null;
  note: string | null;
}

export interface GiftImportRowRules {
  /** The church's today: a gift dated later is refused. */
  today: CalendarDate;
  /** The largest gift the church may record, in cents. */
  maxCents: number;
}

export type GiftImportRowResult =
  | { ok: true; row: GiftImportRow }
  /** `column` is the header as the file writes it, so the refusal names what the reader sees. */
  | {
      ok: false;
      field: GiftImportField | 'refunded';
      column: string;
      reason: GiftImportReason;
      params: Record<string, string | number>;
    };

const TEXT_MAX_LENGTH = 255;
/** A church's fund names are at most 100 characters (the console's and the CLI's rule). */
const FUND_NAME_MAX_LENGTH = 100;

// Our file: `25`, `25.5`, `25.00`. Another product's export: also `$1,250.00`.
const STRICT_AMOUNT = /^(\d{1,9})(?:\.(\d{1,2}))?$/;
const EXPORTED_AMOUNT = /^\$?\s?(\d{1,3}(?:,\d{3})+|\d{1,9})(?:\.(\d{1,2}))?$/;

/** Text of digits → cents by the digits themselves, never through a float. */
function amountCents(pattern: RegExp, text: string): number {
  const match = pattern.exec(text);
  if (!match) return Number.NaN;
  const whole = (match[1] ?? '').replace(/,/g, '');
  return Number(whole) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** An export's date: `2024-01-07`, `2024-01-07T10:15:00-05:00`, `2024-01-07 10:15`, or `1/7/2024` (US). */
function exportedDate(text: string): string {
  const iso = /^(\d{4}-\d{2}-\d{2})(?:[T ].*)?$/.exec(text);
  if (iso) return iso[1]!;
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:\s.*)?$/.exec(text);
  if (us) return `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}`;
  return text;
}

/** How another product names a payment method, in our five words. */
function exportedMethod(text: string): GiftImportMethod {
  const words = text.toLowerCase();
  if (/cash/.test(words)) return 'cash';
  if (/che(?:ck|que)/.test(words)) return 'check';
  if (/ach|bank|eft|e-check/.test(words)) return 'bank';
  if (/card|credit|debit|visa|master|amex|american express|discover|apple pay|google pay/.test(words))
    return 'card';
  return 'other';
}

const optionalText = (max: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(max, 'tooLong'),
    v.transform((text) => (text === '' ? null : text)),
  );

const required = v.pipe(v.string(), v.trim(), v.nonEmpty('required'));

function rowSchema(strict: boolean, rules: GiftImportRowRules) {
  const amountPattern = strict ? STRICT_AMOUNT : EXPORTED_AMOUNT;
  return v.object({
    date: v.pipe(
      required,
      v.transform((text) => (strict ? text : exportedDate(text))),
      v.check((date: string) => isCalendarDate(date), 'dateInvalid'),
      v.check((date: string) => date <= rules.today, 'dateAfterToday'),
    ),
    firstName: optionalText(TEXT_MAX_LENGTH),
    lastName: optionalText(TEXT_MAX_LENGTH),
    email: v.pipe(
      required,
      v.email('emailInvalid'),
      v.maxLength(TEXT_MAX_LENGTH, 'tooLong'),
      v.toLowerCase(),
    ),
    amount: v.pipe(
      required,
      v.check((text) => amountPattern.test(text), strict ? 'amountInvalid' : 'exportedAmountInvalid'),
      v.transform((text) => amountCents(amountPattern, text)),
      v.check((cents) => cents >= 1 && cents <= rules.maxCents, 'amountOutOfRange'),
      v.transform((cents) => cents as Cents),
    ),
    fund: v.pipe(required, v.maxLength(FUND_NAME_MAX_LENGTH, 'tooLong')),
    method: strict
      ? v.pipe(required, v.toLowerCase(), v.picklist(GIFT_IMPORT_METHODS, 'methodInvalid'))
      : v.pipe(v.string(), v.trim(), v.transform(exportedMethod)),
    reference: optionalText(TEXT_MAX_LENGTH),
    note: optionalText(MEMO_MAX_LENGTH),
  });
}

const schemas = new Map<string, ReturnType<typeof rowSchema>>();

function schemaFor(strict: boolean, rules: GiftImportRowRules) {
  const key = `${String(strict)}:${rules.today}:${rules.maxCents}`;
  let schema = schemas.get(key);
  if (!schema) {
    schema = rowSchema(strict, rules);
    schemas.clear();
    schemas.set(key, schema);
  }
  return schema;
}

const REFUNDED = /^(?:true|yes|y|1)$/i;

const paramsOf = (
  reason: GiftImportReason,
  field: GiftImportField,
  rules: GiftImportRowRules,
): Record<string, string | number> =>
  reason === 'tooLong'
    ? { max: field === 'note' ? MEMO_MAX_LENGTH : field === 'fund' ? FUND_NAME_MAX_LENGTH : TEXT_MAX_LENGTH }
    : reason === 'amountOutOfRange'
      ? { max: (rules.maxCents / 100).toFixed(2) }
      : reason === 'dateAfterToday'
        ? { today: rules.today }
        : {};

/**
 * One line of a file (its cells) → the gift it records, or the first field that is wrong and why.
 * A field the format does not have reads as empty.
 */
export function normalizeGiftImportRow(
  cells: readonly string[],
  header: RecognizedGiftImportHeader,
  rules: GiftImportRowRules,
): GiftImportRowResult {
  if (header.refundedIndex !== null && REFUNDED.test((cells[header.refundedIndex] ?? '').trim())) {
    const column = header.format.refundedColumn ?? 'refunded';
    return { ok: false, field: 'refunded', column, reason: 'refunded', params: {} };
  }
  const input: Record<string, string> = {};
  for (const [field, index] of Object.entries(header.indexOf)) input[field] = cells[index] ?? '';
  for (const field of GIFT_IMPORT_FIELDS) input[field] ??= '';
  const parsed = v.safeParse(schemaFor(header.format.strict, rules), input, { abortEarly: true });
  if (parsed.success) return { ok: true, row: parsed.output };
  const [issue] = parsed.issues;
  const field = String(issue.path?.[0]?.key ?? 'date') as GiftImportField;
  const reason = issue.message as GiftImportReason;
  const column = header.headerOf[field] ?? header.format.columns[field] ?? field;
  return { ok: false, field, column, reason, params: paramsOf(reason, field, rules) };
}
