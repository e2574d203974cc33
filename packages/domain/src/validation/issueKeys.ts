import * as v from 'valibot';

/** The message keys a schema reports for `input`, in order (test helper, not exported). */
export function issueKeys(schema: v.GenericSchema, input: unknown): string[] {
  const result = v.safeParse(schema, input);
  return result.success ? [] : result.issues.map((issue) => issue.message);
}
