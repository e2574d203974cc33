// The console's deposits in the authorization matrix (adminMatrixRows.ts): the list, and one deposit
// of the demo church with a fixed id, so the attackers' cells (which run first) name the same deposit
// the owner's request then finds.
import { eq } from 'drizzle-orm';
import { deposits, organizations } from '../src/db/schema';
import { encodeCursor } from '../src/core/keysetCursor';
import type { AdminMatrixRow } from './adminMatrixRows';
import type { World } from './authorizationWorld';

type Setup = AdminMatrixRow['ownerSetup'];

export const MATRIX_DEPOSIT = 'dep_matrix0000000000000000001';

/** A cursor into the matrix deposit's gifts (it has none: the answer is an empty page). */
const MATRIX_GIFT_CURSOR = encodeCursor({ key: '2026-01-01', id: 1 });

/** Writes the demo church's matrix deposit (a paid payout of nothing but its figures), once. */
export async function matrixDeposit(world: World): Promise<void> {
  const { db } = world.testApp.app;
  const [church] = await db.select().from(organizations).where(eq(organizations.subdomain, 'demo'));
  await db
    .insert(deposits)
    .values({
      prefixedId: MATRIX_DEPOSIT,
      organizationId: church!.id,
      source: 'sandbox',
      payoutId: 'po_matrix',
      payoutDate: '2026-01-05',
      arrivalDate: '2026-01-06',
      status: 'paid',
    })
    .onConflictDoNothing();
}

export function depositMatrixRows(everyAbility: Setup): AdminMatrixRow[] {
  return [
    {
      field: 'Query.adminDeposits',
      document:
        'query($org: ID!) { adminDeposits(organizationPrefixedId: $org) { items { prefixedId net } nextCursor } }',
      variables: (_world, org) => ({ org }),
      ownerSetup: everyAbility,
    },
    {
      field: 'Query.adminDeposit',
      document: `query($org: ID!, $deposit: ID!) { adminDeposit(organizationPrefixedId: $org, depositPrefixedId: $deposit) {
        deposit { prefixedId net } gifts { giftPrefixedId } giftsNextCursor funds { fundName } csvPath } }`,
      variables: (_world, org) => ({ org, deposit: MATRIX_DEPOSIT }),
      ownerSetup: async (world) => {
        const extra = await everyAbility(world);
        await matrixDeposit(world);
        return extra;
      },
    },
    {
      field: 'Query.adminDepositGifts',
      document: `query($org: ID!, $deposit: ID!, $after: String!) {
        adminDepositGifts(organizationPrefixedId: $org, depositPrefixedId: $deposit, after: $after) {
          items { giftPrefixedId net } nextCursor } }`,
      variables: (_world, org) => ({ org, deposit: MATRIX_DEPOSIT, after: MATRIX_GIFT_CURSOR }),
      ownerSetup: async (world) => {
        const extra = await everyAbility(world);
        await matrixDeposit(world);
        return extra;
      },
    },
  ];
}
