import { describeIssue } from '@halo/domain';
import * as v from 'valibot';

export type FieldErrors = Record<string, string>;

/** i18next's `t`, as far as these helpers use it. */
export type Translate = (key: string, params?: Record<string, unknown>) => string;

/**
 * The first message per field of a domain schema, translated (docs/PRODUCT.md §5 texts): the same schema the
 * server checks, so both say the same thing.
 */
export function validateFields(
  schema: v.GenericSchema,
  values: unknown,
  t: Translate,
  locale: string,
): FieldErrors {
  const result = v.safeParse(schema, values, { abortPipeEarly: true });
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const field = v.getDotPath(issue) ?? '_';
    if (errors[field]) continue;
    const { key, params } = describeIssue(issue, { locale });
    errors[field] = t(key, params);
  }
  return errors;
}

/** The server's 422 `errors` (already translated), first message per field. */
export function serverFieldErrors(errors: Record<string, string[]>): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors)
      .map(([field, messages]) => [field, messages[0]] as const)
      .filter((entry): entry is readonly [string, string] => typeof entry[1] === 'string'),
  );
}
