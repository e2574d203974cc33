// Portal: the donor's phone for giving by text (docs/CONTRACTS.md "GraphQL: the portal"; logic in
// src/portal/textGivingPhone.ts).
import { portalScope } from '../../core/recurringGifts/portalScope';
import {
  removeTextGivingPhone,
  sendTextGivingCode,
  textGiving,
  verifyTextGivingPhone,
} from '../../portal/textGivingPhone';
import type { MutationResolvers, QueryResolvers } from '../resolverTypes.generated';

export const textGivingQueries: Pick<QueryResolvers, 'textGiving'> = {
  textGiving: (_parent, { organizationPrefixedId }, context) =>
    textGiving(portalScope(context, organizationPrefixedId)),
};

export const textGivingMutations: Pick<
  MutationResolvers,
  'sendTextGivingCode' | 'verifyTextGivingPhone' | 'removeTextGivingPhone'
> = {
  sendTextGivingCode: (_parent, { organizationPrefixedId, phone }, context) =>
    sendTextGivingCode(portalScope(context, organizationPrefixedId), phone),
  verifyTextGivingPhone: (_parent, { organizationPrefixedId, code }, context) =>
    verifyTextGivingPhone(portalScope(context, organizationPrefixedId), code),
  removeTextGivingPhone: (_parent, { organizationPrefixedId }, context) =>
    removeTextGivingPhone(portalScope(context, organizationPrefixedId)),
};
