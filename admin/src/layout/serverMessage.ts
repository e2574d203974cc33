import * as v from 'valibot';

/**
 * The console's reading of a refused operation (docs/CONTRACTS.md "GraphQL: the admin console"): the
 * server's messages, already in the request's language, per argument in `extensions.validation`.
 */
const refusal = v.object({
  errors: v.array(
    v.object({
      message: v.string(),
      extensions: v.optional(v.object({ validation: v.optional(v.record(v.string(), v.array(v.string()))) })),
    }),
  ),
});

/** The server's message about `field`, or null when the failure says nothing about it (network, 500). */
export function fieldMessage(error: unknown, field: string): string | null {
  const parsed = v.safeParse(refusal, error);
  if (!parsed.success) return null;
  for (const { extensions } of parsed.output.errors) {
    const messages = extensions?.validation?.[field] ?? extensions?.validation?.[`input.${field}`];
    if (messages?.[0]) return messages[0];
  }
  return null;
}

/** The server's message about each of `fields` that the failure names (none for a network error or a 500). */
export function fieldMessages<F extends string>(
  error: unknown,
  fields: readonly F[],
): Partial<Record<F, string>> {
  const found: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const message = fieldMessage(error, field);
    if (message) found[field] = message;
  }
  return found;
}

/** The server's first message (already in the reader's language), or null for a network failure. */
export function refusalMessage(error: unknown): string | null {
  const parsed = v.safeParse(refusal, error);
  return parsed.success ? (parsed.output.errors[0]?.message ?? null) : null;
}
