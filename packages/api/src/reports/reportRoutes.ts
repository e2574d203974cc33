// GET /api/reports/:token (docs/CONTRACTS.md "Report files"): the file behind a ReportDownload.
// The token says what to build; the session must still be the user it was issued to. CSV streams
// from keyset batches; PDFs are drawn page by page into the response.
import { giftPartsAndDedications } from '../core/giftPartsAndDedications';
import { calendarDateInTimeZone } from '@halo/domain';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Forbidden } from '../http/errors/Forbidden';
import { NotFound } from '../http/errors/NotFound';
import { contributionCsvChunks } from './contributionCsv';
import { createPdf, type Pdf } from './contributionPdf';
import {
  CONTENT_TYPES,
  drawContributionsDocument,
  drawReceiptDocument,
  drawStatementDocument,
  reportFileName,
  type ReportDonor,
  type ReportSource,
} from './contributionReports';
import { ownDonorScope } from './contributionsRepository';
import { letterText } from './statementSources';

/** Another user's, another church's or a vanished record's link: answered like no link at all. */
const REPORT_NOT_FOUND = 'Report not found.';

type ReportRequest = FastifyRequest<{ Params: { '*': string } }>;

async function reportRoutes(app: FastifyInstance) {
  /** The link's claims; a tampered or expired link is refused (403) whoever asks. */
  function linkClaims(request: ReportRequest) {
    const check = app.reports.tokens.verify(request.params['*']);
    if (check.ok) return check.claims;
    throw new Forbidden(
      check.reason === 'expired' ? 'This download link has expired.' : 'This download link is not valid.',
    );
  }

  // A wildcard, not `:token`: the token carries the filters and outgrows find-my-way's 100-character
  // limit on named parameters (which answers 414).
  app.get<{ Params: { '*': string } }>(
    '/api/reports/*',
    {
      config: { signedIn: 'rest' },
      // A route hook of an earlier stage than auth's sign-in check (a preHandler), so a bad link is
      // 403 before a missing session is 401; and no answer about a report is cached, refusals included.
      preValidation: async (request: ReportRequest, reply: FastifyReply) => {
        reply.header('Cache-Control', 'no-store');
        linkClaims(request);
      },
    },
    async (request, reply) => {
      const claims = linkClaims(request);
      const signedIn = await request.signedInDonor();
      const { user, organization } = signedIn;
      // Another user's or another organization's link is answered like a link that does not exist.
      if (
        claims.organizationPrefixedId !== organization.prefixedId ||
        claims.requesterPrefixedId !== user.prefixedId
      ) {
        throw new NotFound(REPORT_NOT_FOUND);
      }
      if (claims.kind === 'ChurchGifts') {
        const sendChurchGifts = app.reports.churchGiftsFile;
        if (!sendChurchGifts) throw new NotFound(REPORT_NOT_FOUND);
        return sendChurchGifts(app, reply, signedIn, claims);
      }
      if (claims.kind === 'DonorList') {
        const sendDonorList = app.reports.donorListFile;
        if (!sendDonorList) throw new NotFound(REPORT_NOT_FOUND);
        return sendDonorList(app, reply, signedIn, claims);
      }
      if (claims.kind === 'GivingReport') {
        const sendGivingReport = app.reports.givingReportFile;
        if (!sendGivingReport) throw new NotFound(REPORT_NOT_FOUND);
        return sendGivingReport(app, reply, signedIn, claims);
      }
      // A donor's own document follows the portal (ownDonorScope); an administrator's statement of a
      // donor is the church's whole record of that email.
      const donors = (await app.reports.statements.donors(organization.id, claims.donorPrefixedIds)).map(
        (each) => ({
          ...each,
          guestGiftsHidden: ownDonorScope(organization.id, user).guestGiftsHidden && each.userId === user.id,
        }),
      );
      if (donors.length !== new Set(claims.donorPrefixedIds).size) throw new NotFound(REPORT_NOT_FOUND);
      const today = calendarDateInTimeZone(organization.timeZone, app.clock());
      const source: ReportSource = { gifts: app.reports.gifts, organization, today };
      const donor: ReportDonor | undefined = donors[0];
      if (!donor) throw new NotFound(REPORT_NOT_FOUND);
      const { filter, locale } = claims;

      const attachment = (format: 'CSV' | 'PDF') =>
        reply
          .header('Content-Type', CONTENT_TYPES[format])
          .header(
            'Content-Disposition',
            `attachment; filename="${reportFileName(claims.kind, format, today)}"`,
          )
          .header('X-Content-Type-Options', 'nosniff');

      if (claims.format === 'CSV') {
        const scope = {
          organizationId: organization.id,
          donorUserId: donor.userId,
          guestGiftsHidden: donor.guestGiftsHidden,
        };
        attachment('CSV');
        return reply.send(
          Readable.from(contributionCsvChunks(app.reports.gifts.batches(scope, filter), locale)),
        );
      }

      let draw: (doc: Pdf) => Promise<void>;
      if (claims.kind === 'Receipt') {
        const [gift] = await app.reports.gifts.page(
          {
            organizationId: organization.id,
            donorUserId: donor.userId,
            guestGiftsHidden: donor.guestGiftsHidden,
          },
          filter,
          { limit: 1, offset: 0 },
        );
        if (!gift || !filter.contributionPrefixedId) throw new NotFound(REPORT_NOT_FOUND);
        const extras = (await giftPartsAndDedications(app.db, [gift.id])).get(gift.id) ?? null;
        draw = async (doc) => drawReceiptDocument(doc, source, donor, gift, locale, extras);
      } else if (claims.kind === 'Statement') {
        const template = await app.reports.statements.letterTemplate(
          organization.id,
          claims.letterTemplatePrefixedId,
        );
        if (!template) throw new NotFound(REPORT_NOT_FOUND);
        const letter = letterText(template);
        draw = async (doc) => {
          for (const [index, each] of donors.entries()) {
            await drawStatementDocument(doc, source, each, filter, letter, each.locale, {
              newPage: index > 0,
            });
          }
        };
      } else {
        draw = (doc) => drawContributionsDocument(doc, source, donor, filter, locale);
      }

      attachment('PDF');
      const doc = await createPdf(reportFileName(claims.kind, claims.format, today));
      draw(doc).then(
        () => doc.end(),
        (error: unknown) => {
          request.log.error({ err: error }, 'report PDF failed');
          doc.destroy(error instanceof Error ? error : new Error(String(error)));
        },
      );
      return reply.send(doc);
    },
  );
}

export default fp(reportRoutes, { name: 'report-routes', dependencies: ['reports', 'auth'] });
