// The console's Import section (docs/PRODUCT.md §11, docs/CONTRACTS.md "Importing giving history"):
// the preview and the dry run or import of a giving history file, calling the service the halo
// CLI's import:gifts calls. Each for the signed-in administrator of the session's church holding
// 'record-gifts'; creating the funds a file names also needs 'manage-giving'. The session's CSRF
// check applies as to every POST. The file comes as its text in a JSON body, so these two routes
// take a larger body than the rest of the API.
import { Readable } from 'node:stream';
import {
  calendarDateInTimeZone,
  GIFT_IMPORT_FILE_MAX_BYTES,
  giftImportPreviewRequestSchema,
  giftImportRunRequestSchema,
  type GiftImportRunAnswer,
  type Locale,
} from '@halo/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AdministratorAbility } from '../../db/schema';
import { Forbidden } from '../../http/errors/Forbidden';
import { ValidationFailed } from '../../http/errors/ValidationFailed';
import { parseBody } from '../../http/parseBody';
import { MAX_GIFT_CENTS } from '../../organizations/churchFields';
import { adminMessage } from '../adminMessages';
import { hasAbility } from '../adminScope';
import { giftImportLines, giftImportSay, refusalReason } from './giftImportSummary';
import { importGiftHistory } from './importGiftHistory';
import { previewGiftImport } from './previewGiftImport';
import { readGiftImportFile } from './readGiftImportFile';
import { giftImportRouteMessage } from './giftImportRouteMessages';

/** A file's text as JSON may double in length (quotes and line ends escaped), plus the options. */
const BODY_LIMIT_BYTES = 2 * GIFT_IMPORT_FILE_MAX_BYTES + 64 * 1024;

async function administrator(request: FastifyRequest, abilities: readonly AdministratorAbility[]) {
  const signedIn = await request.signedInDonor();
  if (!hasAbility(signedIn.user, abilities)) {
    throw new Forbidden(adminMessage(request.locale, 'forbidden'));
  }
  return signedIn;
}

function checkSize(csv: string, locale: Locale): void {
  if (Buffer.byteLength(csv, 'utf8') > GIFT_IMPORT_FILE_MAX_BYTES) {
    throw new ValidationFailed({
      csv: [
        giftImportRouteMessage(locale, 'fileTooLarge', { max: GIFT_IMPORT_FILE_MAX_BYTES / 1024 / 1024 }),
      ],
    });
  }
  if (csv.trim() === '') throw new ValidationFailed({ csv: [giftImportRouteMessage(locale, 'fileEmpty')] });
}

export default async function giftImportRoutes(app: FastifyInstance) {
  const options = { config: { signedIn: 'rest' }, bodyLimit: BODY_LIMIT_BYTES } as const;

  app.post('/api/admin/gift-import/preview', options, async (request) => {
    const { organization } = await administrator(request, ['record-gifts']);
    const body = parseBody(giftImportPreviewRequestSchema, request.body, request.locale);
    checkSize(body.csv, request.locale);
    return previewGiftImport(app.db, organization, body.csv, {
      rules: { today: calendarDateInTimeZone(organization.timeZone, app.clock()), maxCents: MAX_GIFT_CENTS },
      mapping: body.mapping,
      locale: request.locale,
    });
  });

  app.post('/api/admin/gift-import', options, async (request): Promise<GiftImportRunAnswer> => {
    const { user, organization } = await administrator(request, ['record-gifts']);
    const { locale } = request;
    const body = parseBody(giftImportRunRequestSchema, request.body, locale);
    if (body.createFunds && !hasAbility(user, ['manage-giving'])) {
      throw new Forbidden(giftImportRouteMessage(locale, 'createFundsForbidden'), {
        fields: { createFunds: [giftImportRouteMessage(locale, 'createFundsForbidden')] },
      });
    }
    checkSize(body.csv, locale);
    const read = await readGiftImportFile(
      Readable.from([body.csv]),
      { today: calendarDateInTimeZone(organization.timeZone, app.clock()), maxCents: MAX_GIFT_CENTS },
      { mapping: body.mapping },
    );
    if (!read.ok && 'malformedLine' in read) {
      throw new ValidationFailed({ csv: [giftImportSay(locale, 'malformed', { line: read.malformedLine })] });
    }
    if (!read.ok) {
      throw new ValidationFailed({
        [body.mapping ? 'mapping' : 'csv']: [
          body.mapping
            ? giftImportRouteMessage(locale, 'mappingIncomplete', {
                fields: [...read.missing, ...(read.outOfRange ?? [])].join(', '),
              })
            : giftImportSay(locale, 'headerUnknown', { columns: read.missing.join(', ') }),
        ],
      });
    }
    const report = await app.db.transaction((tx) =>
      importGiftHistory(tx, organization, read, {
        dryRun: body.dryRun,
        createFunds: body.createFunds,
        skipInvalid: body.skipInvalid,
        actor: { source: 'console', prefixedId: user.prefixedId, label: user.email },
      }),
    );
    const lines = giftImportLines(locale, report, { surface: 'console', skipInvalid: body.skipInvalid });
    if (!report.dryRun && !report.written) {
      lines.unshift(
        giftImportSay(locale, 'refusedNothingWritten', { count: report.refused.length }, 'console'),
      );
    }
    return {
      dryRun: report.dryRun,
      written: report.written,
      format: report.format,
      rowsRead: report.rowsRead,
      gifts: report.gifts,
      newDonors: report.newDonors,
      alreadyPresent: report.alreadyPresent,
      refused: report.refused.map((refusal) => ({
        line: refusal.line,
        column: refusal.column,
        reason: refusalReason(locale, refusal, 'console'),
      })),
      newFunds: report.newFunds,
      possibleDuplicates: report.possibleDuplicates,
      lines,
    };
  });
}
