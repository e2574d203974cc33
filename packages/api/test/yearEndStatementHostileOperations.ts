// The console's year-end statements for the hostile-input suite (hostileInputGraphql.test.ts). The
// suite's donor is not given 'send-statements' (the portal's statements are fuzzed without it), so
// these show that hostile values are refused before anything is read or written; the rules of a
// start are adminYearEndStatements.test.ts's.
import type { GraphqlOperation, PortalRecords } from './hostileGraphqlOperations';

export function yearEndStatementOperations(records: PortalRecords): GraphqlOperation[] {
  const org = records.organizationPrefixedId;
  const year = Number(records.today.slice(0, 4)) - 1;
  return [
    {
      field: 'adminYearEndStatementDonors',
      kind: 'query',
      document:
        'query ($org: ID!, $year: Int!) { adminYearEndStatementDonors(organizationPrefixedId: $org, year: $year) }',
      base: { org, year },
    },
    {
      field: 'adminStatementBatches',
      kind: 'query',
      document:
        'query ($org: ID!) { adminStatementBatches(organizationPrefixedId: $org) { prefixedId sent total } }',
      base: { org },
    },
    {
      field: 'startYearEndStatements',
      kind: 'mutation',
      document: `mutation ($org: ID!, $year: Int!, $letterTemplatePrefixedId: ID) {
        startYearEndStatements(organizationPrefixedId: $org, year: $year,
          letterTemplatePrefixedId: $letterTemplatePrefixedId) { prefixedId } }`,
      base: { org, year, letterTemplatePrefixedId: records.letterTemplatePrefixedId },
    },
  ];
}
