import * as v from 'valibot';

const refusal = v.object({ errors: v.array(v.object({ message: v.string() })) });

/** The server's first message (already in the reader's language), or null for a network failure. */
export function refusalMessage(error: unknown): string | null {
  const parsed = v.safeParse(refusal, error);
  return parsed.success ? (parsed.output.errors[0]?.message ?? null) : null;
}
