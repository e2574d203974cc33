import type { GiftImportRow } from './giftImportRow';

/**
 * What makes a row the same gift in a later import of the same file (docs/PRODUCT.md §11): its
 * reference when it has one, else every value it records. The server hashes the second into the
 * stored key; both are read from the normalized row, so capitals and spacing do not make a new gift.
 */
export function giftImportKeyBase(row: GiftImportRow): { reference: string } | { text: string } {
  if (row.reference) return { reference: row.reference };
  return {
    text: JSON.stringify([
      row.date,
      row.email,
      row.firstName?.toLowerCase() ?? null,
      row.lastName?.toLowerCase() ?? null,
      row.amount,
      row.fund.toLowerCase(),
      row.method,
      row.note,
    ]),
  };
}

/**
 * Keys in file order, the second and later occurrences of one base numbered (`…#2`, `…#3`): two
 * identical $20 cash gifts on one day are two gifts, and so are the lines of one split donation
 * that share a reference, while the same file imported again yields the same keys.
 */
export function occurrenceKeys(bases: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return bases.map((base) => {
    const occurrence = (seen.get(base) ?? 0) + 1;
    seen.set(base, occurrence);
    return occurrence === 1 ? base : `${base}#${occurrence}`;
  });
}
