// The church's accounting accounts in the authorization matrix (adminMatrixRows.ts): read and set in
// the console's Payments section with 'manage-giving'. The owner sets the bank account only.
import type { AdminMatrixRow } from './adminMatrixRows';

type Setup = AdminMatrixRow['ownerSetup'];

export function accountingMatrixRows(everyAbility: Setup): AdminMatrixRow[] {
  return [
    {
      field: 'Query.adminAccountingAccounts',
      document: `query($org: ID!) { adminAccountingAccounts(organizationPrefixedId: $org) {
        bankAccount feesAccount funds { fundPrefixedId incomeAccount } } }`,
      variables: (_world, org) => ({ org }),
      ownerSetup: everyAbility,
    },
    {
      field: 'Mutation.updateAccountingAccounts',
      document: `mutation($org: ID!) { updateAccountingAccounts(organizationPrefixedId: $org, input: { bankAccount: "Checking" }) {
        bankAccount } }`,
      variables: (_world, org) => ({ org }),
      ownerSetup: everyAbility,
    },
  ];
}
