// Pages of the console's long lists and of the read API (readApi/) go by keyset, not offset: the cursor is where the previous page
// ended (its last row's sort key and id), so page 500 costs what page 1 does.

export interface Keyset {
  /** The sort key of the last row shown: a YYYY-MM-DD date or an ISO 8601 instant. */
  key: string;
  id: number;
}

export function encodeCursor(keyset: Keyset): string {
  return Buffer.from(JSON.stringify([keyset.key, keyset.id])).toString('base64url');
}

/** The keyset of a cursor, or null when it is not one of ours. */
export function decodeCursor(cursor: string): Keyset | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [key, id] = value as [unknown, unknown];
    if (typeof key !== 'string' || !/^\d{4}-\d{2}-\d{2}(T[\d:.]+Z)?$/.test(key)) return null;
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) return null;
    return { key, id };
  } catch {
    return null;
  }
}
