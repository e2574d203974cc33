// Portal: the donor's pledges to campaigns (docs/CONTRACTS.md "GraphQL: the portal"; logic in src/portal).
import { listDonorPledges, pledgeToCampaign } from '../../portal/donorPledges';
import { portalScope } from '../../core/recurringGifts/portalScope';
import type { MutationResolvers, QueryResolvers } from '../resolverTypes.generated';

export const pledgeQueries: Pick<QueryResolvers, 'donorPledges'> = {
  donorPledges: (_parent, { organizationPrefixedId }, context) =>
    listDonorPledges(portalScope(context, organizationPrefixedId)),
};

export const pledgeMutations: Pick<MutationResolvers, 'pledgeToCampaign'> = {
  pledgeToCampaign: (_parent, { organizationPrefixedId, campaignPrefixedId, amount }, context) =>
    pledgeToCampaign(portalScope(context, organizationPrefixedId), campaignPrefixedId, amount),
};
