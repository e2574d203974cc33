// The console's Import section (docs/CONTRACTS.md "Importing giving history"), written once: the API
// parses the request bodies with these schemas, the console parses the answers with them. A
// contract: add fields, never rename or remove them. The file travels as its text, read in the
// browser, so the preview, the dry run and the import each read the same file again and the server
// keeps nothing between them.
import * as v from 'valibot';
import { GIFT_IMPORT_FIELDS, type GiftImportField } from '../giftImport/giftImportFormats';

const columnIndex = v.optional(
  v.pipe(v.number('request.invalid'), v.integer('request.invalid'), v.minValue(0, 'request.invalid')),
);

/** Which column holds each field (indexes into the header row), for a header we do not recognise. */
export const giftImportMappingSchema = v.object(
  Object.fromEntries(GIFT_IMPORT_FIELDS.map((field) => [field, columnIndex])) as Record<
    GiftImportField,
    typeof columnIndex
  >,
  'request.invalid',
);

const csvField = v.string('request.invalid');
const mappingField = v.optional(v.nullable(giftImportMappingSchema), null);

/** `POST /api/admin/gift-import/preview`: the header and the first rows as they will be read. */
export const giftImportPreviewRequestSchema = v.object(
  { csv: csvField, mapping: mappingField },
  'request.invalid',
);

/** `POST /api/admin/gift-import`: a dry run or the import itself. */
export const giftImportRunRequestSchema = v.object(
  {
    csv: csvField,
    mapping: mappingField,
    dryRun: v.optional(v.boolean('request.invalid'), false),
    skipInvalid: v.optional(v.boolean('request.invalid'), false),
    createFunds: v.optional(v.boolean('request.invalid'), false),
  },
  'request.invalid',
);

const formatName = v.picklist(['halo', 'planningCenter', 'tithely', 'mapped']);

const refusalSchema = v.object({
  line: v.number(),
  /** The column as the file's header names it. */
  column: v.string(),
  /** The reason in the administrator's language. */
  reason: v.string(),
});

const previewGiftSchema = v.object({
  date: v.string(),
  firstName: v.nullable(v.string()),
  lastName: v.nullable(v.string()),
  email: v.string(),
  /** Cents in the church's currency. */
  amount: v.number(),
  fund: v.string(),
  method: v.picklist(['card', 'bank', 'cash', 'check', 'other']),
});

export const giftImportPreviewAnswerSchema = v.object({
  /** The header row's cells, to choose columns from. */
  columns: v.array(v.string()),
  /** How the file is read; null when its header is none we know and no columns were chosen. */
  format: v.nullable(formatName),
  /** The column each field is read from (recognised or chosen). */
  mapping: giftImportMappingSchema,
  /** For an unrecognised header: the columns of our own header it lacks. */
  missingColumns: v.array(v.string()),
  /** The first rows, each a gift as it will be read or the refusal of its first wrong cell. */
  rows: v.array(
    v.object({ line: v.number(), gift: v.nullable(previewGiftSchema), refusal: v.nullable(refusalSchema) }),
  ),
});
export type GiftImportPreviewAnswer = v.InferOutput<typeof giftImportPreviewAnswerSchema>;

export const giftImportRunAnswerSchema = v.object({
  dryRun: v.boolean(),
  /** Whether the gifts were written: false for a dry run, and when refused rows stopped the import. */
  written: v.boolean(),
  format: formatName,
  rowsRead: v.number(),
  /** Gifts imported, or that would be. */
  gifts: v.number(),
  newDonors: v.number(),
  alreadyPresent: v.number(),
  refused: v.array(refusalSchema),
  newFunds: v.array(v.string()),
  possibleDuplicates: v.array(
    v.object({ line: v.number(), name: v.string(), email: v.string(), existingEmails: v.array(v.string()) }),
  ),
  /** The halo CLI's summary lines, in the administrator's language. */
  lines: v.array(v.string()),
});
export type GiftImportRunAnswer = v.InferOutput<typeof giftImportRunAnswerSchema>;
