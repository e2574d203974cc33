import {
  GIFT_IMPORT_FIELDS,
  GIFT_IMPORT_FORMATS,
  type GiftImportField,
  type GiftImportFormat,
} from './giftImportFormats';

/** A header row read as one of the formats: where each field's column is (its index in a row). */
export interface RecognizedGiftImportHeader {
  format: GiftImportFormat;
  /** Index of each field's column; a field the file does not have is absent. */
  indexOf: Partial<Record<GiftImportField, number>>;
  /** Each field's column as the file writes its header, to name it in a refusal. */
  headerOf: Partial<Record<GiftImportField, string>>;
  refundedIndex: number | null;
}

export type GiftImportHeaderResult =
  | { ok: true; header: RecognizedGiftImportHeader }
  /** Not a format we read: the headers our own format would still need. */
  | { ok: false; missing: string[] };

/** A header as compared: spreadsheets add a byte-order mark, spaces and their own capitals. */
const comparable = (header: string) =>
  header
    .replace(/^\uFEFF/, '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();

/** Which format a header row is, with the column of each field; extra columns are left alone. */
export function recognizeGiftImportHeader(cells: readonly string[]): GiftImportHeaderResult {
  const position = new Map<string, number>();
  cells.forEach((cell, index) => {
    const key = comparable(cell);
    if (!position.has(key)) position.set(key, index);
  });
  const missingOf = (format: GiftImportFormat) =>
    format.required.filter((header) => !position.has(comparable(header)));
  const format = GIFT_IMPORT_FORMATS.find((candidate) => missingOf(candidate).length === 0);
  if (!format) return { ok: false, missing: missingOf(GIFT_IMPORT_FORMATS[0]!) };
  const indexOf: Partial<Record<GiftImportField, number>> = {};
  const headerOf: Partial<Record<GiftImportField, string>> = {};
  for (const field of GIFT_IMPORT_FIELDS) {
    const header = format.columns[field];
    const index = header === undefined ? undefined : position.get(comparable(header));
    if (index === undefined) continue;
    indexOf[field] = index;
    headerOf[field] = cells[index]!.replace(/^\uFEFF/, '').trim();
  }
  const refunded = format.refundedColumn ? position.get(comparable(format.refundedColumn)) : undefined;
  return { ok: true, header: { format, indexOf, headerOf, refundedIndex: refunded ?? null } };
}
