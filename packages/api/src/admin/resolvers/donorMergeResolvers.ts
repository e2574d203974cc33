// Merging duplicate donors (docs/PRODUCT.md §24): suggestions are read with 'view-gifts' (the Donors
// section's lists already show donors to it) or 'manage-giving'; merging, undoing and the merges'
// summaries with 'manage-giving', the ability that shapes the church's donor records and households.
import type { GraphQLContext } from '../../graphql/context';
import type { MutationResolvers, QueryResolvers } from '../../graphql/resolverTypes.generated';
import { adminScope } from '../adminScope';
import { sendCorrectedStatement } from '../donorMerge/donorMergeCorrections';
import { donorMergeSuggestions } from '../donorMerge/donorMergeSuggestions';
import { mergeDonors } from '../donorMerge/mergeDonors';
import { listDonorMerges } from '../donorMerge/presentDonorMerge';
import { undoDonorMerge } from '../donorMerge/undoDonorMerge';

const givingScope = (context: GraphQLContext, organizationPrefixedId: string) =>
  adminScope(context, organizationPrefixedId, ['manage-giving']);

export const donorMergeQueries: Pick<QueryResolvers, 'adminDonorMergeSuggestions' | 'adminDonorMerges'> = {
  adminDonorMergeSuggestions(_parent, { organizationPrefixedId }, context) {
    return donorMergeSuggestions(
      adminScope(context, organizationPrefixedId, ['view-gifts', 'manage-giving']),
    );
  },

  adminDonorMerges(_parent, { organizationPrefixedId }, context) {
    return listDonorMerges(givingScope(context, organizationPrefixedId));
  },
};

export const donorMergeMutations: Pick<
  MutationResolvers,
  'mergeDonors' | 'undoDonorMerge' | 'sendCorrectedStatement'
> = {
  // A corrected copy is a statement sent: the ability that sends statements, as the one-donor send.
  sendCorrectedStatement(
    _parent,
    { organizationPrefixedId, mergePrefixedId, year, donorPrefixedId, householdPrefixedId },
    context,
  ) {
    return sendCorrectedStatement(
      adminScope(context, organizationPrefixedId, ['send-statements']),
      mergePrefixedId,
      year,
      { donorPrefixedId: donorPrefixedId ?? null, householdPrefixedId: householdPrefixedId ?? null },
    );
  },

  mergeDonors(_parent, { organizationPrefixedId, keptDonorPrefixedId, mergedDonorPrefixedId }, context) {
    return mergeDonors(
      givingScope(context, organizationPrefixedId),
      keptDonorPrefixedId,
      mergedDonorPrefixedId,
    );
  },

  undoDonorMerge(_parent, { organizationPrefixedId, mergePrefixedId }, context) {
    return undoDonorMerge(givingScope(context, organizationPrefixedId), mergePrefixedId);
  },
};
