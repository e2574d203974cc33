// The console's households (docs/PRODUCT.md §21): read and changed with 'manage-giving', the ability
// that shapes how the church gives and is thanked.
import type { GraphQLContext } from '../../graphql/context';
import type { MutationResolvers, QueryResolvers } from '../../graphql/resolverTypes.generated';
import { adminScope } from '../adminScope';
import {
  addHouseholdMember,
  createHousehold,
  listHouseholds,
  removeHouseholdMember,
  renameHousehold,
  setHouseholdAddressee,
  setHouseholdStatementSettings,
} from '../households/churchHouseholds';
import { deleteHousehold } from '../households/deleteHousehold';
import { setHouseholdMailingAddress } from '../households/householdMailingAddress';
import { previewHouseholdStatement } from '../households/householdStatementPreview';
import { donorHouseholdStatement, sendHouseholdStatement } from '../households/householdStatementSend';

const givingScope = (context: GraphQLContext, organizationPrefixedId: string) =>
  adminScope(context, organizationPrefixedId, ['manage-giving']);
/** A household's statement is sent, like a donor's, with the ability that sends statements. */
const statementScope = (context: GraphQLContext, organizationPrefixedId: string) =>
  adminScope(context, organizationPrefixedId, ['send-statements']);

export const householdQueries: Pick<
  QueryResolvers,
  'adminHouseholds' | 'adminHouseholdStatementPreview' | 'adminDonorHouseholdStatement'
> = {
  adminDonorHouseholdStatement(_parent, { organizationPrefixedId, donorPrefixedId, year }, context) {
    return donorHouseholdStatement(statementScope(context, organizationPrefixedId), donorPrefixedId, year);
  },

  adminHouseholds(_parent, { organizationPrefixedId }, context) {
    return listHouseholds(givingScope(context, organizationPrefixedId));
  },

  adminHouseholdStatementPreview(
    _parent,
    { organizationPrefixedId, householdPrefixedId, year, letterTemplatePrefixedId },
    context,
  ) {
    return previewHouseholdStatement(
      givingScope(context, organizationPrefixedId),
      householdPrefixedId,
      year,
      letterTemplatePrefixedId ?? null,
    );
  },
};

export const householdMutations: Pick<
  MutationResolvers,
  | 'createHousehold'
  | 'addHouseholdMember'
  | 'removeHouseholdMember'
  | 'setHouseholdAddressee'
  | 'setHouseholdStatementSettings'
  | 'renameHousehold'
  | 'setHouseholdMailingAddress'
  | 'deleteHousehold'
  | 'sendHouseholdStatement'
> = {
  sendHouseholdStatement(
    _parent,
    { organizationPrefixedId, householdPrefixedId, year, letterTemplatePrefixedId },
    context,
  ) {
    return sendHouseholdStatement(
      statementScope(context, organizationPrefixedId),
      householdPrefixedId,
      year,
      letterTemplatePrefixedId ?? null,
    );
  },

  createHousehold(_parent, { organizationPrefixedId, input }, context) {
    return createHousehold(givingScope(context, organizationPrefixedId), input);
  },

  addHouseholdMember(
    _parent,
    { organizationPrefixedId, householdPrefixedId, donorPrefixedId, fromYear },
    context,
  ) {
    return addHouseholdMember(
      givingScope(context, organizationPrefixedId),
      householdPrefixedId,
      donorPrefixedId,
      fromYear,
    );
  },

  removeHouseholdMember(
    _parent,
    { organizationPrefixedId, householdPrefixedId, donorPrefixedId, lastYear },
    context,
  ) {
    return removeHouseholdMember(
      givingScope(context, organizationPrefixedId),
      householdPrefixedId,
      donorPrefixedId,
      lastYear,
    );
  },

  setHouseholdAddressee(_parent, { organizationPrefixedId, householdPrefixedId, donorPrefixedId }, context) {
    return setHouseholdAddressee(
      givingScope(context, organizationPrefixedId),
      householdPrefixedId,
      donorPrefixedId,
    );
  },

  setHouseholdStatementSettings(_parent, { organizationPrefixedId, sendMemberStatements }, context) {
    return setHouseholdStatementSettings(givingScope(context, organizationPrefixedId), sendMemberStatements);
  },

  renameHousehold(_parent, { organizationPrefixedId, householdPrefixedId, name }, context) {
    return renameHousehold(givingScope(context, organizationPrefixedId), householdPrefixedId, name);
  },

  setHouseholdMailingAddress(_parent, { organizationPrefixedId, householdPrefixedId, input }, context) {
    return setHouseholdMailingAddress(
      givingScope(context, organizationPrefixedId),
      householdPrefixedId,
      input,
    );
  },

  deleteHousehold(_parent, { organizationPrefixedId, householdPrefixedId }, context) {
    return deleteHousehold(givingScope(context, organizationPrefixedId), householdPrefixedId);
  },
};
