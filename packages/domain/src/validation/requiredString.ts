import * as v from 'valibot';
import { checkWithParams } from './checkWithParams';
import { firstIssueOnly } from './firstIssueOnly';

export interface StringFieldOptions {
  /** Minimum length after trimming; an empty value is 'required', not 'too short'. */
  min?: number;
  /** Maximum length after trimming; 255 by default, the width of our text columns. */
  max?: number;
}

/** A trimmed, non-empty string of at most `max` (255) and at least `min` characters. */
export function stringField({ min = 0, max = 255 }: StringFieldOptions = {}) {
  return firstIssueOnly(
    v.pipe(
      v.string('validation.required'),
      v.trim(),
      v.nonEmpty('validation.required'),
      checkWithParams((value: string) => value.length >= min, 'validation.minLength', { min }),
      v.maxLength(max, 'validation.maxLength'),
    ),
  );
}

/** A trimmed, non-empty string of at most 255 characters: names, cardholder, titles. */
export const requiredString = stringField();
