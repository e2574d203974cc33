// The console's webhooks in the authorization matrix (adminMatrixRows.ts): each operation aimed at an
// endpoint and an event of the demo church with fixed ids, so the attackers' cells (which run first)
// name the same ones the owner's request then finds. The owner holds every ability and has proven
// her second factor ('manage-giving' with the second factor is what the webhooks ask). Endpoints
// point at a closed local port; the event is sent again before the endpoint is removed, since a
// removed endpoint is sent nothing: whatever is sent to them fails at once and is only retried later.
import { eq } from 'drizzle-orm';
import { organizations, webhookDeliveries, webhookEndpoints } from '../src/db/schema';
import type { AdminMatrixRow } from './adminMatrixRows';
import type { World } from './authorizationWorld';

type Setup = AdminMatrixRow['ownerSetup'];

const ENDPOINT = 'whk_matrix000000000000000001';
const EVENT = 'msg_matrix000000000000000001';
const FIELDS = '{ prefixedId url events removedAt waiting failed }';
const CLOSED_PORT = 'http://127.0.0.1:9';

/** The demo church's endpoint, with one delivered event, once. */
async function matrixEndpoint(world: World): Promise<void> {
  const { db } = world.testApp.app;
  const [church] = await db.select().from(organizations).where(eq(organizations.subdomain, 'demo'));
  const [endpoint] = await db
    .insert(webhookEndpoints)
    .values({
      prefixedId: ENDPOINT,
      organizationId: church!.id,
      url: `${CLOSED_PORT}/matrix`,
      events: ['gift.succeeded'],
      // Never opened: the owner's requests neither send to it nor show it.
      secretSealed: 'matrix',
    })
    .onConflictDoNothing()
    .returning();
  if (!endpoint) return;
  await db.insert(webhookDeliveries).values({
    organizationId: church!.id,
    endpointId: endpoint.id,
    eventId: EVENT,
    type: 'gift.succeeded',
    body: '{"type":"gift.succeeded","data":{}}',
    attempts: 1,
    lastResponseCode: 204,
    deliveredAt: new Date(),
  });
}

export function webhookMatrixRows(everyAbility: Setup): AdminMatrixRow[] {
  const withEndpoint: Setup = async (world) => {
    const extra = await everyAbility(world);
    await matrixEndpoint(world);
    return extra;
  };
  return [
    {
      field: 'Query.adminWebhooks',
      document: `query($org: ID!) { adminWebhooks(organizationPrefixedId: $org) { endpoints ${FIELDS} eventTypes } }`,
      variables: (_world, org) => ({ org }),
      ownerSetup: withEndpoint,
    },
    {
      field: 'Query.adminWebhookDeliveries',
      document: `query($org: ID!, $endpoint: ID!) { adminWebhookDeliveries(organizationPrefixedId: $org,
        endpointPrefixedId: $endpoint) { items { eventId state attempts } nextCursor } }`,
      variables: (_world, org) => ({ org, endpoint: ENDPOINT }),
      ownerSetup: withEndpoint,
    },
    {
      field: 'Mutation.addWebhookEndpoint',
      document: `mutation($org: ID!) { addWebhookEndpoint(organizationPrefixedId: $org,
        url: "${CLOSED_PORT}/taken-over", events: ["donor.created"]) { endpoint ${FIELDS} secret } }`,
      variables: (_world, org) => ({ org }),
      ownerSetup: everyAbility,
    },
    {
      field: 'Mutation.resendWebhookEvent',
      document: `mutation($org: ID!, $event: ID!) { resendWebhookEvent(organizationPrefixedId: $org, eventId: $event) }`,
      variables: (_world, org) => ({ org, event: EVENT }),
      ownerSetup: withEndpoint,
    },
    {
      field: 'Mutation.removeWebhookEndpoint',
      document: `mutation($org: ID!, $endpoint: ID!) { removeWebhookEndpoint(organizationPrefixedId: $org,
        endpointPrefixedId: $endpoint) ${FIELDS} }`,
      variables: (_world, org) => ({ org, endpoint: ENDPOINT }),
      ownerSetup: withEndpoint,
    },
  ];
}
