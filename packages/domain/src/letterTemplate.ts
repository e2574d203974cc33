/**
 * A church's letter template for contribution statements (docs/PRODUCT.md §3 "Letter template": title,
 * json_data, isPrimary). Its subject and body are plain text in which the statement fills in the
 * placeholders below; anything else written between double braces would reach the donor as typed,
 * so it is refused before it is saved.
 */
import * as v from 'valibot';

/** What a statement fills in, in the order the console explains them. */
export const LETTER_PLACEHOLDERS = ['donorName', 'period', 'total', 'churchName'] as const;
export type LetterPlaceholder = (typeof LETTER_PLACEHOLDERS)[number];

export const LETTER_TITLE_MAX = 120;
export const LETTER_SUBJECT_MAX = 200;
export const LETTER_BODY_MAX = 10_000;

export interface LetterTemplateText {
  title: string;
  subject: string;
  body: string;
}

export type LetterTemplateRefusal =
  | { field: keyof LetterTemplateText; reason: 'required' }
  | { field: keyof LetterTemplateText; reason: 'tooLong'; max: number }
  | { field: 'subject' | 'body'; reason: 'unknownPlaceholders'; names: string[] };

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The placeholders written in `text` that a statement would not fill in, each once, as written. */
export function unknownPlaceholders(text: string): string[] {
  const known = new Set<string>(LETTER_PLACEHOLDERS);
  const unknown = new Set<string>();
  for (const match of text.matchAll(PLACEHOLDER)) {
    const name = match[1] ?? '';
    if (!known.has(name)) unknown.add(`{{${name}}}`);
  }
  return [...unknown];
}

/** Why this text cannot be saved as a letter template, field by field (empty when it can). */
export function letterTemplateRefusals(text: LetterTemplateText): LetterTemplateRefusal[] {
  const refusals: LetterTemplateRefusal[] = [];
  const limits = { title: LETTER_TITLE_MAX, subject: LETTER_SUBJECT_MAX, body: LETTER_BODY_MAX };
  for (const field of ['title', 'subject', 'body'] as const) {
    const value = text[field];
    // An empty subject is allowed: the statement email then takes the product's own subject.
    if (field !== 'subject' && value.trim() === '') refusals.push({ field, reason: 'required' });
    else if (value.length > limits[field]) refusals.push({ field, reason: 'tooLong', max: limits[field] });
    else if (field !== 'title') {
      const names = unknownPlaceholders(value);
      if (names.length > 0) refusals.push({ field, reason: 'unknownPlaceholders', names });
    }
  }
  return refusals;
}

/**
 * The shape of a letter template as it arrives from outside: strings only, the title trimmed, line
 * ends as `\n`. The church's rules are `letterTemplateRefusals`, so each refusal can name its field.
 */
export const letterTemplateTextSchema = v.object({
  title: v.pipe(v.string(), v.trim()),
  subject: v.pipe(v.string(), v.trim()),
  body: v.pipe(
    v.string(),
    v.transform((body) => body.replace(/\r\n?/g, '\n').trimEnd()),
  ),
});
