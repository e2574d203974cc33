// The campaigns in the authorization matrix (adminMatrixRows.ts): each operation aimed at a campaign
// of the demo church with a fixed id, so the attackers' cells (which run first) name the same
// campaign the owner's request then finds. The owner's setup writes it, giving to the General Fund.
// addCampaign and updateCampaign carry an image: the attackers name the victim's uploaded portrait,
// the owner an image she uploaded herself, as the console's image field does (campaignImage.ts).
import { eq } from 'drizzle-orm';
import { campaignFunds, campaignSlugs, campaigns, funds, organizations } from '../src/db/schema';
import type { AdminMatrixRow } from './adminMatrixRows';
import { pathOf, type World } from './authorizationWorld';
import { pngBytes } from './imageBytes';

type Setup = AdminMatrixRow['ownerSetup'];

const CAMPAIGN = 'cmp_matrix000000000000000001';
const FIELDS = '{ prefixedId name slug raised givers pledged status }';
const IMAGE_FIELDS = '{ prefixedId name slug raised givers pledged status imageUrl imageAlt }';

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

/** The owner uploads a campaign image to her own folder; answers its public URL as `image`. */
async function ownImage(world: World): Promise<Record<string, unknown>> {
  const presigned = await world.admin.graphql(
    `query($fileName: String!) { S3PresignedUrl(command: PutObject, directory: "profile-images",
      fileName: $fileName) { url publicUrl } }`,
    { fileName: 'matrix-campaign.png' },
  );
  const { url, publicUrl } = presigned.json().data.S3PresignedUrl as { url: string; publicUrl: string };
  const upload = await world.admin.request({
    method: 'PUT',
    url: pathOf(url),
    payload: pngBytes(800, 400),
    headers: { 'content-type': 'image/png' },
  });
  if (upload.statusCode !== 200) throw new Error(`campaign image upload: ${upload.statusCode}`);
  return { image: publicUrl };
}

export function campaignMatrixRows(everyAbility: Setup): AdminMatrixRow[] {
  const withCampaign: Setup = async (world) => {
    const extra = await everyAbility(world);
    await matrixCampaign(world);
    return extra;
  };
  const withImage =
    (setup: Setup): Setup =>
    async (world) => ({ ...(await setup(world)), ...(await ownImage(world)) });
  const input = (slug: string) =>
    `{ name: "Taken over", slug: "${slug}", goal: 5000, fundPrefixedIds: [$fund], imageUrl: $image,
      imageAlt: "The roof going up" }`;
  const orgAndFund = (world: World, org: string) => ({
    org,
    fund: world.records.generalFundId,
    image: world.records.imageUrl,
  });
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
      document: `mutation($org: ID!, $fund: ID!, $image: String) { addCampaign(organizationPrefixedId: $org,
        input: ${input('taken-over')}) ${IMAGE_FIELDS} }`,
      variables: orgAndFund,
      ownerSetup: withImage(everyAbility),
    },
    {
      field: 'Mutation.updateCampaign',
      document: `mutation($org: ID!, $fund: ID!, $campaign: ID!, $image: String) { updateCampaign(
        organizationPrefixedId: $org, campaignPrefixedId: $campaign, input: ${input('matrix-roof-2')})
        ${IMAGE_FIELDS} }`,
      variables: orgFundAndCampaign,
      ownerSetup: withImage(withCampaign),
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
