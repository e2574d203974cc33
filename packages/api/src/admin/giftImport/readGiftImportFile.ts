// A giving history file, read as it streams (csv-parse): the header row names the format
// (docs/PRODUCT.md §11), each later line becomes a gift or a refusal that names its line and column.
import type { Readable } from 'node:stream';
import {
  giftImportHeaderFromMapping,
  normalizeGiftImportRow,
  recognizeGiftImportHeader,
  type GiftImportFormatName,
  type GiftImportMapping,
  type GiftImportReason,
  type GiftImportRow,
  type GiftImportRowRules,
  type RecognizedGiftImportHeader,
} from '@halo/domain';
import { CsvError, parse } from 'csv-parse';

/** A line the import will not write, and why: `column` as the file's header names it. */
export interface RefusedGiftLine {
  line: number;
  column: string;
  reason: GiftImportReason;
  params: Record<string, string | number>;
}

export interface GiftImportLine {
  line: number;
  row: GiftImportRow;
}

export type GiftImportFile =
  | {
      ok: true;
      /** The header row's cells. */
      columns: string[];
      /** The column each field is read from. */
      mapping: GiftImportMapping;
      format: GiftImportFormatName;
      /** The fund column's header, to name it when a fund is unknown. */
      fundColumn: string;
      rowsRead: number;
      lines: GiftImportLine[];
      refused: RefusedGiftLine[];
    }
  /**
   * No header we read: the columns of our own header that are missing (empty file: all of them);
   * with columns chosen, the fields left without one or naming a column the file lacks.
   */
  | { ok: false; columns: string[]; missing: string[]; outOfRange?: string[] }
  /** Not CSV we can read from this line on (a quote left open, say): nothing of it is imported. */
  | { ok: false; columns: string[]; missing: []; malformedLine: number };

export interface GiftImportReadOptions {
  /** Called with the count of rows read so far. */
  onRow?: (rowsRead: number) => void;
  /** The columns the administrator chose, for a header none of the formats (the console's Import). */
  mapping?: GiftImportMapping | null;
  /** Stop after this many rows (the console's preview). */
  maxRows?: number;
}

/** Each line's cells with the number of the line it ends on (a quoted cell may span lines). */
interface CsvRecord {
  record: string[];
  info: { lines: number };
}

export async function readGiftImportFile(
  source: Readable,
  rules: GiftImportRowRules,
  { onRow, mapping = null, maxRows = Number.POSITIVE_INFINITY }: GiftImportReadOptions = {},
): Promise<GiftImportFile> {
  const parser = source.pipe(
    parse({
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: false,
    }),
  );
  let header: RecognizedGiftImportHeader | null = null;
  let columns: string[] = [];
  const lines: GiftImportLine[] = [];
  const refused: RefusedGiftLine[] = [];
  let rowsRead = 0;
  try {
    for await (const { record, info } of parser as AsyncIterable<CsvRecord>) {
      if (header === null) {
        columns = record.map((cell) => cell.replace(/^\uFEFF/, '').trim());
        const recognized = recognizeGiftImportHeader(record);
        const chosen = mapping ? giftImportHeaderFromMapping(record, mapping) : null;
        // Columns chosen by hand win only over a header we do not know.
        const found = recognized.ok || !chosen ? recognized : chosen.ok ? chosen : recognized;
        if (!found.ok) {
          source.destroy();
          return chosen && !chosen.ok
            ? { ok: false, columns, missing: chosen.missing, outOfRange: chosen.outOfRange }
            : { ok: false, columns, missing: found.missing };
        }
        header = found.header;
        continue;
      }
      if (rowsRead >= maxRows) {
        source.destroy();
        break;
      }
      // A line of empty cells (a spreadsheet's trailing commas) is not a gift.
      if (record.every((cell) => cell.trim() === '')) continue;
      rowsRead += 1;
      const result = normalizeGiftImportRow(record, header, rules);
      if (result.ok) lines.push({ line: info.lines, row: result.row });
      else
        refused.push({
          line: info.lines,
          column: result.column,
          reason: result.reason,
          params: result.params,
        });
      onRow?.(rowsRead);
    }
  } catch (error) {
    // csv-parse names the line it could not read on; anything else is ours to report.
    if (!(error instanceof CsvError)) throw error;
    source.destroy();
    const line = typeof error.lines === 'number' ? error.lines : 1;
    return { ok: false, columns, missing: [], malformedLine: line };
  }
  if (header === null) return { ok: false, columns, missing: [...recognizeMissingAll()] };
  const { format, headerOf, indexOf } = header;
  return {
    ok: true,
    columns,
    mapping: indexOf,
    format: format.name,
    fundColumn: headerOf.fund ?? 'fund',
    rowsRead,
    lines,
    refused,
  };
}

/** An empty file lacks every column of our header. */
function recognizeMissingAll(): string[] {
  const result = recognizeGiftImportHeader([]);
  return result.ok ? [] : result.missing;
}
