// The console's API keys for the hostile-input suite (hostileInputGraphql.test.ts): every argument a
// variable, a valid base for the demo church. The suite's donor holds 'manage-giving' without a
// proven second factor, so hostile values meet the gate's refusal (never a 5xx); the keys' own
// checks (names, abilities, the limit, revoking) are readApi.test.ts's.
import type { GraphqlOperation, PortalRecords } from './hostileGraphqlOperations';

const API_KEY = '{ prefixedId name abilities visiblePrefix revokedAt }';

export function apiKeyOperations(records: PortalRecords): GraphqlOperation[] {
  const org = records.organizationPrefixedId;
  return [
    {
      field: 'adminApiKeys',
      kind: 'query',
      document: `query ($org: ID!) { adminApiKeys(organizationPrefixedId: $org) ${API_KEY} }`,
      base: { org },
    },
    {
      field: 'createApiKey',
      kind: 'mutation',
      document: `mutation ($org: ID!, $name: String!, $abilities: [String!]!) {
        createApiKey(organizationPrefixedId: $org, name: $name, abilities: $abilities) { apiKey ${API_KEY} token } }`,
      base: { org, name: 'Planning Center', abilities: ['view-gifts'] },
    },
    {
      field: 'revokeApiKey',
      kind: 'mutation',
      document: `mutation ($org: ID!, $apiKeyPrefixedId: ID!) {
        revokeApiKey(organizationPrefixedId: $org, apiKeyPrefixedId: $apiKeyPrefixedId) ${API_KEY} }`,
      base: { org, apiKeyPrefixedId: 'apk_000000000000000000000000' },
    },
  ];
}
