// The console's webhooks for the hostile-input suite (hostileInputGraphql.test.ts): every argument a
// variable, a valid base for the demo church. The suite's donor holds 'manage-giving' without a
// proven second factor, so hostile values meet the gate's refusal (never a 5xx); the webhooks' own
// checks are adminWebhooks.test.ts's.
import type { GraphqlOperation, PortalRecords } from './hostileGraphqlOperations';

const ENDPOINT = '{ prefixedId url events removedAt }';

export function webhookOperations(records: PortalRecords): GraphqlOperation[] {
  const org = records.organizationPrefixedId;
  const endpointPrefixedId = 'whk_000000000000000000000000';
  return [
    {
      field: 'adminWebhooks',
      kind: 'query',
      document: `query ($org: ID!) { adminWebhooks(organizationPrefixedId: $org) { endpoints ${ENDPOINT} eventTypes } }`,
      base: { org },
    },
    {
      field: 'adminWebhookDeliveries',
      kind: 'query',
      document: `query ($org: ID!, $endpointPrefixedId: ID!, $after: String, $first: Int) {
        adminWebhookDeliveries(organizationPrefixedId: $org, endpointPrefixedId: $endpointPrefixedId, after: $after, first: $first) {
          items { eventId state } nextCursor } }`,
      base: { org, endpointPrefixedId, after: 'WyIyMDI2LTAxLTAxVDAwOjAwOjAwLjAwMDAwMFoiLDFd', first: 20 },
    },
    {
      field: 'addWebhookEndpoint',
      kind: 'mutation',
      document: `mutation ($org: ID!, $url: String!, $events: [String!]!) {
        addWebhookEndpoint(organizationPrefixedId: $org, url: $url, events: $events) { endpoint ${ENDPOINT} secret } }`,
      base: { org, url: 'https://crm.example.org/halo', events: ['gift.succeeded'] },
    },
    {
      field: 'removeWebhookEndpoint',
      kind: 'mutation',
      document: `mutation ($org: ID!, $endpointPrefixedId: ID!) {
        removeWebhookEndpoint(organizationPrefixedId: $org, endpointPrefixedId: $endpointPrefixedId) ${ENDPOINT} }`,
      base: { org, endpointPrefixedId },
    },
    {
      field: 'resendWebhookEvent',
      kind: 'mutation',
      document: `mutation ($org: ID!, $eventId: ID!) { resendWebhookEvent(organizationPrefixedId: $org, eventId: $eventId) }`,
      base: { org, eventId: 'msg_000000000000000000000000' },
    },
  ];
}
