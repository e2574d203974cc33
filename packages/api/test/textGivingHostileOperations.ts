// Giving by text for the hostile-input suite (hostileInputGraphql.test.ts): the portal's phone and
// code as the demo donor; hostile phones and codes are refused by field, never a 5xx. The rules
// themselves are textGiving.test.ts's.
import type { GraphqlOperation, PortalRecords } from './hostileGraphqlOperations';

export function textGivingOperations(records: PortalRecords): GraphqlOperation[] {
  const org = records.organizationPrefixedId;
  return [
    {
      field: 'textGiving',
      kind: 'query',
      document: `query ($org: ID!) { textGiving(organizationPrefixedId: $org) {
        churchNumber phone { phone verified codePending } } }`,
      base: { org },
    },
    {
      field: 'sendTextGivingCode',
      kind: 'mutation',
      document: `mutation ($org: ID!, $phone: String!) {
        sendTextGivingCode(organizationPrefixedId: $org, phone: $phone) { phone { phone verified } } }`,
      base: { org, phone: '(312) 555-0123' },
    },
    {
      field: 'verifyTextGivingPhone',
      kind: 'mutation',
      document: `mutation ($org: ID!, $code: String!) {
        verifyTextGivingPhone(organizationPrefixedId: $org, code: $code) { phone { phone verified } } }`,
      base: { org, code: '123456' },
    },
    {
      field: 'removeTextGivingPhone',
      kind: 'mutation',
      document: `mutation ($org: ID!) { removeTextGivingPhone(organizationPrefixedId: $org) { churchNumber } }`,
      base: { org },
    },
  ];
}
