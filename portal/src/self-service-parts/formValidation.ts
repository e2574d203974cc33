import { describeIssue } from '@halo/domain';
import * as v from 'valibot';

/** Field name → translated message, one per field. */
export type FieldErrors = Record<string, string>;

/** i18next's `t`, as far as the form helpers use it. */
export type Translate = (key: string, params?: Record<string, unknown>) => string;

/**
 * The first message per field of a domain schema, translated (docs/PRODUCT.md §5 texts). The schemas report
 * i18n keys (`validation.required`), so one schema serves both languages.
 */
export function validateWith(
  schema: v.GenericSchema,
  values: unknown,
  t: Translate,
  { locale, currency }: { locale: string; currency?: string },
): FieldErrors {
  const result = v.safeParse(schema, values, { abortPipeEarly: true });
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const field = v.getDotPath(issue) ?? '_';
    if (errors[field]) continue;
    const { key, params } = describeIssue(issue, { locale, currency });
    errors[field] = t(key, params);
  }
  return errors;
}
