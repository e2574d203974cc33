// The file behind adminDonorListExport's link (GET /api/reports/{token}, kind 'DonorList'): the
// caller has matched the session to the link's church and administrator. The administrator must
// still hold 'view-gifts' (an ability removed since the link was made stops it), and the options
// are read again for today, as the list shown.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Readable } from 'node:stream';
import { NotFound } from '../../http/errors/NotFound';
import { CONTENT_TYPES, reportFileName } from '../../reports/contributionReports';
import type { DonorListClaims } from '../../reports/reportToken';
import type { SignedInDonor } from '../../sessions/authPlugin';
import { reportFileScope } from '../adminScope';
import { donorListCsvChunks, recurringAtRiskCsvChunks } from './donorListsCsv';
import { donorListQuery } from './donorLists';

export async function sendDonorList(
  app: FastifyInstance,
  reply: FastifyReply,
  signedIn: SignedInDonor,
  claims: DonorListClaims,
): Promise<FastifyReply> {
  const notFound = () => new NotFound('Report not found.');
  const scope = reportFileScope(app, signedIn, claims.locale);
  if (!scope) throw notFound();
  const organizationId = scope.organization.id;
  let chunks: AsyncGenerator<string>;
  if (claims.list === 'AtRisk') {
    chunks = recurringAtRiskCsvChunks(app.db, organizationId, scope.today, claims.locale);
  } else {
    let query;
    try {
      query = donorListQuery(scope, claims.list, claims.options);
    } catch {
      throw notFound();
    }
    chunks = donorListCsvChunks(app.db, organizationId, query, claims.locale);
  }
  return reply
    .header('Content-Type', CONTENT_TYPES.CSV)
    .header(
      'Content-Disposition',
      `attachment; filename="${reportFileName('DonorList', 'CSV', scope.today, claims.list)}"`,
    )
    .header('X-Content-Type-Options', 'nosniff')
    .send(Readable.from(chunks));
}
