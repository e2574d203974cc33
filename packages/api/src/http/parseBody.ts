import { isValidationKey, translateIssue } from '@halo/domain';
import * as v from 'valibot';
import { isMessageKey, translate, type Locale } from '../i18n/messages';
import { ValidationFailed } from './errors/ValidationFailed';

/**
 * Untrusted request body → typed value, or a 422 ValidationFailed. Schemas use message keys as their
 * messages (@halo/domain's `validation.*`, or src/i18n/messages.ts), so one schema serves both
 * locales.
 */
export function parseBody<TSchema extends v.GenericSchema>(
  schema: TSchema,
  body: unknown,
  locale: Locale,
): v.InferOutput<TSchema> {
  // No body at all reads as an empty object, so the client gets per-field "required" messages.
  const result = v.safeParse(schema, body ?? {}, { abortPipeEarly: true });
  if (result.success) return result.output;
  const errors: Record<string, string[]> = {};
  for (const issue of result.issues) {
    const { message } = issue;
    const field = v.getDotPath(issue) ?? '_';
    // translateIssue fills the issue's parameters ({{min}}, {{max}}) as the browser does.
    const text = isValidationKey(message)
      ? translateIssue(issue, { locale })
      : translate(locale, isMessageKey(message) ? message : 'request.invalid');
    (errors[field] ??= []).push(text);
  }
  throw new ValidationFailed(errors);
}
