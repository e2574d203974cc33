// The console's donor lists (docs/PRODUCT.md §15), each behind 'view-gifts'.
import type { MutationResolvers, QueryResolvers } from '../../graphql/resolverTypes.generated';
import { issueReportDownload } from '../../reports/reportDownload';
import { adminScope } from '../adminScope';
import { donorListQuery, readDonorList, readRecurringAtRisk } from '../donorLists/donorLists';
import { readDonorListsWeeklyEmail, setDonorListsWeeklyEmail } from '../donorLists/donorListsEmailSetting';
import { previewWeeklyDonorListsEmail } from '../donorLists/weeklyDonorListsEmailPreview';

export const donorListQueries: Pick<
  QueryResolvers,
  | 'adminDonorList'
  | 'adminRecurringAtRisk'
  | 'adminDonorListExport'
  | 'adminDonorListsWeeklyEmail'
  | 'adminDonorListsWeeklyEmailPreview'
> = {
  async adminDonorListsWeeklyEmail(_parent, { organizationPrefixedId }, context) {
    return readDonorListsWeeklyEmail(adminScope(context, organizationPrefixedId, ['view-gifts']));
  },

  async adminDonorListsWeeklyEmailPreview(_parent, { organizationPrefixedId }, context) {
    return previewWeeklyDonorListsEmail(adminScope(context, organizationPrefixedId, ['view-gifts']));
  },

  async adminDonorList(_parent, { organizationPrefixedId, list, options }, context) {
    return readDonorList(adminScope(context, organizationPrefixedId, ['view-gifts']), list, options);
  },

  async adminRecurringAtRisk(_parent, { organizationPrefixedId }, context) {
    return readRecurringAtRisk(adminScope(context, organizationPrefixedId, ['view-gifts']));
  },

  async adminDonorListExport(_parent, { organizationPrefixedId, list, options }, context) {
    const scope = adminScope(context, organizationPrefixedId, ['view-gifts']);
    // Checked now so bad options are answered here, not by a link that fails later.
    if (list !== 'AtRisk') donorListQuery(scope, list, options);
    return issueReportDownload(
      scope.app,
      scope.organization,
      {
        kind: 'DonorList',
        format: 'CSV',
        list,
        options: options ?? {},
        organizationPrefixedId: scope.organization.prefixedId,
        requesterPrefixedId: scope.user.prefixedId,
        locale: scope.locale,
      },
      scope.today,
    );
  },
};

export const donorListMutations: Pick<MutationResolvers, 'setAdminDonorListsWeeklyEmail'> = {
  async setAdminDonorListsWeeklyEmail(_parent, { organizationPrefixedId, enabled }, context) {
    return setDonorListsWeeklyEmail(adminScope(context, organizationPrefixedId, ['view-gifts']), enabled);
  },
};
