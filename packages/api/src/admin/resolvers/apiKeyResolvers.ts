// The console's API keys (docs/PRODUCT.md §16): 'manage-giving' with the second factor (apiKeyScope).
import type { MutationResolvers, QueryResolvers } from '../../graphql/resolverTypes.generated';
import { apiKeyScope } from '../apiKeys/apiKeyScope';
import { createApiKey, listApiKeys, revokeApiKey } from '../apiKeys/churchApiKeys';

export const apiKeyQueries: Pick<QueryResolvers, 'adminApiKeys'> = {
  async adminApiKeys(_parent, { organizationPrefixedId }, context) {
    return listApiKeys(await apiKeyScope(context, organizationPrefixedId));
  },
};

export const apiKeyMutations: Pick<MutationResolvers, 'createApiKey' | 'revokeApiKey'> = {
  async createApiKey(_parent, { organizationPrefixedId, name, abilities }, context) {
    return createApiKey(await apiKeyScope(context, organizationPrefixedId), name, abilities);
  },

  async revokeApiKey(_parent, { organizationPrefixedId, apiKeyPrefixedId }, context) {
    return revokeApiKey(await apiKeyScope(context, organizationPrefixedId), apiKeyPrefixedId);
  },
};
