// `POST /api/admin/accounting-export` (docs/CONTRACTS.md "Deposits"): one deposit, or the deposits
// paid out within a range of days, as a journal file for QuickBooks Online or Xero. Parsed by the
// API with this schema and sent by the console. A contract: add fields, never rename or remove them.
import * as v from 'valibot';

export const ACCOUNTING_EXPORT_FORMATS = ['quickbooksOnline', 'xero'] as const;
export type AccountingExportFormat = (typeof ACCOUNTING_EXPORT_FORMATS)[number];

const text = v.optional(
  v.nullable(v.pipe(v.string('request.invalid'), v.maxLength(100, 'request.invalid'))),
  null,
);

export const accountingExportRequestSchema = v.object(
  {
    format: v.picklist(ACCOUNTING_EXPORT_FORMATS, 'request.invalid'),
    /** One deposit; else `startDate` and `endDate` (YYYY-MM-DD, the deposits' payout days). */
    depositPrefixedId: text,
    startDate: text,
    endDate: text,
  },
  'request.invalid',
);

export type AccountingExportRequest = v.InferInput<typeof accountingExportRequestSchema>;
