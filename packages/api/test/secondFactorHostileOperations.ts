// The second factor's operations for the hostile-input suite (hostileInputGraphql.test.ts): every
// argument a variable, a valid base for the demo church; hostile codes must meet the localized
// validation (wrong code, then the limit on wrong codes), never a 5xx.
import type { GraphqlOperation, PortalRecords } from './hostileGraphqlOperations';

const STATUS = 'isEnrolled isVerified recoveryCodesLeft';

export function secondFactorOperations(records: PortalRecords): GraphqlOperation[] {
  const org = records.organizationPrefixedId;
  return [
    {
      field: 'adminSecondFactor',
      kind: 'query',
      document: `query ($org: ID!) { adminSecondFactor(organizationPrefixedId: $org) { ${STATUS} } }`,
      base: { org },
    },
    {
      field: 'enrolSecondFactor',
      kind: 'mutation',
      document: 'mutation ($org: ID!) { enrolSecondFactor(organizationPrefixedId: $org) { otpauthUri } }',
      base: { org },
    },
    {
      field: 'confirmSecondFactor',
      kind: 'mutation',
      document: `mutation ($org: ID!, $code: String!) {
        confirmSecondFactor(organizationPrefixedId: $org, code: $code) { ${STATUS} } }`,
      base: { org, code: '123456' },
    },
    {
      field: 'verifySecondFactor',
      kind: 'mutation',
      document: `mutation ($org: ID!, $code: String!) {
        verifySecondFactor(organizationPrefixedId: $org, code: $code) { ${STATUS} } }`,
      base: { org, code: 'abcde-12345' },
    },
    {
      field: 'regenerateRecoveryCodes',
      kind: 'mutation',
      document: 'mutation ($org: ID!) { regenerateRecoveryCodes(organizationPrefixedId: $org) }',
      base: { org },
    },
    {
      field: 'removeSecondFactor',
      kind: 'mutation',
      document: `mutation ($org: ID!, $code: String!) {
        removeSecondFactor(organizationPrefixedId: $org, code: $code) { ${STATUS} } }`,
      base: { org, code: '123456' },
    },
  ];
}
