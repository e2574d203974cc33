// The batches of cash and checks in the authorization matrix (adminMatrixRows.ts): each operation
// aimed at a batch of the demo church with fixed ids, so the attackers' cells (which run first) name
// the same batch the owner's request then finds. Each owner setup writes the batch as its operation
// needs it: open with an entry, balanced to commit, committed to reopen or to sign off.
import { eq } from 'drizzle-orm';
import { funds, giftBatchEntries, giftBatches, organizations, users } from '../src/db/schema';
import type { AdminMatrixRow } from './adminMatrixRows';
import type { World } from './authorizationWorld';

type Setup = AdminMatrixRow['ownerSetup'];

const OPEN = 'bat_matrix0000000000000000001';
const TO_COMMIT = 'bat_matrix0000000000000000002';
const COMMITTED = 'bat_matrix0000000000000000003';
const TO_SIGN = 'bat_matrix0000000000000000004';
const ENTRY = 'bte_matrix0000000000000000001';
const ENTRY_TO_REMOVE = 'bte_matrix0000000000000000002';

const ENTRY_INPUT =
  '{ donorPrefixedId: $donor, fundPrefixedId: $fund, amount: 500, method: check, checkNumber: "1001" }';
const SUMMARY = '{ batch { prefixedId status total entryCount } }';

/** Writes the batch `prefixedId` of the demo church (and an entry of 5.00 when asked), once. */
async function batch(
  world: World,
  prefixedId: string,
  values: { status: 'open' | 'committed'; entries?: string[] },
): Promise<void> {
  const { db } = world.testApp.app;
  const [church] = await db.select().from(organizations).where(eq(organizations.subdomain, 'demo'));
  const [fund] = await db.select().from(funds).where(eq(funds.prefixedId, world.records.generalFundId));
  const [donor] = await db.select().from(users).where(eq(users.prefixedId, world.victim.userPrefixedId));
  const [row] = await db
    .insert(giftBatches)
    .values({
      prefixedId,
      organizationId: church!.id,
      name: 'Matrix batch',
      batchDate: '2026-01-04',
      expectedTotal: 500,
      status: values.status,
      ...(values.status === 'committed' ? { committedAt: new Date(), committedTotal: 0 } : {}),
    })
    .onConflictDoNothing()
    .returning();
  for (const entry of values.entries ?? []) {
    if (!row) break;
    await db.insert(giftBatchEntries).values({
      prefixedId: entry,
      batchId: row.id,
      organizationId: church!.id,
      donorUserId: donor!.id,
      fundId: fund!.id,
      amount: 500,
      method: 'cash',
    });
  }
}

const withBatch =
  (everyAbility: Setup, prefixedId: string, values: Parameters<typeof batch>[2]): Setup =>
  async (world) => {
    const extra = await everyAbility(world);
    await batch(world, prefixedId, values);
    return extra;
  };

const orgAndBatch = (id: string) => (_world: World, org: string) => ({ org, batch: id });
const entryVariables = (world: World, org: string) => ({
  org,
  entry: ENTRY,
  donor: world.victim.userPrefixedId,
  fund: world.records.generalFundId,
});

export function giftBatchMatrixRows(everyAbility: Setup): AdminMatrixRow[] {
  const row = (
    field: string,
    document: string,
    variables: AdminMatrixRow['variables'],
    ownerSetup: Setup = everyAbility,
  ): AdminMatrixRow => ({ field, document, variables, ownerSetup });
  return [
    row(
      'Query.adminGiftBatches',
      'query($org: ID!) { adminGiftBatches(organizationPrefixedId: $org) { prefixedId name total } }',
      (_world, org) => ({ org }),
    ),
    row(
      'Query.adminGiftBatch',
      `query($org: ID!, $batch: ID!) { adminGiftBatch(organizationPrefixedId: $org, batchPrefixedId: $batch) ${SUMMARY} }`,
      orgAndBatch(OPEN),
      withBatch(everyAbility, OPEN, { status: 'open' }),
    ),
    row(
      'Mutation.createGiftBatch',
      `mutation($org: ID!) { createGiftBatch(organizationPrefixedId: $org,
        input: { name: "Matrix Sunday", date: "2026-01-04", expectedTotal: 500 }) ${SUMMARY} }`,
      (_world, org) => ({ org }),
    ),
    row(
      'Mutation.addGiftBatchEntry',
      `mutation($org: ID!, $batch: ID!, $donor: ID!, $fund: ID!) { addGiftBatchEntry(organizationPrefixedId: $org,
        batchPrefixedId: $batch, input: ${ENTRY_INPUT}) ${SUMMARY} }`,
      (world, org) => ({ ...entryVariables(world, org), batch: OPEN }),
      withBatch(everyAbility, OPEN, { status: 'open' }),
    ),
    row(
      'Mutation.updateGiftBatchEntry',
      `mutation($org: ID!, $entry: ID!, $donor: ID!, $fund: ID!) { updateGiftBatchEntry(organizationPrefixedId: $org,
        entryPrefixedId: $entry, input: ${ENTRY_INPUT}) ${SUMMARY} }`,
      entryVariables,
      withBatch(everyAbility, 'bat_matrix0000000000000000005', { status: 'open', entries: [ENTRY] }),
    ),
    row(
      'Mutation.removeGiftBatchEntry',
      `mutation($org: ID!, $entry: ID!) { removeGiftBatchEntry(organizationPrefixedId: $org,
        entryPrefixedId: $entry) ${SUMMARY} }`,
      (_world, org) => ({ org, entry: ENTRY_TO_REMOVE }),
      withBatch(everyAbility, 'bat_matrix0000000000000000006', {
        status: 'open',
        entries: [ENTRY_TO_REMOVE],
      }),
    ),
    row(
      'Mutation.commitGiftBatch',
      `mutation($org: ID!, $batch: ID!) { commitGiftBatch(organizationPrefixedId: $org, batchPrefixedId: $batch) ${SUMMARY} }`,
      orgAndBatch(TO_COMMIT),
      withBatch(everyAbility, TO_COMMIT, { status: 'open', entries: ['bte_matrix0000000000000000003'] }),
    ),
    row(
      'Mutation.reopenGiftBatch',
      `mutation($org: ID!, $batch: ID!) { reopenGiftBatch(organizationPrefixedId: $org, batchPrefixedId: $batch) ${SUMMARY} }`,
      orgAndBatch(COMMITTED),
      withBatch(everyAbility, COMMITTED, { status: 'committed' }),
    ),
    row(
      'Mutation.signOffGiftBatch',
      `mutation($org: ID!, $batch: ID!) { signOffGiftBatch(organizationPrefixedId: $org, batchPrefixedId: $batch) ${SUMMARY} }`,
      orgAndBatch(TO_SIGN),
      withBatch(everyAbility, TO_SIGN, { status: 'committed' }),
    ),
  ];
}
