// The file behind adminGivingReportExport's link (GET /api/reports/{token}, kind 'GivingReport'): the
// caller has matched the session to the link's church and administrator. The administrator must
// still hold 'view-gifts' (an ability removed since the link was made stops it), and the period is
// read again for today, as the report shown.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Readable } from 'node:stream';
import { NotFound } from '../../http/errors/NotFound';
import { CONTENT_TYPES, reportFileName } from '../../reports/contributionReports';
import type { GivingReportClaims } from '../../reports/reportToken';
import type { SignedInDonor } from '../../sessions/authPlugin';
import { reportFileScope } from '../adminScope';
import { readGivingReportRange, type GivingReportDays } from './givingReportRange';
import { givingReportCsvChunks } from './givingReportsCsv';

export async function sendGivingReport(
  app: FastifyInstance,
  reply: FastifyReply,
  signedIn: SignedInDonor,
  claims: GivingReportClaims,
): Promise<FastifyReply> {
  const notFound = () => new NotFound('Report not found.');
  const scope = reportFileScope(app, signedIn, claims.locale);
  if (!scope) throw notFound();
  let days: GivingReportDays;
  try {
    days = readGivingReportRange(scope, claims.range);
  } catch {
    throw notFound();
  }
  return reply
    .header('Content-Type', CONTENT_TYPES.CSV)
    .header(
      'Content-Disposition',
      `attachment; filename="${reportFileName('GivingReport', 'CSV', scope.today, claims.report)}"`,
    )
    .header('X-Content-Type-Options', 'nosniff')
    .send(Readable.from(givingReportCsvChunks(scope, claims.report, days)));
}
