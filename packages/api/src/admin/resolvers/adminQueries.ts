// The admin console's reads (docs/CONTRACTS.md "GraphQL: the admin console"), each behind its ability.
import type { QueryResolvers } from '../../graphql/resolverTypes.generated';
import { issueReportDownload } from '../../reports/reportDownload';
import { listAdminActivity } from '../adminActivityLog';
import { adminScope } from '../adminScope';
import { searchChurchDonors } from '../churchDonors';
import { churchGiftPage, churchGiftTotals } from '../churchGifts';
import { readPayments } from '../consolePayments';
import { listChurchTeam } from '../churchTeam';
import { readGiftFilter, readPaging } from '../giftFilters';
import { readGivingPage } from '../givingPage';
import { orderedFunds, presentFund } from '../orderedFunds';
import { presentGift } from './presentGift';

export const adminQueries: Pick<
  QueryResolvers,
  | 'adminGivingPage'
  | 'adminGifts'
  | 'adminGiftsExport'
  | 'adminDonors'
  | 'adminTeam'
  | 'adminActivity'
  | 'adminPayments'
> = {
  async adminGivingPage(_parent, { organizationPrefixedId }, context) {
    const scope = adminScope(context, organizationPrefixedId, ['manage-giving']);
    return readGivingPage(scope.app.db, scope.organization, scope.app.config.publicUrl);
  },

  async adminGifts(_parent, { organizationPrefixedId, filters, after, first }, context) {
    const scope = adminScope(context, organizationPrefixedId, ['view-gifts']);
    const paging = readPaging(scope, 'after', after, first);
    const filter = await readGiftFilter(scope, filters);
    const { db } = scope.app;
    const [page, totals, churchFunds] = await Promise.all([
      churchGiftPage(db, scope.organization.id, filter, paging.keyset, paging.first),
      churchGiftTotals(db, scope.organization.id, filter),
      orderedFunds(db, scope.organization.id),
    ]);
    return {
      items: page.items.map(presentGift),
      nextCursor: page.nextCursor,
      ...totals,
      funds: churchFunds.map(presentFund),
    };
  },

  async adminGiftsExport(_parent, { organizationPrefixedId, filters }, context) {
    const scope = adminScope(context, organizationPrefixedId, ['view-gifts']);
    // Checked now so a bad filter is answered here, not by a link that fails later.
    await readGiftFilter(scope, filters);
    return issueReportDownload(
      scope.app,
      scope.organization,
      {
        kind: 'ChurchGifts',
        format: 'CSV',
        giftFilters: filters ?? {},
        organizationPrefixedId: scope.organization.prefixedId,
        requesterPrefixedId: scope.user.prefixedId,
        locale: scope.locale,
      },
      scope.today,
    );
  },

  async adminDonors(_parent, { organizationPrefixedId, search }, context) {
    const scope = adminScope(context, organizationPrefixedId, ['view-gifts', 'record-gifts']);
    return searchChurchDonors(scope, search);
  },

  async adminTeam(_parent, { organizationPrefixedId }, context) {
    return listChurchTeam(adminScope(context, organizationPrefixedId, ['manage-team']));
  },

  async adminActivity(_parent, { organizationPrefixedId, before, first }, context) {
    const scope = adminScope(context, organizationPrefixedId, ['manage-team']);
    const paging = readPaging(scope, 'before', before, first);
    const page = await listAdminActivity(scope.app.db, scope.organization.id, paging.keyset, paging.first);
    return {
      items: page.rows.map((row) => ({
        prefixedId: row.prefixedId,
        source: row.source,
        actor: row.actorLabel,
        action: row.action,
        details: JSON.stringify(row.details),
        occurredAt: row.occurredAt.toISOString(),
      })),
      nextCursor: page.nextCursor,
    };
  },

  async adminPayments(_parent, { organizationPrefixedId }, context) {
    return readPayments(adminScope(context, organizationPrefixedId, ['manage-giving']));
  },
};
