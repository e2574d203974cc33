// The console's API keys in the authorization matrix (adminMatrixRows.ts): each operation aimed at
// the demo church, revoking a key with a fixed id planted before the attackers' cells (which run
// first), so the owner's request then finds the same one. The owner holds every ability and has
// proven her second factor ('manage-giving' with the second factor is what the keys ask).
import { eq } from 'drizzle-orm';
import { apiKeys, organizations } from '../src/db/schema';
import type { AdminMatrixRow } from './adminMatrixRows';
import type { World } from './authorizationWorld';

type Setup = AdminMatrixRow['ownerSetup'];

const API_KEY = 'apk_matrix000000000000000001';
const FIELDS = '{ prefixedId name abilities visiblePrefix createdBy lastUsedAt revokedAt }';

/** The demo church's key, once (never used: its hash is of no key anyone holds). */
async function matrixApiKey(world: World): Promise<void> {
  const { db } = world.testApp.app;
  const [church] = await db.select().from(organizations).where(eq(organizations.subdomain, 'demo'));
  await db
    .insert(apiKeys)
    .values({
      prefixedId: API_KEY,
      organizationId: church!.id,
      name: 'Matrix CRM',
      abilities: ['view-gifts'],
      visiblePrefix: 'hg_live_matrix00',
      secretHash: '0'.repeat(64),
    })
    .onConflictDoNothing();
}

export function apiKeyMatrixRows(everyAbility: Setup): AdminMatrixRow[] {
  const withKey: Setup = async (world) => {
    const extra = await everyAbility(world);
    await matrixApiKey(world);
    return extra;
  };
  return [
    {
      field: 'Query.adminApiKeys',
      document: `query($org: ID!) { adminApiKeys(organizationPrefixedId: $org) ${FIELDS} }`,
      variables: (_world, org) => ({ org }),
      ownerSetup: withKey,
    },
    {
      field: 'Mutation.createApiKey',
      document: `mutation($org: ID!) { createApiKey(organizationPrefixedId: $org, name: "Taken over",
        abilities: ["view-gifts"]) { apiKey ${FIELDS} token } }`,
      variables: (_world, org) => ({ org }),
      ownerSetup: everyAbility,
    },
    {
      field: 'Mutation.revokeApiKey',
      document: `mutation($org: ID!, $key: ID!) { revokeApiKey(organizationPrefixedId: $org, apiKeyPrefixedId: $key) ${FIELDS} }`,
      variables: (_world, org) => ({ org, key: API_KEY }),
      ownerSetup: withKey,
    },
  ];
}
