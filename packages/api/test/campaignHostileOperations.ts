// The console's campaigns for the hostile-input suite (hostileInputGraphql.test.ts): the suite's
// donor holds 'manage-giving', so hostile values reach the campaign's own checks (refused by field,
// never a 5xx); the rules themselves are adminCampaigns.test.ts's.
import type { GraphqlOperation, PortalRecords } from './hostileGraphqlOperations';

const CAMPAIGN = '{ prefixedId slug raised givers pledged }';

export function campaignOperations(records: PortalRecords): GraphqlOperation[] {
  const org = records.organizationPrefixedId;
  const campaignPrefixedId = 'cmp_000000000000000000000000';
  const input = {
    name: 'Roof',
    slug: 'roof',
    goal: 500_000,
    description: 'Before winter.',
    startDate: null,
    endDate: null,
    fundPrefixedIds: [records.fundPrefixedIds[0]],
    // No image: hostile values for both reach the image's own checks (campaignImage.ts).
    imageUrl: '',
    imageAlt: '',
  };
  return [
    {
      field: 'adminCampaigns',
      kind: 'query',
      document: `query ($org: ID!, $includeArchived: Boolean) {
        adminCampaigns(organizationPrefixedId: $org, includeArchived: $includeArchived) ${CAMPAIGN} }`,
      base: { org, includeArchived: true },
    },
    {
      field: 'addCampaign',
      kind: 'mutation',
      document: `mutation ($org: ID!, $input: CampaignInput!) {
        addCampaign(organizationPrefixedId: $org, input: $input) ${CAMPAIGN} }`,
      base: { org, input },
    },
    {
      field: 'updateCampaign',
      kind: 'mutation',
      document: `mutation ($org: ID!, $campaignPrefixedId: ID!, $input: CampaignInput!) {
        updateCampaign(organizationPrefixedId: $org, campaignPrefixedId: $campaignPrefixedId, input: $input) ${CAMPAIGN} }`,
      base: { org, campaignPrefixedId, input },
    },
    {
      field: 'closeCampaign',
      kind: 'mutation',
      document: `mutation ($org: ID!, $campaignPrefixedId: ID!) {
        closeCampaign(organizationPrefixedId: $org, campaignPrefixedId: $campaignPrefixedId) ${CAMPAIGN} }`,
      base: { org, campaignPrefixedId },
    },
    {
      field: 'archiveCampaign',
      kind: 'mutation',
      document: `mutation ($org: ID!, $campaignPrefixedId: ID!) {
        archiveCampaign(organizationPrefixedId: $org, campaignPrefixedId: $campaignPrefixedId) ${CAMPAIGN} }`,
      base: { org, campaignPrefixedId },
    },
  ];
}
