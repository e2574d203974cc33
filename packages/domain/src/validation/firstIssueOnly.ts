import * as v from 'valibot';

/**
 * Stops a field's pipe at its first failing check, so an empty email reports 'This is a required
 * field' and not also 'This must be a valid email'. Forms show one message per field.
 */
export function firstIssueOnly<TSchema extends v.GenericSchema>(schema: TSchema): TSchema {
  return v.config(schema, { abortPipeEarly: true }) as TSchema;
}
