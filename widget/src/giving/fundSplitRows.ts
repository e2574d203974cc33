// A gift split between funds in the form: the rows the donor edits (a fund and an amount as typed) and
// what they add up to. Editing them and their rule come with the split editor (fundSplitEditing.ts).
import { parseAmountInput } from '@halo/domain';
import type { SplitRow } from './givingValues';

/** Each row's amount in cents, or null while any of them is not an amount yet. */
export function splitCents(rows: readonly SplitRow[]): number[] | null {
  const cents: (number | null)[] = rows.map((row) => parseAmountInput(row.amount));
  return cents.every((value): value is number => value !== null) ? cents : null;
}

/** The gift of a split: what its rows add up to, or null while one is not an amount. */
export function splitAmount(rows: readonly SplitRow[]): number | null {
  const cents = splitCents(rows);
  return cents ? cents.reduce((sum, value) => sum + value, 0) : null;
}
