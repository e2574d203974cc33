// Pledges for the hostile-input suite (hostileInputGraphql.test.ts): the portal's pledge as the demo
// donor and the console's as the same donor holding 'manage-giving'; hostile amounts and ids are
// refused by field or not found, never a 5xx. The rules themselves are pledges.test.ts's.
import type { GraphqlOperation, PortalRecords } from './hostileGraphqlOperations';

export function pledgeOperations(records: PortalRecords): GraphqlOperation[] {
  const org = records.organizationPrefixedId;
  const campaignPrefixedId = 'cmp_000000000000000000000000';
  return [
    {
      field: 'donorPledges',
      kind: 'query',
      document: `query ($org: ID!) { donorPledges(organizationPrefixedId: $org) {
        pledges { prefixedId amount given } openCampaigns { prefixedId } } }`,
      base: { org },
    },
    {
      field: 'pledgeToCampaign',
      kind: 'mutation',
      document: `mutation ($org: ID!, $campaignPrefixedId: ID!, $amount: Cents!) {
        pledgeToCampaign(organizationPrefixedId: $org, campaignPrefixedId: $campaignPrefixedId, amount: $amount) {
          prefixedId amount } }`,
      base: { org, campaignPrefixedId, amount: 10_000 },
    },
    {
      field: 'adminCampaignPledges',
      kind: 'query',
      document: `query ($org: ID!, $campaignPrefixedId: ID!) {
        adminCampaignPledges(organizationPrefixedId: $org, campaignPrefixedId: $campaignPrefixedId) { prefixedId } }`,
      base: { org, campaignPrefixedId },
    },
    {
      field: 'adminCampaignTimeline',
      kind: 'query',
      document: `query ($org: ID!, $campaignPrefixedId: ID!) {
        adminCampaignTimeline(organizationPrefixedId: $org, campaignPrefixedId: $campaignPrefixedId) { interval } }`,
      base: { org, campaignPrefixedId },
    },
    {
      field: 'recordPledge',
      kind: 'mutation',
      document: `mutation ($org: ID!, $campaignPrefixedId: ID!, $donorPrefixedId: ID!, $amount: Cents!) {
        recordPledge(organizationPrefixedId: $org, campaignPrefixedId: $campaignPrefixedId,
          donorPrefixedId: $donorPrefixedId, amount: $amount) { prefixedId } }`,
      base: { org, campaignPrefixedId, donorPrefixedId: records.donorPrefixedId, amount: 10_000 },
    },
  ];
}
