// The church's accounting accounts for the hostile-input suite (hostileInputGraphql.test.ts): hostile
// account texts and fund ids are refused by field or not found, never a 5xx; a refusal writes nothing.
import type { GraphqlOperation, PortalRecords } from './hostileGraphqlOperations';

export function accountingOperations(records: PortalRecords): GraphqlOperation[] {
  const org = records.organizationPrefixedId;
  return [
    {
      field: 'adminAccountingAccounts',
      kind: 'query',
      document: `query ($org: ID!) { adminAccountingAccounts(organizationPrefixedId: $org) {
        bankAccount feesAccount funds { fundPrefixedId incomeAccount } } }`,
      base: { org },
    },
    {
      field: 'updateAccountingAccounts',
      kind: 'mutation',
      document: `mutation ($org: ID!, $input: AccountingAccountsInput!) {
        updateAccountingAccounts(organizationPrefixedId: $org, input: $input) { bankAccount feesAccount } }`,
      base: {
        org,
        input: {
          bankAccount: 'Checking',
          feesAccount: 'Bank Charges & Fees',
          funds: [{ fundPrefixedId: records.fundPrefixedIds[0], incomeAccount: 'Contributions' }],
        },
      },
    },
  ];
}
