// A ReportDownload answer (schema.graphql): the signed link of GET /api/reports/{token} on the
// church's own host, the file's name and type. One for the portal's documents and the console's
// export, so every report link is signed, scoped and named the same way.
import type { CalendarDate } from '@halo/domain';
import type { FastifyInstance } from 'fastify';
import { organizationUrl } from '../core/organizationUrl';
import type { OrganizationRow } from '../db/schema';
import type { ReportDownload } from '../graphql/resolverTypes.generated';
import { CONTENT_TYPES, reportFileName } from './contributionReports';
import type { IssuedReportClaims } from './reportToken';

export function issueReportDownload(
  app: FastifyInstance,
  organization: OrganizationRow,
  claims: IssuedReportClaims,
  today: CalendarDate,
): ReportDownload {
  const token = app.reports.tokens.issue(claims);
  return {
    url: organizationUrl(app.config.publicUrl, organization.subdomain, `/api/reports/${token}`),
    fileName: reportFileName(
      claims.kind,
      claims.format,
      today,
      claims.kind === 'DonorList' ? claims.list : claims.kind === 'GivingReport' ? claims.report : undefined,
    ),
    contentType: CONTENT_TYPES[claims.format],
  };
}
