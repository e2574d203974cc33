// Pledges in the authorization matrix (docs/PRODUCT.md §14 "Pledges"): the portal's two operations,
// which act for the caller's own donor record in the caller's own church, and the console's two
// ('manage-giving'). Every cell aims at one open campaign of the demo church with a fixed id, planted
// with the world (plantMatrixPledgeCampaign), so the attackers' cells, which run first, find it too.
import { eq } from 'drizzle-orm';
import { campaignFunds, campaignSlugs, campaigns, funds, organizations } from '../src/db/schema';
import type { AdminMatrixRow } from './adminMatrixRows';
import type { World } from './authorizationWorld';
import type { GraphqlRow } from './graphqlMatrix';
import type { TestApp } from './helper';

const PLEDGE_CAMPAIGN = 'cmp_matrix000000000000000002';

export async function plantMatrixPledgeCampaign(testApp: TestApp): Promise<void> {
  const { db } = testApp.app;
  const [church] = await db.select().from(organizations).where(eq(organizations.subdomain, 'demo'));
  const [fund] = await db.select().from(funds).where(eq(funds.organizationId, church!.id)).limit(1);
  const [row] = await db
    .insert(campaigns)
    .values({
      prefixedId: PLEDGE_CAMPAIGN,
      organizationId: church!.id,
      name: 'Matrix pledges',
      slug: 'matrix-pledges',
      goal: 100_000,
    })
    .returning();
  await db
    .insert(campaignSlugs)
    .values({ organizationId: church!.id, slug: 'matrix-pledges', campaignId: row!.id });
  await db.insert(campaignFunds).values({ campaignId: row!.id, fundId: fund!.id, position: 0 });
}

export const PLEDGE_PORTAL_MATRIX_ROWS: GraphqlRow[] = [
  {
    field: 'Query.donorPledges',
    owner: 'victim',
    document: `query($org: ID!) { donorPledges(organizationPrefixedId: $org) {
      pledges { prefixedId amount given campaign { prefixedId } } openCampaigns { prefixedId name } } }`,
    variables: (_world, org) => ({ org }),
    sameChurch: 'ownAnswer',
    otherChurch: 'ownAnswer',
    otherChurchVictimOrganization: 'notFound',
    ownerShowsVictimData: false,
  },
  {
    // The campaign is the demo church's: a donor of that church pledges for herself, never for the
    // victim; another church's donor does not find it.
    field: 'Mutation.pledgeToCampaign',
    owner: 'victim',
    document: `mutation($org: ID!, $campaign: ID!) {
      pledgeToCampaign(organizationPrefixedId: $org, campaignPrefixedId: $campaign, amount: 2500) {
        prefixedId amount given } }`,
    variables: (_world, org) => ({ org, campaign: PLEDGE_CAMPAIGN }),
    sameChurch: 'ownAnswer',
    otherChurch: 'notFound',
    otherChurchVictimOrganization: 'notFound',
    ownerShowsVictimData: false,
    sameChurchChanges: { tables: ['pledges'], why: 'her own pledge, to a campaign of her own church' },
  },
];

export function pledgeMatrixRows(everyAbility: AdminMatrixRow['ownerSetup']): AdminMatrixRow[] {
  return [
    {
      field: 'Query.adminCampaignPledges',
      document: `query($org: ID!, $campaign: ID!) {
        adminCampaignPledges(organizationPrefixedId: $org, campaignPrefixedId: $campaign) { prefixedId donorName amount given } }`,
      variables: (_world, org) => ({ org, campaign: PLEDGE_CAMPAIGN }),
      ownerSetup: everyAbility,
    },
    {
      field: 'Query.adminCampaignTimeline',
      document: `query($org: ID!, $campaign: ID!) {
        adminCampaignTimeline(organizationPrefixedId: $org, campaignPrefixedId: $campaign) { interval points { start raised } } }`,
      variables: (_world, org) => ({ org, campaign: PLEDGE_CAMPAIGN }),
      ownerSetup: everyAbility,
    },
    {
      field: 'Mutation.recordPledge',
      document: `mutation($org: ID!, $campaign: ID!, $donor: ID!) {
        recordPledge(organizationPrefixedId: $org, campaignPrefixedId: $campaign, donorPrefixedId: $donor, amount: 4000) {
          prefixedId amount } }`,
      variables: (world: World, org) => ({
        org,
        campaign: PLEDGE_CAMPAIGN,
        donor: world.victim.userPrefixedId,
      }),
      ownerSetup: everyAbility,
    },
  ];
}
