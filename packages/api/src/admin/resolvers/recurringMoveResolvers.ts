// The console's moved recurring gifts (docs/PRODUCT.md §17), behind 'manage-giving' as the move is.
import type { QueryResolvers } from '../../graphql/resolverTypes.generated';
import { adminScope } from '../adminScope';
import { readMovedGiftsChargedAgain } from '../recurringMove/movedGiftsChargedAgain';

export const recurringMoveQueries: Pick<QueryResolvers, 'adminMovedGiftsChargedAgain'> = {
  async adminMovedGiftsChargedAgain(_parent, { organizationPrefixedId }, context) {
    return readMovedGiftsChargedAgain(adminScope(context, organizationPrefixedId, ['manage-giving']));
  },
};
