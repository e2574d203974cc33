// The console's campaigns (docs/PRODUCT.md §14): read and changed with 'manage-giving', the ability
// that shapes the giving page they appear on.
import type { MutationResolvers, QueryResolvers } from '../../graphql/resolverTypes.generated';
import type { GraphQLContext } from '../../graphql/context';
import { adminScope } from '../adminScope';
import {
  addCampaign,
  archiveCampaign,
  closeCampaign,
  listCampaigns,
  updateCampaign,
} from '../campaigns/churchCampaigns';

const givingScope = (context: GraphQLContext, organizationPrefixedId: string) =>
  adminScope(context, organizationPrefixedId, ['manage-giving']);

export const campaignQueries: Pick<QueryResolvers, 'adminCampaigns'> = {
  adminCampaigns(_parent, { organizationPrefixedId, includeArchived }, context) {
    return listCampaigns(givingScope(context, organizationPrefixedId), includeArchived ?? false);
  },
};

export const campaignMutations: Pick<
  MutationResolvers,
  'addCampaign' | 'updateCampaign' | 'closeCampaign' | 'archiveCampaign'
> = {
  addCampaign(_parent, { organizationPrefixedId, input }, context) {
    return addCampaign(givingScope(context, organizationPrefixedId), input);
  },

  updateCampaign(_parent, { organizationPrefixedId, campaignPrefixedId, input }, context) {
    return updateCampaign(givingScope(context, organizationPrefixedId), campaignPrefixedId, input);
  },

  closeCampaign(_parent, { organizationPrefixedId, campaignPrefixedId }, context) {
    return closeCampaign(givingScope(context, organizationPrefixedId), campaignPrefixedId);
  },

  archiveCampaign(_parent, { organizationPrefixedId, campaignPrefixedId }, context) {
    return archiveCampaign(givingScope(context, organizationPrefixedId), campaignPrefixedId);
  },
};
