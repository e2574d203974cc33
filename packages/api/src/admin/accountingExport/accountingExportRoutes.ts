// POST /api/admin/accounting-export (docs/CONTRACTS.md "Deposits"): one deposit, or the deposits paid
// out in a period, as a journal file for QuickBooks Online or Xero, for the signed-in administrator
// of the session's church holding 'view-gifts'. A POST, so the session's CSRF check applies and the
// console reads a refusal's fields (accounts not set, a period that is not one) before any file.
import type { FastifyInstance } from 'fastify';
import { CONTENT_TYPES } from '../../reports/contributionReports';
import { Forbidden } from '../../http/errors/Forbidden';
import { adminMessage } from '../adminMessages';
import { hasAbility } from '../adminScope';
import { accountingExport } from './accountingExport';

export default async function accountingExportRoutes(app: FastifyInstance) {
  app.post('/api/admin/accounting-export', { config: { signedIn: 'rest' } }, async (request, reply) => {
    const { user, organization } = await request.signedInDonor();
    const { locale } = request;
    if (!hasAbility(user, ['view-gifts'])) throw new Forbidden(adminMessage(locale, 'forbidden'));
    const file = await accountingExport(
      app.db,
      organization.id,
      request.body,
      locale,
      organization.contact.country,
    );
    return reply
      .header('Content-Type', CONTENT_TYPES.CSV)
      .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'no-store')
      .send(file.csv);
  });
}
