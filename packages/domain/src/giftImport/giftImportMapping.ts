import { GIFT_IMPORT_FIELDS, type GiftImportField, type GiftImportFormat } from './giftImportFormats';
import type { RecognizedGiftImportHeader } from './giftImportHeader';

/** The largest file the console's Import section takes (the halo CLI streams files of any size). */
export const GIFT_IMPORT_FILE_MAX_BYTES = 5 * 1024 * 1024;

/** How many of a file's first rows the console's preview shows, as they will be read. */
export const GIFT_IMPORT_PREVIEW_ROWS = 20;

/** The fields a file whose columns the administrator chose must have; the others may be left out. */
export const GIFT_IMPORT_MAPPED_REQUIRED: readonly GiftImportField[] = ['date', 'email', 'amount', 'fund'];

/** Which column (its index in a row) holds each field, as chosen in the console. */
export type GiftImportMapping = Partial<Record<GiftImportField, number>>;

/**
 * A file of another product is read as that product's export is (`$1,250.00`, `1/4/2026`, "Credit
 * Card"): a file whose columns were chosen by hand is one of those, not ours.
 */
const mapped: GiftImportFormat = {
  name: 'mapped',
  label: 'Columns chosen in the console',
  columns: {},
  required: [],
  strict: false,
};

export type GiftImportMappingResult =
  | { ok: true; header: RecognizedGiftImportHeader }
  /** The required fields left without a column, and the fields naming a column the file lacks. */
  | { ok: false; missing: GiftImportField[]; outOfRange: GiftImportField[] };

/** A header row read by the columns the administrator chose for each field. */
export function giftImportHeaderFromMapping(
  cells: readonly string[],
  mapping: GiftImportMapping,
): GiftImportMappingResult {
  const missing = GIFT_IMPORT_MAPPED_REQUIRED.filter((field) => mapping[field] === undefined);
  const outOfRange = GIFT_IMPORT_FIELDS.filter((field) => {
    const index = mapping[field];
    return index !== undefined && (!Number.isInteger(index) || index < 0 || index >= cells.length);
  });
  if (missing.length > 0 || outOfRange.length > 0) return { ok: false, missing, outOfRange };
  const indexOf: Partial<Record<GiftImportField, number>> = {};
  const headerOf: Partial<Record<GiftImportField, string>> = {};
  for (const field of GIFT_IMPORT_FIELDS) {
    const index = mapping[field];
    if (index === undefined) continue;
    indexOf[field] = index;
    // A column without a header is named by its place, so a refusal still says which one.
    headerOf[field] = cells[index]!.replace(/^\uFEFF/, '').trim() || `#${index + 1}`;
  }
  return { ok: true, header: { format: mapped, indexOf, headerOf, refundedIndex: null } };
}
