import * as v from 'valibot';

/** An active recurring gift charging to a fund, as `updateFund`'s FUND_IN_RECURRING_USE names it. */
export interface RecurringGiftInUse {
  prefixedId: string;
  amount: number;
  donorName: string;
}

const refusal = v.object({
  errors: v.array(
    v.object({
      message: v.string(),
      extensions: v.optional(
        v.object({
          code: v.optional(v.string()),
          recurringGivings: v.optional(
            v.array(v.object({ prefixedId: v.string(), amount: v.number(), donorName: v.string() })),
          ),
        }),
      ),
    }),
  ),
});

/**
 * The recurring gifts that stop a fund from being disabled (docs/CONTRACTS.md "GraphQL: the admin
 * console", `updateFund`), or null when the failure is something else.
 */
export function recurringGiftsInUse(error: unknown): RecurringGiftInUse[] | null {
  const parsed = v.safeParse(refusal, error);
  if (!parsed.success) return null;
  const inUse = parsed.output.errors.find(({ extensions }) => extensions?.code === 'FUND_IN_RECURRING_USE');
  return inUse?.extensions?.recurringGivings ?? null;
}

/** The server's first message (already in the reader's language), or null for a network failure. */
export function refusalMessage(error: unknown): string | null {
  const parsed = v.safeParse(refusal, error);
  return parsed.success ? (parsed.output.errors[0]?.message ?? null) : null;
}
