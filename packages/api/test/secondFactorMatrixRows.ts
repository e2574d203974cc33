// The second factor's rows of the authorization matrix, and the proof the owner's requests carry:
// the demo church's statements administrator (the matrix's owner) enrols once and her session stays
// verified, so operations behind the gate ('manage-team', 'refund-gifts') answer as any other.
import { eq } from 'drizzle-orm';
import {
  authenticatorCode,
  ENROL_SECOND_FACTOR,
  enrolSecondFactor,
  type SendGraphql,
} from '@halo/testkit/admin/secondFactor';
import { secondFactors, users } from '../src/db/schema';
import { DEMO_ADMIN } from '../src/seed';
import type { AdminMatrixRow } from './adminMatrixRows';
import type { World } from './authorizationWorld';

let recoveryCodes: string[] = [];

function sendAs(world: World): SendGraphql {
  return async (query, variables) => {
    const answer = (await world.admin.graphql(query, variables)).json() as {
      data?: Record<string, unknown>;
      errors?: unknown[];
    };
    if (answer.errors || !answer.data)
      throw new Error(`second factor setup: ${JSON.stringify(answer.errors)}`);
    return answer.data;
  };
}

async function adminEnrolment(world: World) {
  const db = world.testApp.app.db;
  const [admin] = await db.select().from(users).where(eq(users.email, DEMO_ADMIN.email));
  const [row] = await db.select().from(secondFactors).where(eq(secondFactors.userId, admin!.id));
  return { adminId: admin!.id, row: row ?? null };
}

async function forget(world: World): Promise<void> {
  const { adminId } = await adminEnrolment(world);
  await world.testApp.app.db.delete(secondFactors).where(eq(secondFactors.userId, adminId));
}

/** The owner's session proven: enrolled (once) through the API, confirmed with the code of now. */
export async function verifiedSecondFactor(world: World): Promise<Record<string, unknown>> {
  const { row } = await adminEnrolment(world);
  if (row?.enrolledAt) return {};
  await forget(world);
  ({ recoveryCodes } = await enrolSecondFactor(
    sendAs(world),
    world.victim.organizationPrefixedId,
    world.testApp.app.clock(),
  ));
  return {};
}

/** An unused recovery code of the owner's (enrolled first if need be). */
async function recoveryCode(world: World): Promise<Record<string, unknown>> {
  // None known (the owner's regenerateRecoveryCodes replaced them): enrol afresh.
  if (recoveryCodes.length === 0) await forget(world);
  await verifiedSecondFactor(world);
  const code = recoveryCodes.shift();
  if (!code) throw new Error('second factor setup: out of recovery codes');
  return { code };
}

/** A new enrolment waiting for its first code, and that code. */
async function pendingEnrolment(world: World): Promise<Record<string, unknown>> {
  await forget(world);
  const data = await sendAs(world)(ENROL_SECOND_FACTOR, { org: world.victim.organizationPrefixedId });
  const enrolment = data.enrolSecondFactor as { secret: string; recoveryCodes: string[] };
  const { secret } = enrolment;
  // Confirmed by the owner's request: these become the codes that work.
  recoveryCodes = enrolment.recoveryCodes;
  return { code: await authenticatorCode(secret, world.testApp.app.clock()) };
}

const withCode = (_world: World, org: string) => ({ org, code: '000000' });

const STATUS = 'isEnrolled isVerified recoveryCodesLeft';

export const SECOND_FACTOR_MATRIX_ROWS: AdminMatrixRow[] = [
  {
    field: 'Query.adminSecondFactor',
    document: `query($org: ID!) { adminSecondFactor(organizationPrefixedId: $org) { ${STATUS} } }`,
    variables: (_world, org) => ({ org }),
    ownerSetup: async () => ({}),
  },
  {
    field: 'Mutation.enrolSecondFactor',
    document: 'mutation($org: ID!) { enrolSecondFactor(organizationPrefixedId: $org) { otpauthUri } }',
    variables: (_world, org) => ({ org }),
    ownerSetup: async (world) => {
      await forget(world);
      return {};
    },
  },
  {
    field: 'Mutation.confirmSecondFactor',
    document: `mutation($org: ID!, $code: String!) { confirmSecondFactor(organizationPrefixedId: $org, code: $code) {
      ${STATUS} } }`,
    variables: withCode,
    ownerSetup: pendingEnrolment,
  },
  {
    field: 'Mutation.verifySecondFactor',
    document: `mutation($org: ID!, $code: String!) { verifySecondFactor(organizationPrefixedId: $org, code: $code) {
      ${STATUS} } }`,
    variables: withCode,
    ownerSetup: recoveryCode,
  },
  {
    field: 'Mutation.regenerateRecoveryCodes',
    document: 'mutation($org: ID!) { regenerateRecoveryCodes(organizationPrefixedId: $org) }',
    variables: (_world, org) => ({ org }),
    ownerSetup: async (world) => {
      await verifiedSecondFactor(world);
      // The owner's request replaces the codes this file knows.
      recoveryCodes = [];
      return {};
    },
  },
  {
    field: 'Mutation.removeSecondFactor',
    document: `mutation($org: ID!, $code: String!) { removeSecondFactor(organizationPrefixedId: $org, code: $code) {
      ${STATUS} } }`,
    variables: withCode,
    ownerSetup: recoveryCode,
  },
];
