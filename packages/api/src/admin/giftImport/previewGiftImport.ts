// The console's preview of a giving history file (docs/PRODUCT.md §11): its header, the column each
// field is read from, and its first rows as the import will read them — each a gift, or the refusal
// of its first wrong cell (an unknown fund included, unless the funds are to be created). The same
// reading and the same fund rule as the import itself; nothing is written.
import { Readable } from 'node:stream';
import {
  GIFT_IMPORT_PREVIEW_ROWS,
  type GiftImportMapping,
  type GiftImportPreviewAnswer,
  type GiftImportRowRules,
  type Locale,
} from '@halo/domain';
import type { Database } from '../../db/database';
import type { OrganizationRow } from '../../db/schema';
import { churchFundsByName, sortLinesByFund } from './importGiftHistory';
import { readGiftImportFile } from './readGiftImportFile';
import { ValidationFailed } from '../../http/errors/ValidationFailed';
import { giftImportSay, refusalReason } from './giftImportSummary';

export async function previewGiftImport(
  db: Database,
  organization: OrganizationRow,
  csv: string,
  {
    rules,
    mapping,
    locale,
  }: { rules: GiftImportRowRules; mapping: GiftImportMapping | null; locale: Locale },
): Promise<GiftImportPreviewAnswer> {
  const read = await readGiftImportFile(Readable.from([csv]), rules, {
    mapping,
    maxRows: GIFT_IMPORT_PREVIEW_ROWS,
  });
  if (!read.ok && 'malformedLine' in read) {
    throw new ValidationFailed({ csv: [giftImportSay(locale, 'malformed', { line: read.malformedLine })] });
  }
  if (!read.ok) {
    return { columns: read.columns, format: null, mapping: {}, missingColumns: read.missing, rows: [] };
  }
  // Funds to create are shown as they are; the import itself still asks for the ability.
  const sorted = sortLinesByFund(read, await churchFundsByName(db, organization), false);
  const unknownFundLines = new Set(
    sorted.refused.filter(({ reason }) => reason === 'fundUnknown').map(({ line }) => line),
  );
  const rows: GiftImportPreviewAnswer['rows'] = [
    ...read.lines.map(({ line, row }) => ({
      line,
      gift: {
        date: row.date,
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        amount: row.amount,
        fund: row.fund,
        method: row.method,
      },
      refusal: null as GiftImportPreviewAnswer['rows'][number]['refusal'],
    })),
    ...read.refused.map((refusal) => ({
      line: refusal.line,
      gift: null,
      refusal: {
        line: refusal.line,
        column: refusal.column,
        reason: refusalReason(locale, refusal, 'console'),
      },
    })),
  ];
  // A gift whose fund the church lacks shows as it is read, with the refusal the import would give.
  for (const refusal of sorted.refused) {
    if (refusal.reason !== 'fundUnknown' || !unknownFundLines.has(refusal.line)) continue;
    const row = rows.find(({ line }) => line === refusal.line);
    if (row) {
      row.refusal = {
        line: refusal.line,
        column: refusal.column,
        reason: refusalReason(locale, refusal, 'console'),
      };
    }
  }
  return {
    columns: read.columns,
    format: read.format,
    mapping: read.mapping,
    missingColumns: [],
    rows: rows.sort((a, b) => a.line - b.line),
  };
}
