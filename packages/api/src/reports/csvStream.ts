// The one CSV writer of every report file (docs/CONTRACTS.md "Report files"): the portal's
// transactions export and the console's gifts export differ only in their rows and columns. RFC 4180
// (CRLF line ends, fields quoted when they hold a quote, comma or line break, quotes doubled), UTF-8
// with a BOM so spreadsheet programs read accents, and user text guarded against formula injection
// (OWASP "CSV injection": a cell starting with = + - @ tab or CR gets a leading ').

export const UTF8_BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r＝＋－＠]/;

/** One RFC 4180 field, formula-guarded. */
export function csvCell(value: string): string {
  const guarded = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

export function csvRecord(values: readonly string[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** Cents as a plain decimal ("1234.50"): spreadsheets read it as a number in any locale setting. */
export function decimalAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = String(Math.abs(cents)).padStart(3, '0');
  return `${sign}${whole.slice(0, -2)}.${whole.slice(-2)}`;
}

/**
 * A whole file as chunks: BOM and header, then one chunk per batch of rows, so a file of any length
 * holds one batch in memory at a time. Every cell of `record` goes through `csvCell`.
 */
export async function* csvChunks<Row>(
  header: readonly string[],
  batches: AsyncIterable<Row[]>,
  record: (row: Row) => readonly string[],
): AsyncGenerator<string> {
  yield UTF8_BOM + csvRecord(header);
  for await (const rows of batches) {
    let chunk = '';
    for (const row of rows) chunk += csvRecord(record(row));
    yield chunk;
  }
}
