import * as v from 'valibot';
import { firstIssueOnly } from './firstIssueOnly';

/**
 * An optional promo code: empty or absent is fine (the output is then ''); anything else must be
 * active. `active` is the list of active codes, compared without case, or a function for callers
 * that look codes up another way. Only synchronous lookups fit a form's schema; the server can
 * check its database and raise 'validation.promoCodeInvalid' itself.
 */
export function promoCodeField(active: ReadonlyArray<string> | ((code: string) => boolean)) {
  const isActive =
    typeof active === 'function'
      ? active
      : (
          (codes: Set<string>) => (code: string) =>
            codes.has(code.toUpperCase())
        )(new Set(active.map((code) => code.trim().toUpperCase())));
  return v.optional(
    firstIssueOnly(
      v.pipe(
        v.string('validation.promoCodeInvalid'),
        v.trim(),
        v.maxLength(64, 'validation.promoCodeInvalid'),
        v.check((code: string) => code === '' || isActive(code), 'validation.promoCodeInvalid'),
      ),
    ),
    '',
  );
}
