// GET /api/admin/deposits/:depositPrefixedId/csv (docs/CONTRACTS.md "Deposits"): one deposit as CSV
// for the signed-in administrator of the session's church holding 'view-gifts': a line per gift
// (charge, fee, net), per refund, dispute and dispute fee, and the carried amount, so the Net column
// adds up to the deposit's net. Another church's deposit is not found, like one that does not exist.
import type { Locale } from '@halo/domain';
import type { FastifyInstance } from 'fastify';
import { notFoundError } from '../../core/localizedRefusals';
import { Forbidden } from '../../http/errors/Forbidden';
import { CONTENT_TYPES } from '../../reports/contributionReports';

import { adminMessage } from '../adminMessages';
import { hasAbility } from '../adminScope';
import { depositCsvText } from './depositCsv';
import { depositAdjustmentLines, depositGiftLines, findDeposit } from './depositReads';

export default async function depositCsvRoutes(app: FastifyInstance) {
  app.get<{ Params: { depositPrefixedId: string }; Querystring: { locale?: unknown } }>(
    '/api/admin/deposits/:depositPrefixedId/csv',
    { config: { signedIn: 'rest' } },
    async (request, reply) => {
      // A link cannot send X-Locale: the console names its language in the query.
      const asked = request.query.locale;
      const locale: Locale = asked === 'es' || asked === 'en' ? asked : request.locale;
      const { user, organization } = await request.signedInDonor();
      if (!hasAbility(user, ['view-gifts'])) throw new Forbidden(adminMessage(locale, 'forbidden'));
      const deposit = await findDeposit(app.db, organization.id, request.params.depositPrefixedId);
      if (!deposit) throw notFoundError(locale);
      const [gifts, adjustments] = await Promise.all([
        depositGiftLines(app.db, deposit.id),
        depositAdjustmentLines(app.db, deposit.id, organization.timeZone),
      ]);
      return reply
        .header('Content-Type', CONTENT_TYPES.CSV)
        .header('Content-Disposition', `attachment; filename="deposit-${deposit.payoutDate}.csv"`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'no-store')
        .send(depositCsvText(deposit, gifts, adjustments, locale));
    },
  );
}
