// Portal: the donor's saved cards (docs/CONTRACTS.md "GraphQL: the portal"; logic in src/portal).
import { deletePaymentMethod, listPaymentMethods, updatePaymentMethod } from '../../portal/paymentMethods';
import { updateBankAccount } from '../../portal/savedBankAccounts';
import { portalScope } from '../../core/recurringGifts/portalScope';
import type { MutationResolvers, QueryResolvers } from '../resolverTypes.generated';

export const paymentMethodQueries: Pick<QueryResolvers, 'donorPaymentMethods'> = {
  donorPaymentMethods: (_parent, { organizationPrefixedId }, context) =>
    listPaymentMethods(portalScope(context, organizationPrefixedId)),
};

export const paymentMethodMutations: Pick<
  MutationResolvers,
  'updatePaymentMethod' | 'updateBankAccount' | 'deletePaymentMethod'
> = {
  updatePaymentMethod: (_parent, { input }, context) =>
    updatePaymentMethod(portalScope(context, input.organizationPrefixedId), input),
  updateBankAccount: (_parent, { input }, context) =>
    updateBankAccount(portalScope(context, input.organizationPrefixedId), input),
  deletePaymentMethod: (_parent, { organizationPrefixedId, processorId }, context) =>
    deletePaymentMethod(portalScope(context, organizationPrefixedId), processorId),
};
