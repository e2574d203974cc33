// Merging duplicate donors in the authorization matrix (adminMatrixRows.ts; docs/PRODUCT.md §24):
// suggestions with 'view-gifts' or 'manage-giving', merges and their undo with 'manage-giving'. The
// attackers' cells (which run first) name records nobody has or the planted merge's fixed id, so the
// owner's request then finds what it names untouched; each merge takes two donors nobody else uses.
import { eq } from 'drizzle-orm';
import { donorMerges, organizations } from '../src/db/schema';
import type { AdminMatrixRow } from './adminMatrixRows';
import type { World } from './authorizationWorld';
import { statementSent } from './donorMergeFixtures';
import { addGift, createDonor } from './reportFixtures';

type Setup = AdminMatrixRow['ownerSetup'];

const MERGE = 'dmg_matrix000000000000000001';
/** A merge of its own whose moved gift was on a statement sent before it: one to correct. */
const CORRECTED_MERGE = 'dmg_matrix000000000000000002';
/** What the attackers' cells name: refused before any donor is looked up. */
const SOMEONE = 'usr_matrix000000000000000011';
const SOMEONE_ELSE = 'usr_matrix000000000000000012';
const FIELDS = '{ prefixedId canUndo movedGiftCount kept { prefixedId } merged { prefixedId } }';

let donorsMade = 0;

async function freshDonor(world: World) {
  donorsMade += 1;
  const { user, organization } = await createDonor(world.testApp, 'demo', {
    email: `merge-matrix-${donorsMade}@example.com`,
    firstName: 'Matrix',
    lastName: `Duplicate ${donorsMade}`,
    password: 'merge-matrix-1234',
  });
  return { id: user.id, prefixedId: user.prefixedId, organizationId: organization.id };
}

/** A standing merge of two fresh donors with the fixed id the attackers named; planted once. */
let planted = false;

async function plantMerge(world: World): Promise<void> {
  if (planted) return;
  planted = true;
  const { db } = world.testApp.app;
  const [church] = await db.select().from(organizations).where(eq(organizations.subdomain, 'demo'));
  const [kept, merged] = [await freshDonor(world), await freshDonor(world)];
  const nothing = {
    giftIds: [],
    pledgeIds: [],
    householdMemberIds: [],
    paymentMethodIds: [],
    recurringGivingIds: [],
  };
  await db.insert(donorMerges).values({
    prefixedId: MERGE,
    organizationId: church!.id,
    keptUserId: kept.id,
    mergedUserId: merged.id,
    mergedByLabel: 'matrix@example.com',
    moved: { ...nothing, primaryClearedPaymentMethodIds: [], addresseeHouseholdIds: [] },
    stayed: nothing,
    createdAt: world.testApp.app.clock(),
  });
}

/** The kept record of CORRECTED_MERGE, whose last-year statement needs a corrected copy. */
async function plantMergeToCorrect(world: World, year: number): Promise<string> {
  const { db } = world.testApp.app;
  const [kept, merged] = [await freshDonor(world), await freshDonor(world)];
  const owned = { userId: kept.id, organizationId: kept.organizationId, prefixedId: kept.prefixedId };
  const gift = await addGift(world.testApp, owned, { amount: 1_000, date: `${year}-06-01` });
  const mergedAt = world.testApp.app.clock();
  await statementSent(world.testApp, owned, year, new Date(mergedAt.getTime() - 60_000));
  const nothing = { pledgeIds: [], householdMemberIds: [], paymentMethodIds: [], recurringGivingIds: [] };
  await db.insert(donorMerges).values({
    prefixedId: CORRECTED_MERGE,
    organizationId: kept.organizationId,
    keptUserId: kept.id,
    mergedUserId: merged.id,
    mergedByLabel: 'matrix@example.com',
    moved: { ...nothing, giftIds: [gift.id], primaryClearedPaymentMethodIds: [], addresseeHouseholdIds: [] },
    stayed: nothing,
    createdAt: mergedAt,
  });
  return kept.prefixedId;
}

export function donorMergeMatrixRows(everyAbility: Setup): AdminMatrixRow[] {
  const lastYear = new Date().getUTCFullYear() - 1;
  return [
    {
      field: 'Query.adminDonorMergeSuggestions',
      document: `query($org: ID!) { adminDonorMergeSuggestions(organizationPrefixedId: $org) { reason kept { prefixedId } merged { prefixedId } } }`,
      variables: (_world, org) => ({ org }),
      ownerSetup: everyAbility,
    },
    {
      field: 'Query.adminDonorMerges',
      document: `query($org: ID!) { adminDonorMerges(organizationPrefixedId: $org) ${FIELDS} }`,
      variables: (_world, org) => ({ org }),
      ownerSetup: everyAbility,
    },
    {
      field: 'Mutation.mergeDonors',
      document: `mutation($org: ID!, $kept: ID!, $merged: ID!) { mergeDonors(organizationPrefixedId: $org,
        keptDonorPrefixedId: $kept, mergedDonorPrefixedId: $merged) ${FIELDS} }`,
      variables: (_world, org) => ({ org, kept: SOMEONE, merged: SOMEONE_ELSE }),
      ownerSetup: async (world) => {
        const extra = await everyAbility(world);
        const [kept, merged] = [await freshDonor(world), await freshDonor(world)];
        return { ...extra, kept: kept.prefixedId, merged: merged.prefixedId };
      },
    },
    {
      field: 'Mutation.undoDonorMerge',
      document: `mutation($org: ID!, $merge: ID!) { undoDonorMerge(organizationPrefixedId: $org, mergePrefixedId: $merge) ${FIELDS} }`,
      variables: (_world, org) => ({ org, merge: MERGE }),
      ownerSetup: async (world) => {
        const extra = await everyAbility(world);
        await plantMerge(world);
        return extra;
      },
    },
    {
      field: 'Mutation.sendCorrectedStatement',
      document: `mutation($org: ID!, $merge: ID!, $donor: ID) { sendCorrectedStatement(organizationPrefixedId: $org,
        mergePrefixedId: $merge, year: ${lastYear}, donorPrefixedId: $donor) { year donorPrefixedId correctedAt } }`,
      variables: (_world, org) => ({ org, merge: CORRECTED_MERGE, donor: SOMEONE }),
      ownerSetup: async (world) => {
        const extra = await everyAbility(world);
        return { ...extra, donor: await plantMergeToCorrect(world, lastYear) };
      },
    },
  ];
}
