// The file behind adminGiftsExport's link (GET /api/reports/{token}, kind 'ChurchGifts'): the caller
// has matched the session to the link's church and administrator. The administrator must still hold
// 'view-gifts' (an ability removed since the link was made stops it), and the filters are read again
// within the church, so a fund or donor no longer there is answered like a link that does not exist.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Readable } from 'node:stream';
import { NotFound } from '../http/errors/NotFound';
import type { SignedInDonor } from '../sessions/authPlugin';
import { CONTENT_TYPES, reportFileName } from '../reports/contributionReports';
import type { ChurchGiftsClaims } from '../reports/reportToken';
import { reportFileScope } from './adminScope';
import { churchGiftCsvChunks } from './churchGiftsCsv';
import type { ChurchGiftFilter } from './churchGifts';
import { readGiftFilter } from './giftFilters';

export async function sendChurchGifts(
  app: FastifyInstance,
  reply: FastifyReply,
  signedIn: SignedInDonor,
  claims: ChurchGiftsClaims,
): Promise<FastifyReply> {
  const notFound = () => new NotFound('Report not found.');
  const scope = reportFileScope(app, signedIn, claims.locale);
  if (!scope) throw notFound();
  let filter: ChurchGiftFilter;
  try {
    filter = await readGiftFilter(scope, claims.giftFilters);
  } catch {
    throw notFound();
  }
  return reply
    .header('Content-Type', CONTENT_TYPES.CSV)
    .header(
      'Content-Disposition',
      `attachment; filename="${reportFileName('ChurchGifts', 'CSV', scope.today)}"`,
    )
    .header('X-Content-Type-Options', 'nosniff')
    .send(Readable.from(churchGiftCsvChunks(app.db, scope.organization.id, filter, claims.locale)));
}
