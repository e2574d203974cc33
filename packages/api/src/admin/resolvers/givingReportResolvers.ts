// The console's giving reports (docs/PRODUCT.md §18), each behind 'view-gifts'.
import type { QueryResolvers } from '../../graphql/resolverTypes.generated';
import { issueReportDownload } from '../../reports/reportDownload';
import { adminScope } from '../adminScope';
import { readGivingReportRange } from '../givingReports/givingReportRange';
import { readGivingReports } from '../givingReports/givingReports';

export const givingReportQueries: Pick<QueryResolvers, 'adminGivingReports' | 'adminGivingReportExport'> = {
  async adminGivingReports(_parent, { organizationPrefixedId, range }, context) {
    return readGivingReports(adminScope(context, organizationPrefixedId, ['view-gifts']), range);
  },

  async adminGivingReportExport(_parent, { organizationPrefixedId, report, range }, context) {
    const scope = adminScope(context, organizationPrefixedId, ['view-gifts']);
    // Checked now so a bad period is answered here, not by a link that fails later.
    readGivingReportRange(scope, range);
    return issueReportDownload(
      scope.app,
      scope.organization,
      {
        kind: 'GivingReport',
        format: 'CSV',
        report,
        range: { startDate: range?.startDate ?? null, endDate: range?.endDate ?? null },
        organizationPrefixedId: scope.organization.prefixedId,
        requesterPrefixedId: scope.user.prefixedId,
        locale: scope.locale,
      },
      scope.today,
    );
  },
};
