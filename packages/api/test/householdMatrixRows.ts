// Households in the authorization matrix (adminMatrixRows.ts; docs/PRODUCT.md §21): every operation
// aimed at one household of the demo church with a fixed id, so the attackers' cells (which run first)
// name the same household the owner's request then finds. The owner's setup plants it with two donors
// of its own, and gives each change donors nobody else uses, so the rows never refuse each other.
import { eq } from 'drizzle-orm';
import { householdMembers, households, organizations } from '../src/db/schema';
import type { AdminMatrixRow } from './adminMatrixRows';
import type { World } from './authorizationWorld';
import { createDonor } from './reportFixtures';

type Setup = AdminMatrixRow['ownerSetup'];

const HOUSEHOLD = 'hsh_matrix000000000000000001';
/** A household of its own for deleteHousehold, so the owner's delete leaves the others' household be. */
const DOOMED = 'hsh_matrix000000000000000002';
/** What the attackers' cells name: refused before any donor is looked up. */
const SOMEONE = 'usr_matrix000000000000000001';
const SOMEONE_ELSE = 'usr_matrix000000000000000002';
const FIELDS =
  '{ prefixedId name currentMemberNames members { donorPrefixedId fromYear toYear isAddressee } }';
const PLANTED_FROM = 2001;

let donorsMade = 0;

async function freshDonor(world: World): Promise<{ id: number; prefixedId: string }> {
  donorsMade += 1;
  const { user } = await createDonor(world.testApp, 'demo', {
    email: `household-matrix-${donorsMade}@example.com`,
    firstName: 'Matrix',
    lastName: `Member ${donorsMade}`,
    password: 'household-matrix-1234',
  });
  return { id: user.id, prefixedId: user.prefixedId };
}

/** The planted household and its addressee; made once. */
let planted: { id: number; addressee: string } | null = null;

async function matrixHousehold(world: World): Promise<{ id: number; addressee: string }> {
  if (planted) return planted;
  const { db } = world.testApp.app;
  const [church] = await db.select().from(organizations).where(eq(organizations.subdomain, 'demo'));
  const [first, second] = [await freshDonor(world), await freshDonor(world)];
  const [row] = await db
    .insert(households)
    .values({
      prefixedId: HOUSEHOLD,
      organizationId: church!.id,
      name: 'Matrix household',
      addresseeUserId: first!.id,
    })
    .returning();
  await db.insert(householdMembers).values(
    [first!, second!].map((member) => ({
      householdId: row!.id,
      userId: member.id,
      fromYear: PLANTED_FROM,
      toYear: null,
    })),
  );
  planted = { id: row!.id, addressee: second!.prefixedId };
  return planted;
}

async function doomedHousehold(world: World): Promise<void> {
  const { db } = world.testApp.app;
  const [church] = await db.select().from(organizations).where(eq(organizations.subdomain, 'demo'));
  const [first, second] = [await freshDonor(world), await freshDonor(world)];
  const [row] = await db
    .insert(households)
    .values({ prefixedId: DOOMED, organizationId: church!.id, name: 'Doomed', addresseeUserId: first!.id })
    .returning();
  await db.insert(householdMembers).values(
    [first!, second!].map((member) => ({
      householdId: row!.id,
      userId: member.id,
      fromYear: PLANTED_FROM,
      toYear: null,
    })),
  );
}

export function householdMatrixRows(everyAbility: Setup): AdminMatrixRow[] {
  const withHousehold: Setup = async (world) => {
    const extra = await everyAbility(world);
    await matrixHousehold(world);
    return extra;
  };
  const orgAndHousehold = (_world: World, org: string) => ({ org, household: HOUSEHOLD, donor: SOMEONE });
  const lastYear = new Date().getUTCFullYear() - 1;
  return [
    {
      field: 'Query.adminHouseholds',
      document: `query($org: ID!) { adminHouseholds(organizationPrefixedId: $org) { sendMemberStatements households ${FIELDS} } }`,
      variables: (_world, org) => ({ org }),
      ownerSetup: withHousehold,
    },
    {
      field: 'Query.adminHouseholdStatementPreview',
      document: `query($org: ID!, $household: ID!, $year: Int!) { adminHouseholdStatementPreview(organizationPrefixedId: $org,
        householdPrefixedId: $household, year: $year) { fileName contentType } }`,
      variables: (_world, org) => ({ org, household: HOUSEHOLD, year: lastYear }),
      ownerSetup: withHousehold,
    },
    {
      field: 'Query.adminDonorHouseholdStatement',
      document: `query($org: ID!, $donor: ID!, $year: Int!) { adminDonorHouseholdStatement(organizationPrefixedId: $org,
        donorPrefixedId: $donor, year: $year) { household { householdPrefixedId name addresseeName memberNames } } }`,
      variables: (_world, org) => ({ org, donor: SOMEONE, year: lastYear }),
      ownerSetup: async (world) => {
        const extra = await withHousehold(world);
        return { ...extra, donor: (await matrixHousehold(world)).addressee };
      },
    },
    {
      field: 'Mutation.sendHouseholdStatement',
      document: `mutation($org: ID!, $household: ID!, $year: Int!) { sendHouseholdStatement(organizationPrefixedId: $org,
        householdPrefixedId: $household, year: $year) { sent message } }`,
      variables: (_world, org) => ({ org, household: HOUSEHOLD, year: lastYear }),
      ownerSetup: withHousehold,
    },
    {
      field: 'Mutation.createHousehold',
      document: `mutation($org: ID!, $a: ID!, $b: ID!) { createHousehold(organizationPrefixedId: $org,
        input: { name: "Taken over", memberPrefixedIds: [$a, $b], addresseePrefixedId: $a, fromYear: ${PLANTED_FROM} }) ${FIELDS} }`,
      variables: (_world, org) => ({ org, a: SOMEONE, b: SOMEONE_ELSE }),
      ownerSetup: async (world) => {
        const extra = await everyAbility(world);
        const [a, b] = [await freshDonor(world), await freshDonor(world)];
        return { ...extra, a: a.prefixedId, b: b.prefixedId };
      },
    },
    {
      field: 'Mutation.addHouseholdMember',
      document: `mutation($org: ID!, $household: ID!, $donor: ID!) { addHouseholdMember(organizationPrefixedId: $org,
        householdPrefixedId: $household, donorPrefixedId: $donor, fromYear: ${PLANTED_FROM}) ${FIELDS} }`,
      variables: orgAndHousehold,
      ownerSetup: async (world) => {
        const extra = await withHousehold(world);
        return { ...extra, donor: (await freshDonor(world)).prefixedId };
      },
    },
    {
      field: 'Mutation.removeHouseholdMember',
      document: `mutation($org: ID!, $household: ID!, $donor: ID!) { removeHouseholdMember(organizationPrefixedId: $org,
        householdPrefixedId: $household, donorPrefixedId: $donor, lastYear: ${PLANTED_FROM}) ${FIELDS} }`,
      variables: orgAndHousehold,
      ownerSetup: async (world) => {
        const extra = await withHousehold(world);
        const leaving = await freshDonor(world);
        const household = await matrixHousehold(world);
        await world.testApp.app.db
          .insert(householdMembers)
          .values({ householdId: household.id, userId: leaving.id, fromYear: PLANTED_FROM, toYear: null });
        return { ...extra, donor: leaving.prefixedId };
      },
    },
    {
      field: 'Mutation.setHouseholdAddressee',
      document: `mutation($org: ID!, $household: ID!, $donor: ID!) { setHouseholdAddressee(organizationPrefixedId: $org,
        householdPrefixedId: $household, donorPrefixedId: $donor) ${FIELDS} }`,
      variables: orgAndHousehold,
      ownerSetup: async (world) => {
        const extra = await withHousehold(world);
        return { ...extra, donor: (await matrixHousehold(world)).addressee };
      },
    },
    {
      field: 'Mutation.renameHousehold',
      document: `mutation($org: ID!, $household: ID!) { renameHousehold(organizationPrefixedId: $org,
        householdPrefixedId: $household, name: "Taken over") ${FIELDS} }`,
      variables: (_world, org) => ({ org, household: HOUSEHOLD }),
      ownerSetup: withHousehold,
    },
    {
      field: 'Mutation.setHouseholdMailingAddress',
      document: `mutation($org: ID!, $household: ID!) { setHouseholdMailingAddress(organizationPrefixedId: $org,
        householdPrefixedId: $household, input: { address: "1 Taken Over Way", city: "Elsewhere" }) ${FIELDS} }`,
      variables: (_world, org) => ({ org, household: HOUSEHOLD }),
      ownerSetup: withHousehold,
    },
    {
      field: 'Mutation.deleteHousehold',
      document: `mutation($org: ID!, $household: ID!) { deleteHousehold(organizationPrefixedId: $org,
        householdPrefixedId: $household) { households { prefixedId } } }`,
      variables: (_world, org) => ({ org, household: DOOMED }),
      ownerSetup: async (world) => {
        const extra = await everyAbility(world);
        await doomedHousehold(world);
        return extra;
      },
    },
    {
      field: 'Mutation.setHouseholdStatementSettings',
      document: `mutation($org: ID!) { setHouseholdStatementSettings(organizationPrefixedId: $org, sendMemberStatements: false) {
        sendMemberStatements } }`,
      variables: (_world, org) => ({ org }),
      ownerSetup: everyAbility,
    },
  ];
}
