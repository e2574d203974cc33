// Portal: the donor's recurring gifts (docs/CONTRACTS.md "GraphQL: the portal"; logic in src/portal).
import { moveRecurringGivings } from '../../portal/moveRecurringGivings';
import { portalScope } from '../../core/recurringGifts/portalScope';
import { listRecurringGivings } from '../../core/recurringGifts/listRecurringGivings';
import {
  deleteRecurringGiving,
  pauseRecurringGiving,
  resumeRecurringGiving,
} from '../../core/recurringGifts/recurringGivingStatus';
import { updateRecurringGiving } from '../../portal/updateRecurringGiving';
import { pauseRecurringGivingUntil, skipRecurringGiving } from '../../core/recurringGifts/recurringSchedule';
import type { MutationResolvers, QueryResolvers } from '../resolverTypes.generated';

export const recurringGivingQueries: Pick<QueryResolvers, 'donorRecurringGivings'> = {
  donorRecurringGivings: (_parent, { organizationPrefixedId, filters }, context) =>
    listRecurringGivings(portalScope(context, organizationPrefixedId), filters),
};

export const recurringGivingMutations: Pick<
  MutationResolvers,
  | 'pauseRecurringGiving'
  | 'resumeRecurringGiving'
  | 'updateRecurringGiving'
  | 'deleteRecurringGiving'
  | 'moveRecurringGivings'
  | 'skipRecurringGiving'
> = {
  pauseRecurringGiving: (_parent, { prefixedId, organizationPrefixedId, until }, context) =>
    until
      ? pauseRecurringGivingUntil(portalScope(context, organizationPrefixedId), prefixedId, until)
      : pauseRecurringGiving(portalScope(context, organizationPrefixedId), prefixedId),
  skipRecurringGiving: (_parent, { prefixedId, organizationPrefixedId }, context) =>
    skipRecurringGiving(portalScope(context, organizationPrefixedId), prefixedId),
  resumeRecurringGiving: (_parent, { prefixedId, organizationPrefixedId, startDate }, context) =>
    resumeRecurringGiving(portalScope(context, organizationPrefixedId), prefixedId, startDate),
  updateRecurringGiving: (_parent, { organizationPrefixedId, ...update }, context) =>
    updateRecurringGiving(portalScope(context, organizationPrefixedId), update),
  deleteRecurringGiving: (_parent, { prefixedId, organizationPrefixedId }, context) =>
    deleteRecurringGiving(portalScope(context, organizationPrefixedId), prefixedId),
  moveRecurringGivings: (_parent, { organizationPrefixedId, fromProcessorId, toProcessorId }, context) =>
    moveRecurringGivings(portalScope(context, organizationPrefixedId), fromProcessorId, toProcessorId),
};
