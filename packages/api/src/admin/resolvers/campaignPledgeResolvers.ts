// The console's pledges to campaigns (docs/PRODUCT.md §14 "Pledges"): read and recorded with
// 'manage-giving', the ability that runs the church's campaigns.
import type { MutationResolvers, QueryResolvers } from '../../graphql/resolverTypes.generated';
import { adminScope } from '../adminScope';
import { listCampaignPledges, recordPledge } from '../campaigns/campaignPledges';
import { campaignTimeline } from '../campaigns/campaignTimeline';

export const campaignPledgeQueries: Pick<QueryResolvers, 'adminCampaignPledges' | 'adminCampaignTimeline'> = {
  adminCampaignPledges(_parent, { organizationPrefixedId, campaignPrefixedId }, context) {
    return listCampaignPledges(
      adminScope(context, organizationPrefixedId, ['manage-giving']),
      campaignPrefixedId,
    );
  },

  // The campaign's chart over time is read with the same ability as its figures and pledges.
  adminCampaignTimeline(_parent, { organizationPrefixedId, campaignPrefixedId }, context) {
    return campaignTimeline(
      adminScope(context, organizationPrefixedId, ['manage-giving']),
      campaignPrefixedId,
    );
  },
};

export const campaignPledgeMutations: Pick<MutationResolvers, 'recordPledge'> = {
  recordPledge(_parent, { organizationPrefixedId, campaignPrefixedId, donorPrefixedId, amount }, context) {
    return recordPledge(
      adminScope(context, organizationPrefixedId, ['manage-giving']),
      campaignPrefixedId,
      donorPrefixedId,
      amount,
    );
  },
};
