// The public API of @halo/domain. Everything other packages use is re-exported here; deep imports
// into src/ are not part of the contract.

export * from './constants';
export { isFrequency } from './frequency';
export {
  monthAmount,
  overviewPeriods,
  overviewTotalsVariables,
  type OverviewPeriods,
} from './consoleOverview';
export { isLocale, localeOf, matchLocale, resolveLocale } from './locale';

export {
  calendarDateInTimeZone,
  formatCalendarDate,
  isCalendarDate,
  parseCalendarDate,
  requireCalendarDate,
  todayCalendarDate,
  type CalendarDate,
} from './calendarDate';
export { nextGivingDate } from './nextGivingDate';
export { resumeNextOccurrence, type ResumeInput } from './resumeNextOccurrence';
export { pausedUntilOccurrence, type PausedUntilInput } from './pausedUntilOccurrence';
export { isWithinScheduleHorizon, oneYearAfter } from './scheduleHorizon';
export { pauseUntilProblem, suggestedPauseUntil, type PauseUntilProblem } from './pauseUntil';
export { newGivingDateProblem, type NewGivingDateProblem } from './newGivingDate';
export { expandTwoDigitYear } from './twoDigitYear';
export { formatCardExpiry, normalizeCardExpiry, parseCardExpiry, type CardExpiryResult } from './cardExpiry';
export {
  dateRangeLimits,
  validateDateRange,
  type DateRangeInput,
  type DateRangeLimits,
  type DateRangeResult,
} from './dateRange';

export { formatMoney, isCents, toCents, type Cents } from './money';
export { fundPartsText } from './fundPartsText';
export { formattingLocale } from './formattingLocale';
export { formatCalendarDay } from './calendarDay';
export { givingPagePath, type GivingPageLink } from './givingPagePath';
export { coverFee, processorFee, type CoveredFee, type FeeRate } from './fees';
export {
  STRIPE_US_PRICING,
  stripeFee,
  stripeFeeCoverAmount,
  stripeNetAfterRefund,
  type PaymentMethodType,
  type StripeMethodPricing,
} from './stripeFees';
export { chargedFeeAndNet, giftCharge, type GiftCharge } from './giftCharge';
export {
  churchShareOfGift,
  disputeFeeOfTransactions,
  stripeDisputeFee,
  type ChurchShareOfGift,
  type GiftReversals,
  type RecordedGiftMoney,
} from './giftReversals';
export { parseAmountInput } from './amountInput';
export {
  comparableWords,
  matchFund,
  readTextToGive,
  TEXT_TO_GIVE_GIVE_WORDS,
  TEXT_TO_GIVE_HELP_WORDS,
  TEXT_TO_GIVE_START_WORDS,
  TEXT_TO_GIVE_STOP_WORDS,
  type TextToGiveFund,
  type TextToGiveLimits,
  type TextToGiveRequest,
} from './textToGive';
export {
  isPhoneVerificationCurrent,
  maskedPhone,
  normalizePhone,
  PHONE_CODE_LENGTH,
  PHONE_VERIFICATION_MONTHS,
  phoneVerificationLapsesAt,
  readPhoneCode,
  readTextGiftConfirmation,
  TEXT_GIFT_PROMPT_MINUTES,
  textCardLabel,
  textGiftPrompt,
  type TextGiftPromptInput,
} from './textGiving';

export { generateIdentifier, isIdentifier } from './identifier';
export { applyMask } from './mask';
export {
  CARD_NUMBER_MASK,
  cardCvcField,
  cardNumberField,
  checkCardEntry,
  maskCardCvc,
  maskCardExpiry,
  maskCardNumber,
  type CardEntry,
  type CardEntryField,
} from './cardEntry';
export { returnPathOr, safeReturnPath } from './returnPath';

export { contactSchema, phoneSchema, type Contact, type Phone } from './contact';
export {
  currentUserSchema,
  displayName,
  isLoggedIn,
  isValidUser,
  type CurrentUser,
  type Person,
  type Tenant,
  type TenantOrganization,
  type UserLike,
} from './currentUser';
export {
  organizationSchema,
  type Fund,
  type OnlineGivingSettings,
  type Organization,
  type OrganizationModule,
  type ProcessorMode,
} from './organization';

export {
  isValidationKey,
  translateValidation,
  validationMessages,
  validationMessagesEn,
  type ValidationKey,
  type ValidationParams,
} from './validation/messages';
export { validationMessagesEs } from './validation/messages.es';
export {
  scheduleEveryEn,
  scheduleEveryInSentenceEn,
  scheduleNameEn,
  scheduleNameInSentenceEn,
  type ScheduleNames,
} from './scheduleNames';
export {
  scheduleEveryEs,
  scheduleEveryInSentenceEs,
  scheduleNameEs,
  scheduleNameInSentenceEs,
} from './scheduleNames.es';
export { scheduleNamesByLocale } from './scheduleNamesByLocale';
export { describeIssue, translateIssue, type DescribeIssueOptions } from './validation/describeIssue';
export { requiredString, stringField, type StringFieldOptions } from './validation/requiredString';
export { emailField } from './validation/emailField';
export {
  PASSWORD_MIN_LENGTH,
  passwordConfirmationEntries,
  passwordConfirmationSchema,
  passwordField,
  passwordsMatch,
  type PasswordPair,
} from './validation/passwordField';
export { amountBoundsSchema, amountField, type AmountLimits } from './validation/amountField';
export { frequencyField } from './validation/frequencyField';
export {
  recurringStartDateField,
  recurringStartDateFieldFor,
  type TodaySource,
} from './validation/recurringStartDateField';
export { cardExpiryField, cardExpiryFieldFor } from './validation/cardExpiryField';
export { fundAccountField } from './validation/fundAccountField';
export {
  fundSplitField,
  repeatedFunds,
  SPLIT_MAX_FUNDS,
  SPLIT_MIN_FUNDS,
  splitTotal,
  type FundPart,
} from './validation/fundSplitField';
export {
  DEDICATION_KINDS,
  DEDICATION_NAME_MAX,
  dedicationField,
  type Dedication,
  type DedicationInput,
  type DedicationKind,
} from './validation/dedicationField';
export {
  imageDimensionsCheck,
  imageFileField,
  type ImageDimensions,
  type ImageFileLike,
} from './validation/imageFileField';
export { promoCodeField } from './validation/promoCodeField';

export {
  contributionEventSchema,
  DONOR_LIVE_EVENTS,
  donorChannelName,
  donorLiveEventSchemas,
  RECURRING_CHANGES,
  recurringChangedEventSchema,
  type ContributionEvent,
  type ContributionEventPayload,
  type DonorLiveEventName,
  type DonorLiveEventPayloads,
  type RecurringChangedEvent,
  type RecurringChangedPayload,
} from './contracts/donorLiveEvents';
export {
  ADMINISTRATOR_ABILITIES,
  CONSOLE_SECTIONS,
  consoleSectionPath,
  consoleSectionsFor,
  hasAdministratorAbility,
  isConsoleUser,
  type AdministratorAbility,
  type ConsoleSection,
  type ConsoleUser,
} from './consoleSections';
export {
  API_KEY_ABILITIES,
  API_KEY_NAME_MAX,
  API_KEY_TOKEN_START,
  API_KEY_VISIBLE_LENGTH,
  API_KEYS_PER_CHURCH_MAX,
  apiKeyAbilitiesOf,
  apiKeyAllows,
  apiKeyVisiblePrefix,
  grantableApiKeyAbilities,
  looksLikeApiKey,
  type ApiKeyAbility,
} from './apiKey';
export {
  RECOVERY_CODE_COUNT,
  SECOND_FACTOR_ABILITIES,
  SECOND_FACTOR_ENROLMENT_REQUIRED,
  SECOND_FACTOR_REQUIRED,
  holdsSecondFactorAbility,
  isAuthenticatorCode,
  isSecondFactorRefusal,
  normalizeSecondFactorCode,
  operationNeedsSecondFactor,
  type SecondFactorRefusal,
} from './secondFactor';
export {
  accountInvitationResponseSchema,
  customerResponseSchema,
  giveResponseSchema,
  paymentMethodsResponseSchema,
  sandboxPaymentMethodResponseSchema,
  savedCardSchema,
  savedBankAccountSchema,
  setupIntentResponseSchema,
  stripeCustomerIdResponseSchema,
  type CustomerResponse,
  type GiveRequest,
  type GiveResponse,
  type PaymentMethodsResponse,
  type SandboxPaymentMethodResponse,
  type SavedCard,
  type SavedBankAccount,
  type SetupIntentResponse,
  type StripeCustomerIdResponse,
} from './contracts/givingApi';
export {
  customerRequestSchema,
  registerRequestSchema,
  sandboxPaymentMethodRequestSchema,
  setupIntentRequestSchema,
  type CustomerRequest,
  type RegisterRequest,
  type SandboxPaymentMethodRequest,
  type SetupIntentRequest,
} from './contracts/givingApiRequests';
export {
  signInCodeField,
  signInCodeRequestSchema,
  signInCodeSentResponseSchema,
  signInCodeVerifyByCodeSchema,
  signInCodeVerifyByTokenSchema,
  signInCodeVerifyRequestSchema,
  signedInResponseSchema,
  type SignedInResponse,
  type SignInCodeProof,
  type SignInCodeRequest,
  type SignInCodeSentResponse,
  type SignInCodeVerifyRequest,
} from './contracts/signInCodeApi';
export {
  pledgeByCodeResponseSchema,
  pledgeCodeRequestSchema,
  pledgeCodeSentResponseSchema,
  pledgeCodeVerifySchema,
  type PledgeByCodeResponse,
  type PledgeCodeRequest,
  type PledgeCodeSentResponse,
  type PledgeCodeVerifyRequest,
} from './contracts/pledgeByCodeApi';
export {
  MANAGE_LINK_LIFETIME_DAYS,
  manageLinkExpiry,
  manageLinkPath,
  manageLinkRefusal,
  type ManageLinkFacts,
  type ManageLinkRefusal,
} from './manageLink';
export {
  managedGiftSchema,
  manageLinkCardEntryResponseSchema,
  manageLinkCardRequestSchema,
  manageLinkPauseRequestSchema,
  manageLinkRefusalSchema,
  manageLinkRequestSchema,
  manageLinkResponseSchema,
  manageLinkRevokeRequestSchema,
  manageLinkRevokeResponseSchema,
  type ManagedGift,
  type ManageLinkCardEntryResponse,
  type ManageLinkCardRequest,
  type ManageLinkPauseRequest,
  type ManageLinkRefusalResponse,
  type ManageLinkRequest,
  type ManageLinkResponse,
  type ManageLinkRevokeRequest,
  type ManageLinkRevokeResponse,
} from './contracts/manageLinkApi';
export {
  GIFT_CONFIRMATION_LIFETIME_DAYS,
  giftConfirmationExpiry,
  giftConfirmationPath,
  giftConfirmationRefusal,
  type GiftConfirmationFacts,
  type GiftConfirmationRefusal,
} from './giftConfirmation';
export {
  giftAuthenticationSchema,
  giftConfirmationCompleteRequestSchema,
  giftConfirmationRefusalSchema,
  giftConfirmationRequestSchema,
  giftConfirmationResponseSchema,
  type GiftAuthentication,
  type GiftConfirmationCompleteRequest,
  type GiftConfirmationRefusalResponse,
  type GiftConfirmationRequest,
  type GiftConfirmationResponse,
} from './contracts/giftConfirmationApi';
export {
  giveAuthenticationRequiredSchema,
  giveAuthenticationSchema,
  giveTestAuthenticationSchema,
  type GiveAuthentication,
  type GiveAuthenticationRequired,
  type GiveTestAuthentication,
} from './contracts/giveAuthenticationApi';
export { refundableCents, refundRefusal, type RefundableGift, type RefundRefusal } from './giftRefund';
export { inChurchFundOrder } from './churchFundOrder';
export {
  CARD_EXPIRY_REMINDER_DAYS,
  cardExpiryReminderDate,
  cardGoodThrough,
  expiriesDueForReminder,
  isCardExpiryReminderDue,
  type CardExpiry,
} from './cardExpiryReminder';
export {
  LETTER_BODY_MAX,
  LETTER_PLACEHOLDERS,
  LETTER_SUBJECT_MAX,
  LETTER_TITLE_MAX,
  letterTemplateRefusals,
  letterTemplateTextSchema,
  unknownPlaceholders,
  type LetterPlaceholder,
  type LetterTemplateRefusal,
  type LetterTemplateText,
} from './letterTemplate';
export { ADMIN_ACTIVITY_ACTIONS, type AdminActivityAction } from './adminActivityActions';
export { FIRST_STATEMENT_YEAR, statementPeriod, type StatementPeriod } from './statementYear';

// Importing a church's giving history from a CSV file (docs/PRODUCT.md §11).
export {
  GIFT_IMPORT_FIELDS,
  GIFT_IMPORT_FORMATS,
  HALO_GIFT_IMPORT_HEADER,
  type GiftImportField,
  type GiftImportFormat,
  type GiftImportFormatName,
} from './giftImport/giftImportFormats';
export {
  recognizeGiftImportHeader,
  type GiftImportHeaderResult,
  type RecognizedGiftImportHeader,
} from './giftImport/giftImportHeader';
export { giftImportKeyBase, occurrenceKeys } from './giftImport/giftImportKeys';
export {
  giftImportReason,
  type GiftImportReason,
  type GiftImportSurface,
} from './giftImport/giftImportMessages';
export {
  GIFT_IMPORT_FILE_MAX_BYTES,
  GIFT_IMPORT_MAPPED_REQUIRED,
  GIFT_IMPORT_PREVIEW_ROWS,
  giftImportHeaderFromMapping,
  type GiftImportMapping,
  type GiftImportMappingResult,
} from './giftImport/giftImportMapping';
export {
  giftImportMappingSchema,
  giftImportPreviewAnswerSchema,
  giftImportPreviewRequestSchema,
  giftImportRunAnswerSchema,
  giftImportRunRequestSchema,
  type GiftImportPreviewAnswer,
  type GiftImportRunAnswer,
} from './contracts/giftImportApi';
export {
  RECURRING_MOVE_FILE_MAX_BYTES,
  recurringMoveAnswerSchema,
  recurringMoveRequestSchema,
  type RecurringMoveAnswer,
  type RecurringMoveRequest as RecurringMoveRequestBody,
} from './contracts/recurringMoveApi';
export {
  GIFT_IMPORT_METHODS,
  normalizeGiftImportRow,
  type GiftImportMethod,
  type GiftImportRow,
  type GiftImportRowResult,
  type GiftImportRowRules,
} from './giftImport/giftImportRow';

// Who is behind the gifts: the Donors lists and the treasurer's Reports (docs/PRODUCT.md §15).
export {
  cardExpiringBy,
  DEFAULT_DONOR_LIST_PERIOD_DAYS,
  DEFAULT_LAPSED_WINDOWS,
  DEFAULT_TOP_GIVERS,
  defaultDonorListPeriod,
  firstTimeGivers,
  giftCountsForDonorLists,
  giftsOfListedDonors,
  invalidLapsedWindows,
  keptAmount,
  LAPSED_WINDOW_LIMITS,
  lapsedDays,
  lapsedGivers,
  MAX_TOP_GIVERS,
  RECURRING_RISKS,
  recurringGiftRisks,
  topGivers,
  type DonorListPeriod,
  type LapsedDays,
  type LapsedWindows,
  type ListedGift,
  type RecurringRisk,
  type RiskedRecurringGift,
  type TopGiver,
} from './donorLists/donorLists';
export {
  WEEKLY_DONOR_LISTS_EMAIL_HOUR,
  donorListsEmailWeek,
  hourInTimeZone,
  mondayOfWeek,
  donorListsWeekOf,
  type DonorListsEmailWeek,
} from './donorLists/weeklyDonorListsEmail';
export {
  DEFAULT_GIVING_REPORT_MONTHS,
  MAX_GIVING_REPORT_MONTHS,
  defaultGivingReportPeriod,
  givingReportPeriodTooLong,
  monthLastYear,
  reportMonths,
  sameDayLastYear,
  samePeriodLastYear,
  type GivingReportPeriod,
  type ReportMonth,
} from './givingReports/givingReportPeriod';

// Giving campaigns (docs/PRODUCT.md §14).
export {
  CAMPAIGN_DESCRIPTION_MAX,
  CAMPAIGN_FUNDS_MAX,
  CAMPAIGN_GOAL_MAX,
  CAMPAIGN_GOAL_MIN,
  CAMPAIGN_NAME_MAX,
  CAMPAIGN_SLUG_MAX,
  CAMPAIGN_STATUSES,
  campaignChannelName,
  campaignGivingState,
  campaignProgressPercent,
  campaignRaisedCents,
  campaignRefusals,
  isCampaignChannelName,
  isCampaignSlug,
  slugFromName,
  type CampaignFields,
  type CampaignGift,
  type CampaignGivingState,
  type CampaignRefusal,
  type CampaignStatus,
} from './campaign';
export {
  CAMPAIGN_TOTALS_EVENT,
  campaignAnswerSchema,
  campaignTotalsEventSchema,
  type CampaignAnswer,
  type CampaignTotalsEvent,
} from './contracts/campaignApi';
export {
  CHECK_NUMBER_MAX_LENGTH,
  GIFT_BATCH_MAX_CENTS,
  GIFT_BATCH_METHODS,
  GIFT_BATCH_NAME_MAX_LENGTH,
  giftBatchBalance,
  giftBatchChangeRefusal,
  giftBatchCommitRefusal,
  giftBatchEntryProblems,
  giftBatchHeaderProblems,
  giftBatchReopenRefusal,
  giftBatchSignOffRefusal,
  type FieldProblems,
  type GiftBatchBalanceState,
  type GiftBatchEntryField,
  type GiftBatchEntryInput,
  type GiftBatchField,
  type GiftBatchMethod,
  type GiftBatchProblem,
  type GiftBatchStanding,
  type GiftBatchStatus,
} from './giftBatch/giftBatchRules';
export { giftBatchMessage, type GiftBatchReason } from './giftBatch/giftBatchMessages';
export {
  frequencyOfScheduleInterval,
  frequencyOfStripeInterval,
  type StripeInterval,
} from './recurringMove/recurringMoveInterval';
export {
  planRecurringMove,
  type OldRecurringGift,
  type RecurringMovePlan,
  type RecurringMoveRules,
} from './recurringMove/recurringMovePlan';
export {
  missingScheduleColumns,
  parseScheduleRow,
  RECURRING_MOVE_SCHEDULE_COLUMNS,
  scheduleRowKeyBase,
  type RecurringMoveScheduleColumn,
  type RecurringMoveScheduleRow,
  type ScheduleRowResult,
} from './recurringMove/recurringMoveSchedule';
export { recurringMoveReason, type RecurringMoveReason } from './recurringMove/recurringMoveMessages';

// Pledges to campaigns (docs/PRODUCT.md §14 "Pledges").
export {
  isWithinCampaignPeriod,
  pledgeGivenCents,
  pledgeProgress,
  type CampaignPeriod,
  type PledgeGift,
  type PledgeProgress,
} from './pledges/pledgeProgress';
export {
  PLEDGE_AMOUNT_MAX,
  pledgeFieldsSchema,
  readPledgeFields,
  type PledgeField,
  type PledgeFields,
  type PledgeFieldsResult,
} from './pledges/pledgeFields';
export {
  pledgeStatementLine,
  pledgeStatementText,
  pledgeStatementTitle,
  type StatementPledge,
} from './pledges/pledgeStatementText';
export {
  PLEDGE_MONTHLY_GIFTS_WITHOUT_END,
  monthlyGiftsThrough,
  pledgeMonthlyGift,
  type PledgeMonthlyGift,
} from './pledges/pledgeMonthlyGift';
export {
  CAMPAIGN_TIMELINE_WEEKLY_MAX_DAYS,
  campaignTimelineInterval,
  campaignTimelinePeriodStart,
  campaignTimelinePoints,
  campaignTimelineSpan,
  type CampaignTimelineInterval,
  type CampaignTimelinePoint,
  type CampaignTimelineSpan,
} from './campaigns/campaignTimeline';
export {
  CARD_PAYOUT_DELAY_DAYS,
  DISPUTE_FEE_CENTS,
  cardChargeFee,
  carriedIntoNext,
  depositArrivalDate,
  depositStatusOfNet,
  depositTotals,
  isCardGiftDue,
  lastChargeDayPaidOn,
  type DepositLines,
  type DepositTotals,
} from './deposits/depositRules';
export { allocateFeeOverFunds, type DepositFundPart } from './deposits/depositFundSplit';
export {
  payoutDaysToRun,
  sandboxPayout,
  type PayoutDispute,
  type PayoutGift,
  type PayoutHistory,
  type PayoutRefund,
  type SandboxDeposit,
} from './deposits/sandboxPayouts';
export {
  HOUSEHOLD_FIRST_YEAR,
  HOUSEHOLD_MEMBERS_MAX,
  HOUSEHOLD_NAME_MAX,
  coversYear,
  endMembership,
  householdFullRefusal,
  householdNameRefusal,
  isMembershipYear,
  joinRefusal,
  membershipsOverlap,
  newHouseholdRefusals,
  type HouseholdRefusal,
  type MembershipYears,
  type NewHousehold,
} from './households/householdMembership';
export {
  isHouseholdInYear,
  membersInYear,
  statementAddressee,
  statementDonorIds,
  yearEndStatements,
  type HouseholdMember,
  type HouseholdMembers,
  type YearEndStatement,
  type YearEndStatementsInput,
} from './households/householdStatements';
export {
  HOUSEHOLD_ADDRESS_FIELDS,
  HOUSEHOLD_ADDRESS_MAX,
  householdAddressSchema,
  mailingAddressLines,
  readHouseholdAddress,
  type HouseholdAddress,
  type HouseholdAddressField,
  type HouseholdAddressResult,
} from './households/householdAddress';
export * from './bankPayments';
export * from './wallets';
export * from './donorMerge';

// The lobby kiosk: a device session that can only give (docs/PRODUCT.md §20).
export {
  ANONYMOUS_DONOR_EMAIL,
  isAnonymousDonorEmail,
  KIOSK_DEVICE_LIFETIME_DAYS,
  KIOSK_DEVICE_NAME_MAX,
  KIOSK_DEVICES_PER_CHURCH_MAX,
  KIOSK_IDLE_RESET_MS,
  KIOSK_THANK_YOU_MS,
  kioskDeviceExpiry,
  kioskDeviceState,
  type KioskDeviceState,
} from './kiosk/kioskDevice';
export {
  kioskCustomerRequestSchema,
  kioskDeviceSchema,
  kioskDevicesResponseSchema,
  kioskStartRequestSchema,
  kioskStatusResponseSchema,
  type KioskCustomerRequest,
  type KioskDevice,
  type KioskDevicesResponse,
  type KioskStatusResponse,
} from './contracts/kioskApi';

// The accounting export: deposits as journals for QuickBooks Online and Xero (docs/PRODUCT.md §19).
export * from './accounting';
