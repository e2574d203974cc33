// The donor lists' operations for the hostile-input suite (hostileInputGraphql.test.ts), each with
// every argument a variable and a valid base for the demo church.
import type { GraphqlOperation, PortalRecords } from './hostileGraphqlOperations';

export function donorListOperations(records: PortalRecords): GraphqlOperation[] {
  const org = records.organizationPrefixedId;
  const options = {
    startDate: '2020-01-01',
    endDate: records.today,
    lookbackMonths: 12,
    quietDays: 90,
    limit: 25,
  };
  return [
    {
      field: 'adminDonorList',
      kind: 'query',
      document: `query ($org: ID!, $list: DonorList!, $options: DonorListOptions) {
        adminDonorList(organizationPrefixedId: $org, list: $list, options: $options) {
          totalResults donors { prefixedId totalGiven } } }`,
      base: { org, list: 'FirstTime', options },
    },
    {
      field: 'adminRecurringAtRisk',
      kind: 'query',
      document:
        'query ($org: ID!) { adminRecurringAtRisk(organizationPrefixedId: $org) { totalResults gifts { prefixedId risks } } }',
      base: { org },
    },
    {
      field: 'adminDonorListExport',
      kind: 'query',
      document: `query ($org: ID!, $list: DonorListFile!, $options: DonorListOptions) {
        adminDonorListExport(organizationPrefixedId: $org, list: $list, options: $options) { url } }`,
      base: { org, list: 'Lapsed', options },
    },
    {
      field: 'adminDonorListsWeeklyEmail',
      kind: 'query',
      document: 'query ($org: ID!) { adminDonorListsWeeklyEmail(organizationPrefixedId: $org) }',
      base: { org },
    },
    {
      field: 'adminDonorListsWeeklyEmailPreview',
      kind: 'query',
      document:
        'query ($org: ID!) { adminDonorListsWeeklyEmailPreview(organizationPrefixedId: $org) { subject text } }',
      base: { org },
    },
    {
      field: 'setAdminDonorListsWeeklyEmail',
      kind: 'mutation',
      document: `mutation ($org: ID!, $enabled: Boolean!) {
        setAdminDonorListsWeeklyEmail(organizationPrefixedId: $org, enabled: $enabled) }`,
      base: { org, enabled: false },
    },
  ];
}
