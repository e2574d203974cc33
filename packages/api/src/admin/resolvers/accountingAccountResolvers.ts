// The church's accounting accounts (docs/CONTRACTS.md "Deposits", "Accounting export"), read and set
// in the console's Payments section with 'manage-giving', the ability of that section.
import type { MutationResolvers, QueryResolvers } from '../../graphql/resolverTypes.generated';
import { readAccountingAccounts, updateAccountingAccounts } from '../accountingExport/accountingAccounts';
import { adminScope } from '../adminScope';

export const accountingAccountQueries: Pick<QueryResolvers, 'adminAccountingAccounts'> = {
  async adminAccountingAccounts(_parent, { organizationPrefixedId }, context) {
    const scope = adminScope(context, organizationPrefixedId, ['manage-giving']);
    return readAccountingAccounts(scope.app.db, scope.organization.id);
  },
};

export const accountingAccountMutations: Pick<MutationResolvers, 'updateAccountingAccounts'> = {
  async updateAccountingAccounts(_parent, { organizationPrefixedId, input }, context) {
    const scope = adminScope(context, organizationPrefixedId, ['manage-giving']);
    return updateAccountingAccounts(scope, input);
  },
};
