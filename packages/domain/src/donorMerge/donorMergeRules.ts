// Merging duplicate donors (docs/PRODUCT.md §24): when a merge or its undo is refused, and which
// statements already sent need a corrected copy.
import type { CalendarDate } from '../calendarDate';

/** An undo is offered for this many days after the merge. */
export const DONOR_MERGE_UNDO_DAYS = 30;

export type MergeRefusal = 'sameRecord' | 'alreadyMerged';

/**
 * Why two records may not be merged: a record with itself, or either record already merged into
 * another (undo that merge first: merges do not chain, so each undo puts back exactly what it moved).
 */
export function mergeRefusal(input: {
  keptId: number;
  mergedId: number;
  keptIsMerged: boolean;
  mergedIsMerged: boolean;
}): MergeRefusal | null {
  if (input.keptId === input.mergedId) return 'sameRecord';
  if (input.keptIsMerged || input.mergedIsMerged) return 'alreadyMerged';
  return null;
}

export type UndoRefusal = 'alreadyUndone' | 'tooLate' | 'keptMergedSince';

/** The last moment an undo is accepted: 30 days to the millisecond after the merge. */
export function undoDeadline(mergedAt: Date): Date {
  return new Date(mergedAt.getTime() + DONOR_MERGE_UNDO_DAYS * 24 * 60 * 60 * 1000);
}

/**
 * Why an undo is refused at `now`, or null when it is allowed. While the kept record has itself been
 * merged into a third since, the rows this merge moved have moved on: that later merge is undone first.
 */
export function undoRefusal(
  merge: { mergedAt: Date; undoneAt: Date | null; keptIsMerged: boolean },
  now: Date,
): UndoRefusal | null {
  if (merge.undoneAt) return 'alreadyUndone';
  if (now.getTime() > undoDeadline(merge.mergedAt).getTime()) return 'tooLate';
  if (merge.keptIsMerged) return 'keptMergedSince';
  return null;
}

/** A year-end statement already sent to one of the two records. */
export interface SentStatement<DonorId> {
  donorId: DonorId;
  year: number;
  sentAt: Date;
}

/**
 * The statements sent before `changedAt` (the merge, or its undo) for a year in which gifts moved:
 * they list gifts under the wrong record now, so each needs a corrected copy. One per donor and year.
 */
export function statementsNeedingCorrection<DonorId>(
  movedGiftDates: readonly CalendarDate[],
  sent: readonly SentStatement<DonorId>[],
  changedAt: Date,
): { donorId: DonorId; year: number }[] {
  const years = new Set(movedGiftDates.map((date) => Number(date.slice(0, 4))));
  const seen = new Set<string>();
  const needing: { donorId: DonorId; year: number }[] = [];
  for (const statement of [...sent].sort((a, b) => b.year - a.year)) {
    const key = `${String(statement.donorId)}|${statement.year}`;
    if (!years.has(statement.year) || statement.sentAt.getTime() >= changedAt.getTime() || seen.has(key)) {
      continue;
    }
    seen.add(key);
    needing.push({ donorId: statement.donorId, year: statement.year });
  }
  return needing;
}
