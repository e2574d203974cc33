// A giving history file, read as it streams (csv-parse): the header row names the format
// (docs/PRODUCT.md §11), each later line becomes a gift or a refusal that names its line and column.
import type { Readable } from 'node:stream';
import {
  normalizeGiftImportRow,
  recognizeGiftImportHeader,
  type GiftImportFormatName,
  type GiftImportReason,
  type GiftImportRow,
  type GiftImportRowRules,
} from '@halo/domain';
import { parse } from 'csv-parse';

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
      format: GiftImportFormatName;
      /** The fund column's header, to name it when a fund is unknown. */
      fundColumn: string;
      rowsRead: number;
      lines: GiftImportLine[];
      refused: RefusedGiftLine[];
    }
  /** No header we read: the columns of our own header that are missing (empty file: all of them). */
  | { ok: false; missing: string[] };

/** Each line's cells with the number of the line it ends on (a quoted cell may span lines). */
interface CsvRecord {
  record: string[];
  info: { lines: number };
}

export async function readGiftImportFile(
  source: Readable,
  rules: GiftImportRowRules,
  onRow?: (rowsRead: number) => void,
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
  let header: ReturnType<typeof recognizeGiftImportHeader> | null = null;
  const lines: GiftImportLine[] = [];
  const refused: RefusedGiftLine[] = [];
  let rowsRead = 0;
  for await (const { record, info } of parser as AsyncIterable<CsvRecord>) {
    if (header === null) {
      header = recognizeGiftImportHeader(record);
      if (!header.ok) {
        source.destroy();
        return header;
      }
      continue;
    }
    // A line of empty cells (a spreadsheet's trailing commas) is not a gift.
    if (record.every((cell) => cell.trim() === '')) continue;
    rowsRead += 1;
    const result = normalizeGiftImportRow(record, header.header, rules);
    if (result.ok) lines.push({ line: info.lines, row: result.row });
    else
      refused.push({ line: info.lines, column: result.column, reason: result.reason, params: result.params });
    onRow?.(rowsRead);
  }
  if (header === null) return { ok: false, missing: [...recognizeMissingAll()] };
  if (!header.ok) return header;
  const { format, headerOf } = header.header;
  return {
    ok: true,
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
