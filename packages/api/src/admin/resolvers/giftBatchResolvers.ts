// The console's batches of cash and checks (docs/CONTRACTS.md "Batches of cash and checks"), every
// operation with 'record-gifts', the ability that records offline gifts one at a time.
import type { GraphQLContext } from '../../graphql/context';
import type { MutationResolvers, QueryResolvers } from '../../graphql/resolverTypes.generated';
import { adminScope } from '../adminScope';
import {
  addGiftBatchEntry,
  commitGiftBatch,
  createGiftBatch,
  removeGiftBatchEntry,
  reopenGiftBatch,
  signOffGiftBatch,
  updateGiftBatchEntry,
} from '../giftBatches/giftBatchChanges';
import { giftBatchWithEntries, listGiftBatchSummaries } from '../giftBatches/giftBatchReads';
import { findGiftBatchId } from '../giftBatches/giftBatchLookup';

const batchesScope = (context: GraphQLContext, organizationPrefixedId: string) =>
  adminScope(context, organizationPrefixedId, ['record-gifts']);

export const giftBatchQueries: Pick<QueryResolvers, 'adminGiftBatches' | 'adminGiftBatch'> = {
  adminGiftBatches(_parent, { organizationPrefixedId }, context) {
    const scope = batchesScope(context, organizationPrefixedId);
    return listGiftBatchSummaries(scope.app.db, scope.organization.id);
  },

  async adminGiftBatch(_parent, { organizationPrefixedId, batchPrefixedId }, context) {
    const scope = batchesScope(context, organizationPrefixedId);
    const batchId = await findGiftBatchId(scope, batchPrefixedId);
    return giftBatchWithEntries(scope.app.db, scope.organization.id, batchId);
  },
};

export const giftBatchMutations: Pick<
  MutationResolvers,
  | 'createGiftBatch'
  | 'addGiftBatchEntry'
  | 'updateGiftBatchEntry'
  | 'removeGiftBatchEntry'
  | 'commitGiftBatch'
  | 'reopenGiftBatch'
  | 'signOffGiftBatch'
> = {
  createGiftBatch(_parent, { organizationPrefixedId, input }, context) {
    return createGiftBatch(batchesScope(context, organizationPrefixedId), input);
  },

  addGiftBatchEntry(_parent, { organizationPrefixedId, batchPrefixedId, input }, context) {
    return addGiftBatchEntry(batchesScope(context, organizationPrefixedId), batchPrefixedId, input);
  },

  updateGiftBatchEntry(_parent, { organizationPrefixedId, entryPrefixedId, input }, context) {
    return updateGiftBatchEntry(batchesScope(context, organizationPrefixedId), entryPrefixedId, input);
  },

  removeGiftBatchEntry(_parent, { organizationPrefixedId, entryPrefixedId }, context) {
    return removeGiftBatchEntry(batchesScope(context, organizationPrefixedId), entryPrefixedId);
  },

  commitGiftBatch(_parent, { organizationPrefixedId, batchPrefixedId }, context) {
    return commitGiftBatch(batchesScope(context, organizationPrefixedId), batchPrefixedId);
  },

  reopenGiftBatch(_parent, { organizationPrefixedId, batchPrefixedId }, context) {
    return reopenGiftBatch(batchesScope(context, organizationPrefixedId), batchPrefixedId);
  },

  signOffGiftBatch(_parent, { organizationPrefixedId, batchPrefixedId }, context) {
    return signOffGiftBatch(batchesScope(context, organizationPrefixedId), batchPrefixedId);
  },
};
