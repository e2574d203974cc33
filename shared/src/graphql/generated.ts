/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from './schemaTypes';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { prefixedId: string, email: string, abilities: Array<string>, isHaloAdmin: boolean, emailVerifiedAt: string | null, pendingEmail: string | null, tenant: { id: string, prefixedId: string, primaryOrganization: { prefixedId: string, name: string, displayName: string } }, person: { prefixedId: string, firstName: string | null, lastName: string | null, imageUrl: string | null, birthdate: string | null, anniversary: string | null, notes: string | null, contact: { email: string | null, address: string | null, city: string | null, state: string | null, zip: string | null, country: string | null, phones: Array<{ prefixedId: string, phone: string, type: Types.PhoneType, contactAgreementAccepted: boolean, isPrimary: boolean }> } } | null } };

export type AdminFundFieldsFragment = { prefixedId: string, name: string, isDefault: boolean, isOnlineGivingVisible: boolean, isEnabled: boolean, position: number };

export type AdminGivingPageFieldsFragment = { displayName: string, logoUrl: string | null, brandColor: string | null, fixedAmounts: Array<number>, minAmount: number, maxAmount: number, feePercentBps: number, feeFixedCents: number, givingMessage: string | null, isInMaintenance: boolean, allowedWebsites: Array<string>, paymentsConnected: boolean, funds: Array<{ prefixedId: string, name: string, isDefault: boolean, isOnlineGivingVisible: boolean, isEnabled: boolean, position: number }> };

export type AdminGiftFieldsFragment = { prefixedId: string, date: string, amount: number, fee: number, netAmount: number, currency: string, status: Types.ContributionStatus, refundedAmount: number, memo: string | null, offlineMethod: Types.OfflineGiftMethod | null, fundAccountNames: Array<string>, cardBrand: string | null, cardLastFour: string | null, fundParts: Array<{ name: string, amount: number }>, dedication: { kind: Types.DedicationKind, name: string } | null, donor: { prefixedId: string, name: string, email: string }, recurringGiving: { prefixedId: string } | null, dispute: { status: string, amount: number, currency: string, reason: string, evidenceDueBy: string | null } | null };

export type AdminTeamMemberFieldsFragment = { prefixedId: string, email: string, name: string, abilities: Array<string>, hasPassword: boolean };

export type AdminGivingPageQueryVariables = Exact<{
  organizationPrefixedId: string;
}>;


export type AdminGivingPageQuery = { adminGivingPage: { displayName: string, logoUrl: string | null, brandColor: string | null, fixedAmounts: Array<number>, minAmount: number, maxAmount: number, feePercentBps: number, feeFixedCents: number, givingMessage: string | null, isInMaintenance: boolean, allowedWebsites: Array<string>, paymentsConnected: boolean, funds: Array<{ prefixedId: string, name: string, isDefault: boolean, isOnlineGivingVisible: boolean, isEnabled: boolean, position: number }> } };

export type AdminGiftsQueryVariables = Exact<{
  organizationPrefixedId: string;
  filters: Types.AdminGiftFilters | null | undefined;
  after: string | null | undefined;
  first: number | null | undefined;
}>;


export type AdminGiftsQuery = { adminGifts: { nextCursor: string | null, totalResults: number, totalAmount: number, items: Array<{ prefixedId: string, date: string, amount: number, fee: number, netAmount: number, currency: string, status: Types.ContributionStatus, refundedAmount: number, memo: string | null, offlineMethod: Types.OfflineGiftMethod | null, fundAccountNames: Array<string>, cardBrand: string | null, cardLastFour: string | null, fundParts: Array<{ name: string, amount: number }>, dedication: { kind: Types.DedicationKind, name: string } | null, donor: { prefixedId: string, name: string, email: string }, recurringGiving: { prefixedId: string } | null, dispute: { status: string, amount: number, currency: string, reason: string, evidenceDueBy: string | null } | null }>, fundTotals: Array<{ fundPrefixedId: string, fundName: string, amount: number }>, monthTotals: Array<{ month: string, amount: number, count: number }>, funds: Array<{ prefixedId: string, name: string }> } };

export type AdminGiftsExportQueryVariables = Exact<{
  organizationPrefixedId: string;
  filters: Types.AdminGiftFilters | null | undefined;
}>;


export type AdminGiftsExportQuery = { adminGiftsExport: { url: string, fileName: string, contentType: string } };

export type AdminDonorsQueryVariables = Exact<{
  organizationPrefixedId: string;
  search: string | null | undefined;
}>;


export type AdminDonorsQuery = { adminDonors: Array<{ prefixedId: string, name: string, email: string, giftCount: number, totalGiven: number }> };

export type AdminTeamQueryVariables = Exact<{
  organizationPrefixedId: string;
}>;


export type AdminTeamQuery = { adminTeam: Array<{ prefixedId: string, email: string, name: string, abilities: Array<string>, hasPassword: boolean }> };

export type AdminActivityQueryVariables = Exact<{
  organizationPrefixedId: string;
  before: string | null | undefined;
  first: number | null | undefined;
}>;


export type AdminActivityQuery = { adminActivity: { nextCursor: string | null, items: Array<{ prefixedId: string, source: string, actor: string, action: string, details: string, occurredAt: string }> } };

export type UpdateGivingPageMutationVariables = Exact<{
  organizationPrefixedId: string;
  input: Types.GivingPageInput;
}>;


export type UpdateGivingPageMutation = { updateGivingPage: { displayName: string, logoUrl: string | null, brandColor: string | null, fixedAmounts: Array<number>, minAmount: number, maxAmount: number, feePercentBps: number, feeFixedCents: number, givingMessage: string | null, isInMaintenance: boolean, allowedWebsites: Array<string>, paymentsConnected: boolean, funds: Array<{ prefixedId: string, name: string, isDefault: boolean, isOnlineGivingVisible: boolean, isEnabled: boolean, position: number }> } };

export type AddFundMutationVariables = Exact<{
  organizationPrefixedId: string;
  name: string;
  isOnlineGivingVisible: boolean | null | undefined;
}>;


export type AddFundMutation = { addFund: { prefixedId: string, name: string, isDefault: boolean, isOnlineGivingVisible: boolean, isEnabled: boolean, position: number } };

export type UpdateFundMutationVariables = Exact<{
  organizationPrefixedId: string;
  fundPrefixedId: string;
  input: Types.FundChangesInput;
}>;


export type UpdateFundMutation = { updateFund: { prefixedId: string, name: string, isDefault: boolean, isOnlineGivingVisible: boolean, isEnabled: boolean, position: number } };

export type ReorderFundsMutationVariables = Exact<{
  organizationPrefixedId: string;
  fundPrefixedIds: Array<string> | string;
}>;


export type ReorderFundsMutation = { reorderFunds: Array<{ prefixedId: string, name: string, isDefault: boolean, isOnlineGivingVisible: boolean, isEnabled: boolean, position: number }> };

export type AddAllowedWebsiteMutationVariables = Exact<{
  organizationPrefixedId: string;
  origin: string;
}>;


export type AddAllowedWebsiteMutation = { addAllowedWebsite: Array<string> };

export type RemoveAllowedWebsiteMutationVariables = Exact<{
  organizationPrefixedId: string;
  origin: string;
}>;


export type RemoveAllowedWebsiteMutation = { removeAllowedWebsite: Array<string> };

export type RecordOfflineGiftMutationVariables = Exact<{
  organizationPrefixedId: string;
  input: Types.OfflineGiftInput;
}>;


export type RecordOfflineGiftMutation = { recordOfflineGift: { prefixedId: string, date: string, amount: number, fee: number, netAmount: number, currency: string, status: Types.ContributionStatus, refundedAmount: number, memo: string | null, offlineMethod: Types.OfflineGiftMethod | null, fundAccountNames: Array<string>, cardBrand: string | null, cardLastFour: string | null, fundParts: Array<{ name: string, amount: number }>, dedication: { kind: Types.DedicationKind, name: string } | null, donor: { prefixedId: string, name: string, email: string }, recurringGiving: { prefixedId: string } | null, dispute: { status: string, amount: number, currency: string, reason: string, evidenceDueBy: string | null } | null } };

export type InviteAdministratorMutationVariables = Exact<{
  organizationPrefixedId: string;
  email: string;
  abilities: Array<string> | string;
}>;


export type InviteAdministratorMutation = { inviteAdministrator: { prefixedId: string, email: string, name: string, abilities: Array<string>, hasPassword: boolean } };

export type UpdateAdministratorAbilitiesMutationVariables = Exact<{
  organizationPrefixedId: string;
  userPrefixedId: string;
  abilities: Array<string> | string;
}>;


export type UpdateAdministratorAbilitiesMutation = { updateAdministratorAbilities: { prefixedId: string, email: string, name: string, abilities: Array<string>, hasPassword: boolean } };

export type RemoveAdministratorMutationVariables = Exact<{
  organizationPrefixedId: string;
  userPrefixedId: string;
}>;


export type RemoveAdministratorMutation = { removeAdministrator: boolean };

export type AdminLetterTemplateFieldsFragment = { prefixedId: string, title: string, subject: string, body: string, isPrimary: boolean };

export type AdminLetterTemplatesQueryVariables = Exact<{
  organizationPrefixedId: string;
}>;


export type AdminLetterTemplatesQuery = { adminLetterTemplates: Array<{ prefixedId: string, title: string, subject: string, body: string, isPrimary: boolean }> };

export type AdminLetterTemplatePreviewQueryVariables = Exact<{
  organizationPrefixedId: string;
  input: Types.LetterTemplateInput;
}>;


export type AdminLetterTemplatePreviewQuery = { adminLetterTemplatePreview: { fileName: string, contentType: string, base64: string } };

export type AddLetterTemplateMutationVariables = Exact<{
  organizationPrefixedId: string;
  input: Types.LetterTemplateInput;
}>;


export type AddLetterTemplateMutation = { addLetterTemplate: { prefixedId: string, title: string, subject: string, body: string, isPrimary: boolean } };

export type UpdateLetterTemplateMutationVariables = Exact<{
  organizationPrefixedId: string;
  letterTemplatePrefixedId: string;
  input: Types.LetterTemplateInput;
}>;


export type UpdateLetterTemplateMutation = { updateLetterTemplate: { prefixedId: string, title: string, subject: string, body: string, isPrimary: boolean } };

export type MakeLetterTemplatePrimaryMutationVariables = Exact<{
  organizationPrefixedId: string;
  letterTemplatePrefixedId: string;
}>;


export type MakeLetterTemplatePrimaryMutation = { makeLetterTemplatePrimary: Array<{ prefixedId: string, title: string, subject: string, body: string, isPrimary: boolean }> };

export type DeleteLetterTemplateMutationVariables = Exact<{
  organizationPrefixedId: string;
  letterTemplatePrefixedId: string;
}>;


export type DeleteLetterTemplateMutation = { deleteLetterTemplate: Array<{ prefixedId: string, title: string, subject: string, body: string, isPrimary: boolean }> };

export type AdminPaymentsFieldsFragment = { mode: string, stripeAvailable: boolean, connection: Types.StripeConnectionState, stripeAccountId: string | null, isTest: boolean };

export type AdminPaymentsQueryVariables = Exact<{
  organizationPrefixedId: string;
}>;


export type AdminPaymentsQuery = { adminPayments: { mode: string, stripeAvailable: boolean, connection: Types.StripeConnectionState, stripeAccountId: string | null, isTest: boolean } };

export type ConnectStripeAccountMutationVariables = Exact<{
  organizationPrefixedId: string;
}>;


export type ConnectStripeAccountMutation = { connectStripeAccount: { onboardingUrl: string | null, payments: { mode: string, stripeAvailable: boolean, connection: Types.StripeConnectionState, stripeAccountId: string | null, isTest: boolean } } };

export type DisconnectStripeAccountMutationVariables = Exact<{
  organizationPrefixedId: string;
}>;


export type DisconnectStripeAccountMutation = { disconnectStripeAccount: { mode: string, stripeAvailable: boolean, connection: Types.StripeConnectionState, stripeAccountId: string | null, isTest: boolean } };

export type RefreshStripeAccountMutationVariables = Exact<{
  organizationPrefixedId: string;
}>;


export type RefreshStripeAccountMutation = { refreshStripeAccount: { mode: string, stripeAvailable: boolean, connection: Types.StripeConnectionState, stripeAccountId: string | null, isTest: boolean } };

export type RefundGiftMutationVariables = Exact<{
  organizationPrefixedId: string;
  giftPrefixedId: string;
  amount: number;
  reason: string | null | undefined;
  requestKey: string;
}>;


export type RefundGiftMutation = { refundGift: { prefixedId: string, date: string, amount: number, fee: number, netAmount: number, currency: string, status: Types.ContributionStatus, refundedAmount: number, memo: string | null, offlineMethod: Types.OfflineGiftMethod | null, fundAccountNames: Array<string>, cardBrand: string | null, cardLastFour: string | null, fundParts: Array<{ name: string, amount: number }>, dedication: { kind: Types.DedicationKind, name: string } | null, donor: { prefixedId: string, name: string, email: string }, recurringGiving: { prefixedId: string } | null, dispute: { status: string, amount: number, currency: string, reason: string, evidenceDueBy: string | null } | null } };

export type AdminSecondFactorFieldsFragment = { isEnrolled: boolean, enrolledAt: string | null, isRequired: boolean, isVerified: boolean, recoveryCodesLeft: number };

export type AdminSecondFactorQueryVariables = Exact<{
  organizationPrefixedId: string;
}>;


export type AdminSecondFactorQuery = { adminSecondFactor: { isEnrolled: boolean, enrolledAt: string | null, isRequired: boolean, isVerified: boolean, recoveryCodesLeft: number } };

export type EnrolSecondFactorMutationVariables = Exact<{
  organizationPrefixedId: string;
}>;


export type EnrolSecondFactorMutation = { enrolSecondFactor: { otpauthUri: string, secret: string, recoveryCodes: Array<string>, qrCode: { size: number, path: string } } };

export type ConfirmSecondFactorMutationVariables = Exact<{
  organizationPrefixedId: string;
  code: string;
}>;


export type ConfirmSecondFactorMutation = { confirmSecondFactor: { isEnrolled: boolean, enrolledAt: string | null, isRequired: boolean, isVerified: boolean, recoveryCodesLeft: number } };

export type VerifySecondFactorMutationVariables = Exact<{
  organizationPrefixedId: string;
  code: string;
}>;


export type VerifySecondFactorMutation = { verifySecondFactor: { isEnrolled: boolean, enrolledAt: string | null, isRequired: boolean, isVerified: boolean, recoveryCodesLeft: number } };

export type RegenerateRecoveryCodesMutationVariables = Exact<{
  organizationPrefixedId: string;
}>;


export type RegenerateRecoveryCodesMutation = { regenerateRecoveryCodes: Array<string> };

export type RemoveSecondFactorMutationVariables = Exact<{
  organizationPrefixedId: string;
  code: string;
}>;


export type RemoveSecondFactorMutation = { removeSecondFactor: { isEnrolled: boolean, enrolledAt: string | null, isRequired: boolean, isVerified: boolean, recoveryCodesLeft: number } };

export type StatementBatchFieldsFragment = { prefixedId: string, year: number, letterTitle: string, sent: number, total: number, startedBy: string, startedAt: string, finishedAt: string | null };

export type AdminYearEndStatementDonorsQueryVariables = Exact<{
  organizationPrefixedId: string;
  year: number;
}>;


export type AdminYearEndStatementDonorsQuery = { adminYearEndStatementDonors: number };

export type AdminStatementBatchesQueryVariables = Exact<{
  organizationPrefixedId: string;
}>;


export type AdminStatementBatchesQuery = { adminStatementBatches: Array<{ prefixedId: string, year: number, letterTitle: string, sent: number, total: number, startedBy: string, startedAt: string, finishedAt: string | null }> };

export type StartYearEndStatementsMutationVariables = Exact<{
  organizationPrefixedId: string;
  year: number;
  letterTemplatePrefixedId: string | null | undefined;
}>;


export type StartYearEndStatementsMutation = { startYearEndStatements: { prefixedId: string, year: number, letterTitle: string, sent: number, total: number, startedBy: string, startedAt: string, finishedAt: string | null } };

export type DonorDashboardReportQueryVariables = Exact<{
  organizationPrefixedId: string;
}>;


export type DonorDashboardReportQuery = { DonorDashboardReport: { totalGifts: number, activeRecurringGifts: number, singleGifts: number, lastGift: { amount: number, fundPrefixedId: string | null, frequency: Types.Frequency | null } | null } };

export type RecentActivityQueryVariables = Exact<{
  organizationPrefixedId: string;
}>;


export type RecentActivityQuery = { RecentActivity: Array<{ type: string, description: string, date: string, amount: number | null, contributionPrefixedId: string | null, status: Types.ContributionStatus | null, fundAccountNames: Array<string>, fundParts: Array<{ name: string, amount: number }> }> };

export type DonorContributionsQueryVariables = Exact<{
  organizationPrefixedId: string;
  filters: Types.DonorContributionFilters | null | undefined;
}>;


export type DonorContributionsQuery = { donorContributions: { totalResults: number, totalAmount: number, items: Array<{ prefixedId: string, date: string, amount: number, currency: string, memo: string | null, status: Types.ContributionStatus, refundedAt: string | null, refundedAmount: number, refundReason: string | null, failureCode: string | null, fundAccountNames: Array<string>, fundParts: Array<{ name: string, amount: number }>, recurringGiving: { prefixedId: string } | null }> } };

export type DonorContributionsReportQueryVariables = Exact<{
  organizationPrefixedId: string;
  filters: Types.DonorContributionFilters | null | undefined;
  type: Types.DocumentKind;
  format: Types.ReportFormat;
}>;


export type DonorContributionsReportQuery = { donorContributionsReport: { url: string, fileName: string, contentType: string } };

export type LetterTemplatesQueryVariables = Exact<{
  organizationPrefixedId: string;
}>;


export type LetterTemplatesQuery = { letterTemplates: Array<{ prefixedId: string, title: string, isPrimary: boolean }> };

export type OrganizationDonorsQueryVariables = Exact<{
  organizationPrefixedId: string;
  search: string | null | undefined;
}>;


export type OrganizationDonorsQuery = { organizationDonors: Array<{ prefixedId: string, name: string, email: string }> };

export type SendContributionStatementReportMutationVariables = Exact<{
  donorPrefixedIds: Array<string> | string;
  filters: Types.DonorContributionFilters | null | undefined;
  letterTemplatePrefixedId: string | null | undefined;
  mode: Types.StatementMode;
}>;


export type SendContributionStatementReportMutation = { sendContributionStatementReport: { sent: number, message: string, download: { url: string, fileName: string } | null } };

export type SelfServicePaymentMethodFragment = { processorId: string, nickname: string | null, primary: boolean, brand: string, lastFour: string, expiration: string, cardholderName: string | null, addressLine1: string | null, addressLine2: string | null, country: string | null, state: string | null, city: string | null, postalCode: string | null, recurringGivingsCount: number };

export type SelfServiceRecurringGivingFragment = { prefixedId: string, status: Types.RecurringGivingStatus, lastOccurrence: string | null, nextOccurrence: string | null, pausedUntil: string | null, endDate: string | null, computedAmount: number, computedNetAmount: number, computedFee: number, isFeeCovered: boolean, memo: string | null, lastChargeAttemptFailed: boolean, schedule: { type: Types.Frequency, startDate: string }, fundAccounts: Array<{ prefixedId: string, name: string, isDefault: boolean, isOnlineGivingVisible: boolean, pivot: { amount: number, netAmount: number } }>, paymentMethod: { prefixedId: string, processorId: string, type: string, lastFour: string, expiration: string } | null };

export type SelfServicePaymentMethodsQueryVariables = Exact<{
  organizationPrefixedId: string;
}>;


export type SelfServicePaymentMethodsQuery = { donorPaymentMethods: Array<{ processorId: string, nickname: string | null, primary: boolean, brand: string, lastFour: string, expiration: string, cardholderName: string | null, addressLine1: string | null, addressLine2: string | null, country: string | null, state: string | null, city: string | null, postalCode: string | null, recurringGivingsCount: number }> };

export type SelfServiceUpdatePaymentMethodMutationVariables = Exact<{
  input: Types.UpdatePaymentMethodInput;
}>;


export type SelfServiceUpdatePaymentMethodMutation = { updatePaymentMethod: { processorId: string, nickname: string | null, primary: boolean, brand: string, lastFour: string, expiration: string, cardholderName: string | null, addressLine1: string | null, addressLine2: string | null, country: string | null, state: string | null, city: string | null, postalCode: string | null, recurringGivingsCount: number } };

export type SelfServiceDeletePaymentMethodMutationVariables = Exact<{
  organizationPrefixedId: string;
  processorId: string;
}>;


export type SelfServiceDeletePaymentMethodMutation = { deletePaymentMethod: boolean };

export type SelfServiceRecurringGivingsQueryVariables = Exact<{
  organizationPrefixedId: string;
  filters: Types.RecurringGivingFilters | null | undefined;
}>;


export type SelfServiceRecurringGivingsQuery = { donorRecurringGivings: { totalResults: number, items: Array<{ prefixedId: string, status: Types.RecurringGivingStatus, lastOccurrence: string | null, nextOccurrence: string | null, pausedUntil: string | null, endDate: string | null, computedAmount: number, computedNetAmount: number, computedFee: number, isFeeCovered: boolean, memo: string | null, lastChargeAttemptFailed: boolean, schedule: { type: Types.Frequency, startDate: string }, fundAccounts: Array<{ prefixedId: string, name: string, isDefault: boolean, isOnlineGivingVisible: boolean, pivot: { amount: number, netAmount: number } }>, paymentMethod: { prefixedId: string, processorId: string, type: string, lastFour: string, expiration: string } | null }> } };

export type SelfServiceUpdateRecurringGivingMutationVariables = Exact<{
  prefixedId: string;
  organizationPrefixedId: string;
  stripePaymentMethodId: string;
  stripeCardLastFour: string;
  stripeCardExpiration: string;
  type: Types.Frequency;
  amountsByFundAccount: Array<Types.FundAmountInput> | Types.FundAmountInput;
  nextOccurrence: string | null | undefined;
  isFeeCovered: boolean | null | undefined;
  memo: string | null | undefined;
  endDate: string | null | undefined;
}>;


export type SelfServiceUpdateRecurringGivingMutation = { updateRecurringGiving: { prefixedId: string, status: Types.RecurringGivingStatus, lastOccurrence: string | null, nextOccurrence: string | null, pausedUntil: string | null, endDate: string | null, computedAmount: number, computedNetAmount: number, computedFee: number, isFeeCovered: boolean, memo: string | null, lastChargeAttemptFailed: boolean, schedule: { type: Types.Frequency, startDate: string }, fundAccounts: Array<{ prefixedId: string, name: string, isDefault: boolean, isOnlineGivingVisible: boolean, pivot: { amount: number, netAmount: number } }>, paymentMethod: { prefixedId: string, processorId: string, type: string, lastFour: string, expiration: string } | null } };

export type SelfServicePauseRecurringGivingMutationVariables = Exact<{
  prefixedId: string;
  organizationPrefixedId: string;
  until: string | null | undefined;
}>;


export type SelfServicePauseRecurringGivingMutation = { pauseRecurringGiving: { prefixedId: string, status: Types.RecurringGivingStatus, lastOccurrence: string | null, nextOccurrence: string | null, pausedUntil: string | null, endDate: string | null, computedAmount: number, computedNetAmount: number, computedFee: number, isFeeCovered: boolean, memo: string | null, lastChargeAttemptFailed: boolean, schedule: { type: Types.Frequency, startDate: string }, fundAccounts: Array<{ prefixedId: string, name: string, isDefault: boolean, isOnlineGivingVisible: boolean, pivot: { amount: number, netAmount: number } }>, paymentMethod: { prefixedId: string, processorId: string, type: string, lastFour: string, expiration: string } | null } };

export type SelfServiceSkipRecurringGivingMutationVariables = Exact<{
  prefixedId: string;
  organizationPrefixedId: string;
}>;


export type SelfServiceSkipRecurringGivingMutation = { skipRecurringGiving: { prefixedId: string, status: Types.RecurringGivingStatus, lastOccurrence: string | null, nextOccurrence: string | null, pausedUntil: string | null, endDate: string | null, computedAmount: number, computedNetAmount: number, computedFee: number, isFeeCovered: boolean, memo: string | null, lastChargeAttemptFailed: boolean, schedule: { type: Types.Frequency, startDate: string }, fundAccounts: Array<{ prefixedId: string, name: string, isDefault: boolean, isOnlineGivingVisible: boolean, pivot: { amount: number, netAmount: number } }>, paymentMethod: { prefixedId: string, processorId: string, type: string, lastFour: string, expiration: string } | null } };

export type SelfServiceResumeRecurringGivingMutationVariables = Exact<{
  prefixedId: string;
  organizationPrefixedId: string;
  startDate: string | null | undefined;
}>;


export type SelfServiceResumeRecurringGivingMutation = { resumeRecurringGiving: { prefixedId: string, status: Types.RecurringGivingStatus, lastOccurrence: string | null, nextOccurrence: string | null, pausedUntil: string | null, endDate: string | null, computedAmount: number, computedNetAmount: number, computedFee: number, isFeeCovered: boolean, memo: string | null, lastChargeAttemptFailed: boolean, schedule: { type: Types.Frequency, startDate: string }, fundAccounts: Array<{ prefixedId: string, name: string, isDefault: boolean, isOnlineGivingVisible: boolean, pivot: { amount: number, netAmount: number } }>, paymentMethod: { prefixedId: string, processorId: string, type: string, lastFour: string, expiration: string } | null } };

export type SelfServiceDeleteRecurringGivingMutationVariables = Exact<{
  prefixedId: string;
  organizationPrefixedId: string;
}>;


export type SelfServiceDeleteRecurringGivingMutation = { deleteRecurringGiving: boolean };

export type SelfServiceMoveRecurringGivingsMutationVariables = Exact<{
  organizationPrefixedId: string;
  fromProcessorId: string;
  toProcessorId: string;
}>;


export type SelfServiceMoveRecurringGivingsMutation = { moveRecurringGivings: Array<{ prefixedId: string, status: Types.RecurringGivingStatus, lastOccurrence: string | null, nextOccurrence: string | null, pausedUntil: string | null, endDate: string | null, computedAmount: number, computedNetAmount: number, computedFee: number, isFeeCovered: boolean, memo: string | null, lastChargeAttemptFailed: boolean, schedule: { type: Types.Frequency, startDate: string }, fundAccounts: Array<{ prefixedId: string, name: string, isDefault: boolean, isOnlineGivingVisible: boolean, pivot: { amount: number, netAmount: number } }>, paymentMethod: { prefixedId: string, processorId: string, type: string, lastFour: string, expiration: string } | null }> };

export type SelfServiceUpdateDonorMutationVariables = Exact<{
  first_name: string | null | undefined;
  last_name: string | null | undefined;
  image_url: string | null | undefined;
  email: string | null | undefined;
  password: string | null | undefined;
  password_confirmation: string | null | undefined;
  current_password: string | null | undefined;
}>;


export type SelfServiceUpdateDonorMutation = { updateDonor: { prefixedId: string, firstName: string | null, lastName: string | null, imageUrl: string | null } };

export type SelfServicePresignedUrlQueryVariables = Exact<{
  command: Types.StorageCommand;
  directory: string;
  fileName: string;
}>;


export type SelfServicePresignedUrlQuery = { S3PresignedUrl: { url: string, method: string, publicUrl: string, headers: Array<{ name: string, value: string }> } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const AdminFundFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminFundFields on AdminFund {
  prefixedId
  name
  isDefault
  isOnlineGivingVisible
  isEnabled
  position
}
    `, {"fragmentName":"AdminFundFields"}) as unknown as TypedDocumentString<AdminFundFieldsFragment, unknown>;
export const AdminGivingPageFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminGivingPageFields on AdminGivingPage {
  displayName
  logoUrl
  brandColor
  fixedAmounts
  minAmount
  maxAmount
  feePercentBps
  feeFixedCents
  givingMessage
  isInMaintenance
  funds {
    ...AdminFundFields
  }
  allowedWebsites
  paymentsConnected
}
    fragment AdminFundFields on AdminFund {
  prefixedId
  name
  isDefault
  isOnlineGivingVisible
  isEnabled
  position
}`, {"fragmentName":"AdminGivingPageFields"}) as unknown as TypedDocumentString<AdminGivingPageFieldsFragment, unknown>;
export const AdminGiftFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminGiftFields on AdminGift {
  prefixedId
  date
  amount
  fee
  netAmount
  currency
  status
  refundedAmount
  memo
  offlineMethod
  fundAccountNames
  fundParts {
    name
    amount
  }
  dedication {
    kind
    name
  }
  donor {
    prefixedId
    name
    email
  }
  cardBrand
  cardLastFour
  recurringGiving {
    prefixedId
  }
  dispute {
    status
    amount
    currency
    reason
    evidenceDueBy
  }
}
    `, {"fragmentName":"AdminGiftFields"}) as unknown as TypedDocumentString<AdminGiftFieldsFragment, unknown>;
export const AdminTeamMemberFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminTeamMemberFields on AdminTeamMember {
  prefixedId
  email
  name
  abilities
  hasPassword
}
    `, {"fragmentName":"AdminTeamMemberFields"}) as unknown as TypedDocumentString<AdminTeamMemberFieldsFragment, unknown>;
export const AdminLetterTemplateFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminLetterTemplateFields on AdminLetterTemplate {
  prefixedId
  title
  subject
  body
  isPrimary
}
    `, {"fragmentName":"AdminLetterTemplateFields"}) as unknown as TypedDocumentString<AdminLetterTemplateFieldsFragment, unknown>;
export const AdminPaymentsFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminPaymentsFields on AdminPayments {
  mode
  stripeAvailable
  connection
  stripeAccountId
  isTest
}
    `, {"fragmentName":"AdminPaymentsFields"}) as unknown as TypedDocumentString<AdminPaymentsFieldsFragment, unknown>;
export const AdminSecondFactorFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminSecondFactorFields on AdminSecondFactor {
  isEnrolled
  enrolledAt
  isRequired
  isVerified
  recoveryCodesLeft
}
    `, {"fragmentName":"AdminSecondFactorFields"}) as unknown as TypedDocumentString<AdminSecondFactorFieldsFragment, unknown>;
export const StatementBatchFieldsFragmentDoc = new TypedDocumentString(`
    fragment StatementBatchFields on StatementBatch {
  prefixedId
  year
  letterTitle
  sent
  total
  startedBy
  startedAt
  finishedAt
}
    `, {"fragmentName":"StatementBatchFields"}) as unknown as TypedDocumentString<StatementBatchFieldsFragment, unknown>;
export const SelfServicePaymentMethodFragmentDoc = new TypedDocumentString(`
    fragment SelfServicePaymentMethod on DonorPaymentMethod {
  processorId
  nickname
  primary
  brand
  lastFour
  expiration
  cardholderName
  addressLine1
  addressLine2
  country
  state
  city
  postalCode
  recurringGivingsCount
}
    `, {"fragmentName":"SelfServicePaymentMethod"}) as unknown as TypedDocumentString<SelfServicePaymentMethodFragment, unknown>;
export const SelfServiceRecurringGivingFragmentDoc = new TypedDocumentString(`
    fragment SelfServiceRecurringGiving on RecurringGiving {
  prefixedId
  status
  schedule {
    type
    startDate
  }
  lastOccurrence
  nextOccurrence
  pausedUntil
  endDate
  computedAmount
  computedNetAmount
  computedFee
  isFeeCovered
  memo
  lastChargeAttemptFailed
  fundAccounts {
    prefixedId
    name
    isDefault
    isOnlineGivingVisible
    pivot {
      amount
      netAmount
    }
  }
  paymentMethod {
    prefixedId
    processorId
    type
    lastFour
    expiration
  }
}
    `, {"fragmentName":"SelfServiceRecurringGiving"}) as unknown as TypedDocumentString<SelfServiceRecurringGivingFragment, unknown>;
export const MeDocument = new TypedDocumentString(`
    query Me {
  me {
    prefixedId
    email
    abilities
    isHaloAdmin
    emailVerifiedAt
    pendingEmail
    tenant {
      id
      prefixedId
      primaryOrganization {
        prefixedId
        name
        displayName
      }
    }
    person {
      prefixedId
      firstName
      lastName
      imageUrl
      birthdate
      anniversary
      notes
      contact {
        email
        address
        city
        state
        zip
        country
        phones {
          prefixedId
          phone
          type
          contactAgreementAccepted
          isPrimary
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<MeQuery, MeQueryVariables>;
export const AdminGivingPageDocument = new TypedDocumentString(`
    query AdminGivingPage($organizationPrefixedId: ID!) {
  adminGivingPage(organizationPrefixedId: $organizationPrefixedId) {
    ...AdminGivingPageFields
  }
}
    fragment AdminFundFields on AdminFund {
  prefixedId
  name
  isDefault
  isOnlineGivingVisible
  isEnabled
  position
}
fragment AdminGivingPageFields on AdminGivingPage {
  displayName
  logoUrl
  brandColor
  fixedAmounts
  minAmount
  maxAmount
  feePercentBps
  feeFixedCents
  givingMessage
  isInMaintenance
  funds {
    ...AdminFundFields
  }
  allowedWebsites
  paymentsConnected
}`) as unknown as TypedDocumentString<AdminGivingPageQuery, AdminGivingPageQueryVariables>;
export const AdminGiftsDocument = new TypedDocumentString(`
    query AdminGifts($organizationPrefixedId: ID!, $filters: AdminGiftFilters, $after: String, $first: Int) {
  adminGifts(
    organizationPrefixedId: $organizationPrefixedId
    filters: $filters
    after: $after
    first: $first
  ) {
    items {
      ...AdminGiftFields
    }
    nextCursor
    totalResults
    totalAmount
    fundTotals {
      fundPrefixedId
      fundName
      amount
    }
    monthTotals {
      month
      amount
      count
    }
    funds {
      prefixedId
      name
    }
  }
}
    fragment AdminGiftFields on AdminGift {
  prefixedId
  date
  amount
  fee
  netAmount
  currency
  status
  refundedAmount
  memo
  offlineMethod
  fundAccountNames
  fundParts {
    name
    amount
  }
  dedication {
    kind
    name
  }
  donor {
    prefixedId
    name
    email
  }
  cardBrand
  cardLastFour
  recurringGiving {
    prefixedId
  }
  dispute {
    status
    amount
    currency
    reason
    evidenceDueBy
  }
}`) as unknown as TypedDocumentString<AdminGiftsQuery, AdminGiftsQueryVariables>;
export const AdminGiftsExportDocument = new TypedDocumentString(`
    query AdminGiftsExport($organizationPrefixedId: ID!, $filters: AdminGiftFilters) {
  adminGiftsExport(
    organizationPrefixedId: $organizationPrefixedId
    filters: $filters
  ) {
    url
    fileName
    contentType
  }
}
    `) as unknown as TypedDocumentString<AdminGiftsExportQuery, AdminGiftsExportQueryVariables>;
export const AdminDonorsDocument = new TypedDocumentString(`
    query AdminDonors($organizationPrefixedId: ID!, $search: String) {
  adminDonors(organizationPrefixedId: $organizationPrefixedId, search: $search) {
    prefixedId
    name
    email
    giftCount
    totalGiven
  }
}
    `) as unknown as TypedDocumentString<AdminDonorsQuery, AdminDonorsQueryVariables>;
export const AdminTeamDocument = new TypedDocumentString(`
    query AdminTeam($organizationPrefixedId: ID!) {
  adminTeam(organizationPrefixedId: $organizationPrefixedId) {
    ...AdminTeamMemberFields
  }
}
    fragment AdminTeamMemberFields on AdminTeamMember {
  prefixedId
  email
  name
  abilities
  hasPassword
}`) as unknown as TypedDocumentString<AdminTeamQuery, AdminTeamQueryVariables>;
export const AdminActivityDocument = new TypedDocumentString(`
    query AdminActivity($organizationPrefixedId: ID!, $before: String, $first: Int) {
  adminActivity(
    organizationPrefixedId: $organizationPrefixedId
    before: $before
    first: $first
  ) {
    items {
      prefixedId
      source
      actor
      action
      details
      occurredAt
    }
    nextCursor
  }
}
    `) as unknown as TypedDocumentString<AdminActivityQuery, AdminActivityQueryVariables>;
export const UpdateGivingPageDocument = new TypedDocumentString(`
    mutation UpdateGivingPage($organizationPrefixedId: ID!, $input: GivingPageInput!) {
  updateGivingPage(organizationPrefixedId: $organizationPrefixedId, input: $input) {
    ...AdminGivingPageFields
  }
}
    fragment AdminFundFields on AdminFund {
  prefixedId
  name
  isDefault
  isOnlineGivingVisible
  isEnabled
  position
}
fragment AdminGivingPageFields on AdminGivingPage {
  displayName
  logoUrl
  brandColor
  fixedAmounts
  minAmount
  maxAmount
  feePercentBps
  feeFixedCents
  givingMessage
  isInMaintenance
  funds {
    ...AdminFundFields
  }
  allowedWebsites
  paymentsConnected
}`) as unknown as TypedDocumentString<UpdateGivingPageMutation, UpdateGivingPageMutationVariables>;
export const AddFundDocument = new TypedDocumentString(`
    mutation AddFund($organizationPrefixedId: ID!, $name: String!, $isOnlineGivingVisible: Boolean) {
  addFund(
    organizationPrefixedId: $organizationPrefixedId
    name: $name
    isOnlineGivingVisible: $isOnlineGivingVisible
  ) {
    ...AdminFundFields
  }
}
    fragment AdminFundFields on AdminFund {
  prefixedId
  name
  isDefault
  isOnlineGivingVisible
  isEnabled
  position
}`) as unknown as TypedDocumentString<AddFundMutation, AddFundMutationVariables>;
export const UpdateFundDocument = new TypedDocumentString(`
    mutation UpdateFund($organizationPrefixedId: ID!, $fundPrefixedId: ID!, $input: FundChangesInput!) {
  updateFund(
    organizationPrefixedId: $organizationPrefixedId
    fundPrefixedId: $fundPrefixedId
    input: $input
  ) {
    ...AdminFundFields
  }
}
    fragment AdminFundFields on AdminFund {
  prefixedId
  name
  isDefault
  isOnlineGivingVisible
  isEnabled
  position
}`) as unknown as TypedDocumentString<UpdateFundMutation, UpdateFundMutationVariables>;
export const ReorderFundsDocument = new TypedDocumentString(`
    mutation ReorderFunds($organizationPrefixedId: ID!, $fundPrefixedIds: [ID!]!) {
  reorderFunds(
    organizationPrefixedId: $organizationPrefixedId
    fundPrefixedIds: $fundPrefixedIds
  ) {
    ...AdminFundFields
  }
}
    fragment AdminFundFields on AdminFund {
  prefixedId
  name
  isDefault
  isOnlineGivingVisible
  isEnabled
  position
}`) as unknown as TypedDocumentString<ReorderFundsMutation, ReorderFundsMutationVariables>;
export const AddAllowedWebsiteDocument = new TypedDocumentString(`
    mutation AddAllowedWebsite($organizationPrefixedId: ID!, $origin: String!) {
  addAllowedWebsite(
    organizationPrefixedId: $organizationPrefixedId
    origin: $origin
  )
}
    `) as unknown as TypedDocumentString<AddAllowedWebsiteMutation, AddAllowedWebsiteMutationVariables>;
export const RemoveAllowedWebsiteDocument = new TypedDocumentString(`
    mutation RemoveAllowedWebsite($organizationPrefixedId: ID!, $origin: String!) {
  removeAllowedWebsite(
    organizationPrefixedId: $organizationPrefixedId
    origin: $origin
  )
}
    `) as unknown as TypedDocumentString<RemoveAllowedWebsiteMutation, RemoveAllowedWebsiteMutationVariables>;
export const RecordOfflineGiftDocument = new TypedDocumentString(`
    mutation RecordOfflineGift($organizationPrefixedId: ID!, $input: OfflineGiftInput!) {
  recordOfflineGift(
    organizationPrefixedId: $organizationPrefixedId
    input: $input
  ) {
    ...AdminGiftFields
  }
}
    fragment AdminGiftFields on AdminGift {
  prefixedId
  date
  amount
  fee
  netAmount
  currency
  status
  refundedAmount
  memo
  offlineMethod
  fundAccountNames
  fundParts {
    name
    amount
  }
  dedication {
    kind
    name
  }
  donor {
    prefixedId
    name
    email
  }
  cardBrand
  cardLastFour
  recurringGiving {
    prefixedId
  }
  dispute {
    status
    amount
    currency
    reason
    evidenceDueBy
  }
}`) as unknown as TypedDocumentString<RecordOfflineGiftMutation, RecordOfflineGiftMutationVariables>;
export const InviteAdministratorDocument = new TypedDocumentString(`
    mutation InviteAdministrator($organizationPrefixedId: ID!, $email: String!, $abilities: [String!]!) {
  inviteAdministrator(
    organizationPrefixedId: $organizationPrefixedId
    email: $email
    abilities: $abilities
  ) {
    ...AdminTeamMemberFields
  }
}
    fragment AdminTeamMemberFields on AdminTeamMember {
  prefixedId
  email
  name
  abilities
  hasPassword
}`) as unknown as TypedDocumentString<InviteAdministratorMutation, InviteAdministratorMutationVariables>;
export const UpdateAdministratorAbilitiesDocument = new TypedDocumentString(`
    mutation UpdateAdministratorAbilities($organizationPrefixedId: ID!, $userPrefixedId: ID!, $abilities: [String!]!) {
  updateAdministratorAbilities(
    organizationPrefixedId: $organizationPrefixedId
    userPrefixedId: $userPrefixedId
    abilities: $abilities
  ) {
    ...AdminTeamMemberFields
  }
}
    fragment AdminTeamMemberFields on AdminTeamMember {
  prefixedId
  email
  name
  abilities
  hasPassword
}`) as unknown as TypedDocumentString<UpdateAdministratorAbilitiesMutation, UpdateAdministratorAbilitiesMutationVariables>;
export const RemoveAdministratorDocument = new TypedDocumentString(`
    mutation RemoveAdministrator($organizationPrefixedId: ID!, $userPrefixedId: ID!) {
  removeAdministrator(
    organizationPrefixedId: $organizationPrefixedId
    userPrefixedId: $userPrefixedId
  )
}
    `) as unknown as TypedDocumentString<RemoveAdministratorMutation, RemoveAdministratorMutationVariables>;
export const AdminLetterTemplatesDocument = new TypedDocumentString(`
    query AdminLetterTemplates($organizationPrefixedId: ID!) {
  adminLetterTemplates(organizationPrefixedId: $organizationPrefixedId) {
    ...AdminLetterTemplateFields
  }
}
    fragment AdminLetterTemplateFields on AdminLetterTemplate {
  prefixedId
  title
  subject
  body
  isPrimary
}`) as unknown as TypedDocumentString<AdminLetterTemplatesQuery, AdminLetterTemplatesQueryVariables>;
export const AdminLetterTemplatePreviewDocument = new TypedDocumentString(`
    query AdminLetterTemplatePreview($organizationPrefixedId: ID!, $input: LetterTemplateInput!) {
  adminLetterTemplatePreview(
    organizationPrefixedId: $organizationPrefixedId
    input: $input
  ) {
    fileName
    contentType
    base64
  }
}
    `) as unknown as TypedDocumentString<AdminLetterTemplatePreviewQuery, AdminLetterTemplatePreviewQueryVariables>;
export const AddLetterTemplateDocument = new TypedDocumentString(`
    mutation AddLetterTemplate($organizationPrefixedId: ID!, $input: LetterTemplateInput!) {
  addLetterTemplate(
    organizationPrefixedId: $organizationPrefixedId
    input: $input
  ) {
    ...AdminLetterTemplateFields
  }
}
    fragment AdminLetterTemplateFields on AdminLetterTemplate {
  prefixedId
  title
  subject
  body
  isPrimary
}`) as unknown as TypedDocumentString<AddLetterTemplateMutation, AddLetterTemplateMutationVariables>;
export const UpdateLetterTemplateDocument = new TypedDocumentString(`
    mutation UpdateLetterTemplate($organizationPrefixedId: ID!, $letterTemplatePrefixedId: ID!, $input: LetterTemplateInput!) {
  updateLetterTemplate(
    organizationPrefixedId: $organizationPrefixedId
    letterTemplatePrefixedId: $letterTemplatePrefixedId
    input: $input
  ) {
    ...AdminLetterTemplateFields
  }
}
    fragment AdminLetterTemplateFields on AdminLetterTemplate {
  prefixedId
  title
  subject
  body
  isPrimary
}`) as unknown as TypedDocumentString<UpdateLetterTemplateMutation, UpdateLetterTemplateMutationVariables>;
export const MakeLetterTemplatePrimaryDocument = new TypedDocumentString(`
    mutation MakeLetterTemplatePrimary($organizationPrefixedId: ID!, $letterTemplatePrefixedId: ID!) {
  makeLetterTemplatePrimary(
    organizationPrefixedId: $organizationPrefixedId
    letterTemplatePrefixedId: $letterTemplatePrefixedId
  ) {
    ...AdminLetterTemplateFields
  }
}
    fragment AdminLetterTemplateFields on AdminLetterTemplate {
  prefixedId
  title
  subject
  body
  isPrimary
}`) as unknown as TypedDocumentString<MakeLetterTemplatePrimaryMutation, MakeLetterTemplatePrimaryMutationVariables>;
export const DeleteLetterTemplateDocument = new TypedDocumentString(`
    mutation DeleteLetterTemplate($organizationPrefixedId: ID!, $letterTemplatePrefixedId: ID!) {
  deleteLetterTemplate(
    organizationPrefixedId: $organizationPrefixedId
    letterTemplatePrefixedId: $letterTemplatePrefixedId
  ) {
    ...AdminLetterTemplateFields
  }
}
    fragment AdminLetterTemplateFields on AdminLetterTemplate {
  prefixedId
  title
  subject
  body
  isPrimary
}`) as unknown as TypedDocumentString<DeleteLetterTemplateMutation, DeleteLetterTemplateMutationVariables>;
export const AdminPaymentsDocument = new TypedDocumentString(`
    query AdminPayments($organizationPrefixedId: ID!) {
  adminPayments(organizationPrefixedId: $organizationPrefixedId) {
    ...AdminPaymentsFields
  }
}
    fragment AdminPaymentsFields on AdminPayments {
  mode
  stripeAvailable
  connection
  stripeAccountId
  isTest
}`) as unknown as TypedDocumentString<AdminPaymentsQuery, AdminPaymentsQueryVariables>;
export const ConnectStripeAccountDocument = new TypedDocumentString(`
    mutation ConnectStripeAccount($organizationPrefixedId: ID!) {
  connectStripeAccount(organizationPrefixedId: $organizationPrefixedId) {
    payments {
      ...AdminPaymentsFields
    }
    onboardingUrl
  }
}
    fragment AdminPaymentsFields on AdminPayments {
  mode
  stripeAvailable
  connection
  stripeAccountId
  isTest
}`) as unknown as TypedDocumentString<ConnectStripeAccountMutation, ConnectStripeAccountMutationVariables>;
export const DisconnectStripeAccountDocument = new TypedDocumentString(`
    mutation DisconnectStripeAccount($organizationPrefixedId: ID!) {
  disconnectStripeAccount(organizationPrefixedId: $organizationPrefixedId) {
    ...AdminPaymentsFields
  }
}
    fragment AdminPaymentsFields on AdminPayments {
  mode
  stripeAvailable
  connection
  stripeAccountId
  isTest
}`) as unknown as TypedDocumentString<DisconnectStripeAccountMutation, DisconnectStripeAccountMutationVariables>;
export const RefreshStripeAccountDocument = new TypedDocumentString(`
    mutation RefreshStripeAccount($organizationPrefixedId: ID!) {
  refreshStripeAccount(organizationPrefixedId: $organizationPrefixedId) {
    ...AdminPaymentsFields
  }
}
    fragment AdminPaymentsFields on AdminPayments {
  mode
  stripeAvailable
  connection
  stripeAccountId
  isTest
}`) as unknown as TypedDocumentString<RefreshStripeAccountMutation, RefreshStripeAccountMutationVariables>;
export const RefundGiftDocument = new TypedDocumentString(`
    mutation RefundGift($organizationPrefixedId: ID!, $giftPrefixedId: ID!, $amount: Cents!, $reason: String, $requestKey: String!) {
  refundGift(
    organizationPrefixedId: $organizationPrefixedId
    giftPrefixedId: $giftPrefixedId
    amount: $amount
    reason: $reason
    requestKey: $requestKey
  ) {
    ...AdminGiftFields
  }
}
    fragment AdminGiftFields on AdminGift {
  prefixedId
  date
  amount
  fee
  netAmount
  currency
  status
  refundedAmount
  memo
  offlineMethod
  fundAccountNames
  fundParts {
    name
    amount
  }
  dedication {
    kind
    name
  }
  donor {
    prefixedId
    name
    email
  }
  cardBrand
  cardLastFour
  recurringGiving {
    prefixedId
  }
  dispute {
    status
    amount
    currency
    reason
    evidenceDueBy
  }
}`) as unknown as TypedDocumentString<RefundGiftMutation, RefundGiftMutationVariables>;
export const AdminSecondFactorDocument = new TypedDocumentString(`
    query AdminSecondFactor($organizationPrefixedId: ID!) {
  adminSecondFactor(organizationPrefixedId: $organizationPrefixedId) {
    ...AdminSecondFactorFields
  }
}
    fragment AdminSecondFactorFields on AdminSecondFactor {
  isEnrolled
  enrolledAt
  isRequired
  isVerified
  recoveryCodesLeft
}`) as unknown as TypedDocumentString<AdminSecondFactorQuery, AdminSecondFactorQueryVariables>;
export const EnrolSecondFactorDocument = new TypedDocumentString(`
    mutation EnrolSecondFactor($organizationPrefixedId: ID!) {
  enrolSecondFactor(organizationPrefixedId: $organizationPrefixedId) {
    otpauthUri
    secret
    qrCode {
      size
      path
    }
    recoveryCodes
  }
}
    `) as unknown as TypedDocumentString<EnrolSecondFactorMutation, EnrolSecondFactorMutationVariables>;
export const ConfirmSecondFactorDocument = new TypedDocumentString(`
    mutation ConfirmSecondFactor($organizationPrefixedId: ID!, $code: String!) {
  confirmSecondFactor(
    organizationPrefixedId: $organizationPrefixedId
    code: $code
  ) {
    ...AdminSecondFactorFields
  }
}
    fragment AdminSecondFactorFields on AdminSecondFactor {
  isEnrolled
  enrolledAt
  isRequired
  isVerified
  recoveryCodesLeft
}`) as unknown as TypedDocumentString<ConfirmSecondFactorMutation, ConfirmSecondFactorMutationVariables>;
export const VerifySecondFactorDocument = new TypedDocumentString(`
    mutation VerifySecondFactor($organizationPrefixedId: ID!, $code: String!) {
  verifySecondFactor(organizationPrefixedId: $organizationPrefixedId, code: $code) {
    ...AdminSecondFactorFields
  }
}
    fragment AdminSecondFactorFields on AdminSecondFactor {
  isEnrolled
  enrolledAt
  isRequired
  isVerified
  recoveryCodesLeft
}`) as unknown as TypedDocumentString<VerifySecondFactorMutation, VerifySecondFactorMutationVariables>;
export const RegenerateRecoveryCodesDocument = new TypedDocumentString(`
    mutation RegenerateRecoveryCodes($organizationPrefixedId: ID!) {
  regenerateRecoveryCodes(organizationPrefixedId: $organizationPrefixedId)
}
    `) as unknown as TypedDocumentString<RegenerateRecoveryCodesMutation, RegenerateRecoveryCodesMutationVariables>;
export const RemoveSecondFactorDocument = new TypedDocumentString(`
    mutation RemoveSecondFactor($organizationPrefixedId: ID!, $code: String!) {
  removeSecondFactor(organizationPrefixedId: $organizationPrefixedId, code: $code) {
    ...AdminSecondFactorFields
  }
}
    fragment AdminSecondFactorFields on AdminSecondFactor {
  isEnrolled
  enrolledAt
  isRequired
  isVerified
  recoveryCodesLeft
}`) as unknown as TypedDocumentString<RemoveSecondFactorMutation, RemoveSecondFactorMutationVariables>;
export const AdminYearEndStatementDonorsDocument = new TypedDocumentString(`
    query AdminYearEndStatementDonors($organizationPrefixedId: ID!, $year: Int!) {
  adminYearEndStatementDonors(
    organizationPrefixedId: $organizationPrefixedId
    year: $year
  )
}
    `) as unknown as TypedDocumentString<AdminYearEndStatementDonorsQuery, AdminYearEndStatementDonorsQueryVariables>;
export const AdminStatementBatchesDocument = new TypedDocumentString(`
    query AdminStatementBatches($organizationPrefixedId: ID!) {
  adminStatementBatches(organizationPrefixedId: $organizationPrefixedId) {
    ...StatementBatchFields
  }
}
    fragment StatementBatchFields on StatementBatch {
  prefixedId
  year
  letterTitle
  sent
  total
  startedBy
  startedAt
  finishedAt
}`) as unknown as TypedDocumentString<AdminStatementBatchesQuery, AdminStatementBatchesQueryVariables>;
export const StartYearEndStatementsDocument = new TypedDocumentString(`
    mutation StartYearEndStatements($organizationPrefixedId: ID!, $year: Int!, $letterTemplatePrefixedId: ID) {
  startYearEndStatements(
    organizationPrefixedId: $organizationPrefixedId
    year: $year
    letterTemplatePrefixedId: $letterTemplatePrefixedId
  ) {
    ...StatementBatchFields
  }
}
    fragment StatementBatchFields on StatementBatch {
  prefixedId
  year
  letterTitle
  sent
  total
  startedBy
  startedAt
  finishedAt
}`) as unknown as TypedDocumentString<StartYearEndStatementsMutation, StartYearEndStatementsMutationVariables>;
export const DonorDashboardReportDocument = new TypedDocumentString(`
    query DonorDashboardReport($organizationPrefixedId: ID!) {
  DonorDashboardReport(organizationPrefixedId: $organizationPrefixedId) {
    totalGifts
    activeRecurringGifts
    singleGifts
    lastGift {
      amount
      fundPrefixedId
      frequency
    }
  }
}
    `) as unknown as TypedDocumentString<DonorDashboardReportQuery, DonorDashboardReportQueryVariables>;
export const RecentActivityDocument = new TypedDocumentString(`
    query RecentActivity($organizationPrefixedId: ID!) {
  RecentActivity(organizationPrefixedId: $organizationPrefixedId) {
    type
    description
    date
    amount
    contributionPrefixedId
    status
    fundAccountNames
    fundParts {
      name
      amount
    }
  }
}
    `) as unknown as TypedDocumentString<RecentActivityQuery, RecentActivityQueryVariables>;
export const DonorContributionsDocument = new TypedDocumentString(`
    query DonorContributions($organizationPrefixedId: ID!, $filters: DonorContributionFilters) {
  donorContributions(
    organizationPrefixedId: $organizationPrefixedId
    filters: $filters
  ) {
    totalResults
    totalAmount
    items {
      prefixedId
      date
      amount
      currency
      memo
      status
      refundedAt
      refundedAmount
      refundReason
      failureCode
      fundAccountNames
      fundParts {
        name
        amount
      }
      recurringGiving {
        prefixedId
      }
    }
  }
}
    `) as unknown as TypedDocumentString<DonorContributionsQuery, DonorContributionsQueryVariables>;
export const DonorContributionsReportDocument = new TypedDocumentString(`
    query DonorContributionsReport($organizationPrefixedId: ID!, $filters: DonorContributionFilters, $type: DocumentKind!, $format: ReportFormat!) {
  donorContributionsReport(
    organizationPrefixedId: $organizationPrefixedId
    filters: $filters
    type: $type
    format: $format
  ) {
    url
    fileName
    contentType
  }
}
    `) as unknown as TypedDocumentString<DonorContributionsReportQuery, DonorContributionsReportQueryVariables>;
export const LetterTemplatesDocument = new TypedDocumentString(`
    query LetterTemplates($organizationPrefixedId: ID!) {
  letterTemplates(organizationPrefixedId: $organizationPrefixedId) {
    prefixedId
    title
    isPrimary
  }
}
    `) as unknown as TypedDocumentString<LetterTemplatesQuery, LetterTemplatesQueryVariables>;
export const OrganizationDonorsDocument = new TypedDocumentString(`
    query OrganizationDonors($organizationPrefixedId: ID!, $search: String) {
  organizationDonors(
    organizationPrefixedId: $organizationPrefixedId
    search: $search
  ) {
    prefixedId
    name
    email
  }
}
    `) as unknown as TypedDocumentString<OrganizationDonorsQuery, OrganizationDonorsQueryVariables>;
export const SendContributionStatementReportDocument = new TypedDocumentString(`
    mutation SendContributionStatementReport($donorPrefixedIds: [ID!]!, $filters: DonorContributionFilters, $letterTemplatePrefixedId: ID, $mode: StatementMode!) {
  sendContributionStatementReport(
    donorPrefixedIds: $donorPrefixedIds
    filters: $filters
    letterTemplatePrefixedId: $letterTemplatePrefixedId
    mode: $mode
  ) {
    sent
    message
    download {
      url
      fileName
    }
  }
}
    `) as unknown as TypedDocumentString<SendContributionStatementReportMutation, SendContributionStatementReportMutationVariables>;
export const SelfServicePaymentMethodsDocument = new TypedDocumentString(`
    query SelfServicePaymentMethods($organizationPrefixedId: ID!) {
  donorPaymentMethods(organizationPrefixedId: $organizationPrefixedId) {
    ...SelfServicePaymentMethod
  }
}
    fragment SelfServicePaymentMethod on DonorPaymentMethod {
  processorId
  nickname
  primary
  brand
  lastFour
  expiration
  cardholderName
  addressLine1
  addressLine2
  country
  state
  city
  postalCode
  recurringGivingsCount
}`) as unknown as TypedDocumentString<SelfServicePaymentMethodsQuery, SelfServicePaymentMethodsQueryVariables>;
export const SelfServiceUpdatePaymentMethodDocument = new TypedDocumentString(`
    mutation SelfServiceUpdatePaymentMethod($input: UpdatePaymentMethodInput!) {
  updatePaymentMethod(input: $input) {
    ...SelfServicePaymentMethod
  }
}
    fragment SelfServicePaymentMethod on DonorPaymentMethod {
  processorId
  nickname
  primary
  brand
  lastFour
  expiration
  cardholderName
  addressLine1
  addressLine2
  country
  state
  city
  postalCode
  recurringGivingsCount
}`) as unknown as TypedDocumentString<SelfServiceUpdatePaymentMethodMutation, SelfServiceUpdatePaymentMethodMutationVariables>;
export const SelfServiceDeletePaymentMethodDocument = new TypedDocumentString(`
    mutation SelfServiceDeletePaymentMethod($organizationPrefixedId: ID!, $processorId: ID!) {
  deletePaymentMethod(
    organizationPrefixedId: $organizationPrefixedId
    processorId: $processorId
  )
}
    `) as unknown as TypedDocumentString<SelfServiceDeletePaymentMethodMutation, SelfServiceDeletePaymentMethodMutationVariables>;
export const SelfServiceRecurringGivingsDocument = new TypedDocumentString(`
    query SelfServiceRecurringGivings($organizationPrefixedId: ID!, $filters: RecurringGivingFilters) {
  donorRecurringGivings(
    organizationPrefixedId: $organizationPrefixedId
    filters: $filters
  ) {
    totalResults
    items {
      ...SelfServiceRecurringGiving
    }
  }
}
    fragment SelfServiceRecurringGiving on RecurringGiving {
  prefixedId
  status
  schedule {
    type
    startDate
  }
  lastOccurrence
  nextOccurrence
  pausedUntil
  endDate
  computedAmount
  computedNetAmount
  computedFee
  isFeeCovered
  memo
  lastChargeAttemptFailed
  fundAccounts {
    prefixedId
    name
    isDefault
    isOnlineGivingVisible
    pivot {
      amount
      netAmount
    }
  }
  paymentMethod {
    prefixedId
    processorId
    type
    lastFour
    expiration
  }
}`) as unknown as TypedDocumentString<SelfServiceRecurringGivingsQuery, SelfServiceRecurringGivingsQueryVariables>;
export const SelfServiceUpdateRecurringGivingDocument = new TypedDocumentString(`
    mutation SelfServiceUpdateRecurringGiving($prefixedId: ID!, $organizationPrefixedId: ID!, $stripePaymentMethodId: ID!, $stripeCardLastFour: String!, $stripeCardExpiration: String!, $type: Frequency!, $amountsByFundAccount: [FundAmountInput!]!, $nextOccurrence: String, $isFeeCovered: Boolean, $memo: String, $endDate: String) {
  updateRecurringGiving(
    prefixedId: $prefixedId
    organizationPrefixedId: $organizationPrefixedId
    stripePaymentMethodId: $stripePaymentMethodId
    stripeCardLastFour: $stripeCardLastFour
    stripeCardExpiration: $stripeCardExpiration
    type: $type
    amountsByFundAccount: $amountsByFundAccount
    nextOccurrence: $nextOccurrence
    isFeeCovered: $isFeeCovered
    memo: $memo
    endDate: $endDate
  ) {
    ...SelfServiceRecurringGiving
  }
}
    fragment SelfServiceRecurringGiving on RecurringGiving {
  prefixedId
  status
  schedule {
    type
    startDate
  }
  lastOccurrence
  nextOccurrence
  pausedUntil
  endDate
  computedAmount
  computedNetAmount
  computedFee
  isFeeCovered
  memo
  lastChargeAttemptFailed
  fundAccounts {
    prefixedId
    name
    isDefault
    isOnlineGivingVisible
    pivot {
      amount
      netAmount
    }
  }
  paymentMethod {
    prefixedId
    processorId
    type
    lastFour
    expiration
  }
}`) as unknown as TypedDocumentString<SelfServiceUpdateRecurringGivingMutation, SelfServiceUpdateRecurringGivingMutationVariables>;
export const SelfServicePauseRecurringGivingDocument = new TypedDocumentString(`
    mutation SelfServicePauseRecurringGiving($prefixedId: ID!, $organizationPrefixedId: ID!, $until: String) {
  pauseRecurringGiving(
    prefixedId: $prefixedId
    organizationPrefixedId: $organizationPrefixedId
    until: $until
  ) {
    ...SelfServiceRecurringGiving
  }
}
    fragment SelfServiceRecurringGiving on RecurringGiving {
  prefixedId
  status
  schedule {
    type
    startDate
  }
  lastOccurrence
  nextOccurrence
  pausedUntil
  endDate
  computedAmount
  computedNetAmount
  computedFee
  isFeeCovered
  memo
  lastChargeAttemptFailed
  fundAccounts {
    prefixedId
    name
    isDefault
    isOnlineGivingVisible
    pivot {
      amount
      netAmount
    }
  }
  paymentMethod {
    prefixedId
    processorId
    type
    lastFour
    expiration
  }
}`) as unknown as TypedDocumentString<SelfServicePauseRecurringGivingMutation, SelfServicePauseRecurringGivingMutationVariables>;
export const SelfServiceSkipRecurringGivingDocument = new TypedDocumentString(`
    mutation SelfServiceSkipRecurringGiving($prefixedId: ID!, $organizationPrefixedId: ID!) {
  skipRecurringGiving(
    prefixedId: $prefixedId
    organizationPrefixedId: $organizationPrefixedId
  ) {
    ...SelfServiceRecurringGiving
  }
}
    fragment SelfServiceRecurringGiving on RecurringGiving {
  prefixedId
  status
  schedule {
    type
    startDate
  }
  lastOccurrence
  nextOccurrence
  pausedUntil
  endDate
  computedAmount
  computedNetAmount
  computedFee
  isFeeCovered
  memo
  lastChargeAttemptFailed
  fundAccounts {
    prefixedId
    name
    isDefault
    isOnlineGivingVisible
    pivot {
      amount
      netAmount
    }
  }
  paymentMethod {
    prefixedId
    processorId
    type
    lastFour
    expiration
  }
}`) as unknown as TypedDocumentString<SelfServiceSkipRecurringGivingMutation, SelfServiceSkipRecurringGivingMutationVariables>;
export const SelfServiceResumeRecurringGivingDocument = new TypedDocumentString(`
    mutation SelfServiceResumeRecurringGiving($prefixedId: ID!, $organizationPrefixedId: ID!, $startDate: String) {
  resumeRecurringGiving(
    prefixedId: $prefixedId
    organizationPrefixedId: $organizationPrefixedId
    startDate: $startDate
  ) {
    ...SelfServiceRecurringGiving
  }
}
    fragment SelfServiceRecurringGiving on RecurringGiving {
  prefixedId
  status
  schedule {
    type
    startDate
  }
  lastOccurrence
  nextOccurrence
  pausedUntil
  endDate
  computedAmount
  computedNetAmount
  computedFee
  isFeeCovered
  memo
  lastChargeAttemptFailed
  fundAccounts {
    prefixedId
    name
    isDefault
    isOnlineGivingVisible
    pivot {
      amount
      netAmount
    }
  }
  paymentMethod {
    prefixedId
    processorId
    type
    lastFour
    expiration
  }
}`) as unknown as TypedDocumentString<SelfServiceResumeRecurringGivingMutation, SelfServiceResumeRecurringGivingMutationVariables>;
export const SelfServiceDeleteRecurringGivingDocument = new TypedDocumentString(`
    mutation SelfServiceDeleteRecurringGiving($prefixedId: ID!, $organizationPrefixedId: ID!) {
  deleteRecurringGiving(
    prefixedId: $prefixedId
    organizationPrefixedId: $organizationPrefixedId
  )
}
    `) as unknown as TypedDocumentString<SelfServiceDeleteRecurringGivingMutation, SelfServiceDeleteRecurringGivingMutationVariables>;
export const SelfServiceMoveRecurringGivingsDocument = new TypedDocumentString(`
    mutation SelfServiceMoveRecurringGivings($organizationPrefixedId: ID!, $fromProcessorId: ID!, $toProcessorId: ID!) {
  moveRecurringGivings(
    organizationPrefixedId: $organizationPrefixedId
    fromProcessorId: $fromProcessorId
    toProcessorId: $toProcessorId
  ) {
    ...SelfServiceRecurringGiving
  }
}
    fragment SelfServiceRecurringGiving on RecurringGiving {
  prefixedId
  status
  schedule {
    type
    startDate
  }
  lastOccurrence
  nextOccurrence
  pausedUntil
  endDate
  computedAmount
  computedNetAmount
  computedFee
  isFeeCovered
  memo
  lastChargeAttemptFailed
  fundAccounts {
    prefixedId
    name
    isDefault
    isOnlineGivingVisible
    pivot {
      amount
      netAmount
    }
  }
  paymentMethod {
    prefixedId
    processorId
    type
    lastFour
    expiration
  }
}`) as unknown as TypedDocumentString<SelfServiceMoveRecurringGivingsMutation, SelfServiceMoveRecurringGivingsMutationVariables>;
export const SelfServiceUpdateDonorDocument = new TypedDocumentString(`
    mutation SelfServiceUpdateDonor($first_name: String, $last_name: String, $image_url: String, $email: String, $password: String, $password_confirmation: String, $current_password: String) {
  updateDonor(
    first_name: $first_name
    last_name: $last_name
    image_url: $image_url
    email: $email
    password: $password
    password_confirmation: $password_confirmation
    current_password: $current_password
  ) {
    prefixedId
    firstName
    lastName
    imageUrl
  }
}
    `) as unknown as TypedDocumentString<SelfServiceUpdateDonorMutation, SelfServiceUpdateDonorMutationVariables>;
export const SelfServicePresignedUrlDocument = new TypedDocumentString(`
    query SelfServicePresignedUrl($command: StorageCommand!, $directory: String!, $fileName: String!) {
  S3PresignedUrl(command: $command, directory: $directory, fileName: $fileName) {
    url
    method
    headers {
      name
      value
    }
    publicUrl
  }
}
    `) as unknown as TypedDocumentString<SelfServicePresignedUrlQuery, SelfServicePresignedUrlQueryVariables>;