import {
  accountingAccountMutations,
  accountingAccountQueries,
} from '../../admin/resolvers/accountingAccountResolvers';
import { adminMutations } from '../../admin/resolvers/adminMutations';
import { apiKeyMutations, apiKeyQueries } from '../../admin/resolvers/apiKeyResolvers';
import { adminQueries } from '../../admin/resolvers/adminQueries';
import { depositQueries } from '../../admin/resolvers/depositResolvers';
import { donorListMutations, donorListQueries } from '../../admin/resolvers/donorListResolvers';
import { giftBatchMutations, giftBatchQueries } from '../../admin/resolvers/giftBatchResolvers';
import { givingReportQueries } from '../../admin/resolvers/givingReportResolvers';
import {
  letterTemplateMutations,
  letterTemplateQueries,
} from '../../admin/resolvers/letterTemplateResolvers';
import { campaignMutations, campaignQueries } from '../../admin/resolvers/campaignResolvers';
import { householdMutations, householdQueries } from '../../admin/resolvers/householdResolvers';
import { donorMergeMutations, donorMergeQueries } from '../../admin/resolvers/donorMergeResolvers';
import {
  campaignPledgeMutations,
  campaignPledgeQueries,
} from '../../admin/resolvers/campaignPledgeResolvers';
import { recurringMoveQueries } from '../../admin/resolvers/recurringMoveResolvers';
import { webhookMutations, webhookQueries } from '../../admin/resolvers/webhookResolvers';
import { secondFactorMutations, secondFactorQueries } from '../../admin/resolvers/secondFactorResolvers';
import {
  yearEndStatementMutations,
  yearEndStatementQueries,
} from '../../admin/resolvers/yearEndStatementResolvers';
import type { Resolvers } from '../resolverTypes.generated';
import { CurrentUser } from './CurrentUser';
import { donorProfileMutations, donorProfileQueries } from './donorProfileResolvers';
import { paymentMethodMutations, paymentMethodQueries } from './paymentMethodResolvers';
import { pledgeMutations, pledgeQueries } from './pledgeResolvers';
import { portalReportMutations, portalReportQueries } from './portalReports';
import { Query } from './Query';
import { recurringGivingMutations, recurringGivingQueries } from './recurringGivingResolvers';
import { Tenant } from './Tenant';
import { textGivingMutations, textGivingQueries } from './textGivingResolvers';

// Types not listed here (Person, Contact, Phone, OrganizationSummary) read their mapped rows'
// fields of the same names.
export const resolvers: Resolvers = {
  Query: {
    ...Query,
    ...portalReportQueries,
    ...paymentMethodQueries,
    ...recurringGivingQueries,
    ...donorProfileQueries,
    ...adminQueries,
    ...donorListQueries,
    ...givingReportQueries,
    ...secondFactorQueries,
    ...letterTemplateQueries,
    ...campaignQueries,
    ...householdQueries,
    ...donorMergeQueries,
    ...campaignPledgeQueries,
    ...pledgeQueries,
    ...yearEndStatementQueries,
    ...giftBatchQueries,
    ...recurringMoveQueries,
    ...depositQueries,
    ...accountingAccountQueries,
    ...webhookQueries,
    ...apiKeyQueries,
    ...textGivingQueries,
  },
  Mutation: {
    ...portalReportMutations,
    ...paymentMethodMutations,
    ...recurringGivingMutations,
    ...donorProfileMutations,
    ...adminMutations,
    ...secondFactorMutations,
    ...letterTemplateMutations,
    ...campaignMutations,
    ...householdMutations,
    ...donorMergeMutations,
    ...campaignPledgeMutations,
    ...pledgeMutations,
    ...yearEndStatementMutations,
    ...giftBatchMutations,
    ...accountingAccountMutations,
    ...webhookMutations,
    ...apiKeyMutations,
    ...textGivingMutations,
    ...donorListMutations,
  },
  CurrentUser,
  Tenant,
};
