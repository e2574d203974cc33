import * as v from 'valibot';
import { firstIssueOnly } from './firstIssueOnly';

/** A required email address, trimmed, at most 255 characters. */
export const emailField = firstIssueOnly(
  v.pipe(
    v.string('validation.required'),
    v.trim(),
    v.nonEmpty('validation.required'),
    v.email('validation.email'),
    v.maxLength(255, 'validation.maxLength'),
  ),
);
