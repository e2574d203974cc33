// The campaigns in the authorization matrix (adminMatrixRows.ts): each operation aimed at a campaign
// of the demo church with a fixed id, so the attackers' cells (which run first) name the same
// campaign the owner's request then finds. The owner's setup writes it, giving to the General Fund.
import { eq } from 'drizzle-orm';
import { campaignFunds, campaignSlugs, campaigns, funds, organizations } from '../src/db/schema';
import type { AdminMatrixRow } from './adminMatrixRows';
import type { World } from './authorizationWorld';

type Setup = AdminMatrixRow['ownerSetup'];

const CAMPAIGN = 'cmp_matrix000000000000000001';
const FIELDS = '{ prefixedId name slug raised givers pledged status }';

async function matrixCampaign(world: World): Promise<void> {
  const { db } = world.testApp.app;
  const [church] = await db.select().from(organizations).where(eq(organizations.subdomain, 'demo'));
  const [fund] = await db.select().from(funds).where(eq(funds.prefixedId, world.records.generalFundId));
  const [row] = await db
    .insert(campaigns)
    .values({
      prefixedId: CAMPAIGN,
      organizationId: church!.id,
      name: 'Matrix roof',
      slug: 'matrix-roof',
      goal: 100_000,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return;
  await db
    .insert(campaignSlugs)
    .values({ organizationId: church!.id, slug: 'matrix-roof', campaignId: row.id });
  await db.insert(campaignFunds).values({ campaignId: row.id, fundId: fund!.id, position: 0 });
}

export function campaignMatrixRows(everyAbility: Setup): AdminMatrixRow[] {
  const withCampaign: Setup = async (world) => {
    const extra = await everyAbility(world);
    await matrixCampaign(world);
    return extra;
  };
  const input = (slug: string) =>
    `{ name: "Taken over", slug: "${slug}", goal: 5000, fundPrefixedIds: [$fund] }`;
  const orgAndFund = (world: World, org: string) => ({ org, fund: world.records.generalFundId });
  const orgFundAndCampaign = (world: World, org: string) => ({
    ...orgAndFund(world, org),
    campaign: CAMPAIGN,
  });
  return [
    {
      field: 'Query.adminCampaigns',
      document: `query($org: ID!) { adminCampaigns(organizationPrefixedId: $org, includeArchived: true) ${FIELDS} }`,
      variables: (_world, org) => ({ org }),
      ownerSetup: withCampaign,
    },
    {
      field: 'Mutation.addCampaign',
      document: `mutation($org: ID!, $fund: ID!) { addCampaign(organizationPrefixedId: $org, input: ${input('taken-over')}) ${FIELDS} }`,
      variables: orgAndFund,
      ownerSetup: everyAbility,
    },
    {
      field: 'Mutation.updateCampaign',
      document: `mutation($org: ID!, $fund: ID!, $campaign: ID!) { updateCampaign(organizationPrefixedId: $org,
        campaignPrefixedId: $campaign, input: ${input('matrix-roof-2')}) ${FIELDS} }`,
      variables: orgFundAndCampaign,
      ownerSetup: withCampaign,
    },
    {
      field: 'Mutation.closeCampaign',
      document: `mutation($org: ID!, $campaign: ID!) { closeCampaign(organizationPrefixedId: $org, campaignPrefixedId: $campaign) ${FIELDS} }`,
      variables: (_world, org) => ({ org, campaign: CAMPAIGN }),
      ownerSetup: withCampaign,
    },
    {
      field: 'Mutation.archiveCampaign',
      document: `mutation($org: ID!, $campaign: ID!) { archiveCampaign(organizationPrefixedId: $org, campaignPrefixedId: $campaign) ${FIELDS} }`,
      variables: (_world, org) => ({ org, campaign: CAMPAIGN }),
      ownerSetup: withCampaign,
    },
  ];
}
