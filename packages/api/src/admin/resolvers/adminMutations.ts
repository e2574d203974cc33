// The admin console's changes (docs/CONTRACTS.md "GraphQL: the admin console"): each behind its
// ability, in one transaction with its line in the administrators' activity.
import type { MutationResolvers } from '../../graphql/resolverTypes.generated';
import { adminScope } from '../adminScope';
import { inviteTeamMember, removeTeamMember, updateTeamMemberAbilities } from '../churchTeam';
import { addConsoleFund, reorderConsoleFunds, updateConsoleFund } from '../consoleFunds';
import { connectPayments, disconnectPayments, refreshPayments, setBankPayments } from '../consolePayments';
import { addConsoleWebsite, removeConsoleWebsite } from '../consoleWebsites';
import { refundGift } from '../giftRefunds';
import { checkWalletWebsite } from '../walletWebsiteCheck';
import { updateGivingPage } from '../givingPage';
import { recordOfflineGift } from '../offlineGift';

export const adminMutations: Pick<
  MutationResolvers,
  | 'updateGivingPage'
  | 'addFund'
  | 'updateFund'
  | 'reorderFunds'
  | 'addAllowedWebsite'
  | 'removeAllowedWebsite'
  | 'checkWalletWebsite'
  | 'recordOfflineGift'
  | 'inviteAdministrator'
  | 'updateAdministratorAbilities'
  | 'removeAdministrator'
  | 'connectStripeAccount'
  | 'disconnectStripeAccount'
  | 'refreshStripeAccount'
  | 'setBankPayments'
  | 'refundGift'
> = {
  updateGivingPage(_parent, { organizationPrefixedId, input }, context) {
    return updateGivingPage(adminScope(context, organizationPrefixedId, ['manage-giving']), input);
  },

  addFund(_parent, { organizationPrefixedId, name, isOnlineGivingVisible }, context) {
    const scope = adminScope(context, organizationPrefixedId, ['manage-giving']);
    return addConsoleFund(scope, name, isOnlineGivingVisible ?? true);
  },

  updateFund(_parent, { organizationPrefixedId, fundPrefixedId, input }, context) {
    const scope = adminScope(context, organizationPrefixedId, ['manage-giving']);
    return updateConsoleFund(scope, fundPrefixedId, input);
  },

  reorderFunds(_parent, { organizationPrefixedId, fundPrefixedIds }, context) {
    const scope = adminScope(context, organizationPrefixedId, ['manage-giving']);
    return reorderConsoleFunds(scope, fundPrefixedIds);
  },

  addAllowedWebsite(_parent, { organizationPrefixedId, origin }, context) {
    return addConsoleWebsite(adminScope(context, organizationPrefixedId, ['manage-giving']), origin);
  },

  removeAllowedWebsite(_parent, { organizationPrefixedId, origin }, context) {
    return removeConsoleWebsite(adminScope(context, organizationPrefixedId, ['manage-giving']), origin);
  },

  checkWalletWebsite(_parent, { organizationPrefixedId, origin }, context) {
    return checkWalletWebsite(adminScope(context, organizationPrefixedId, ['manage-giving']), origin);
  },

  recordOfflineGift(_parent, { organizationPrefixedId, input }, context) {
    return recordOfflineGift(adminScope(context, organizationPrefixedId, ['record-gifts']), input);
  },

  inviteAdministrator(_parent, { organizationPrefixedId, email, abilities }, context) {
    const scope = adminScope(context, organizationPrefixedId, ['manage-team']);
    return inviteTeamMember(scope, email, abilities);
  },

  updateAdministratorAbilities(_parent, { organizationPrefixedId, userPrefixedId, abilities }, context) {
    const scope = adminScope(context, organizationPrefixedId, ['manage-team']);
    return updateTeamMemberAbilities(scope, userPrefixedId, abilities);
  },

  removeAdministrator(_parent, { organizationPrefixedId, userPrefixedId }, context) {
    return removeTeamMember(adminScope(context, organizationPrefixedId, ['manage-team']), userPrefixedId);
  },

  connectStripeAccount(_parent, { organizationPrefixedId }, context) {
    return connectPayments(adminScope(context, organizationPrefixedId, ['manage-giving']));
  },

  disconnectStripeAccount(_parent, { organizationPrefixedId }, context) {
    return disconnectPayments(adminScope(context, organizationPrefixedId, ['manage-giving']));
  },

  refreshStripeAccount(_parent, { organizationPrefixedId }, context) {
    return refreshPayments(adminScope(context, organizationPrefixedId, ['manage-giving']));
  },

  setBankPayments(_parent, { organizationPrefixedId, enabled }, context) {
    return setBankPayments(adminScope(context, organizationPrefixedId, ['manage-giving']), enabled);
  },

  // Through adminScope like every change: the one place that decides who may refund.
  refundGift(_parent, { organizationPrefixedId, giftPrefixedId, amount, reason, requestKey }, context) {
    const scope = adminScope(context, organizationPrefixedId, ['refund-gifts']);
    return refundGift(scope, { giftPrefixedId, amount, reason, requestKey });
  },
};
