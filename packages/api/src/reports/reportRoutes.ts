// GET /api/reports/:token (docs/CONTRACTS.md "Report files"): the file behind a ReportDownload.
// The token says what to build; the session must still be the user it was issued to. CSV streams
// from keyset batches; PDFs are drawn page by page into the response.
import { giftPartsAndDedications } from '../giving/giftPartsAndDedications';
import { calendarDateInTimeZone } from '@halo/domain';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { sendChurchGifts } from '../admin/churchGiftsDownload';
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

const notFound = (reply: FastifyReply) => reply.code(404).send({ message: 'Report not found.' });

async function reportRoutes(app: FastifyInstance) {
  // A wildcard, not `:token`: the token carries the filters and outgrows find-my-way's 100-character
  // limit on named parameters (which answers 414).
  app.get<{ Params: { '*': string } }>('/api/reports/*', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const check = app.reports.tokens.verify(request.params['*']);
    if (!check.ok) {
      return reply.code(403).send({
        message:
          check.reason === 'expired' ? 'This download link has expired.' : 'This download link is not valid.',
      });
    }
    const { claims } = check;
    const signedIn = await request.getSignedInDonor();
    if (!signedIn) return reply.code(401).send({ message: 'Unauthenticated.' });
    const { user, organization } = signedIn;
    // Another user's or another organization's link is answered like a link that does not exist.
    if (
      claims.organizationPrefixedId !== organization.prefixedId ||
      claims.requesterPrefixedId !== user.prefixedId
    ) {
      return notFound(reply);
    }
    if (claims.kind === 'ChurchGifts') return sendChurchGifts(app, reply, signedIn, claims);
    // A donor's own document follows the portal (ownDonorScope); an administrator's statement of a
    // donor is the church's whole record of that email.
    const donors = (await app.reports.statements.donors(organization.id, claims.donorPrefixedIds)).map(
      (each) => ({
        ...each,
        guestGiftsHidden: ownDonorScope(organization.id, user).guestGiftsHidden && each.userId === user.id,
      }),
    );
    if (donors.length !== new Set(claims.donorPrefixedIds).size) return notFound(reply);
    const today = calendarDateInTimeZone(organization.timeZone, app.clock());
    const source: ReportSource = { gifts: app.reports.gifts, organization, today };
    const donor: ReportDonor | undefined = donors[0];
    if (!donor) return notFound(reply);
    const { filter, locale } = claims;

    const attachment = (format: 'CSV' | 'PDF') =>
      reply
        .header('Content-Type', CONTENT_TYPES[format])
        .header('Content-Disposition', `attachment; filename="${reportFileName(claims.kind, format, today)}"`)
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
      if (!gift || !filter.contributionPrefixedId) return notFound(reply);
      const extras = (await giftPartsAndDedications(app.db, [gift.id])).get(gift.id) ?? null;
      draw = async (doc) => drawReceiptDocument(doc, source, donor, gift, locale, extras);
    } else if (claims.kind === 'Statement') {
      const template = await app.reports.statements.letterTemplate(
        organization.id,
        claims.letterTemplatePrefixedId,
      );
      if (!template) return notFound(reply);
      const letter = letterText(template);
      draw = async (doc) => {
        for (const [index, each] of donors.entries()) {
          await drawStatementDocument(doc, source, each, filter, letter, each.locale, { newPage: index > 0 });
        }
      };
    } else {
      draw = (doc) => drawContributionsDocument(doc, source, donor, filter, locale);
    }

    attachment('PDF');
    const doc = createPdf(reportFileName(claims.kind, claims.format, today));
    draw(doc).then(
      () => doc.end(),
      (error: unknown) => {
        request.log.error({ err: error }, 'report PDF failed');
        doc.destroy(error instanceof Error ? error : new Error(String(error)));
      },
    );
    return reply.send(doc);
  });
}

export default fp(reportRoutes, { name: 'report-routes', dependencies: ['reports', 'auth'] });
