/* eslint-disable */
// Generated from schema.graphql by `npm run codegen -w @halo/api`; do not edit.
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { UserRow, OrganizationRow, PersonRow, ContactData } from '../db/schema';
import type { GraphQLContext } from './context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string };
  String: { input: string; output: string };
  Boolean: { input: boolean; output: boolean };
  Int: { input: number; output: number };
  Float: { input: number; output: number };
  /** Money is always an integer number of cents. */
  Cents: { input: unknown; output: unknown };
};

export type Query = {
  __typename?: 'Query';
  /** The signed-in user (docs/PRODUCT.md §3 'Current user'). */
  me: CurrentUser;
  /** The signed-in donor's gifts in the organization, newest first (docs/PRODUCT.md §2 Transactions). */
  donorContributions: DonorContributionPage;
  /**
   * A document of the donor's gifts: the CSV or PDF export of the transactions list (type Download),
   * a contribution statement (type Statement) or one gift's receipt (type Receipt, with
   * filters.contributionPrefixedId). Large files are not sent inline: the answer is a short-lived
   * link that streams the file.
   */
  donorContributionsReport: ReportDownload;
  /** Overview numbers of the dashboard. */
  DonorDashboardReport: DonorDashboardReport;
  /** The donor's latest activity (gifts, failures, refunds, recurring changes), newest first, at most 10. */
  RecentActivity: Array<RecentActivityItem>;
  /** A presigned URL for the profile image upload (docs/PRODUCT.md §7; operations HeadObject, PutObject, DeleteObject). */
  S3PresignedUrl: PresignedUrl;
  letterTemplates: Array<LetterTemplate>;
  /**
   * Donors of the organization whose name or email contains search (all when empty), by name, at most 50:
   * whom sendContributionStatementReport may be sent to. Only for users with isHaloAdmin or the
   * 'send-statements' ability; anyone else gets FORBIDDEN.
   */
  organizationDonors: Array<DonorSummary>;
  /** The donor's saved cards in the organization, primary first. */
  donorPaymentMethods: Array<DonorPaymentMethod>;
  /** The donor's recurring gifts (deleted ones excluded). */
  donorRecurringGivings: RecurringGivingPage;
  /** The giving page settings, funds and allowed websites ('manage-giving'). */
  adminGivingPage: AdminGivingPage;
  /**
   * The church's gifts, newest first, a page at a time by keyset (pass the previous page's nextCursor
   * as after), with the totals of every matching succeeded gift per fund and per month ('view-gifts').
   */
  adminGifts: AdminGiftPage;
  /**
   * A CSV of every gift the filters select (all pages, newest first) with donor, funds and amounts,
   * method and refunded amount ('view-gifts'): a link to GET /api/reports/{token}, valid for a few
   * minutes and only for this administrator's session, streamed in keyset batches.
   */
  adminGiftsExport: ReportDownload;
  /** Donors whose name or email contains search (all when empty), by name, at most 50, with their giving ('view-gifts' or 'record-gifts'). */
  adminDonors: Array<AdminDonor>;
  /** The church's administrators: users with at least one ability ('manage-team'). */
  adminTeam: Array<AdminTeamMember>;
  /** Every change made in the console or with the halo CLI, newest first ('manage-team'); before: a previous page's nextCursor. */
  adminActivity: AdminActivityPage;
  /** Where the church's gifts are charged and the state of its Stripe account ('manage-giving'). */
  adminPayments: AdminPayments;
  /** First-time, lapsed or top givers ('view-gifts'). */
  adminDonorList: AdminDonorListPage;
  /** Active or paused recurring gifts whose card expires within 30 days, whose last charge failed, or that are paused ('view-gifts'). */
  adminRecurringAtRisk: AdminRecurringAtRiskPage;
  /**
   * A donor list as CSV ('view-gifts'): a link to GET /api/reports/{token}, valid for a few minutes and
   * only for this administrator's session, streamed in batches.
   */
  adminDonorListExport: ReportDownload;
  /** Whether the signed-in administrator gets the weekly email summarizing the donor lists ('view-gifts'); on until she turns it off. */
  adminDonorListsWeeklyEmail: Scalars['Boolean']['output'];
  /** This week's email of the donor lists as the signed-in administrator gets it ('view-gifts'), read-only. */
  adminDonorListsWeeklyEmailPreview: DonorListsWeeklyEmailPreview;
  /** The church's giving reports over a period ('view-gifts'). */
  adminGivingReports: AdminGivingReports;
  /**
   * A giving report as CSV ('view-gifts'): a link to GET /api/reports/{token}, valid for a few minutes
   * and only for this administrator's session.
   */
  adminGivingReportExport: ReportDownload;
  /** The signed-in administrator's second factor (any administrator may enrol; 'refund-gifts' and 'manage-team' wait for it). */
  adminSecondFactor: AdminSecondFactor;
  /** The church's letter templates, the primary one first, then by title ('send-statements'). */
  adminLetterTemplates: Array<AdminLetterTemplate>;
  /**
   * The statement PDF this text would make, not saved: the church's first donor by name (a sample donor
   * with no gifts when it has none), last calendar year, drawn by the same code as the statements sent
   * ('send-statements'). Refused like a save when the text is.
   */
  adminLetterTemplatePreview: LetterTemplatePreview;
  /**
   * How many donors gave in `year` (last year or this year so far, on the church's calendar) and would
   * get a statement ('send-statements'). Any other year: validation on year.
   */
  adminYearEndStatementDonors: Scalars['Int']['output'];
  /** The church's latest year-end statement batches, newest first, at most 10 ('send-statements'). */
  adminStatementBatches: Array<StatementBatch>;
  /** The church's batches, newest first by date, at most 100 ('record-gifts'). */
  adminGiftBatches: Array<GiftBatchSummary>;
  /** One batch with its entries in the order they were typed ('record-gifts'). */
  adminGiftBatch: GiftBatch;
  /** The church's campaigns, newest first; archived ones only with includeArchived ('manage-giving'). */
  adminCampaigns: Array<AdminCampaign>;
  /** The church's households, newest first, with every member past and present, and the church's setting ('manage-giving'). */
  adminHouseholds: AdminHouseholds;
  /**
   * A household's statement for a year (last year or this year so far), written from the letter given
   * (the primary one when null), exactly as the year-end batch would write it, as a PDF ('manage-giving').
   * A year without two members is refused with validation on year.
   */
  adminHouseholdStatementPreview: LetterTemplatePreview;
  /**
   * Which letter is a donor's year-end statement for year, as the yearly run sends it ('send-statements').
   * year as for year-end statements (refused on year otherwise).
   */
  adminDonorHouseholdStatement: DonorYearStatement;
  /** The signed-in donor's own active pledges in the session's church, newest first, and the campaigns open to a pledge. */
  donorPledges: DonorPledges;
  /** A campaign's active pledges, oldest first, with what was given toward each ('manage-giving'). */
  adminCampaignPledges: Array<AdminPledge>;
  /** A campaign's raised over time, archived campaigns included ('manage-giving'). */
  adminCampaignTimeline: AdminCampaignTimeline;
  /** The church's webhook endpoints, oldest first, removed ones too; the events one may receive ('manage-giving', second factor). */
  adminWebhooks: AdminWebhooks;
  /**
   * An endpoint's deliveries, newest first, a page of first (1 to 100) at a time by keyset (pass the
   * previous page's nextCursor as after) ('manage-giving', second factor).
   */
  adminWebhookDeliveries: AdminWebhookDeliveryPage;
  /** The church's API keys, newest first, revoked ones too ('manage-giving', second factor). */
  adminApiKeys: Array<AdminApiKey>;
  /**
   * The church's deposits, newest payout first, a page at a time by keyset (pass the previous page's
   * nextCursor as after) ('view-gifts').
   */
  adminDeposits: AdminDepositPage;
  /**
   * One deposit with its first giftsFirst gifts (1 to 250), what it takes back and its split by fund
   * ('view-gifts').
   */
  adminDeposit: AdminDepositDetail;
  /**
   * A deposit's gifts after a page's cursor (the detail's giftsNextCursor, then each page's nextCursor),
   * oldest first by keyset, first of them (1 to 250) ('view-gifts').
   */
  adminDepositGifts: AdminDepositGiftPage;
  /** The church's bank and fees accounts and every fund's income account ('manage-giving'). */
  adminAccountingAccounts: AdminAccountingAccounts;
  /** The church's text-to-give number and the signed-in donor's phone for giving by text. */
  textGiving: TextGiving;
  /** Pairs of the church's donor records that look like one person: the same email, or the same name and address; at most 50 ('view-gifts' or 'manage-giving'). */
  adminDonorMergeSuggestions: Array<DonorMergeSuggestion>;
  /** The church's latest merges, newest first, at most 20, each with its summary ('manage-giving'). */
  adminDonorMerges: Array<DonorMerge>;
  /** The moved recurring gifts the old platform charged again ('manage-giving'), newest first; at most 100. */
  adminMovedGiftsChargedAgain: Array<AdminMovedGiftChargedAgain>;
};

export type QueryDonorContributionsArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  filters?: InputMaybe<DonorContributionFilters>;
};

export type QueryDonorContributionsReportArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  filters?: InputMaybe<DonorContributionFilters>;
  type: DocumentKind;
  format: ReportFormat;
};

export type QueryDonorDashboardReportArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
};

export type QueryRecentActivityArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
};

export type QueryS3PresignedUrlArgs = {
  command: StorageCommand;
  directory: Scalars['String']['input'];
  fileName: Scalars['String']['input'];
};

export type QueryLetterTemplatesArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
};

export type QueryOrganizationDonorsArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
};

export type QueryDonorPaymentMethodsArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
};

export type QueryDonorRecurringGivingsArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  filters?: InputMaybe<RecurringGivingFilters>;
};

export type QueryAdminGivingPageArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
};

export type QueryAdminGiftsArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  filters?: InputMaybe<AdminGiftFilters>;
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

export type QueryAdminGiftsExportArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  filters?: InputMaybe<AdminGiftFilters>;
};

export type QueryAdminDonorsArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
};

export type QueryAdminTeamArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
};

export type QueryAdminActivityArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

export type QueryAdminPaymentsArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
};

export type QueryAdminDonorListArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  list: DonorList;
  options?: InputMaybe<DonorListOptions>;
};

export type QueryAdminRecurringAtRiskArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
};

export type QueryAdminDonorListExportArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  list: DonorListFile;
  options?: InputMaybe<DonorListOptions>;
};

export type QueryAdminDonorListsWeeklyEmailArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
};

export type QueryAdminDonorListsWeeklyEmailPreviewArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
};

export type QueryAdminGivingReportsArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  range?: InputMaybe<GivingReportRange>;
};

export type QueryAdminGivingReportExportArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  report: GivingReportFile;
  range?: InputMaybe<GivingReportRange>;
};

export type QueryAdminSecondFactorArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
};

export type QueryAdminLetterTemplatesArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
};

export type QueryAdminLetterTemplatePreviewArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  input: LetterTemplateInput;
};

export type QueryAdminYearEndStatementDonorsArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  year: Scalars['Int']['input'];
};

export type QueryAdminStatementBatchesArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
};

export type QueryAdminGiftBatchesArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
};

export type QueryAdminGiftBatchArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  batchPrefixedId: Scalars['ID']['input'];
};

export type QueryAdminCampaignsArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  includeArchived?: InputMaybe<Scalars['Boolean']['input']>;
};

export type QueryAdminHouseholdsArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
};

export type QueryAdminHouseholdStatementPreviewArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  householdPrefixedId: Scalars['ID']['input'];
  year: Scalars['Int']['input'];
  letterTemplatePrefixedId?: InputMaybe<Scalars['ID']['input']>;
};

export type QueryAdminDonorHouseholdStatementArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  donorPrefixedId: Scalars['ID']['input'];
  year: Scalars['Int']['input'];
};

export type QueryDonorPledgesArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
};

export type QueryAdminCampaignPledgesArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  campaignPrefixedId: Scalars['ID']['input'];
};

export type QueryAdminCampaignTimelineArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  campaignPrefixedId: Scalars['ID']['input'];
};

export type QueryAdminWebhooksArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
};

export type QueryAdminWebhookDeliveriesArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  endpointPrefixedId: Scalars['ID']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

export type QueryAdminApiKeysArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
};

export type QueryAdminDepositsArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

export type QueryAdminDepositArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  depositPrefixedId: Scalars['ID']['input'];
  giftsFirst?: InputMaybe<Scalars['Int']['input']>;
};

export type QueryAdminDepositGiftsArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  depositPrefixedId: Scalars['ID']['input'];
  after: Scalars['String']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
};

export type QueryAdminAccountingAccountsArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
};

export type QueryTextGivingArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
};

export type QueryAdminDonorMergeSuggestionsArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
};

export type QueryAdminDonorMergesArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
};

export type QueryAdminMovedGiftsChargedAgainArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Updates the signed-in donor's profile; a new email must be unused in the organization. Returns the
   * person. A new email or a new password needs current_password (validation error on current_password
   * when missing or wrong). A new email is not used at once: it becomes the account's pendingEmail, the
   * old address is told, and it replaces the sign-in email only when the link sent to it is opened.
   */
  updateDonor: Person;
  /**
   * Contribution statements built from the letter template (the organization's primary one when none is
   * given) for the filters' period. A donor may send only their own (donorPrefixedIds = [own id]);
   * users with isHaloAdmin or the 'send-statements' ability may choose any donors of the organization.
   */
  sendContributionStatementReport: StatementResult;
  updatePaymentMethod: DonorPaymentMethod;
  /** A saved bank account's nickname and primary (docs/PRODUCT.md §22); a card's id is not found. */
  updateBankAccount: DonorPaymentMethod;
  /** Refused (extensions.code PAYMENT_METHOD_IN_USE) while an active or paused recurring gift uses the card. */
  deletePaymentMethod: Scalars['Boolean']['output'];
  /**
   * Pauses a gift (docs/PRODUCT.md §4). With until (YYYY-MM-DD, after today on the church's calendar, at most a
   * year ahead) the recurring engine resumes it by itself on that day's first scheduled date and the
   * donor is emailed; without it the gift waits for resumeRecurringGiving (a dated pause becomes open).
   */
  pauseRecurringGiving: RecurringGiving;
  /**
   * Skips an active gift's next occurrence: it moves one step on the gift's schedule and the donor is
   * emailed. Refused (validation on prefixedId) for a paused or ended gift, or when the new date would
   * be after the gift's end date (the gift would end instead).
   */
  skipRecurringGiving: RecurringGiving;
  /**
   * Resumes a paused gift (and forgets a pause date). The next occurrence is startDate when given (not
   * in the past), else it is recalculated from the last processed date, the original start date, or
   * today (docs/PRODUCT.md §4).
   */
  resumeRecurringGiving: RecurringGiving;
  updateRecurringGiving: RecurringGiving;
  deleteRecurringGiving: Scalars['Boolean']['output'];
  /**
   * Moves every active or paused recurring gift of the signed-in donor from one of their cards to
   * another in one transaction, and emails the donor one confirmation. Both cards must be the donor's
   * in this organization (else not found); the target must differ from the source and not be expired
   * (validation errors on toProcessorId). Returns the moved gifts.
   */
  moveRecurringGivings: Array<RecurringGiving>;
  /** Changes the giving page; only the fields given change ('manage-giving'). */
  updateGivingPage: AdminGivingPage;
  /** A new fund, last in the list ('manage-giving'). */
  addFund: AdminFund;
  /**
   * Renames, hides or shows, disables or enables a fund ('manage-giving'). Disabling a fund that active
   * recurring gifts charge to is refused with extensions.code FUND_IN_RECURRING_USE and
   * extensions.recurringGivings listing them.
   */
  updateFund: AdminFund;
  /** Puts the funds in this order: every fund of the church, each once ('manage-giving'). */
  reorderFunds: Array<AdminFund>;
  /** Adds a website that may embed the giving form, a CORS pattern (scheme://host[:port], *. and :* wildcards). Answers the list ('manage-giving'). */
  addAllowedWebsite: Array<Scalars['String']['output']>;
  /** Removes an allowed website. Answers the list ('manage-giving'). */
  removeAllowedWebsite: Array<Scalars['String']['output']>;
  /** Asks Stripe again about an allowed website whose Apple Pay waits on the church (state needs_action), once its site serves Apple's verification file; answers the website's standing. Any other state is answered as it stands ('manage-giving'). */
  checkWalletWebsite: AdminWalletWebsite;
  /** Records cash or a check a donor gave; it is marked offline and counts in totals and statements ('record-gifts'). */
  recordOfflineGift: AdminGift;
  /**
   * Invites an administrator by email with the chosen abilities: the set-password email of the halo
   * CLI's admin:invite, valid 7 days; an existing account of the church keeps its password and gains
   * the abilities ('manage-team').
   */
  inviteAdministrator: AdminTeamMember;
  /** Replaces an administrator's abilities (at least one; removeAdministrator takes them all) ('manage-team'). */
  updateAdministratorAbilities: AdminTeamMember;
  /** Takes every ability from an administrator; their donor account stays ('manage-team'). */
  removeAdministrator: Scalars['Boolean']['output'];
  /**
   * Connects the church's Stripe account ('manage-giving'). With STRIPE_SECRET_KEY set, the church's
   * own (Standard) account is created once, and onboardingUrl is Stripe's account link, which comes
   * back to /admin/payments/return (or /admin/payments/refresh once expired); gifts go to Stripe when
   * Stripe's account.updated says the account can take charges. Without Stripe, a simulated test
   * connection is made at once (isTest, onboardingUrl null) and gifts stay in the sandbox.
   */
  connectStripeAccount: StripeConnectStart;
  /**
   * Forgets the church's Stripe account ('manage-giving'); the account stays the church's on Stripe.
   * A church in Stripe mode takes no gifts until an account is connected again.
   */
  disconnectStripeAccount: AdminPayments;
  /**
   * Reads the church's Stripe account from Stripe again ('manage-giving'): the console calls it on the
   * way back from Stripe's onboarding (/admin/payments/return), so a finished onboarding shows as
   * connected at once. Recorded as of the second it was read: a later account.updated still wins, an
   * earlier one changes nothing. Without Stripe, or for a simulated or no account, answers the state as it is.
   */
  refreshStripeAccount: AdminPayments;
  /**
   * Turns bank account gifts (ACH, docs/PRODUCT.md §22) on or off for the church's giving form
   * ('manage-giving'). Turning them on needs a church in USD (validation on enabled otherwise).
   */
  setBankPayments: AdminPayments;
  /**
   * Gives back amount cents (all or part of what is left) of a succeeded card gift through the
   * processor that charged it ('refund-gifts'). requestKey is the console's key of this one request
   * (8 to 100 letters, digits, - or _): sent again, it refunds nothing more and answers the gift as it
   * is. The donor is emailed; the gift is refunded once all of it is given back. reason: at most 500
   * characters, told to the donor.
   */
  refundGift: AdminGift;
  /** Turns the signed-in administrator's own weekly email of the donor lists on or off ('view-gifts'); answers whether it is on. */
  setAdminDonorListsWeeklyEmail: Scalars['Boolean']['output'];
  /** Starts enrolment: a new authenticator secret and ten recovery codes, shown this once. Replaces an enrolment not yet confirmed; refused once enrolled (remove it first). */
  enrolSecondFactor: SecondFactorEnrolment;
  /** Confirms enrolment with a first code from the authenticator app; this session counts as verified. */
  confirmSecondFactor: AdminSecondFactor;
  /** Proves the second factor for this session: a code from the authenticator app or an unused recovery code (then used up). */
  verifySecondFactor: AdminSecondFactor;
  /** Ten new recovery codes, shown this once; the old ones stop working. Needs the second factor verified in this session. */
  regenerateRecoveryCodes: Array<Scalars['String']['output']>;
  /** Removes the second factor after one more code (authenticator or recovery); every session's proof ends. */
  removeSecondFactor: AdminSecondFactor;
  /** Adds a letter template; the church's first one is primary ('send-statements'). */
  addLetterTemplate: AdminLetterTemplate;
  /** Replaces a letter template's title, subject and body ('send-statements'). */
  updateLetterTemplate: AdminLetterTemplate;
  /** Makes this letter the church's primary one (the one before is no longer); answers every letter ('send-statements'). */
  makeLetterTemplatePrimary: Array<AdminLetterTemplate>;
  /**
   * Deletes a letter template and answers the ones left ('send-statements'). The primary one is refused
   * (validation on letterTemplatePrefixedId, extensions.code LETTER_TEMPLATE_PRIMARY): make another one
   * primary first.
   */
  deleteLetterTemplate: Array<AdminLetterTemplate>;
  /**
   * Starts sending `year`'s statement to every donor who gave that year, written from the letter given
   * (the primary one when null), and records it in the activity log ('send-statements'). Refused with
   * validation on year for a year not allowed, a year no one gave in, or while a batch of the same year
   * and letter is still being sent; another church's letter is not found.
   */
  startYearEndStatements: StatementBatch;
  /** A new open batch: its name, date (not in the future) and the total the counters counted ('record-gifts'). */
  createGiftBatch: GiftBatch;
  /** Adds an entry to an open batch; a newDonor is found by its email or made as a donor record ('record-gifts'). */
  addGiftBatchEntry: GiftBatch;
  /** Replaces an entry of an open batch ('record-gifts'). */
  updateGiftBatchEntry: GiftBatch;
  /** Removes an entry of an open batch ('record-gifts'). */
  removeGiftBatchEntry: GiftBatch;
  /**
   * Commits an open batch whose entries add up to its expected total: each entry becomes a succeeded
   * offline gift of the batch's date, in donors' histories, statements and reports, and the batch keeps
   * its total as the database added it ('record-gifts'). Refused (validation on batchPrefixedId) when
   * empty or not balanced.
   */
  commitGiftBatch: GiftBatch;
  /**
   * Reopens a committed batch: its gifts are taken out of histories, statements and reports until it is
   * committed again, and its sign-off is cleared ('record-gifts'). The console shows reopenWarnings first.
   */
  reopenGiftBatch: GiftBatch;
  /** A second counter signs a committed batch off: someone other than who committed it, once ('record-gifts'). */
  signOffGiftBatch: GiftBatch;
  /** Starts a campaign, open at once ('manage-giving'). The slug must not be one any campaign of the church has had. */
  addCampaign: AdminCampaign;
  /** Replaces a campaign's fields; a new slug keeps the old one working ('manage-giving'). */
  updateCampaign: AdminCampaign;
  /** Closes a campaign: donors are told it has ended and given the ordinary form ('manage-giving'). */
  closeCampaign: AdminCampaign;
  /** Archives a campaign: closed, and off the console's list unless asked for ('manage-giving'). */
  archiveCampaign: AdminCampaign;
  /**
   * Emails a household's statement for year (last year or this year so far) to its addressee, written
   * from the letter given (the primary one when null) by the code the year-end run writes it with
   * ('send-statements'). A year without two members is refused with validation on year.
   */
  sendHouseholdStatement: StatementResult;
  /** A household of two or more of the church's donors from fromYear on, one of them the addressee ('manage-giving'). */
  createHousehold: AdminHousehold;
  /** Adds a donor to a household from fromYear on; refused (validation on donor) when they belong to a household in any of those years ('manage-giving'). */
  addHouseholdMember: AdminHousehold;
  /**
   * A member leaves: lastYear is the last year they are on the household's statement (before the year
   * they joined: they were never on one, and the membership is forgotten) ('manage-giving').
   */
  removeHouseholdMember: AdminHousehold;
  /** Addresses the household's statements to a current member ('manage-giving'). */
  setHouseholdAddressee: AdminHousehold;
  /** Whether members of a household also get their own year-end statements ('manage-giving'). */
  setHouseholdStatementSettings: AdminHouseholds;
  /** A household's new name, 1 to 100 characters (validation on name) ('manage-giving'). */
  renameHousehold: AdminHousehold;
  /**
   * Where the household's joint letter is mailed: a street address (at most 200 characters) and
   * optionally a city, state, postal code and country (100, 100, 20, 100); every field empty clears it,
   * and the letter goes to the addressee's own address again. Refused with validation on the field
   * ('manage-giving').
   */
  setHouseholdMailingAddress: AdminHousehold;
  /**
   * Deletes a household with its memberships: every gift stays with the donor who gave it, and the
   * members get their own statements from then on. Refused (validation on householdPrefixedId) while a
   * year-end batch has yet to send its letter ('manage-giving'). Answers the church's households.
   */
  deleteHousehold: AdminHouseholds;
  /** The signed-in donor pledges amount (cents, above 0) to a campaign of the session's church that has not ended, replacing an earlier pledge to it. */
  pledgeToCampaign: DonorPledge;
  /** Records a donor's pledge from a paper pledge card, replacing an earlier pledge to the campaign ('manage-giving'); not for an archived campaign. */
  recordPledge: AdminPledge;
  /**
   * Adds an endpoint for the chosen events (at least one): https and a public address (http://localhost
   * and http://127.0.0.1 under a local PUBLIC_URL), at most maxEndpoints live per church. The answer
   * carries the signing secret, shown this once ('manage-giving', second factor).
   */
  addWebhookEndpoint: AddedWebhookEndpoint;
  /** Removes an endpoint: nothing more is sent to it, what waited for it is given up, its log is kept ('manage-giving', second factor). */
  removeWebhookEndpoint: AdminWebhookEndpoint;
  /** Sends an event (its msg_… id) again to the live endpoints that had it, same webhook-id and body; answers how many ('manage-giving', second factor). */
  resendWebhookEvent: Scalars['Int']['output'];
  /** Makes a key with abilities the administrator holds (view-gifts, manage-giving); its token is shown this once. */
  createApiKey: CreatedApiKey;
  /** Revokes a key at once: every later call with it is refused with 401. */
  revokeApiKey: AdminApiKey;
  /**
   * Sets the accounts given: a field left out stays as it is, empty or null clears it; every fund named
   * must be the church's ('manage-giving'). Refusals: validation on bankAccount, feesAccount or
   * funds.N.incomeAccount.
   */
  updateAccountingAccounts: AdminAccountingAccounts;
  /** Texts a new code to phone (any common form; stored E.164). A different phone replaces the donor's, unverified. At most 5 codes an hour. */
  sendTextGivingCode: TextGiving;
  /** Verifies the donor's phone with the code texted to it (10 minutes, 5 tries). */
  verifyTextGivingPhone: TextGiving;
  /** Forgets the donor's phone: texts from it are answered with a link again. */
  removeTextGivingPhone: TextGiving;
  /** Merges one donor record into another of the church, in one transaction, recorded in the activity log ('manage-giving'). Refused on mergedDonorPrefixedId for the same record, an unknown one, or one already merged. */
  mergeDonors: DonorMerge;
  /** Moves back exactly the rows the merge moved, within 30 days of it ('manage-giving'). Refused on merge when undone already, too late, or while the kept record is merged into a third. */
  undoDonorMerge: DonorMerge;
  /**
   * Emails a corrected copy of a statement the merge lists (a record's own with donorPrefixedId, a
   * household's letter with householdPrefixedId) from the church's primary letter, by the code that sends
   * every statement, and records it ('send-statements'). Refused on year when the merge lists no such
   * statement.
   */
  sendCorrectedStatement: DonorMergeStatement;
};

export type MutationUpdateDonorArgs = {
  first_name?: InputMaybe<Scalars['String']['input']>;
  last_name?: InputMaybe<Scalars['String']['input']>;
  image_url?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  password_confirmation?: InputMaybe<Scalars['String']['input']>;
  current_password?: InputMaybe<Scalars['String']['input']>;
};

export type MutationSendContributionStatementReportArgs = {
  donorPrefixedIds: Array<Scalars['ID']['input']>;
  filters?: InputMaybe<DonorContributionFilters>;
  letterTemplatePrefixedId?: InputMaybe<Scalars['ID']['input']>;
  mode: StatementMode;
};

export type MutationUpdatePaymentMethodArgs = {
  input: UpdatePaymentMethodInput;
};

export type MutationUpdateBankAccountArgs = {
  input: UpdateBankAccountInput;
};

export type MutationDeletePaymentMethodArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  processorId: Scalars['ID']['input'];
};

export type MutationPauseRecurringGivingArgs = {
  prefixedId: Scalars['ID']['input'];
  organizationPrefixedId: Scalars['ID']['input'];
  until?: InputMaybe<Scalars['String']['input']>;
};

export type MutationSkipRecurringGivingArgs = {
  prefixedId: Scalars['ID']['input'];
  organizationPrefixedId: Scalars['ID']['input'];
};

export type MutationResumeRecurringGivingArgs = {
  prefixedId: Scalars['ID']['input'];
  organizationPrefixedId: Scalars['ID']['input'];
  startDate?: InputMaybe<Scalars['String']['input']>;
};

export type MutationUpdateRecurringGivingArgs = {
  prefixedId: Scalars['ID']['input'];
  organizationPrefixedId: Scalars['ID']['input'];
  stripePaymentMethodId: Scalars['ID']['input'];
  stripeCardLastFour: Scalars['String']['input'];
  stripeCardExpiration: Scalars['String']['input'];
  type: Frequency;
  amountsByFundAccount: Array<FundAmountInput>;
  nextOccurrence?: InputMaybe<Scalars['String']['input']>;
  isFeeCovered?: InputMaybe<Scalars['Boolean']['input']>;
  memo?: InputMaybe<Scalars['String']['input']>;
  endDate?: InputMaybe<Scalars['String']['input']>;
};

export type MutationDeleteRecurringGivingArgs = {
  prefixedId: Scalars['ID']['input'];
  organizationPrefixedId: Scalars['ID']['input'];
};

export type MutationMoveRecurringGivingsArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  fromProcessorId: Scalars['ID']['input'];
  toProcessorId: Scalars['ID']['input'];
};

export type MutationUpdateGivingPageArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  input: GivingPageInput;
};

export type MutationAddFundArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  isOnlineGivingVisible?: InputMaybe<Scalars['Boolean']['input']>;
};

export type MutationUpdateFundArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  fundPrefixedId: Scalars['ID']['input'];
  input: FundChangesInput;
};

export type MutationReorderFundsArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  fundPrefixedIds: Array<Scalars['ID']['input']>;
};

export type MutationAddAllowedWebsiteArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  origin: Scalars['String']['input'];
};

export type MutationRemoveAllowedWebsiteArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  origin: Scalars['String']['input'];
};

export type MutationCheckWalletWebsiteArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  origin: Scalars['String']['input'];
};

export type MutationRecordOfflineGiftArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  input: OfflineGiftInput;
};

export type MutationInviteAdministratorArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  email: Scalars['String']['input'];
  abilities: Array<Scalars['String']['input']>;
};

export type MutationUpdateAdministratorAbilitiesArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  userPrefixedId: Scalars['ID']['input'];
  abilities: Array<Scalars['String']['input']>;
};

export type MutationRemoveAdministratorArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  userPrefixedId: Scalars['ID']['input'];
};

export type MutationConnectStripeAccountArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
};

export type MutationDisconnectStripeAccountArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
};

export type MutationRefreshStripeAccountArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
};

export type MutationSetBankPaymentsArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  enabled: Scalars['Boolean']['input'];
};

export type MutationRefundGiftArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  giftPrefixedId: Scalars['ID']['input'];
  amount: Scalars['Cents']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
  requestKey: Scalars['String']['input'];
};

export type MutationSetAdminDonorListsWeeklyEmailArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  enabled: Scalars['Boolean']['input'];
};

export type MutationEnrolSecondFactorArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
};

export type MutationConfirmSecondFactorArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  code: Scalars['String']['input'];
};

export type MutationVerifySecondFactorArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  code: Scalars['String']['input'];
};

export type MutationRegenerateRecoveryCodesArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
};

export type MutationRemoveSecondFactorArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  code: Scalars['String']['input'];
};

export type MutationAddLetterTemplateArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  input: LetterTemplateInput;
};

export type MutationUpdateLetterTemplateArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  letterTemplatePrefixedId: Scalars['ID']['input'];
  input: LetterTemplateInput;
};

export type MutationMakeLetterTemplatePrimaryArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  letterTemplatePrefixedId: Scalars['ID']['input'];
};

export type MutationDeleteLetterTemplateArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  letterTemplatePrefixedId: Scalars['ID']['input'];
};

export type MutationStartYearEndStatementsArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  year: Scalars['Int']['input'];
  letterTemplatePrefixedId?: InputMaybe<Scalars['ID']['input']>;
};

export type MutationCreateGiftBatchArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  input: GiftBatchInput;
};

export type MutationAddGiftBatchEntryArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  batchPrefixedId: Scalars['ID']['input'];
  input: GiftBatchEntryInput;
};

export type MutationUpdateGiftBatchEntryArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  entryPrefixedId: Scalars['ID']['input'];
  input: GiftBatchEntryInput;
};

export type MutationRemoveGiftBatchEntryArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  entryPrefixedId: Scalars['ID']['input'];
};

export type MutationCommitGiftBatchArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  batchPrefixedId: Scalars['ID']['input'];
};

export type MutationReopenGiftBatchArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  batchPrefixedId: Scalars['ID']['input'];
};

export type MutationSignOffGiftBatchArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  batchPrefixedId: Scalars['ID']['input'];
};

export type MutationAddCampaignArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  input: CampaignInput;
};

export type MutationUpdateCampaignArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  campaignPrefixedId: Scalars['ID']['input'];
  input: CampaignInput;
};

export type MutationCloseCampaignArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  campaignPrefixedId: Scalars['ID']['input'];
};

export type MutationArchiveCampaignArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  campaignPrefixedId: Scalars['ID']['input'];
};

export type MutationSendHouseholdStatementArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  householdPrefixedId: Scalars['ID']['input'];
  year: Scalars['Int']['input'];
  letterTemplatePrefixedId?: InputMaybe<Scalars['ID']['input']>;
};

export type MutationCreateHouseholdArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  input: HouseholdInput;
};

export type MutationAddHouseholdMemberArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  householdPrefixedId: Scalars['ID']['input'];
  donorPrefixedId: Scalars['ID']['input'];
  fromYear: Scalars['Int']['input'];
};

export type MutationRemoveHouseholdMemberArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  householdPrefixedId: Scalars['ID']['input'];
  donorPrefixedId: Scalars['ID']['input'];
  lastYear: Scalars['Int']['input'];
};

export type MutationSetHouseholdAddresseeArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  householdPrefixedId: Scalars['ID']['input'];
  donorPrefixedId: Scalars['ID']['input'];
};

export type MutationSetHouseholdStatementSettingsArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  sendMemberStatements: Scalars['Boolean']['input'];
};

export type MutationRenameHouseholdArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  householdPrefixedId: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};

export type MutationSetHouseholdMailingAddressArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  householdPrefixedId: Scalars['ID']['input'];
  input: HouseholdMailingAddressInput;
};

export type MutationDeleteHouseholdArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  householdPrefixedId: Scalars['ID']['input'];
};

export type MutationPledgeToCampaignArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  campaignPrefixedId: Scalars['ID']['input'];
  amount: Scalars['Cents']['input'];
};

export type MutationRecordPledgeArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  campaignPrefixedId: Scalars['ID']['input'];
  donorPrefixedId: Scalars['ID']['input'];
  amount: Scalars['Cents']['input'];
};

export type MutationAddWebhookEndpointArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  url: Scalars['String']['input'];
  events: Array<Scalars['String']['input']>;
};

export type MutationRemoveWebhookEndpointArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  endpointPrefixedId: Scalars['ID']['input'];
};

export type MutationResendWebhookEventArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  eventId: Scalars['ID']['input'];
};

export type MutationCreateApiKeyArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  abilities: Array<Scalars['String']['input']>;
};

export type MutationRevokeApiKeyArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  apiKeyPrefixedId: Scalars['ID']['input'];
};

export type MutationUpdateAccountingAccountsArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  input: AccountingAccountsInput;
};

export type MutationSendTextGivingCodeArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  phone: Scalars['String']['input'];
};

export type MutationVerifyTextGivingPhoneArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  code: Scalars['String']['input'];
};

export type MutationRemoveTextGivingPhoneArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
};

export type MutationMergeDonorsArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  keptDonorPrefixedId: Scalars['ID']['input'];
  mergedDonorPrefixedId: Scalars['ID']['input'];
};

export type MutationUndoDonorMergeArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  mergePrefixedId: Scalars['ID']['input'];
};

export type MutationSendCorrectedStatementArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  mergePrefixedId: Scalars['ID']['input'];
  year: Scalars['Int']['input'];
  donorPrefixedId?: InputMaybe<Scalars['ID']['input']>;
  householdPrefixedId?: InputMaybe<Scalars['ID']['input']>;
};

export type ContributionFilter = 'all' | 'one_time' | 'recurring';

export type ContributionStatus =
  | 'succeeded'
  | 'failed'
  | 'refunded'
  /** A bank account gift (ACH) waiting to settle; it counts in no total until it has succeeded. */
  | 'processing';

export type DocumentKind = 'Statement' | 'Receipt' | 'Download';

export type ReportFormat = 'CSV' | 'PDF';

export type StatementMode =
  /** Email each donor their statement PDF. */
  | 'email'
  /** Build one PDF with every chosen donor's statement and return a link to it. */
  | 'download';

export type StorageCommand = 'HeadObject' | 'PutObject' | 'DeleteObject';

export type Frequency =
  | 'weekly'
  | 'every_other_week'
  | 'twice_a_month'
  | 'monthly'
  /** Every three months by the monthly rule: a day above 28 becomes the last day of the month. */
  | 'quarterly'
  /** Every twelve months by the monthly rule: a day above 28 becomes the last day of the month. */
  | 'yearly';

export type RecurringGivingStatus =
  | 'active'
  | 'paused'
  /** The end date passed; kept for its history, listed only when asked for, never changed but deleted. */
  | 'ended';

export type DonorContributionFilters = {
  type?: InputMaybe<ContributionFilter>;
  /** Matches memo, fund names, amount (as typed, e.g. 50 or 50.00) and the transaction id. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD, inclusive, in the organization's time zone. */
  startDate?: InputMaybe<Scalars['String']['input']>;
  endDate?: InputMaybe<Scalars['String']['input']>;
  /** One gift only (receipts). */
  contributionPrefixedId?: InputMaybe<Scalars['ID']['input']>;
  /** 1-based. */
  page?: InputMaybe<Scalars['Int']['input']>;
  /** 20, 50, 100, 250, or null for All. */
  perPage?: InputMaybe<Scalars['Int']['input']>;
};

export type RecurringGivingFilters = {
  status?: InputMaybe<RecurringGivingStatus>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};

export type FundAmountInput = {
  fundAccountPrefixedId: Scalars['ID']['input'];
  amount: Scalars['Cents']['input'];
};

export type UpdatePaymentMethodInput = {
  organizationPrefixedId: Scalars['ID']['input'];
  processorId: Scalars['ID']['input'];
  nickname?: InputMaybe<Scalars['String']['input']>;
  primary?: InputMaybe<Scalars['Boolean']['input']>;
  cardholderName: Scalars['String']['input'];
  /** MM/YYYY. */
  expDate: Scalars['String']['input'];
  addressLine1?: InputMaybe<Scalars['String']['input']>;
  addressLine2?: InputMaybe<Scalars['String']['input']>;
  country?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  postalCode?: InputMaybe<Scalars['String']['input']>;
};

export type DonorContributionPage = {
  __typename?: 'DonorContributionPage';
  items: Array<DonorContribution>;
  totalResults: Scalars['Int']['output'];
  /** Sum of the amounts of every matching gift (not only this page). */
  totalAmount: Scalars['Cents']['output'];
};

/** One gift (docs/PRODUCT.md §3 'Donor contribution item'). */
export type DonorContribution = {
  __typename?: 'DonorContribution';
  prefixedId: Scalars['ID']['output'];
  /** YYYY-MM-DD. */
  date: Scalars['String']['output'];
  /** What was charged, fee included. */
  amount: Scalars['Cents']['output'];
  fee: Scalars['Cents']['output'];
  netAmount: Scalars['Cents']['output'];
  isFeeCovered: Scalars['Boolean']['output'];
  currency: Scalars['String']['output'];
  memo?: Maybe<Scalars['String']['output']>;
  status: ContributionStatus;
  /** ISO 8601. */
  refundedAt?: Maybe<Scalars['String']['output']>;
  /** What was given back so far: part of a succeeded gift (it counts for the rest in totals), or all of a refunded one. */
  refundedAmount: Scalars['Cents']['output'];
  refundReason?: Maybe<Scalars['String']['output']>;
  /** Why a failed gift failed: a decline code (card_declined, insufficient_funds, …). */
  failureCode?: Maybe<Scalars['String']['output']>;
  /** The funds' names, alphabetical. */
  fundAccountNames: Array<Scalars['String']['output']>;
  /** Each fund's part of what was charged, in the church's order of funds; one part for a one-fund gift. */
  fundParts: Array<GiftFundPart>;
  cardBrand?: Maybe<Scalars['String']['output']>;
  cardLastFour?: Maybe<Scalars['String']['output']>;
  /** Set for gifts made by a recurring gift. */
  recurringGiving?: Maybe<RecurringGivingRef>;
};

/** A fund's part of a gift (cents, the gift's currency). */
export type GiftFundPart = {
  __typename?: 'GiftFundPart';
  name: Scalars['String']['output'];
  amount: Scalars['Cents']['output'];
};

export type RecurringGivingRef = {
  __typename?: 'RecurringGivingRef';
  prefixedId: Scalars['ID']['output'];
};

export type ReportDownload = {
  __typename?: 'ReportDownload';
  /** Absolute URL on the API; valid for a few minutes, for this session only. */
  url: Scalars['String']['output'];
  fileName: Scalars['String']['output'];
  contentType: Scalars['String']['output'];
};

export type DonorDashboardReport = {
  __typename?: 'DonorDashboardReport';
  /** Total given (succeeded gifts, refunds excluded), in cents. */
  totalGifts: Scalars['Cents']['output'];
  /** Number of active recurring gifts. */
  activeRecurringGifts: Scalars['Int']['output'];
  /** Number of one-time gifts (succeeded). */
  singleGifts: Scalars['Int']['output'];
  /** The latest succeeded gift, which Send gift offers to give again; null before the first. */
  lastGift?: Maybe<DonorLastGift>;
};

export type DonorLastGift = {
  __typename?: 'DonorLastGift';
  /** Before any processing fee the donor covered. */
  amount: Scalars['Cents']['output'];
  /** The fund most of it went to; null when that fund is no longer offered online. */
  fundPrefixedId?: Maybe<Scalars['ID']['output']>;
  /** The recurring gift's schedule; null for a one-time gift. */
  frequency?: Maybe<Frequency>;
};

export type RecentActivityItem = {
  __typename?: 'RecentActivityItem';
  /** contribution_succeeded, contribution_failed, contribution_refunded, recurring_created, recurring_paused, recurring_resumed, recurring_updated. */
  type: Scalars['String']['output'];
  /** A sentence in the request's locale. */
  description: Scalars['String']['output'];
  /** ISO 8601. */
  date: Scalars['String']['output'];
  amount?: Maybe<Scalars['Cents']['output']>;
  contributionPrefixedId?: Maybe<Scalars['ID']['output']>;
  status?: Maybe<ContributionStatus>;
  fundAccountNames: Array<Scalars['String']['output']>;
  /** Each fund's part, in the church's order of funds: of the gift, or of each charge of a recurring gift. */
  fundParts: Array<GiftFundPart>;
};

export type PresignedUrl = {
  __typename?: 'PresignedUrl';
  url: Scalars['String']['output'];
  /** HTTP method to use with url (HEAD, PUT or DELETE). */
  method: Scalars['String']['output'];
  /** Headers the request must carry (e.g. Content-Type for PutObject). */
  headers: Array<HttpHeader>;
  /** Where the object can be read after upload (what image_url takes). */
  publicUrl: Scalars['String']['output'];
};

export type HttpHeader = {
  __typename?: 'HttpHeader';
  name: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type LetterTemplate = {
  __typename?: 'LetterTemplate';
  prefixedId: Scalars['ID']['output'];
  title: Scalars['String']['output'];
  /** JSON text: { subject, body } with placeholders {{donorName}}, {{period}}, {{total}}, {{churchName}}. */
  json_data: Scalars['String']['output'];
  isPrimary: Scalars['Boolean']['output'];
};

export type DonorSummary = {
  __typename?: 'DonorSummary';
  prefixedId: Scalars['ID']['output'];
  /** 'first last', or the email when the donor has no name. */
  name: Scalars['String']['output'];
  email: Scalars['String']['output'];
};

export type StatementResult = {
  __typename?: 'StatementResult';
  /** Statements emailed (mode email). */
  sent: Scalars['Int']['output'];
  /** A sentence in the request's locale. */
  message: Scalars['String']['output'];
  /** The PDF (mode download). */
  download?: Maybe<ReportDownload>;
};

/**
 * A saved card (docs/PRODUCT.md §3 'Payment method (donor list)'), or a saved US bank account
 * (docs/PRODUCT.md §22 "Saved bank accounts"): a bank account's brand is its bank's name, and it has no
 * expiration and no cardholder or billing address.
 */
export type DonorPaymentMethod = {
  __typename?: 'DonorPaymentMethod';
  processorId: Scalars['ID']['output'];
  methodType: SavedPaymentMethodType;
  nickname?: Maybe<Scalars['String']['output']>;
  primary: Scalars['Boolean']['output'];
  brand: Scalars['String']['output'];
  lastFour: Scalars['String']['output'];
  /** MM/YYYY; null for a bank account. */
  expiration?: Maybe<Scalars['String']['output']>;
  cardholderName?: Maybe<Scalars['String']['output']>;
  addressLine1?: Maybe<Scalars['String']['output']>;
  addressLine2?: Maybe<Scalars['String']['output']>;
  country?: Maybe<Scalars['String']['output']>;
  state?: Maybe<Scalars['String']['output']>;
  city?: Maybe<Scalars['String']['output']>;
  postalCode?: Maybe<Scalars['String']['output']>;
  /** How many active or paused recurring gifts use this card. */
  recurringGivingsCount: Scalars['Int']['output'];
};

export type RecurringGivingPage = {
  __typename?: 'RecurringGivingPage';
  items: Array<RecurringGiving>;
  totalResults: Scalars['Int']['output'];
};

/** docs/PRODUCT.md §3 'Recurring giving'. */
export type RecurringGiving = {
  __typename?: 'RecurringGiving';
  prefixedId: Scalars['ID']['output'];
  status: RecurringGivingStatus;
  schedule: RecurringSchedule;
  /** YYYY-MM-DD or null. */
  lastOccurrence?: Maybe<Scalars['String']['output']>;
  /** YYYY-MM-DD; null while paused. */
  nextOccurrence?: Maybe<Scalars['String']['output']>;
  /** YYYY-MM-DD the recurring engine resumes a paused gift on; null for an open pause. */
  pausedUntil?: Maybe<Scalars['String']['output']>;
  /** YYYY-MM-DD after which no occurrence is charged; null for none. */
  endDate?: Maybe<Scalars['String']['output']>;
  /** Charged per occurrence (fee included when covered). */
  computedAmount: Scalars['Cents']['output'];
  /** What the church receives per occurrence. */
  computedNetAmount: Scalars['Cents']['output'];
  computedFee: Scalars['Cents']['output'];
  isFeeCovered: Scalars['Boolean']['output'];
  memo?: Maybe<Scalars['String']['output']>;
  lastChargeAttemptFailed: Scalars['Boolean']['output'];
  donor: RecurringDonor;
  organization: OrganizationSummary;
  fundAccounts: Array<FundAccount>;
  paymentMethod?: Maybe<RecurringPaymentMethod>;
};

export type RecurringSchedule = {
  __typename?: 'RecurringSchedule';
  type: Frequency;
  /** YYYY-MM-DD. */
  startDate: Scalars['String']['output'];
};

export type RecurringDonor = {
  __typename?: 'RecurringDonor';
  name: Scalars['String']['output'];
  email?: Maybe<Scalars['String']['output']>;
};

export type FundAccount = {
  __typename?: 'FundAccount';
  prefixedId: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  isDefault: Scalars['Boolean']['output'];
  isOnlineGivingVisible: Scalars['Boolean']['output'];
  pivot: FundAmount;
};

export type FundAmount = {
  __typename?: 'FundAmount';
  amount: Scalars['Cents']['output'];
  netAmount: Scalars['Cents']['output'];
};

/** docs/PRODUCT.md §3 'Payment method (on recurring giving)'. */
export type RecurringPaymentMethod = {
  __typename?: 'RecurringPaymentMethod';
  prefixedId: Scalars['ID']['output'];
  processorId: Scalars['ID']['output'];
  /** Card brand, e.g. visa; a bank account's bank name. */
  type: Scalars['String']['output'];
  methodType: SavedPaymentMethodType;
  lastFour: Scalars['String']['output'];
  /** MM/YYYY; null for a bank account. */
  expiration?: Maybe<Scalars['String']['output']>;
};

/** What a saved payment method is. */
export type SavedPaymentMethodType =
  | 'card'
  /** A US bank account (ACH) saved with its authorization (docs/PRODUCT.md §22). */
  | 'bank';

/** A saved bank account's nickname and whether it is the primary payment method; nothing else of it changes. */
export type UpdateBankAccountInput = {
  organizationPrefixedId: Scalars['ID']['input'];
  processorId: Scalars['ID']['input'];
  /** Empty clears it; absent leaves it. */
  nickname?: InputMaybe<Scalars['String']['input']>;
  primary?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A donor account. It belongs to one organization. */
export type CurrentUser = {
  __typename?: 'CurrentUser';
  prefixedId: Scalars['ID']['output'];
  /** Lowercased. */
  email: Scalars['String']['output'];
  abilities: Array<Scalars['String']['output']>;
  isHaloAdmin: Scalars['Boolean']['output'];
  /** ISO 8601 timestamp; null until the address is verified. */
  emailVerifiedAt?: Maybe<Scalars['String']['output']>;
  /**
   * A new sign-in email asked for through updateDonor and not yet confirmed from its mailbox (lowercased),
   * while its link is alive; null otherwise. The account signs in with email until then.
   */
  pendingEmail?: Maybe<Scalars['String']['output']>;
  tenant: Tenant;
  /** Null for an account that has no person record yet. */
  person?: Maybe<Person>;
};

/** The organization space the account lives in. */
export type Tenant = {
  __typename?: 'Tenant';
  /** The tenant key: the organization's subdomain. */
  id: Scalars['ID']['output'];
  /** The organization's prefixed id (what X-Landlord-Organization carries). */
  prefixedId: Scalars['ID']['output'];
  primaryOrganization: OrganizationSummary;
};

export type OrganizationSummary = {
  __typename?: 'OrganizationSummary';
  prefixedId: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  displayName: Scalars['String']['output'];
};

/** Person data of a donor (docs/PRODUCT.md §3). */
export type Person = {
  __typename?: 'Person';
  prefixedId: Scalars['ID']['output'];
  firstName?: Maybe<Scalars['String']['output']>;
  lastName?: Maybe<Scalars['String']['output']>;
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** YYYY-MM-DD. */
  birthdate?: Maybe<Scalars['String']['output']>;
  /** YYYY-MM-DD. */
  anniversary?: Maybe<Scalars['String']['output']>;
  notes?: Maybe<Scalars['String']['output']>;
  contact: Contact;
};

export type Contact = {
  __typename?: 'Contact';
  email?: Maybe<Scalars['String']['output']>;
  address?: Maybe<Scalars['String']['output']>;
  city?: Maybe<Scalars['String']['output']>;
  state?: Maybe<Scalars['String']['output']>;
  zip?: Maybe<Scalars['String']['output']>;
  /** ISO 3166-1 alpha-2, e.g. US. */
  country?: Maybe<Scalars['String']['output']>;
  phones: Array<Phone>;
};

export type Phone = {
  __typename?: 'Phone';
  prefixedId: Scalars['ID']['output'];
  phone: Scalars['String']['output'];
  type: PhoneType;
  contactAgreementAccepted: Scalars['Boolean']['output'];
  isPrimary: Scalars['Boolean']['output'];
};

export type PhoneType = 'primary' | 'secondary' | 'mobile' | 'home' | 'work' | 'WhatsApp' | 'other';

export type StripeConnectionState =
  | 'notConnected'
  /** Created, but Stripe does not let it take gifts yet (onboarding unfinished, or restricted). */
  | 'pending'
  | 'connected';

export type AdminPayments = {
  __typename?: 'AdminPayments';
  /** sandbox or stripe: where the church's gifts are charged. */
  mode: Scalars['String']['output'];
  /** Whether this server can reach Stripe (STRIPE_SECRET_KEY is set). */
  stripeAvailable: Scalars['Boolean']['output'];
  connection: StripeConnectionState;
  /** acct_… */
  stripeAccountId?: Maybe<Scalars['String']['output']>;
  /** A simulated connection made without Stripe: a test, through which no money moves. */
  isTest: Scalars['Boolean']['output'];
  /** Whether donors may give from a US bank account (ACH, docs/PRODUCT.md §22); offered only while currency is USD. */
  bankPayments: Scalars['Boolean']['output'];
  /** The church's currency (ISO 4217): bank payments need USD. */
  currency: Scalars['String']['output'];
};

export type StripeConnectStart = {
  __typename?: 'StripeConnectStart';
  payments: AdminPayments;
  /** Stripe's onboarding to send the administrator to; null when there is nothing to do on Stripe. */
  onboardingUrl?: Maybe<Scalars['String']['output']>;
};

/**
 * An allowed website registered with Stripe as a payment method domain, so Apple Pay and Google Pay
 * show on it (docs/PRODUCT.md §23).
 */
export type AdminWalletWebsite = {
  __typename?: 'AdminWalletWebsite';
  /** The allowed website's pattern, as in allowedWebsites. */
  origin: Scalars['String']['output'];
  /** The one domain registered for it; null for a wildcard or a local address. */
  domain?: Maybe<Scalars['String']['output']>;
  state: WalletWebsiteState;
  /** Stripe's status of each wallet on the domain: active or inactive; null until Stripe has answered. */
  applePay?: Maybe<Scalars['String']['output']>;
  googlePay?: Maybe<Scalars['String']['output']>;
  /** What keeps Apple Pay inactive, in Stripe's words; null when nothing does. */
  applePayProblem?: Maybe<Scalars['String']['output']>;
};

/** pending: Stripe has not answered yet; active; needs_action: Apple Pay is inactive until the church acts on its site; sandbox: test mode, only the test wallet; wildcard and local: nothing Stripe can register; failed: Stripe refused, retried on its own; removed. */
export type WalletWebsiteState =
  'pending' | 'active' | 'needs_action' | 'sandbox' | 'wildcard' | 'local' | 'failed' | 'removed';

/** The wallet that paid a card gift. */
export type Wallet = 'apple_pay' | 'google_pay' | 'test_wallet';

/**
 * How a gift without a processor of ours was given: cash or a check recorded in the console, or an
 * imported gift of the church's history (a card or bank account another platform charged, or other).
 */
export type OfflineGiftMethod = 'cash' | 'check' | 'card' | 'bank' | 'other';

export type GivingPageInput = {
  displayName?: InputMaybe<Scalars['String']['input']>;
  /** The image's address (the publicUrl of an upload); null removes the logo. */
  logoUrl?: InputMaybe<Scalars['String']['input']>;
  /** #rrggbb; white text on it must reach a 4.5:1 contrast. null: Halo Give's colour. */
  brandColor?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 6 amounts offered as buttons. */
  fixedAmounts?: InputMaybe<Array<Scalars['Cents']['input']>>;
  minAmount?: InputMaybe<Scalars['Cents']['input']>;
  maxAmount?: InputMaybe<Scalars['Cents']['input']>;
  /** Basis points of the processing fee a donor may cover (290 = 2.9%). */
  feePercentBps?: InputMaybe<Scalars['Int']['input']>;
  feeFixedCents?: InputMaybe<Scalars['Cents']['input']>;
  /** Shown above the giving form, at most 280 characters; null or empty removes it. */
  givingMessage?: InputMaybe<Scalars['String']['input']>;
  isInMaintenance?: InputMaybe<Scalars['Boolean']['input']>;
  /** The text-to-give number in E.164 (+15551234567), another church's refused; null or empty removes it. */
  smsNumber?: InputMaybe<Scalars['String']['input']>;
};

export type FundChangesInput = {
  name?: InputMaybe<Scalars['String']['input']>;
  isOnlineGivingVisible?: InputMaybe<Scalars['Boolean']['input']>;
  isEnabled?: InputMaybe<Scalars['Boolean']['input']>;
};

export type AdminGiftFilters = {
  /** YYYY-MM-DD, inclusive, in the organization's time zone. */
  startDate?: InputMaybe<Scalars['String']['input']>;
  endDate?: InputMaybe<Scalars['String']['input']>;
  fundPrefixedId?: InputMaybe<Scalars['ID']['input']>;
  status?: InputMaybe<ContributionStatus>;
  /** Matches the donor's name or email. */
  donorSearch?: InputMaybe<Scalars['String']['input']>;
  /** One donor's giving. */
  donorPrefixedId?: InputMaybe<Scalars['ID']['input']>;
  /** The gifts of one deposit of the church (adminDeposits' prefixedId). */
  depositPrefixedId?: InputMaybe<Scalars['ID']['input']>;
  /** Only gifts with a card dispute (Stripe's charge.dispute.* events), open or closed. */
  disputed?: InputMaybe<Scalars['Boolean']['input']>;
};

export type OfflineGiftInput = {
  donorPrefixedId: Scalars['ID']['input'];
  method: OfflineGiftMethod;
  fundPrefixedId: Scalars['ID']['input'];
  amount: Scalars['Cents']['input'];
  /** YYYY-MM-DD, not in the future. */
  date: Scalars['String']['input'];
  memo?: InputMaybe<Scalars['String']['input']>;
};

export type AdminGivingPage = {
  __typename?: 'AdminGivingPage';
  displayName: Scalars['String']['output'];
  logoUrl?: Maybe<Scalars['String']['output']>;
  brandColor?: Maybe<Scalars['String']['output']>;
  fixedAmounts: Array<Scalars['Cents']['output']>;
  minAmount: Scalars['Cents']['output'];
  maxAmount: Scalars['Cents']['output'];
  feePercentBps: Scalars['Int']['output'];
  feeFixedCents: Scalars['Cents']['output'];
  givingMessage?: Maybe<Scalars['String']['output']>;
  isInMaintenance: Scalars['Boolean']['output'];
  /** The text-to-give number donors text (E.164), or null (docs/PRODUCT.md §10). */
  smsNumber?: Maybe<Scalars['String']['output']>;
  /** In the church's order. */
  funds: Array<AdminFund>;
  allowedWebsites: Array<Scalars['String']['output']>;
  /** Each allowed website's standing for Apple Pay and Google Pay (docs/PRODUCT.md §23), in the order of allowedWebsites. */
  walletWebsites: Array<AdminWalletWebsite>;
  /** The church's hosted giving page's own standing for Apple Pay and Google Pay (its origin is the page's; docs/PRODUCT.md §23). */
  hostedPageWallet: AdminWalletWebsite;
  /** A Stripe account (or a simulated test one) is connected and may take gifts. */
  paymentsConnected: Scalars['Boolean']['output'];
  /** The church's hosted giving page (PUBLIC_URL with its subdomain in front): the address donors reach without a campaign. */
  link: Scalars['String']['output'];
  /** The link as a QR code. */
  qrCode: QrCode;
};

export type AdminFund = {
  __typename?: 'AdminFund';
  prefixedId: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  isDefault: Scalars['Boolean']['output'];
  isOnlineGivingVisible: Scalars['Boolean']['output'];
  isEnabled: Scalars['Boolean']['output'];
  position: Scalars['Int']['output'];
};

export type AdminGift = {
  __typename?: 'AdminGift';
  prefixedId: Scalars['ID']['output'];
  /** YYYY-MM-DD. */
  date: Scalars['String']['output'];
  amount: Scalars['Cents']['output'];
  fee: Scalars['Cents']['output'];
  netAmount: Scalars['Cents']['output'];
  currency: Scalars['String']['output'];
  status: ContributionStatus;
  /** Given back so far; the whole amount once status is refunded. */
  refundedAmount: Scalars['Cents']['output'];
  memo?: Maybe<Scalars['String']['output']>;
  /** cash or check for an offline gift, null for a gift given online. */
  offlineMethod?: Maybe<OfflineGiftMethod>;
  fundAccountNames: Array<Scalars['String']['output']>;
  /** Each fund's part of the gift (its share of the charge), by fund name; more than one for a split gift. */
  fundParts: Array<AdminGiftFundPart>;
  /** The person the gift honours or remembers (a gift of a recurring gift carries the recurring gift's); null for none. */
  dedication?: Maybe<GiftDedication>;
  donor: AdminDonorRef;
  cardBrand?: Maybe<Scalars['String']['output']>;
  cardLastFour?: Maybe<Scalars['String']['output']>;
  /** The wallet that paid the gift (Apple Pay, Google Pay, the sandbox's test wallet); null for a card typed in. */
  wallet?: Maybe<Wallet>;
  recurringGiving?: Maybe<RecurringGivingRef>;
  /** The latest card dispute (chargeback) Stripe reported on the gift, open or closed; null without one. */
  dispute?: Maybe<AdminDispute>;
};

export type AdminGiftFundPart = {
  __typename?: 'AdminGiftFundPart';
  name: Scalars['String']['output'];
  amount: Scalars['Cents']['output'];
};

/** 'In honour of' (honor) or 'in memory of' (memory) a person, given with a gift. */
export type GiftDedication = {
  __typename?: 'GiftDedication';
  kind: DedicationKind;
  name: Scalars['String']['output'];
};

export type DedicationKind = 'honor' | 'memory';

export type AdminDispute = {
  __typename?: 'AdminDispute';
  /** Stripe's: warning_needs_response, warning_under_review, warning_closed, needs_response, under_review, won, lost, prevented. */
  status: Scalars['String']['output'];
  amount: Scalars['Cents']['output'];
  /** What the dispute costs the church besides the disputed amount: Stripe's dispute fee (docs/PRODUCT.md §22), $15.00 when the funds are withdrawn, 0 for an inquiry or once Stripe gives it back. In the dispute's currency. */
  fee: Scalars['Cents']['output'];
  /** ISO 4217, upper case. */
  currency: Scalars['String']['output'];
  /** Stripe's reason code: fraudulent, duplicate, product_not_received, general, … */
  reason: Scalars['String']['output'];
  /** ISO 8601: the last moment to answer with evidence; null once no answer is possible. */
  evidenceDueBy?: Maybe<Scalars['String']['output']>;
};

export type AdminDonorRef = {
  __typename?: 'AdminDonorRef';
  prefixedId: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  email: Scalars['String']['output'];
};

export type AdminGiftPage = {
  __typename?: 'AdminGiftPage';
  items: Array<AdminGift>;
  /** The after of the next page; null on the last page. */
  nextCursor?: Maybe<Scalars['String']['output']>;
  totalResults: Scalars['Int']['output'];
  /** Succeeded gifts' amounts, fee included. */
  totalAmount: Scalars['Cents']['output'];
  fundTotals: Array<AdminFundTotal>;
  monthTotals: Array<AdminMonthTotal>;
  /** Every fund of the church in its order, hidden and disabled ones included: what the fund filter offers. */
  funds: Array<AdminFund>;
};

export type AdminFundTotal = {
  __typename?: 'AdminFundTotal';
  fundPrefixedId: Scalars['ID']['output'];
  fundName: Scalars['String']['output'];
  amount: Scalars['Cents']['output'];
};

export type AdminMonthTotal = {
  __typename?: 'AdminMonthTotal';
  /** YYYY-MM. */
  month: Scalars['String']['output'];
  amount: Scalars['Cents']['output'];
  count: Scalars['Int']['output'];
};

export type AdminDonor = {
  __typename?: 'AdminDonor';
  prefixedId: Scalars['ID']['output'];
  /** 'first last', or the email when the donor has no name. */
  name: Scalars['String']['output'];
  email: Scalars['String']['output'];
  giftCount: Scalars['Int']['output'];
  /** Succeeded gifts, fee included. */
  totalGiven: Scalars['Cents']['output'];
  /** The household they belong to this year (docs/PRODUCT.md §21), its name; null when none. */
  householdName?: Maybe<Scalars['String']['output']>;
};

/** The donor lists that list donors. */
export type DonorList = 'FirstTime' | 'Lapsed' | 'TopGivers';

/** Every donor list, as a CSV file. */
export type DonorListFile = 'FirstTime' | 'Lapsed' | 'TopGivers' | 'AtRisk';

export type DonorListOptions = {
  /** YYYY-MM-DD, first-time and top givers' period; both empty: the last 30 days, today included. */
  startDate?: InputMaybe<Scalars['String']['input']>;
  endDate?: InputMaybe<Scalars['String']['input']>;
  /** Lapsed: the months before the quiet days in which the donor gave (1–60, 12 when empty). */
  lookbackMonths?: InputMaybe<Scalars['Int']['input']>;
  /** Lapsed: the most recent days, today included, without a gift (1–730, 90 when empty). */
  quietDays?: InputMaybe<Scalars['Int']['input']>;
  /** Top givers: how many (1–500, 25 when empty). */
  limit?: InputMaybe<Scalars['Int']['input']>;
};

export type AdminListedDonor = {
  __typename?: 'AdminListedDonor';
  prefixedId: Scalars['ID']['output'];
  /** 'first last', or the email when the donor has no name. */
  name: Scalars['String']['output'];
  email: Scalars['String']['output'];
  /** Counted gifts in the list's days (the period, or for lapsed the lookback months). */
  giftCount: Scalars['Int']['output'];
  /** What the church kept of those gifts. */
  totalGiven: Scalars['Cents']['output'];
  /** The donor's first and last counted gift ever, YYYY-MM-DD. */
  firstGiftDate: Scalars['String']['output'];
  lastGiftDate: Scalars['String']['output'];
};

export type AdminDonorListPage = {
  __typename?: 'AdminDonorListPage';
  list: DonorList;
  /** The days the list read, YYYY-MM-DD: the period, or for lapsed the lookback months. */
  startDate: Scalars['String']['output'];
  endDate: Scalars['String']['output'];
  /** Lapsed only: the first of the quiet days. */
  quietFrom?: Maybe<Scalars['String']['output']>;
  /** Every donor of the list; donors holds the first 100 (the CSV holds all). */
  totalResults: Scalars['Int']['output'];
  donors: Array<AdminListedDonor>;
};

export type AdminRecurringAtRisk = {
  __typename?: 'AdminRecurringAtRisk';
  prefixedId: Scalars['ID']['output'];
  donor: AdminDonorRef;
  amount: Scalars['Cents']['output'];
  scheduleType: Scalars['String']['output'];
  /** active or paused. */
  status: Scalars['String']['output'];
  nextOccurrence?: Maybe<Scalars['String']['output']>;
  cardLastFour?: Maybe<Scalars['String']['output']>;
  /** MM/YYYY. */
  cardExpiration?: Maybe<Scalars['String']['output']>;
  /** card-expiring, last-charge-failed, paused: each that applies. */
  risks: Array<Scalars['String']['output']>;
};

export type AdminRecurringAtRiskPage = {
  __typename?: 'AdminRecurringAtRiskPage';
  /** Every gift at risk; gifts holds the first 100 (the CSV holds all). */
  totalResults: Scalars['Int']['output'];
  gifts: Array<AdminRecurringAtRisk>;
};

/**
 * The weekly email of the donor lists, built by the code that sends it, in the administrator's own
 * language: this week's as made (its figures), or, before Monday's pass, the lists' sizes now; each
 * compared with last week's email.
 */
export type DonorListsWeeklyEmailPreview = {
  __typename?: 'DonorListsWeeklyEmailPreview';
  /** The Monday that starts the week on the church's calendar, YYYY-MM-DD. */
  weekStart: Scalars['String']['output'];
  /** Whether this week's email was already made (then these are the figures it went with). */
  made: Scalars['Boolean']['output'];
  /** False when no email goes this week: every list empty this week and last. */
  sendsEmail: Scalars['Boolean']['output'];
  subject: Scalars['String']['output'];
  /** The email's plain text, as sent. */
  text: Scalars['String']['output'];
};

export type GivingReportRange = {
  /** YYYY-MM-DD, both days included; both empty: this month and the eleven before it, through today. */
  startDate?: InputMaybe<Scalars['String']['input']>;
  endDate?: InputMaybe<Scalars['String']['input']>;
};

/** Each giving report, as a CSV file. */
export type GivingReportFile = 'ByFundByMonth' | 'ByMethod' | 'ByMonth';

export type AdminFundMonthTotal = {
  __typename?: 'AdminFundMonthTotal';
  fundPrefixedId: Scalars['ID']['output'];
  fundName: Scalars['String']['output'];
  /** YYYY-MM. */
  month: Scalars['String']['output'];
  /** The fund's share of the month's counted gifts, less its share of partial refunds. */
  amount: Scalars['Cents']['output'];
  /** Counted gifts that gave to the fund in the month. */
  count: Scalars['Int']['output'];
};

export type AdminMethodTotal = {
  __typename?: 'AdminMethodTotal';
  /** card, bank, cash, check, other, or online (an online gift with no card on record). */
  method: Scalars['String']['output'];
  amount: Scalars['Cents']['output'];
  count: Scalars['Int']['output'];
  /** The same days a year earlier. */
  lastYearAmount: Scalars['Cents']['output'];
  lastYearCount: Scalars['Int']['output'];
};

export type AdminMonthComparison = {
  __typename?: 'AdminMonthComparison';
  /** YYYY-MM, every month the period touches, with or without gifts. */
  month: Scalars['String']['output'];
  amount: Scalars['Cents']['output'];
  count: Scalars['Int']['output'];
  /** The same month's days a year earlier. */
  lastYearAmount: Scalars['Cents']['output'];
  lastYearCount: Scalars['Int']['output'];
};

export type AdminGivingReports = {
  __typename?: 'AdminGivingReports';
  /** The days read, YYYY-MM-DD, and the same days a year earlier. */
  startDate: Scalars['String']['output'];
  endDate: Scalars['String']['output'];
  lastYearStartDate: Scalars['String']['output'];
  lastYearEndDate: Scalars['String']['output'];
  totalAmount: Scalars['Cents']['output'];
  totalCount: Scalars['Int']['output'];
  lastYearTotalAmount: Scalars['Cents']['output'];
  lastYearTotalCount: Scalars['Int']['output'];
  /** Funds with gifts in the period, by name; each has a row per month it received gifts in. */
  byFundByMonth: Array<AdminFundMonthTotal>;
  /** Largest first; a method given in either period has a row. */
  byMethod: Array<AdminMethodTotal>;
  byMonth: Array<AdminMonthComparison>;
  /** Donors whose first counted gift ever falls in the period, and in the same days a year earlier. */
  firstTimeGivers: Scalars['Int']['output'];
  lastYearFirstTimeGivers: Scalars['Int']['output'];
};

export type AdminTeamMember = {
  __typename?: 'AdminTeamMember';
  prefixedId: Scalars['ID']['output'];
  email: Scalars['String']['output'];
  name: Scalars['String']['output'];
  abilities: Array<Scalars['String']['output']>;
  /** False until the invitation's set-password link is used. */
  hasPassword: Scalars['Boolean']['output'];
};

export type AdminActivityPage = {
  __typename?: 'AdminActivityPage';
  items: Array<AdminActivityEntry>;
  nextCursor?: Maybe<Scalars['String']['output']>;
};

export type AdminActivityEntry = {
  __typename?: 'AdminActivityEntry';
  prefixedId: Scalars['ID']['output'];
  /** console or cli. */
  source: Scalars['String']['output'];
  /** The administrator's email, or 'halo CLI'. */
  actor: Scalars['String']['output'];
  action: Scalars['String']['output'];
  /** JSON text of what was changed. */
  details: Scalars['String']['output'];
  /** ISO 8601. */
  occurredAt: Scalars['String']['output'];
};

export type AdminSecondFactor = {
  __typename?: 'AdminSecondFactor';
  /** Enrolled and confirmed. */
  isEnrolled: Scalars['Boolean']['output'];
  /** ISO 8601, when enrolment was confirmed. */
  enrolledAt?: Maybe<Scalars['String']['output']>;
  /** The administrator holds 'refund-gifts', 'manage-team' or 'manage-giving' (or is a Halo administrator): refunds, the team, webhooks and API keys wait for the second factor. */
  isRequired: Scalars['Boolean']['output'];
  /** Proven in this session. */
  isVerified: Scalars['Boolean']['output'];
  /** Recovery codes not yet used. */
  recoveryCodesLeft: Scalars['Int']['output'];
};

export type SecondFactorEnrolment = {
  __typename?: 'SecondFactorEnrolment';
  /** otpauth://totp/… for an authenticator app. */
  otpauthUri: Scalars['String']['output'];
  /** The secret in base32, to type when the QR cannot be scanned. */
  secret: Scalars['String']['output'];
  qrCode: QrCode;
  recoveryCodes: Array<Scalars['String']['output']>;
};

/** A QR code drawn as one SVG path of unit squares. */
export type QrCode = {
  __typename?: 'QrCode';
  /** Modules per side, without a quiet zone. */
  size: Scalars['Int']['output'];
  /** SVG path data of the dark modules. */
  path: Scalars['String']['output'];
};

/** A letter template as the console edits it (docs/PRODUCT.md §3 Letter template, with its json_data read out). */
export type AdminLetterTemplate = {
  __typename?: 'AdminLetterTemplate';
  prefixedId: Scalars['ID']['output'];
  title: Scalars['String']['output'];
  /** The statement email's subject (empty: the product's own subject). */
  subject: Scalars['String']['output'];
  body: Scalars['String']['output'];
  isPrimary: Scalars['Boolean']['output'];
  /** JSON text: { subject, body }, as LetterTemplate.json_data. */
  json_data: Scalars['String']['output'];
};

export type LetterTemplateInput = {
  /** Required, at most 120 characters. */
  title: Scalars['String']['input'];
  /** At most 200 characters; may be empty. */
  subject: Scalars['String']['input'];
  /** Required, at most 10,000 characters. */
  body: Scalars['String']['input'];
};

export type LetterTemplatePreview = {
  __typename?: 'LetterTemplatePreview';
  fileName: Scalars['String']['output'];
  contentType: Scalars['String']['output'];
  /** The PDF itself, base64. */
  base64: Scalars['String']['output'];
};

/** One 'Send year-end statements' action and how far it has gone. */
export type StatementBatch = {
  __typename?: 'StatementBatch';
  prefixedId: Scalars['ID']['output'];
  year: Scalars['Int']['output'];
  /** The letter's title when the batch started. */
  letterTitle: Scalars['String']['output'];
  /** Donors whose statement is queued in the outbox so far. */
  sent: Scalars['Int']['output'];
  /** Donors who gave in the year when the batch started. */
  total: Scalars['Int']['output'];
  /** The email of the administrator who started it. */
  startedBy: Scalars['String']['output'];
  /** ISO 8601. */
  startedAt: Scalars['String']['output'];
  /** ISO 8601; null while statements are still being sent. */
  finishedAt?: Maybe<Scalars['String']['output']>;
};

export type GiftBatchStatus = 'open' | 'committed';

/** Why reopening a committed batch deserves a second thought. */
export type GiftBatchReopenWarning =
  /** A year-end statement covering the batch's gifts was started after it was committed. */
  'onSentStatement';

export type GiftBatchSummary = {
  __typename?: 'GiftBatchSummary';
  prefixedId: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** YYYY-MM-DD: the date of its gifts. */
  date: Scalars['String']['output'];
  expectedTotal: Scalars['Cents']['output'];
  /** The entries' sum, added by the database. */
  total: Scalars['Cents']['output'];
  entryCount: Scalars['Int']['output'];
  status: GiftBatchStatus;
  /** The email of who created it. */
  createdBy?: Maybe<Scalars['String']['output']>;
  committedBy?: Maybe<Scalars['String']['output']>;
  /** ISO 8601. */
  committedAt?: Maybe<Scalars['String']['output']>;
  /** The second counter's email, once signed off. */
  signedOffBy?: Maybe<Scalars['String']['output']>;
  signedOffAt?: Maybe<Scalars['String']['output']>;
  /** Empty unless committed. */
  reopenWarnings: Array<GiftBatchReopenWarning>;
};

export type GiftBatch = {
  __typename?: 'GiftBatch';
  batch: GiftBatchSummary;
  entries: Array<GiftBatchEntry>;
};

export type GiftBatchEntry = {
  __typename?: 'GiftBatchEntry';
  prefixedId: Scalars['ID']['output'];
  donor: AdminDonorRef;
  fundPrefixedId: Scalars['ID']['output'];
  fundName: Scalars['String']['output'];
  amount: Scalars['Cents']['output'];
  /** cash or check. */
  method: OfflineGiftMethod;
  checkNumber?: Maybe<Scalars['String']['output']>;
  memo?: Maybe<Scalars['String']['output']>;
  /** The gift it became, once committed. */
  giftPrefixedId?: Maybe<Scalars['ID']['output']>;
};

export type GiftBatchInput = {
  name: Scalars['String']['input'];
  /** YYYY-MM-DD, not in the future. */
  date: Scalars['String']['input'];
  expectedTotal: Scalars['Cents']['input'];
};

export type GiftBatchEntryInput = {
  /** An existing donor of the church; or newDonor. */
  donorPrefixedId?: InputMaybe<Scalars['ID']['input']>;
  newDonor?: InputMaybe<NewDonorRecordInput>;
  fundPrefixedId: Scalars['ID']['input'];
  amount: Scalars['Cents']['input'];
  /** cash or check. */
  method: OfflineGiftMethod;
  /** Only for a check: at most 20 letters, digits or -. */
  checkNumber?: InputMaybe<Scalars['String']['input']>;
  memo?: InputMaybe<Scalars['String']['input']>;
};

/** A donor the church does not know yet: a donor record without an account (no email is sent). */
export type NewDonorRecordInput = {
  email: Scalars['String']['input'];
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
};

export type AdminCampaign = {
  __typename?: 'AdminCampaign';
  prefixedId: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** The current slug: lowercase letters and digits joined by single hyphens. */
  slug: Scalars['String']['output'];
  /** Every earlier slug, still leading to this campaign. */
  formerSlugs: Array<Scalars['String']['output']>;
  goal: Scalars['Cents']['output'];
  description: Scalars['String']['output'];
  /** The image's public URL (an upload to the church's storage), or null. */
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** What a screen reader says for the image; set whenever imageUrl is. */
  imageAlt?: Maybe<Scalars['String']['output']>;
  /** YYYY-MM-DD or null. */
  startDate?: Maybe<Scalars['String']['output']>;
  endDate?: Maybe<Scalars['String']['output']>;
  /** open, closed or archived. */
  status: Scalars['String']['output'];
  /** open, upcoming or ended on the church's calendar today. */
  givingState: Scalars['String']['output'];
  /** The funds it gives to, the form's default first. */
  funds: Array<AdminCampaignFund>;
  /** Settled gifts through the campaign before any covered fee, less refunds. */
  raised: Scalars['Cents']['output'];
  /** Donors with a gift counted in raised. */
  givers: Scalars['Int']['output'];
  /** What active recurring gifts started through the campaign will give at their next charge, before any covered fee. */
  pledged: Scalars['Cents']['output'];
  /** The sum of the donors' active pledges to the campaign (docs/PRODUCT.md §14 "Pledges"). */
  pledgeTotal: Scalars['Cents']['output'];
  /** How many donors have an active pledge to the campaign. */
  pledgeCount: Scalars['Int']['output'];
  /** The hosted giving page with ?campaign=slug. */
  link: Scalars['String']['output'];
  /** The link as a QR code. */
  qrCode: QrCode;
};

export type AdminCampaignFund = {
  __typename?: 'AdminCampaignFund';
  prefixedId: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type CampaignInput = {
  name: Scalars['String']['input'];
  slug: Scalars['String']['input'];
  goal: Scalars['Cents']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD; both optional, the end not before the start. */
  startDate?: InputMaybe<Scalars['String']['input']>;
  endDate?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 10 of the church's enabled funds, the form's default first. */
  fundPrefixedIds: Array<Scalars['ID']['input']>;
  /**
   * The public URL of an image this administrator uploaded (S3PresignedUrl, profile-images), JPEG or
   * PNG, at most 1 MB and 4096 × 4096 (validation on imageUrl); the campaign's own image again is kept.
   * Empty or null: no image.
   */
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  /** Required with an image, at most 200 characters (validation on imageAlt). */
  imageAlt?: InputMaybe<Scalars['String']['input']>;
};

export type AdminHouseholds = {
  __typename?: 'AdminHouseholds';
  /** Members of a household also get their own year-end statements. */
  sendMemberStatements: Scalars['Boolean']['output'];
  households: Array<AdminHousehold>;
};

export type AdminHousehold = {
  __typename?: 'AdminHousehold';
  prefixedId: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** This year's members, the addressee first. */
  currentMemberNames: Array<Scalars['String']['output']>;
  /** Every membership, past and present, in the order they joined. */
  members: Array<AdminHouseholdMember>;
  /** The years whose year-end statement was already sent to the household, newest first. */
  statementSentYears: Array<Scalars['Int']['output']>;
  /** The household's own mailing address; null when none is set and its letter goes to the addressee's. */
  mailingAddress?: Maybe<HouseholdMailingAddress>;
  /** The address lines its letter shows this year: its own address, else the addressee's (empty when neither has one). */
  letterAddressLines: Array<Scalars['String']['output']>;
};

export type HouseholdMailingAddress = {
  __typename?: 'HouseholdMailingAddress';
  address: Scalars['String']['output'];
  city?: Maybe<Scalars['String']['output']>;
  state?: Maybe<Scalars['String']['output']>;
  zip?: Maybe<Scalars['String']['output']>;
  country?: Maybe<Scalars['String']['output']>;
};

/** A household's mailing address as typed; each field trimmed, an empty one left out. */
export type HouseholdMailingAddressInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  zip?: InputMaybe<Scalars['String']['input']>;
  country?: InputMaybe<Scalars['String']['input']>;
};

export type DonorYearStatement = {
  __typename?: 'DonorYearStatement';
  /** The household whose letter it is; null when the donor belongs to no household of two or more members that year. */
  household?: Maybe<DonorHouseholdStatement>;
};

export type DonorHouseholdStatement = {
  __typename?: 'DonorHouseholdStatement';
  householdPrefixedId: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** The member the letter is addressed to that year. */
  addresseeName: Scalars['String']['output'];
  /** The members of that year the letter names, the addressee first. */
  memberNames: Array<Scalars['String']['output']>;
};

export type AdminHouseholdMember = {
  __typename?: 'AdminHouseholdMember';
  donorPrefixedId: Scalars['ID']['output'];
  /** 'first last', or the email when the donor has no name. */
  name: Scalars['String']['output'];
  email: Scalars['String']['output'];
  fromYear: Scalars['Int']['output'];
  /** The last year on the household's statement; null while still a member. */
  toYear?: Maybe<Scalars['Int']['output']>;
  /** The household's statements are addressed to them while they belong. */
  isAddressee: Scalars['Boolean']['output'];
};

export type HouseholdInput = {
  /** 1 to 100 characters, e.g. The Ruiz family. */
  name: Scalars['String']['input'];
  /** 2 to 12 of the church's donors, each once. */
  memberPrefixedIds: Array<Scalars['ID']['input']>;
  /** One of the members. */
  addresseePrefixedId: Scalars['ID']['input'];
  /** From 2000 through next year. */
  fromYear: Scalars['Int']['input'];
};

export type CampaignTimelineInterval = 'week' | 'month';

export type AdminCampaignTimeline = {
  __typename?: 'AdminCampaignTimeline';
  interval: CampaignTimelineInterval;
  /** Every period in order. */
  points: Array<AdminCampaignTimelinePoint>;
};

export type AdminCampaignTimelinePoint = {
  __typename?: 'AdminCampaignTimelinePoint';
  /** The period's first day, YYYY-MM-DD. */
  start: Scalars['String']['output'];
  raised: Scalars['Cents']['output'];
};

export type DonorPledges = {
  __typename?: 'DonorPledges';
  pledges: Array<DonorPledge>;
  /** The church's campaigns that are open or not yet begun, newest first. */
  openCampaigns: Array<PledgeCampaign>;
};

export type DonorPledge = {
  __typename?: 'DonorPledge';
  prefixedId: Scalars['ID']['output'];
  campaign: PledgeCampaign;
  /** Pledged, cents. */
  amount: Scalars['Cents']['output'];
  /** Given toward it so far, cents. */
  given: Scalars['Cents']['output'];
  /** How far the bar is drawn, 0 to 100. */
  percent: Scalars['Int']['output'];
  /** Given reached the pledge. */
  fulfilled: Scalars['Boolean']['output'];
  /** ISO 8601. */
  createdAt: Scalars['String']['output'];
  /** Each monthly gift from today that gives the rest by the campaign's end (a year of gifts when it has no end), cents, rounded up (the domain's pledgeMonthlyGift); null once fulfilled or while the campaign is not open. */
  monthlyGift?: Maybe<Scalars['Cents']['output']>;
};

export type PledgeCampaign = {
  __typename?: 'PledgeCampaign';
  prefixedId: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** The campaign's address on the giving page (?campaign=). */
  slug: Scalars['String']['output'];
  description: Scalars['String']['output'];
  goal: Scalars['Cents']['output'];
  /** YYYY-MM-DD or null. */
  startDate?: Maybe<Scalars['String']['output']>;
  endDate?: Maybe<Scalars['String']['output']>;
  /** open, upcoming or ended on the church's calendar today. */
  givingState: Scalars['String']['output'];
};

export type AdminPledge = {
  __typename?: 'AdminPledge';
  prefixedId: Scalars['ID']['output'];
  donorPrefixedId: Scalars['ID']['output'];
  /** 'first last', or the email when the donor has no name. */
  donorName: Scalars['String']['output'];
  amount: Scalars['Cents']['output'];
  given: Scalars['Cents']['output'];
  /** donor (in the portal) or administrator (a paper pledge card). */
  source: Scalars['String']['output'];
  /** ISO 8601. */
  createdAt: Scalars['String']['output'];
};

export type AdminWebhooks = {
  __typename?: 'AdminWebhooks';
  endpoints: Array<AdminWebhookEndpoint>;
  /** Every event an endpoint may subscribe to. */
  eventTypes: Array<Scalars['String']['output']>;
  /** How many live endpoints a church may have. */
  maxEndpoints: Scalars['Int']['output'];
};

export type AdminWebhookEndpoint = {
  __typename?: 'AdminWebhookEndpoint';
  prefixedId: Scalars['ID']['output'];
  url: Scalars['String']['output'];
  events: Array<Scalars['String']['output']>;
  /** ISO 8601. */
  createdAt: Scalars['String']['output'];
  /** When it was removed (ISO 8601), or null while it receives events. */
  removedAt?: Maybe<Scalars['String']['output']>;
  /** Deliveries not yet delivered nor given up. */
  waiting: Scalars['Int']['output'];
  /** Deliveries given up. */
  failed: Scalars['Int']['output'];
  lastDelivery?: Maybe<AdminWebhookLastDelivery>;
};

export type AdminWebhookLastDelivery = {
  __typename?: 'AdminWebhookLastDelivery';
  type: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  /** delivered, failed or waiting. */
  state: Scalars['String']['output'];
  attempts: Scalars['Int']['output'];
  responseCode?: Maybe<Scalars['Int']['output']>;
  deliveredAt?: Maybe<Scalars['String']['output']>;
  failedAt?: Maybe<Scalars['String']['output']>;
};

export type AdminWebhookDeliveryPage = {
  __typename?: 'AdminWebhookDeliveryPage';
  items: Array<AdminWebhookDelivery>;
  /** The after of the next page; null on the last page. */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

export type AdminWebhookDelivery = {
  __typename?: 'AdminWebhookDelivery';
  /** The event's msg_… id, the webhook-id header; what resendWebhookEvent takes. */
  eventId: Scalars['ID']['output'];
  type: Scalars['String']['output'];
  /** When the event was queued (or queued again), ISO 8601. */
  createdAt: Scalars['String']['output'];
  /** delivered, failed or waiting. */
  state: Scalars['String']['output'];
  attempts: Scalars['Int']['output'];
  /** The endpoint's HTTP status at the last attempt; null when it gave none. */
  lastResponseCode?: Maybe<Scalars['Int']['output']>;
  /** Why the last attempt failed; null once delivered. */
  lastError?: Maybe<Scalars['String']['output']>;
  lastAttemptAt?: Maybe<Scalars['String']['output']>;
  deliveredAt?: Maybe<Scalars['String']['output']>;
  failedAt?: Maybe<Scalars['String']['output']>;
  /** When the next attempt is due, while waiting. */
  nextAttemptAt?: Maybe<Scalars['String']['output']>;
};

export type AddedWebhookEndpoint = {
  __typename?: 'AddedWebhookEndpoint';
  endpoint: AdminWebhookEndpoint;
  /** whsec_… and the base64 of the key: shown this once, kept sealed. */
  secret: Scalars['String']['output'];
};

export type AdminApiKey = {
  __typename?: 'AdminApiKey';
  prefixedId: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** view-gifts and/or manage-giving: what the key may read. */
  abilities: Array<Scalars['String']['output']>;
  /** The key's first 16 characters (hg_live_ and 8 more), to recognise it. */
  visiblePrefix: Scalars['String']['output'];
  /** The email of the administrator who made it (null once that account is gone). */
  createdBy?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  /** The last call made with it, to the minute; null when never used. */
  lastUsedAt?: Maybe<Scalars['String']['output']>;
  revokedAt?: Maybe<Scalars['String']['output']>;
};

export type CreatedApiKey = {
  __typename?: 'CreatedApiKey';
  apiKey: AdminApiKey;
  /** The whole key (hg_live_…), shown only in this answer. */
  token: Scalars['String']['output'];
};

export type DepositStatus =
  /** On its way to the bank, or there. */
  | 'paid'
  /** Its net was negative: taken from the next payout. */
  | 'carried'
  /** The bank refused it. */
  | 'failed';

export type DepositSource =
  | 'sandbox'
  | 'stripe'
  /** A committed batch of cash and checks: a deposit the church made itself (no fees, nothing taken back). */
  | 'batch';

export type AdminDepositPage = {
  __typename?: 'AdminDepositPage';
  items: Array<AdminDeposit>;
  /** The after of the next page; null on the last page. */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

export type AdminDeposit = {
  __typename?: 'AdminDeposit';
  prefixedId: Scalars['ID']['output'];
  source: DepositSource;
  /** The processor's payout id, for matching the bank's line; the batch's own id (bat_…) for a batch. */
  payoutId: Scalars['String']['output'];
  /** The batch's name when source is batch; null for a payout. */
  batchName?: Maybe<Scalars['String']['output']>;
  /** The day the payout was made (YYYY-MM-DD, the church's calendar). */
  payoutDate: Scalars['String']['output'];
  /** The next business day: when it reaches the bank. */
  arrivalDate: Scalars['String']['output'];
  status: DepositStatus;
  gross: Scalars['Cents']['output'];
  /** The processor's fees: on each card charge and each dispute. */
  fees: Scalars['Cents']['output'];
  refunds: Scalars['Cents']['output'];
  disputes: Scalars['Cents']['output'];
  /** A negative net of the payout before, taken from this one (0 or less). */
  carriedIn: Scalars['Cents']['output'];
  /**
   * A Stripe payout's balance transactions that are none of the church's gifts, refunds or disputes,
   * as one figure (their net); 0 for the sandbox and batches. net = gross − fees − refunds − disputes +
   * carriedIn + otherActivity.
   */
  otherActivity: Scalars['Cents']['output'];
  /**
   * A payout the church made by hand in Stripe's dashboard: Stripe lists no transactions for it, so its
   * whole amount is otherActivity and it holds no gifts.
   */
  manualPayout: Scalars['Boolean']['output'];
  net: Scalars['Cents']['output'];
  giftCount: Scalars['Int']['output'];
};

export type AdminDepositDetail = {
  __typename?: 'AdminDepositDetail';
  deposit: AdminDeposit;
  /** Its first page of gifts, oldest first (deposit.giftCount counts them all). */
  gifts: Array<AdminDepositGift>;
  /** The after of the next page of gifts (adminDepositGifts); null when gifts holds them all. */
  giftsNextCursor?: Maybe<Scalars['String']['output']>;
  /** Its refunds, disputes and dispute fees. */
  adjustments: Array<AdminDepositAdjustment>;
  /** Its gifts by fund, each gift's charge and fee spread over its funds; they add up to gross and the gifts' fees. */
  funds: Array<AdminDepositFund>;
  /** GET this path (same session) for the deposit as CSV. */
  csvPath: Scalars['String']['output'];
};

export type AdminDepositGiftPage = {
  __typename?: 'AdminDepositGiftPage';
  items: Array<AdminDepositGift>;
  /** The after of the next page; null on the last page. */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

export type AdminDepositGift = {
  __typename?: 'AdminDepositGift';
  giftPrefixedId: Scalars['ID']['output'];
  date: Scalars['String']['output'];
  donorName: Scalars['String']['output'];
  amount: Scalars['Cents']['output'];
  fee: Scalars['Cents']['output'];
  net: Scalars['Cents']['output'];
};

export type DepositAdjustmentKind = 'refund' | 'dispute' | 'disputeFee';

export type AdminDepositAdjustment = {
  __typename?: 'AdminDepositAdjustment';
  kind: DepositAdjustmentKind;
  giftPrefixedId: Scalars['ID']['output'];
  date: Scalars['String']['output'];
  amount: Scalars['Cents']['output'];
};

export type AdminDepositFund = {
  __typename?: 'AdminDepositFund';
  /** Null for gifts without a fund. */
  fundPrefixedId?: Maybe<Scalars['ID']['output']>;
  fundName?: Maybe<Scalars['String']['output']>;
  gross: Scalars['Cents']['output'];
  fee: Scalars['Cents']['output'];
  net: Scalars['Cents']['output'];
};

export type AdminAccountingAccounts = {
  __typename?: 'AdminAccountingAccounts';
  /** Where deposits arrive: debited with each deposit's net. */
  bankAccount?: Maybe<Scalars['String']['output']>;
  /** Debited with the processor's fees and dispute fees. */
  feesAccount?: Maybe<Scalars['String']['output']>;
  /** Every fund of the church in its order, hidden and disabled ones too. */
  funds: Array<AdminFundAccount>;
};

export type AdminFundAccount = {
  __typename?: 'AdminFundAccount';
  fundPrefixedId: Scalars['ID']['output'];
  fundName: Scalars['String']['output'];
  /** Credited with the gifts to the fund; refunds and disputed amounts are debited to it. */
  incomeAccount?: Maybe<Scalars['String']['output']>;
};

export type AccountingAccountsInput = {
  bankAccount?: InputMaybe<Scalars['String']['input']>;
  feesAccount?: InputMaybe<Scalars['String']['input']>;
  funds?: InputMaybe<Array<FundAccountInput>>;
};

export type FundAccountInput = {
  fundPrefixedId: Scalars['ID']['input'];
  incomeAccount?: InputMaybe<Scalars['String']['input']>;
};

export type TextGiving = {
  __typename?: 'TextGiving';
  /** The church's text-to-give number (E.164), or null when it takes no gifts by text. */
  churchNumber?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<TextGivingPhone>;
};

export type TextGivingPhone = {
  __typename?: 'TextGivingPhone';
  /** E.164. */
  phone: Scalars['String']['output'];
  /** Texts from it give in one reply: verified within the last 12 months. */
  verified: Scalars['Boolean']['output'];
  /** ISO 8601, or null until a code is entered. */
  verifiedAt?: Maybe<Scalars['String']['output']>;
  /** ISO 8601: when the verification lapses. */
  lapsesAt?: Maybe<Scalars['String']['output']>;
  /** A code was texted and may still be entered. */
  codePending: Scalars['Boolean']['output'];
};

/** One of the two records of a suggested pair. */
export type DonorMergeRecord = {
  __typename?: 'DonorMergeRecord';
  prefixedId: Scalars['ID']['output'];
  /** 'first last', or the email when the donor has no name. */
  name: Scalars['String']['output'];
  email: Scalars['String']['output'];
  /** The sign-in email is verified. */
  emailVerified: Scalars['Boolean']['output'];
  /** Gifts recorded under the record (the totals the database keeps). */
  giftCount: Scalars['Int']['output'];
  /** Succeeded gifts, cents. */
  totalGiven: Scalars['Cents']['output'];
};

export type DonorMergeSuggestion = {
  __typename?: 'DonorMergeSuggestion';
  /** The record suggested to keep: the one with a verified sign-in, else the one with more gifts, else the older. */
  kept: DonorMergeRecord;
  merged: DonorMergeRecord;
  /** Why they look alike: email (the same address), or nameAndAddress. */
  reason: DonorMergeReason;
};

export type DonorMergeReason = 'email' | 'nameAndAddress';

/** A saved card or bank account, as the summary names it: 'Visa ••4242'. */
export type DonorMergePaymentMethod = {
  __typename?: 'DonorMergePaymentMethod';
  label: Scalars['String']['output'];
};

/** A year-end statement already sent that lists gifts under the wrong record since the merge or its undo. */
export type DonorMergeStatement = {
  __typename?: 'DonorMergeStatement';
  year: Scalars['Int']['output'];
  /** The record it was sent to (a household's letter: the record of the merge that belonged to the household that year). */
  donorPrefixedId: Scalars['ID']['output'];
  donorName: Scalars['String']['output'];
  /** A household's letter: the household; null for the record's own statement. */
  householdPrefixedId?: Maybe<Scalars['ID']['output']>;
  householdName?: Maybe<Scalars['String']['output']>;
  /** When a corrected copy was sent since the merge (or since its undo); null until then. */
  correctedAt?: Maybe<Scalars['String']['output']>;
};

export type DonorMerge = {
  __typename?: 'DonorMerge';
  prefixedId: Scalars['ID']['output'];
  kept: DonorMergeRecord;
  merged: DonorMergeRecord;
  /** The administrator's email. */
  mergedBy: Scalars['String']['output'];
  /** ISO 8601. */
  mergedAt: Scalars['String']['output'];
  /** ISO 8601; the undo is refused after it. */
  undoableUntil: Scalars['String']['output'];
  /** ISO 8601; null while the merge stands. */
  undoneAt?: Maybe<Scalars['String']['output']>;
  /** The undo is allowed now. */
  canUndo: Scalars['Boolean']['output'];
  movedGiftCount: Scalars['Int']['output'];
  movedPledgeCount: Scalars['Int']['output'];
  movedHouseholdMembershipCount: Scalars['Int']['output'];
  movedPaymentMethods: Array<DonorMergePaymentMethod>;
  movedRecurringGiftCount: Scalars['Int']['output'];
  /** Saved cards and bank accounts that stayed with the merged record (the two records did not prove the same email). */
  stayedPaymentMethods: Array<DonorMergePaymentMethod>;
  /** Recurring gifts that stayed with the merged record, on the cards that stayed. */
  stayedRecurringGiftCount: Scalars['Int']['output'];
  /** Pledges that stayed: the kept record has its own pledge to the campaign. */
  stayedPledgeCount: Scalars['Int']['output'];
  /** Household memberships that stayed: the kept record belongs to a household in one of those years. */
  stayedHouseholdMembershipCount: Scalars['Int']['output'];
  /** Statements sent before the merge (or before its undo, once undone) for a year whose gifts moved. */
  statementsNeedingCorrection: Array<DonorMergeStatement>;
};

/**
 * A moved recurring gift whose old subscription on the church's Stripe account charged its donor again
 * after the move paused it: Stripe's customer.subscription.updated (charging again) or invoice.paid.
 */
export type AdminMovedGiftChargedAgain = {
  __typename?: 'AdminMovedGiftChargedAgain';
  /** Our recurring gift the subscription moved to. */
  prefixedId: Scalars['ID']['output'];
  donor: AdminDonorRef;
  amount: Scalars['Cents']['output'];
  scheduleType: Scalars['String']['output'];
  /** Our gift now: paused (as the guard left it, or the church paused it), active (resumed since) or ended. */
  status: Scalars['String']['output'];
  /** The old subscription on the church's Stripe account, sub_…: the one to stop. */
  oldSubscriptionId: Scalars['String']['output'];
  /** ISO 8601: when Stripe first told that it charges again. */
  chargedAgainAt: Scalars['String']['output'];
};

export type ResolverTypeWrapper<T> = Promise<T> | T;

export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<
  TResult,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<
  TResult,
  TKey extends string,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<
  TTypes,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
> = (parent: TParent, context: TContext, info: GraphQLResolveInfo) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  obj: T,
  context: TContext,
  info: GraphQLResolveInfo,
) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<
  TResult = Record<PropertyKey, never>,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => TResult | Promise<TResult>;

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Cents: ResolverTypeWrapper<Scalars['Cents']['output']>;
  ContributionFilter: ContributionFilter;
  ContributionStatus: ContributionStatus;
  DocumentKind: DocumentKind;
  ReportFormat: ReportFormat;
  StatementMode: StatementMode;
  StorageCommand: StorageCommand;
  Frequency: Frequency;
  RecurringGivingStatus: RecurringGivingStatus;
  DonorContributionFilters: DonorContributionFilters;
  RecurringGivingFilters: RecurringGivingFilters;
  FundAmountInput: FundAmountInput;
  UpdatePaymentMethodInput: UpdatePaymentMethodInput;
  DonorContributionPage: ResolverTypeWrapper<DonorContributionPage>;
  DonorContribution: ResolverTypeWrapper<DonorContribution>;
  GiftFundPart: ResolverTypeWrapper<GiftFundPart>;
  RecurringGivingRef: ResolverTypeWrapper<RecurringGivingRef>;
  ReportDownload: ResolverTypeWrapper<ReportDownload>;
  DonorDashboardReport: ResolverTypeWrapper<DonorDashboardReport>;
  DonorLastGift: ResolverTypeWrapper<DonorLastGift>;
  RecentActivityItem: ResolverTypeWrapper<RecentActivityItem>;
  PresignedUrl: ResolverTypeWrapper<PresignedUrl>;
  HttpHeader: ResolverTypeWrapper<HttpHeader>;
  LetterTemplate: ResolverTypeWrapper<LetterTemplate>;
  DonorSummary: ResolverTypeWrapper<DonorSummary>;
  StatementResult: ResolverTypeWrapper<StatementResult>;
  DonorPaymentMethod: ResolverTypeWrapper<DonorPaymentMethod>;
  RecurringGivingPage: ResolverTypeWrapper<
    Omit<RecurringGivingPage, 'items'> & { items: Array<ResolversTypes['RecurringGiving']> }
  >;
  RecurringGiving: ResolverTypeWrapper<
    Omit<RecurringGiving, 'organization'> & { organization: ResolversTypes['OrganizationSummary'] }
  >;
  RecurringSchedule: ResolverTypeWrapper<RecurringSchedule>;
  RecurringDonor: ResolverTypeWrapper<RecurringDonor>;
  FundAccount: ResolverTypeWrapper<FundAccount>;
  FundAmount: ResolverTypeWrapper<FundAmount>;
  RecurringPaymentMethod: ResolverTypeWrapper<RecurringPaymentMethod>;
  SavedPaymentMethodType: SavedPaymentMethodType;
  UpdateBankAccountInput: UpdateBankAccountInput;
  CurrentUser: ResolverTypeWrapper<UserRow>;
  Tenant: ResolverTypeWrapper<OrganizationRow>;
  OrganizationSummary: ResolverTypeWrapper<OrganizationRow>;
  Person: ResolverTypeWrapper<PersonRow>;
  Contact: ResolverTypeWrapper<ContactData>;
  Phone: ResolverTypeWrapper<Phone>;
  PhoneType: PhoneType;
  StripeConnectionState: StripeConnectionState;
  AdminPayments: ResolverTypeWrapper<AdminPayments>;
  StripeConnectStart: ResolverTypeWrapper<StripeConnectStart>;
  AdminWalletWebsite: ResolverTypeWrapper<AdminWalletWebsite>;
  WalletWebsiteState: WalletWebsiteState;
  Wallet: Wallet;
  OfflineGiftMethod: OfflineGiftMethod;
  GivingPageInput: GivingPageInput;
  FundChangesInput: FundChangesInput;
  AdminGiftFilters: AdminGiftFilters;
  OfflineGiftInput: OfflineGiftInput;
  AdminGivingPage: ResolverTypeWrapper<AdminGivingPage>;
  AdminFund: ResolverTypeWrapper<AdminFund>;
  AdminGift: ResolverTypeWrapper<AdminGift>;
  AdminGiftFundPart: ResolverTypeWrapper<AdminGiftFundPart>;
  GiftDedication: ResolverTypeWrapper<GiftDedication>;
  DedicationKind: DedicationKind;
  AdminDispute: ResolverTypeWrapper<AdminDispute>;
  AdminDonorRef: ResolverTypeWrapper<AdminDonorRef>;
  AdminGiftPage: ResolverTypeWrapper<AdminGiftPage>;
  AdminFundTotal: ResolverTypeWrapper<AdminFundTotal>;
  AdminMonthTotal: ResolverTypeWrapper<AdminMonthTotal>;
  AdminDonor: ResolverTypeWrapper<AdminDonor>;
  DonorList: DonorList;
  DonorListFile: DonorListFile;
  DonorListOptions: DonorListOptions;
  AdminListedDonor: ResolverTypeWrapper<AdminListedDonor>;
  AdminDonorListPage: ResolverTypeWrapper<AdminDonorListPage>;
  AdminRecurringAtRisk: ResolverTypeWrapper<AdminRecurringAtRisk>;
  AdminRecurringAtRiskPage: ResolverTypeWrapper<AdminRecurringAtRiskPage>;
  DonorListsWeeklyEmailPreview: ResolverTypeWrapper<DonorListsWeeklyEmailPreview>;
  GivingReportRange: GivingReportRange;
  GivingReportFile: GivingReportFile;
  AdminFundMonthTotal: ResolverTypeWrapper<AdminFundMonthTotal>;
  AdminMethodTotal: ResolverTypeWrapper<AdminMethodTotal>;
  AdminMonthComparison: ResolverTypeWrapper<AdminMonthComparison>;
  AdminGivingReports: ResolverTypeWrapper<AdminGivingReports>;
  AdminTeamMember: ResolverTypeWrapper<AdminTeamMember>;
  AdminActivityPage: ResolverTypeWrapper<AdminActivityPage>;
  AdminActivityEntry: ResolverTypeWrapper<AdminActivityEntry>;
  AdminSecondFactor: ResolverTypeWrapper<AdminSecondFactor>;
  SecondFactorEnrolment: ResolverTypeWrapper<SecondFactorEnrolment>;
  QrCode: ResolverTypeWrapper<QrCode>;
  AdminLetterTemplate: ResolverTypeWrapper<AdminLetterTemplate>;
  LetterTemplateInput: LetterTemplateInput;
  LetterTemplatePreview: ResolverTypeWrapper<LetterTemplatePreview>;
  StatementBatch: ResolverTypeWrapper<StatementBatch>;
  GiftBatchStatus: GiftBatchStatus;
  GiftBatchReopenWarning: GiftBatchReopenWarning;
  GiftBatchSummary: ResolverTypeWrapper<GiftBatchSummary>;
  GiftBatch: ResolverTypeWrapper<GiftBatch>;
  GiftBatchEntry: ResolverTypeWrapper<GiftBatchEntry>;
  GiftBatchInput: GiftBatchInput;
  GiftBatchEntryInput: GiftBatchEntryInput;
  NewDonorRecordInput: NewDonorRecordInput;
  AdminCampaign: ResolverTypeWrapper<AdminCampaign>;
  AdminCampaignFund: ResolverTypeWrapper<AdminCampaignFund>;
  CampaignInput: CampaignInput;
  AdminHouseholds: ResolverTypeWrapper<AdminHouseholds>;
  AdminHousehold: ResolverTypeWrapper<AdminHousehold>;
  HouseholdMailingAddress: ResolverTypeWrapper<HouseholdMailingAddress>;
  HouseholdMailingAddressInput: HouseholdMailingAddressInput;
  DonorYearStatement: ResolverTypeWrapper<DonorYearStatement>;
  DonorHouseholdStatement: ResolverTypeWrapper<DonorHouseholdStatement>;
  AdminHouseholdMember: ResolverTypeWrapper<AdminHouseholdMember>;
  HouseholdInput: HouseholdInput;
  CampaignTimelineInterval: CampaignTimelineInterval;
  AdminCampaignTimeline: ResolverTypeWrapper<AdminCampaignTimeline>;
  AdminCampaignTimelinePoint: ResolverTypeWrapper<AdminCampaignTimelinePoint>;
  DonorPledges: ResolverTypeWrapper<DonorPledges>;
  DonorPledge: ResolverTypeWrapper<DonorPledge>;
  PledgeCampaign: ResolverTypeWrapper<PledgeCampaign>;
  AdminPledge: ResolverTypeWrapper<AdminPledge>;
  AdminWebhooks: ResolverTypeWrapper<AdminWebhooks>;
  AdminWebhookEndpoint: ResolverTypeWrapper<AdminWebhookEndpoint>;
  AdminWebhookLastDelivery: ResolverTypeWrapper<AdminWebhookLastDelivery>;
  AdminWebhookDeliveryPage: ResolverTypeWrapper<AdminWebhookDeliveryPage>;
  AdminWebhookDelivery: ResolverTypeWrapper<AdminWebhookDelivery>;
  AddedWebhookEndpoint: ResolverTypeWrapper<AddedWebhookEndpoint>;
  AdminApiKey: ResolverTypeWrapper<AdminApiKey>;
  CreatedApiKey: ResolverTypeWrapper<CreatedApiKey>;
  DepositStatus: DepositStatus;
  DepositSource: DepositSource;
  AdminDepositPage: ResolverTypeWrapper<AdminDepositPage>;
  AdminDeposit: ResolverTypeWrapper<AdminDeposit>;
  AdminDepositDetail: ResolverTypeWrapper<AdminDepositDetail>;
  AdminDepositGiftPage: ResolverTypeWrapper<AdminDepositGiftPage>;
  AdminDepositGift: ResolverTypeWrapper<AdminDepositGift>;
  DepositAdjustmentKind: DepositAdjustmentKind;
  AdminDepositAdjustment: ResolverTypeWrapper<AdminDepositAdjustment>;
  AdminDepositFund: ResolverTypeWrapper<AdminDepositFund>;
  AdminAccountingAccounts: ResolverTypeWrapper<AdminAccountingAccounts>;
  AdminFundAccount: ResolverTypeWrapper<AdminFundAccount>;
  AccountingAccountsInput: AccountingAccountsInput;
  FundAccountInput: FundAccountInput;
  TextGiving: ResolverTypeWrapper<TextGiving>;
  TextGivingPhone: ResolverTypeWrapper<TextGivingPhone>;
  DonorMergeRecord: ResolverTypeWrapper<DonorMergeRecord>;
  DonorMergeSuggestion: ResolverTypeWrapper<DonorMergeSuggestion>;
  DonorMergeReason: DonorMergeReason;
  DonorMergePaymentMethod: ResolverTypeWrapper<DonorMergePaymentMethod>;
  DonorMergeStatement: ResolverTypeWrapper<DonorMergeStatement>;
  DonorMerge: ResolverTypeWrapper<DonorMerge>;
  AdminMovedGiftChargedAgain: ResolverTypeWrapper<AdminMovedGiftChargedAgain>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Query: Record<PropertyKey, never>;
  ID: Scalars['ID']['output'];
  String: Scalars['String']['output'];
  Int: Scalars['Int']['output'];
  Boolean: Scalars['Boolean']['output'];
  Mutation: Record<PropertyKey, never>;
  Cents: Scalars['Cents']['output'];
  DonorContributionFilters: DonorContributionFilters;
  RecurringGivingFilters: RecurringGivingFilters;
  FundAmountInput: FundAmountInput;
  UpdatePaymentMethodInput: UpdatePaymentMethodInput;
  DonorContributionPage: DonorContributionPage;
  DonorContribution: DonorContribution;
  GiftFundPart: GiftFundPart;
  RecurringGivingRef: RecurringGivingRef;
  ReportDownload: ReportDownload;
  DonorDashboardReport: DonorDashboardReport;
  DonorLastGift: DonorLastGift;
  RecentActivityItem: RecentActivityItem;
  PresignedUrl: PresignedUrl;
  HttpHeader: HttpHeader;
  LetterTemplate: LetterTemplate;
  DonorSummary: DonorSummary;
  StatementResult: StatementResult;
  DonorPaymentMethod: DonorPaymentMethod;
  RecurringGivingPage: Omit<RecurringGivingPage, 'items'> & {
    items: Array<ResolversParentTypes['RecurringGiving']>;
  };
  RecurringGiving: Omit<RecurringGiving, 'organization'> & {
    organization: ResolversParentTypes['OrganizationSummary'];
  };
  RecurringSchedule: RecurringSchedule;
  RecurringDonor: RecurringDonor;
  FundAccount: FundAccount;
  FundAmount: FundAmount;
  RecurringPaymentMethod: RecurringPaymentMethod;
  UpdateBankAccountInput: UpdateBankAccountInput;
  CurrentUser: UserRow;
  Tenant: OrganizationRow;
  OrganizationSummary: OrganizationRow;
  Person: PersonRow;
  Contact: ContactData;
  Phone: Phone;
  AdminPayments: AdminPayments;
  StripeConnectStart: StripeConnectStart;
  AdminWalletWebsite: AdminWalletWebsite;
  GivingPageInput: GivingPageInput;
  FundChangesInput: FundChangesInput;
  AdminGiftFilters: AdminGiftFilters;
  OfflineGiftInput: OfflineGiftInput;
  AdminGivingPage: AdminGivingPage;
  AdminFund: AdminFund;
  AdminGift: AdminGift;
  AdminGiftFundPart: AdminGiftFundPart;
  GiftDedication: GiftDedication;
  AdminDispute: AdminDispute;
  AdminDonorRef: AdminDonorRef;
  AdminGiftPage: AdminGiftPage;
  AdminFundTotal: AdminFundTotal;
  AdminMonthTotal: AdminMonthTotal;
  AdminDonor: AdminDonor;
  DonorListOptions: DonorListOptions;
  AdminListedDonor: AdminListedDonor;
  AdminDonorListPage: AdminDonorListPage;
  AdminRecurringAtRisk: AdminRecurringAtRisk;
  AdminRecurringAtRiskPage: AdminRecurringAtRiskPage;
  DonorListsWeeklyEmailPreview: DonorListsWeeklyEmailPreview;
  GivingReportRange: GivingReportRange;
  AdminFundMonthTotal: AdminFundMonthTotal;
  AdminMethodTotal: AdminMethodTotal;
  AdminMonthComparison: AdminMonthComparison;
  AdminGivingReports: AdminGivingReports;
  AdminTeamMember: AdminTeamMember;
  AdminActivityPage: AdminActivityPage;
  AdminActivityEntry: AdminActivityEntry;
  AdminSecondFactor: AdminSecondFactor;
  SecondFactorEnrolment: SecondFactorEnrolment;
  QrCode: QrCode;
  AdminLetterTemplate: AdminLetterTemplate;
  LetterTemplateInput: LetterTemplateInput;
  LetterTemplatePreview: LetterTemplatePreview;
  StatementBatch: StatementBatch;
  GiftBatchSummary: GiftBatchSummary;
  GiftBatch: GiftBatch;
  GiftBatchEntry: GiftBatchEntry;
  GiftBatchInput: GiftBatchInput;
  GiftBatchEntryInput: GiftBatchEntryInput;
  NewDonorRecordInput: NewDonorRecordInput;
  AdminCampaign: AdminCampaign;
  AdminCampaignFund: AdminCampaignFund;
  CampaignInput: CampaignInput;
  AdminHouseholds: AdminHouseholds;
  AdminHousehold: AdminHousehold;
  HouseholdMailingAddress: HouseholdMailingAddress;
  HouseholdMailingAddressInput: HouseholdMailingAddressInput;
  DonorYearStatement: DonorYearStatement;
  DonorHouseholdStatement: DonorHouseholdStatement;
  AdminHouseholdMember: AdminHouseholdMember;
  HouseholdInput: HouseholdInput;
  AdminCampaignTimeline: AdminCampaignTimeline;
  AdminCampaignTimelinePoint: AdminCampaignTimelinePoint;
  DonorPledges: DonorPledges;
  DonorPledge: DonorPledge;
  PledgeCampaign: PledgeCampaign;
  AdminPledge: AdminPledge;
  AdminWebhooks: AdminWebhooks;
  AdminWebhookEndpoint: AdminWebhookEndpoint;
  AdminWebhookLastDelivery: AdminWebhookLastDelivery;
  AdminWebhookDeliveryPage: AdminWebhookDeliveryPage;
  AdminWebhookDelivery: AdminWebhookDelivery;
  AddedWebhookEndpoint: AddedWebhookEndpoint;
  AdminApiKey: AdminApiKey;
  CreatedApiKey: CreatedApiKey;
  AdminDepositPage: AdminDepositPage;
  AdminDeposit: AdminDeposit;
  AdminDepositDetail: AdminDepositDetail;
  AdminDepositGiftPage: AdminDepositGiftPage;
  AdminDepositGift: AdminDepositGift;
  AdminDepositAdjustment: AdminDepositAdjustment;
  AdminDepositFund: AdminDepositFund;
  AdminAccountingAccounts: AdminAccountingAccounts;
  AdminFundAccount: AdminFundAccount;
  AccountingAccountsInput: AccountingAccountsInput;
  FundAccountInput: FundAccountInput;
  TextGiving: TextGiving;
  TextGivingPhone: TextGivingPhone;
  DonorMergeRecord: DonorMergeRecord;
  DonorMergeSuggestion: DonorMergeSuggestion;
  DonorMergePaymentMethod: DonorMergePaymentMethod;
  DonorMergeStatement: DonorMergeStatement;
  DonorMerge: DonorMerge;
  AdminMovedGiftChargedAgain: AdminMovedGiftChargedAgain;
};

export type QueryResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query'],
> = {
  me?: Resolver<ResolversTypes['CurrentUser'], ParentType, ContextType>;
  donorContributions?: Resolver<
    ResolversTypes['DonorContributionPage'],
    ParentType,
    ContextType,
    RequireFields<QueryDonorContributionsArgs, 'organizationPrefixedId'>
  >;
  donorContributionsReport?: Resolver<
    ResolversTypes['ReportDownload'],
    ParentType,
    ContextType,
    RequireFields<QueryDonorContributionsReportArgs, 'organizationPrefixedId' | 'type' | 'format'>
  >;
  DonorDashboardReport?: Resolver<
    ResolversTypes['DonorDashboardReport'],
    ParentType,
    ContextType,
    RequireFields<QueryDonorDashboardReportArgs, 'organizationPrefixedId'>
  >;
  RecentActivity?: Resolver<
    Array<ResolversTypes['RecentActivityItem']>,
    ParentType,
    ContextType,
    RequireFields<QueryRecentActivityArgs, 'organizationPrefixedId'>
  >;
  S3PresignedUrl?: Resolver<
    ResolversTypes['PresignedUrl'],
    ParentType,
    ContextType,
    RequireFields<QueryS3PresignedUrlArgs, 'command' | 'directory' | 'fileName'>
  >;
  letterTemplates?: Resolver<
    Array<ResolversTypes['LetterTemplate']>,
    ParentType,
    ContextType,
    RequireFields<QueryLetterTemplatesArgs, 'organizationPrefixedId'>
  >;
  organizationDonors?: Resolver<
    Array<ResolversTypes['DonorSummary']>,
    ParentType,
    ContextType,
    RequireFields<QueryOrganizationDonorsArgs, 'organizationPrefixedId'>
  >;
  donorPaymentMethods?: Resolver<
    Array<ResolversTypes['DonorPaymentMethod']>,
    ParentType,
    ContextType,
    RequireFields<QueryDonorPaymentMethodsArgs, 'organizationPrefixedId'>
  >;
  donorRecurringGivings?: Resolver<
    ResolversTypes['RecurringGivingPage'],
    ParentType,
    ContextType,
    RequireFields<QueryDonorRecurringGivingsArgs, 'organizationPrefixedId'>
  >;
  adminGivingPage?: Resolver<
    ResolversTypes['AdminGivingPage'],
    ParentType,
    ContextType,
    RequireFields<QueryAdminGivingPageArgs, 'organizationPrefixedId'>
  >;
  adminGifts?: Resolver<
    ResolversTypes['AdminGiftPage'],
    ParentType,
    ContextType,
    RequireFields<QueryAdminGiftsArgs, 'organizationPrefixedId' | 'first'>
  >;
  adminGiftsExport?: Resolver<
    ResolversTypes['ReportDownload'],
    ParentType,
    ContextType,
    RequireFields<QueryAdminGiftsExportArgs, 'organizationPrefixedId'>
  >;
  adminDonors?: Resolver<
    Array<ResolversTypes['AdminDonor']>,
    ParentType,
    ContextType,
    RequireFields<QueryAdminDonorsArgs, 'organizationPrefixedId'>
  >;
  adminTeam?: Resolver<
    Array<ResolversTypes['AdminTeamMember']>,
    ParentType,
    ContextType,
    RequireFields<QueryAdminTeamArgs, 'organizationPrefixedId'>
  >;
  adminActivity?: Resolver<
    ResolversTypes['AdminActivityPage'],
    ParentType,
    ContextType,
    RequireFields<QueryAdminActivityArgs, 'organizationPrefixedId' | 'first'>
  >;
  adminPayments?: Resolver<
    ResolversTypes['AdminPayments'],
    ParentType,
    ContextType,
    RequireFields<QueryAdminPaymentsArgs, 'organizationPrefixedId'>
  >;
  adminDonorList?: Resolver<
    ResolversTypes['AdminDonorListPage'],
    ParentType,
    ContextType,
    RequireFields<QueryAdminDonorListArgs, 'organizationPrefixedId' | 'list'>
  >;
  adminRecurringAtRisk?: Resolver<
    ResolversTypes['AdminRecurringAtRiskPage'],
    ParentType,
    ContextType,
    RequireFields<QueryAdminRecurringAtRiskArgs, 'organizationPrefixedId'>
  >;
  adminDonorListExport?: Resolver<
    ResolversTypes['ReportDownload'],
    ParentType,
    ContextType,
    RequireFields<QueryAdminDonorListExportArgs, 'organizationPrefixedId' | 'list'>
  >;
  adminDonorListsWeeklyEmail?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<QueryAdminDonorListsWeeklyEmailArgs, 'organizationPrefixedId'>
  >;
  adminDonorListsWeeklyEmailPreview?: Resolver<
    ResolversTypes['DonorListsWeeklyEmailPreview'],
    ParentType,
    ContextType,
    RequireFields<QueryAdminDonorListsWeeklyEmailPreviewArgs, 'organizationPrefixedId'>
  >;
  adminGivingReports?: Resolver<
    ResolversTypes['AdminGivingReports'],
    ParentType,
    ContextType,
    RequireFields<QueryAdminGivingReportsArgs, 'organizationPrefixedId'>
  >;
  adminGivingReportExport?: Resolver<
    ResolversTypes['ReportDownload'],
    ParentType,
    ContextType,
    RequireFields<QueryAdminGivingReportExportArgs, 'organizationPrefixedId' | 'report'>
  >;
  adminSecondFactor?: Resolver<
    ResolversTypes['AdminSecondFactor'],
    ParentType,
    ContextType,
    RequireFields<QueryAdminSecondFactorArgs, 'organizationPrefixedId'>
  >;
  adminLetterTemplates?: Resolver<
    Array<ResolversTypes['AdminLetterTemplate']>,
    ParentType,
    ContextType,
    RequireFields<QueryAdminLetterTemplatesArgs, 'organizationPrefixedId'>
  >;
  adminLetterTemplatePreview?: Resolver<
    ResolversTypes['LetterTemplatePreview'],
    ParentType,
    ContextType,
    RequireFields<QueryAdminLetterTemplatePreviewArgs, 'organizationPrefixedId' | 'input'>
  >;
  adminYearEndStatementDonors?: Resolver<
    ResolversTypes['Int'],
    ParentType,
    ContextType,
    RequireFields<QueryAdminYearEndStatementDonorsArgs, 'organizationPrefixedId' | 'year'>
  >;
  adminStatementBatches?: Resolver<
    Array<ResolversTypes['StatementBatch']>,
    ParentType,
    ContextType,
    RequireFields<QueryAdminStatementBatchesArgs, 'organizationPrefixedId'>
  >;
  adminGiftBatches?: Resolver<
    Array<ResolversTypes['GiftBatchSummary']>,
    ParentType,
    ContextType,
    RequireFields<QueryAdminGiftBatchesArgs, 'organizationPrefixedId'>
  >;
  adminGiftBatch?: Resolver<
    ResolversTypes['GiftBatch'],
    ParentType,
    ContextType,
    RequireFields<QueryAdminGiftBatchArgs, 'organizationPrefixedId' | 'batchPrefixedId'>
  >;
  adminCampaigns?: Resolver<
    Array<ResolversTypes['AdminCampaign']>,
    ParentType,
    ContextType,
    RequireFields<QueryAdminCampaignsArgs, 'organizationPrefixedId' | 'includeArchived'>
  >;
  adminHouseholds?: Resolver<
    ResolversTypes['AdminHouseholds'],
    ParentType,
    ContextType,
    RequireFields<QueryAdminHouseholdsArgs, 'organizationPrefixedId'>
  >;
  adminHouseholdStatementPreview?: Resolver<
    ResolversTypes['LetterTemplatePreview'],
    ParentType,
    ContextType,
    RequireFields<
      QueryAdminHouseholdStatementPreviewArgs,
      'organizationPrefixedId' | 'householdPrefixedId' | 'year'
    >
  >;
  adminDonorHouseholdStatement?: Resolver<
    ResolversTypes['DonorYearStatement'],
    ParentType,
    ContextType,
    RequireFields<
      QueryAdminDonorHouseholdStatementArgs,
      'organizationPrefixedId' | 'donorPrefixedId' | 'year'
    >
  >;
  donorPledges?: Resolver<
    ResolversTypes['DonorPledges'],
    ParentType,
    ContextType,
    RequireFields<QueryDonorPledgesArgs, 'organizationPrefixedId'>
  >;
  adminCampaignPledges?: Resolver<
    Array<ResolversTypes['AdminPledge']>,
    ParentType,
    ContextType,
    RequireFields<QueryAdminCampaignPledgesArgs, 'organizationPrefixedId' | 'campaignPrefixedId'>
  >;
  adminCampaignTimeline?: Resolver<
    ResolversTypes['AdminCampaignTimeline'],
    ParentType,
    ContextType,
    RequireFields<QueryAdminCampaignTimelineArgs, 'organizationPrefixedId' | 'campaignPrefixedId'>
  >;
  adminWebhooks?: Resolver<
    ResolversTypes['AdminWebhooks'],
    ParentType,
    ContextType,
    RequireFields<QueryAdminWebhooksArgs, 'organizationPrefixedId'>
  >;
  adminWebhookDeliveries?: Resolver<
    ResolversTypes['AdminWebhookDeliveryPage'],
    ParentType,
    ContextType,
    RequireFields<QueryAdminWebhookDeliveriesArgs, 'organizationPrefixedId' | 'endpointPrefixedId' | 'first'>
  >;
  adminApiKeys?: Resolver<
    Array<ResolversTypes['AdminApiKey']>,
    ParentType,
    ContextType,
    RequireFields<QueryAdminApiKeysArgs, 'organizationPrefixedId'>
  >;
  adminDeposits?: Resolver<
    ResolversTypes['AdminDepositPage'],
    ParentType,
    ContextType,
    RequireFields<QueryAdminDepositsArgs, 'organizationPrefixedId' | 'first'>
  >;
  adminDeposit?: Resolver<
    ResolversTypes['AdminDepositDetail'],
    ParentType,
    ContextType,
    RequireFields<QueryAdminDepositArgs, 'organizationPrefixedId' | 'depositPrefixedId' | 'giftsFirst'>
  >;
  adminDepositGifts?: Resolver<
    ResolversTypes['AdminDepositGiftPage'],
    ParentType,
    ContextType,
    RequireFields<
      QueryAdminDepositGiftsArgs,
      'organizationPrefixedId' | 'depositPrefixedId' | 'after' | 'first'
    >
  >;
  adminAccountingAccounts?: Resolver<
    ResolversTypes['AdminAccountingAccounts'],
    ParentType,
    ContextType,
    RequireFields<QueryAdminAccountingAccountsArgs, 'organizationPrefixedId'>
  >;
  textGiving?: Resolver<
    ResolversTypes['TextGiving'],
    ParentType,
    ContextType,
    RequireFields<QueryTextGivingArgs, 'organizationPrefixedId'>
  >;
  adminDonorMergeSuggestions?: Resolver<
    Array<ResolversTypes['DonorMergeSuggestion']>,
    ParentType,
    ContextType,
    RequireFields<QueryAdminDonorMergeSuggestionsArgs, 'organizationPrefixedId'>
  >;
  adminDonorMerges?: Resolver<
    Array<ResolversTypes['DonorMerge']>,
    ParentType,
    ContextType,
    RequireFields<QueryAdminDonorMergesArgs, 'organizationPrefixedId'>
  >;
  adminMovedGiftsChargedAgain?: Resolver<
    Array<ResolversTypes['AdminMovedGiftChargedAgain']>,
    ParentType,
    ContextType,
    RequireFields<QueryAdminMovedGiftsChargedAgainArgs, 'organizationPrefixedId'>
  >;
};

export type MutationResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation'],
> = {
  updateDonor?: Resolver<ResolversTypes['Person'], ParentType, ContextType, Partial<MutationUpdateDonorArgs>>;
  sendContributionStatementReport?: Resolver<
    ResolversTypes['StatementResult'],
    ParentType,
    ContextType,
    RequireFields<MutationSendContributionStatementReportArgs, 'donorPrefixedIds' | 'mode'>
  >;
  updatePaymentMethod?: Resolver<
    ResolversTypes['DonorPaymentMethod'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdatePaymentMethodArgs, 'input'>
  >;
  updateBankAccount?: Resolver<
    ResolversTypes['DonorPaymentMethod'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateBankAccountArgs, 'input'>
  >;
  deletePaymentMethod?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationDeletePaymentMethodArgs, 'organizationPrefixedId' | 'processorId'>
  >;
  pauseRecurringGiving?: Resolver<
    ResolversTypes['RecurringGiving'],
    ParentType,
    ContextType,
    RequireFields<MutationPauseRecurringGivingArgs, 'prefixedId' | 'organizationPrefixedId'>
  >;
  skipRecurringGiving?: Resolver<
    ResolversTypes['RecurringGiving'],
    ParentType,
    ContextType,
    RequireFields<MutationSkipRecurringGivingArgs, 'prefixedId' | 'organizationPrefixedId'>
  >;
  resumeRecurringGiving?: Resolver<
    ResolversTypes['RecurringGiving'],
    ParentType,
    ContextType,
    RequireFields<MutationResumeRecurringGivingArgs, 'prefixedId' | 'organizationPrefixedId'>
  >;
  updateRecurringGiving?: Resolver<
    ResolversTypes['RecurringGiving'],
    ParentType,
    ContextType,
    RequireFields<
      MutationUpdateRecurringGivingArgs,
      | 'prefixedId'
      | 'organizationPrefixedId'
      | 'stripePaymentMethodId'
      | 'stripeCardLastFour'
      | 'stripeCardExpiration'
      | 'type'
      | 'amountsByFundAccount'
    >
  >;
  deleteRecurringGiving?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteRecurringGivingArgs, 'prefixedId' | 'organizationPrefixedId'>
  >;
  moveRecurringGivings?: Resolver<
    Array<ResolversTypes['RecurringGiving']>,
    ParentType,
    ContextType,
    RequireFields<
      MutationMoveRecurringGivingsArgs,
      'organizationPrefixedId' | 'fromProcessorId' | 'toProcessorId'
    >
  >;
  updateGivingPage?: Resolver<
    ResolversTypes['AdminGivingPage'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateGivingPageArgs, 'organizationPrefixedId' | 'input'>
  >;
  addFund?: Resolver<
    ResolversTypes['AdminFund'],
    ParentType,
    ContextType,
    RequireFields<MutationAddFundArgs, 'organizationPrefixedId' | 'name' | 'isOnlineGivingVisible'>
  >;
  updateFund?: Resolver<
    ResolversTypes['AdminFund'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateFundArgs, 'organizationPrefixedId' | 'fundPrefixedId' | 'input'>
  >;
  reorderFunds?: Resolver<
    Array<ResolversTypes['AdminFund']>,
    ParentType,
    ContextType,
    RequireFields<MutationReorderFundsArgs, 'organizationPrefixedId' | 'fundPrefixedIds'>
  >;
  addAllowedWebsite?: Resolver<
    Array<ResolversTypes['String']>,
    ParentType,
    ContextType,
    RequireFields<MutationAddAllowedWebsiteArgs, 'organizationPrefixedId' | 'origin'>
  >;
  removeAllowedWebsite?: Resolver<
    Array<ResolversTypes['String']>,
    ParentType,
    ContextType,
    RequireFields<MutationRemoveAllowedWebsiteArgs, 'organizationPrefixedId' | 'origin'>
  >;
  checkWalletWebsite?: Resolver<
    ResolversTypes['AdminWalletWebsite'],
    ParentType,
    ContextType,
    RequireFields<MutationCheckWalletWebsiteArgs, 'organizationPrefixedId' | 'origin'>
  >;
  recordOfflineGift?: Resolver<
    ResolversTypes['AdminGift'],
    ParentType,
    ContextType,
    RequireFields<MutationRecordOfflineGiftArgs, 'organizationPrefixedId' | 'input'>
  >;
  inviteAdministrator?: Resolver<
    ResolversTypes['AdminTeamMember'],
    ParentType,
    ContextType,
    RequireFields<MutationInviteAdministratorArgs, 'organizationPrefixedId' | 'email' | 'abilities'>
  >;
  updateAdministratorAbilities?: Resolver<
    ResolversTypes['AdminTeamMember'],
    ParentType,
    ContextType,
    RequireFields<
      MutationUpdateAdministratorAbilitiesArgs,
      'organizationPrefixedId' | 'userPrefixedId' | 'abilities'
    >
  >;
  removeAdministrator?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationRemoveAdministratorArgs, 'organizationPrefixedId' | 'userPrefixedId'>
  >;
  connectStripeAccount?: Resolver<
    ResolversTypes['StripeConnectStart'],
    ParentType,
    ContextType,
    RequireFields<MutationConnectStripeAccountArgs, 'organizationPrefixedId'>
  >;
  disconnectStripeAccount?: Resolver<
    ResolversTypes['AdminPayments'],
    ParentType,
    ContextType,
    RequireFields<MutationDisconnectStripeAccountArgs, 'organizationPrefixedId'>
  >;
  refreshStripeAccount?: Resolver<
    ResolversTypes['AdminPayments'],
    ParentType,
    ContextType,
    RequireFields<MutationRefreshStripeAccountArgs, 'organizationPrefixedId'>
  >;
  setBankPayments?: Resolver<
    ResolversTypes['AdminPayments'],
    ParentType,
    ContextType,
    RequireFields<MutationSetBankPaymentsArgs, 'organizationPrefixedId' | 'enabled'>
  >;
  refundGift?: Resolver<
    ResolversTypes['AdminGift'],
    ParentType,
    ContextType,
    RequireFields<
      MutationRefundGiftArgs,
      'organizationPrefixedId' | 'giftPrefixedId' | 'amount' | 'requestKey'
    >
  >;
  setAdminDonorListsWeeklyEmail?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationSetAdminDonorListsWeeklyEmailArgs, 'organizationPrefixedId' | 'enabled'>
  >;
  enrolSecondFactor?: Resolver<
    ResolversTypes['SecondFactorEnrolment'],
    ParentType,
    ContextType,
    RequireFields<MutationEnrolSecondFactorArgs, 'organizationPrefixedId'>
  >;
  confirmSecondFactor?: Resolver<
    ResolversTypes['AdminSecondFactor'],
    ParentType,
    ContextType,
    RequireFields<MutationConfirmSecondFactorArgs, 'organizationPrefixedId' | 'code'>
  >;
  verifySecondFactor?: Resolver<
    ResolversTypes['AdminSecondFactor'],
    ParentType,
    ContextType,
    RequireFields<MutationVerifySecondFactorArgs, 'organizationPrefixedId' | 'code'>
  >;
  regenerateRecoveryCodes?: Resolver<
    Array<ResolversTypes['String']>,
    ParentType,
    ContextType,
    RequireFields<MutationRegenerateRecoveryCodesArgs, 'organizationPrefixedId'>
  >;
  removeSecondFactor?: Resolver<
    ResolversTypes['AdminSecondFactor'],
    ParentType,
    ContextType,
    RequireFields<MutationRemoveSecondFactorArgs, 'organizationPrefixedId' | 'code'>
  >;
  addLetterTemplate?: Resolver<
    ResolversTypes['AdminLetterTemplate'],
    ParentType,
    ContextType,
    RequireFields<MutationAddLetterTemplateArgs, 'organizationPrefixedId' | 'input'>
  >;
  updateLetterTemplate?: Resolver<
    ResolversTypes['AdminLetterTemplate'],
    ParentType,
    ContextType,
    RequireFields<
      MutationUpdateLetterTemplateArgs,
      'organizationPrefixedId' | 'letterTemplatePrefixedId' | 'input'
    >
  >;
  makeLetterTemplatePrimary?: Resolver<
    Array<ResolversTypes['AdminLetterTemplate']>,
    ParentType,
    ContextType,
    RequireFields<
      MutationMakeLetterTemplatePrimaryArgs,
      'organizationPrefixedId' | 'letterTemplatePrefixedId'
    >
  >;
  deleteLetterTemplate?: Resolver<
    Array<ResolversTypes['AdminLetterTemplate']>,
    ParentType,
    ContextType,
    RequireFields<MutationDeleteLetterTemplateArgs, 'organizationPrefixedId' | 'letterTemplatePrefixedId'>
  >;
  startYearEndStatements?: Resolver<
    ResolversTypes['StatementBatch'],
    ParentType,
    ContextType,
    RequireFields<MutationStartYearEndStatementsArgs, 'organizationPrefixedId' | 'year'>
  >;
  createGiftBatch?: Resolver<
    ResolversTypes['GiftBatch'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateGiftBatchArgs, 'organizationPrefixedId' | 'input'>
  >;
  addGiftBatchEntry?: Resolver<
    ResolversTypes['GiftBatch'],
    ParentType,
    ContextType,
    RequireFields<MutationAddGiftBatchEntryArgs, 'organizationPrefixedId' | 'batchPrefixedId' | 'input'>
  >;
  updateGiftBatchEntry?: Resolver<
    ResolversTypes['GiftBatch'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateGiftBatchEntryArgs, 'organizationPrefixedId' | 'entryPrefixedId' | 'input'>
  >;
  removeGiftBatchEntry?: Resolver<
    ResolversTypes['GiftBatch'],
    ParentType,
    ContextType,
    RequireFields<MutationRemoveGiftBatchEntryArgs, 'organizationPrefixedId' | 'entryPrefixedId'>
  >;
  commitGiftBatch?: Resolver<
    ResolversTypes['GiftBatch'],
    ParentType,
    ContextType,
    RequireFields<MutationCommitGiftBatchArgs, 'organizationPrefixedId' | 'batchPrefixedId'>
  >;
  reopenGiftBatch?: Resolver<
    ResolversTypes['GiftBatch'],
    ParentType,
    ContextType,
    RequireFields<MutationReopenGiftBatchArgs, 'organizationPrefixedId' | 'batchPrefixedId'>
  >;
  signOffGiftBatch?: Resolver<
    ResolversTypes['GiftBatch'],
    ParentType,
    ContextType,
    RequireFields<MutationSignOffGiftBatchArgs, 'organizationPrefixedId' | 'batchPrefixedId'>
  >;
  addCampaign?: Resolver<
    ResolversTypes['AdminCampaign'],
    ParentType,
    ContextType,
    RequireFields<MutationAddCampaignArgs, 'organizationPrefixedId' | 'input'>
  >;
  updateCampaign?: Resolver<
    ResolversTypes['AdminCampaign'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateCampaignArgs, 'organizationPrefixedId' | 'campaignPrefixedId' | 'input'>
  >;
  closeCampaign?: Resolver<
    ResolversTypes['AdminCampaign'],
    ParentType,
    ContextType,
    RequireFields<MutationCloseCampaignArgs, 'organizationPrefixedId' | 'campaignPrefixedId'>
  >;
  archiveCampaign?: Resolver<
    ResolversTypes['AdminCampaign'],
    ParentType,
    ContextType,
    RequireFields<MutationArchiveCampaignArgs, 'organizationPrefixedId' | 'campaignPrefixedId'>
  >;
  sendHouseholdStatement?: Resolver<
    ResolversTypes['StatementResult'],
    ParentType,
    ContextType,
    RequireFields<
      MutationSendHouseholdStatementArgs,
      'organizationPrefixedId' | 'householdPrefixedId' | 'year'
    >
  >;
  createHousehold?: Resolver<
    ResolversTypes['AdminHousehold'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateHouseholdArgs, 'organizationPrefixedId' | 'input'>
  >;
  addHouseholdMember?: Resolver<
    ResolversTypes['AdminHousehold'],
    ParentType,
    ContextType,
    RequireFields<
      MutationAddHouseholdMemberArgs,
      'organizationPrefixedId' | 'householdPrefixedId' | 'donorPrefixedId' | 'fromYear'
    >
  >;
  removeHouseholdMember?: Resolver<
    ResolversTypes['AdminHousehold'],
    ParentType,
    ContextType,
    RequireFields<
      MutationRemoveHouseholdMemberArgs,
      'organizationPrefixedId' | 'householdPrefixedId' | 'donorPrefixedId' | 'lastYear'
    >
  >;
  setHouseholdAddressee?: Resolver<
    ResolversTypes['AdminHousehold'],
    ParentType,
    ContextType,
    RequireFields<
      MutationSetHouseholdAddresseeArgs,
      'organizationPrefixedId' | 'householdPrefixedId' | 'donorPrefixedId'
    >
  >;
  setHouseholdStatementSettings?: Resolver<
    ResolversTypes['AdminHouseholds'],
    ParentType,
    ContextType,
    RequireFields<
      MutationSetHouseholdStatementSettingsArgs,
      'organizationPrefixedId' | 'sendMemberStatements'
    >
  >;
  renameHousehold?: Resolver<
    ResolversTypes['AdminHousehold'],
    ParentType,
    ContextType,
    RequireFields<MutationRenameHouseholdArgs, 'organizationPrefixedId' | 'householdPrefixedId' | 'name'>
  >;
  setHouseholdMailingAddress?: Resolver<
    ResolversTypes['AdminHousehold'],
    ParentType,
    ContextType,
    RequireFields<
      MutationSetHouseholdMailingAddressArgs,
      'organizationPrefixedId' | 'householdPrefixedId' | 'input'
    >
  >;
  deleteHousehold?: Resolver<
    ResolversTypes['AdminHouseholds'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteHouseholdArgs, 'organizationPrefixedId' | 'householdPrefixedId'>
  >;
  pledgeToCampaign?: Resolver<
    ResolversTypes['DonorPledge'],
    ParentType,
    ContextType,
    RequireFields<MutationPledgeToCampaignArgs, 'organizationPrefixedId' | 'campaignPrefixedId' | 'amount'>
  >;
  recordPledge?: Resolver<
    ResolversTypes['AdminPledge'],
    ParentType,
    ContextType,
    RequireFields<
      MutationRecordPledgeArgs,
      'organizationPrefixedId' | 'campaignPrefixedId' | 'donorPrefixedId' | 'amount'
    >
  >;
  addWebhookEndpoint?: Resolver<
    ResolversTypes['AddedWebhookEndpoint'],
    ParentType,
    ContextType,
    RequireFields<MutationAddWebhookEndpointArgs, 'organizationPrefixedId' | 'url' | 'events'>
  >;
  removeWebhookEndpoint?: Resolver<
    ResolversTypes['AdminWebhookEndpoint'],
    ParentType,
    ContextType,
    RequireFields<MutationRemoveWebhookEndpointArgs, 'organizationPrefixedId' | 'endpointPrefixedId'>
  >;
  resendWebhookEvent?: Resolver<
    ResolversTypes['Int'],
    ParentType,
    ContextType,
    RequireFields<MutationResendWebhookEventArgs, 'organizationPrefixedId' | 'eventId'>
  >;
  createApiKey?: Resolver<
    ResolversTypes['CreatedApiKey'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateApiKeyArgs, 'organizationPrefixedId' | 'name' | 'abilities'>
  >;
  revokeApiKey?: Resolver<
    ResolversTypes['AdminApiKey'],
    ParentType,
    ContextType,
    RequireFields<MutationRevokeApiKeyArgs, 'organizationPrefixedId' | 'apiKeyPrefixedId'>
  >;
  updateAccountingAccounts?: Resolver<
    ResolversTypes['AdminAccountingAccounts'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateAccountingAccountsArgs, 'organizationPrefixedId' | 'input'>
  >;
  sendTextGivingCode?: Resolver<
    ResolversTypes['TextGiving'],
    ParentType,
    ContextType,
    RequireFields<MutationSendTextGivingCodeArgs, 'organizationPrefixedId' | 'phone'>
  >;
  verifyTextGivingPhone?: Resolver<
    ResolversTypes['TextGiving'],
    ParentType,
    ContextType,
    RequireFields<MutationVerifyTextGivingPhoneArgs, 'organizationPrefixedId' | 'code'>
  >;
  removeTextGivingPhone?: Resolver<
    ResolversTypes['TextGiving'],
    ParentType,
    ContextType,
    RequireFields<MutationRemoveTextGivingPhoneArgs, 'organizationPrefixedId'>
  >;
  mergeDonors?: Resolver<
    ResolversTypes['DonorMerge'],
    ParentType,
    ContextType,
    RequireFields<
      MutationMergeDonorsArgs,
      'organizationPrefixedId' | 'keptDonorPrefixedId' | 'mergedDonorPrefixedId'
    >
  >;
  undoDonorMerge?: Resolver<
    ResolversTypes['DonorMerge'],
    ParentType,
    ContextType,
    RequireFields<MutationUndoDonorMergeArgs, 'organizationPrefixedId' | 'mergePrefixedId'>
  >;
  sendCorrectedStatement?: Resolver<
    ResolversTypes['DonorMergeStatement'],
    ParentType,
    ContextType,
    RequireFields<MutationSendCorrectedStatementArgs, 'organizationPrefixedId' | 'mergePrefixedId' | 'year'>
  >;
};

export interface CentsScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Cents'], any> {
  name: 'Cents';
}

export type DonorContributionPageResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['DonorContributionPage'] =
    ResolversParentTypes['DonorContributionPage'],
> = {
  items?: Resolver<Array<ResolversTypes['DonorContribution']>, ParentType, ContextType>;
  totalResults?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalAmount?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
};

export type DonorContributionResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['DonorContribution'] = ResolversParentTypes['DonorContribution'],
> = {
  prefixedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  fee?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  netAmount?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  isFeeCovered?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  memo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ContributionStatus'], ParentType, ContextType>;
  refundedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refundedAmount?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  refundReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  failureCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fundAccountNames?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  fundParts?: Resolver<Array<ResolversTypes['GiftFundPart']>, ParentType, ContextType>;
  cardBrand?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cardLastFour?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recurringGiving?: Resolver<Maybe<ResolversTypes['RecurringGivingRef']>, ParentType, ContextType>;
};

export type GiftFundPartResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['GiftFundPart'] = ResolversParentTypes['GiftFundPart'],
> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
};

export type RecurringGivingRefResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['RecurringGivingRef'] = ResolversParentTypes['RecurringGivingRef'],
> = {
  prefixedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ReportDownloadResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ReportDownload'] = ResolversParentTypes['ReportDownload'],
> = {
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DonorDashboardReportResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['DonorDashboardReport'] =
    ResolversParentTypes['DonorDashboardReport'],
> = {
  totalGifts?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  activeRecurringGifts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  singleGifts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastGift?: Resolver<Maybe<ResolversTypes['DonorLastGift']>, ParentType, ContextType>;
};

export type DonorLastGiftResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['DonorLastGift'] = ResolversParentTypes['DonorLastGift'],
> = {
  amount?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  fundPrefixedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  frequency?: Resolver<Maybe<ResolversTypes['Frequency']>, ParentType, ContextType>;
};

export type RecentActivityItemResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['RecentActivityItem'] = ResolversParentTypes['RecentActivityItem'],
> = {
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  amount?: Resolver<Maybe<ResolversTypes['Cents']>, ParentType, ContextType>;
  contributionPrefixedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['ContributionStatus']>, ParentType, ContextType>;
  fundAccountNames?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  fundParts?: Resolver<Array<ResolversTypes['GiftFundPart']>, ParentType, ContextType>;
};

export type PresignedUrlResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['PresignedUrl'] = ResolversParentTypes['PresignedUrl'],
> = {
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  headers?: Resolver<Array<ResolversTypes['HttpHeader']>, ParentType, ContextType>;
  publicUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HttpHeaderResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['HttpHeader'] = ResolversParentTypes['HttpHeader'],
> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LetterTemplateResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['LetterTemplate'] = ResolversParentTypes['LetterTemplate'],
> = {
  prefixedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  json_data?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isPrimary?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type DonorSummaryResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['DonorSummary'] = ResolversParentTypes['DonorSummary'],
> = {
  prefixedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StatementResultResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['StatementResult'] = ResolversParentTypes['StatementResult'],
> = {
  sent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  download?: Resolver<Maybe<ResolversTypes['ReportDownload']>, ParentType, ContextType>;
};

export type DonorPaymentMethodResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['DonorPaymentMethod'] = ResolversParentTypes['DonorPaymentMethod'],
> = {
  processorId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  methodType?: Resolver<ResolversTypes['SavedPaymentMethodType'], ParentType, ContextType>;
  nickname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  primary?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  brand?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastFour?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiration?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cardholderName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  addressLine1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  addressLine2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postalCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recurringGivingsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RecurringGivingPageResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['RecurringGivingPage'] =
    ResolversParentTypes['RecurringGivingPage'],
> = {
  items?: Resolver<Array<ResolversTypes['RecurringGiving']>, ParentType, ContextType>;
  totalResults?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RecurringGivingResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['RecurringGiving'] = ResolversParentTypes['RecurringGiving'],
> = {
  prefixedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RecurringGivingStatus'], ParentType, ContextType>;
  schedule?: Resolver<ResolversTypes['RecurringSchedule'], ParentType, ContextType>;
  lastOccurrence?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nextOccurrence?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pausedUntil?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  computedAmount?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  computedNetAmount?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  computedFee?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  isFeeCovered?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  memo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastChargeAttemptFailed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  donor?: Resolver<ResolversTypes['RecurringDonor'], ParentType, ContextType>;
  organization?: Resolver<ResolversTypes['OrganizationSummary'], ParentType, ContextType>;
  fundAccounts?: Resolver<Array<ResolversTypes['FundAccount']>, ParentType, ContextType>;
  paymentMethod?: Resolver<Maybe<ResolversTypes['RecurringPaymentMethod']>, ParentType, ContextType>;
};

export type RecurringScheduleResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['RecurringSchedule'] = ResolversParentTypes['RecurringSchedule'],
> = {
  type?: Resolver<ResolversTypes['Frequency'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RecurringDonorResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['RecurringDonor'] = ResolversParentTypes['RecurringDonor'],
> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type FundAccountResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['FundAccount'] = ResolversParentTypes['FundAccount'],
> = {
  prefixedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isOnlineGivingVisible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pivot?: Resolver<ResolversTypes['FundAmount'], ParentType, ContextType>;
};

export type FundAmountResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['FundAmount'] = ResolversParentTypes['FundAmount'],
> = {
  amount?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  netAmount?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
};

export type RecurringPaymentMethodResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['RecurringPaymentMethod'] =
    ResolversParentTypes['RecurringPaymentMethod'],
> = {
  prefixedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  processorId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  methodType?: Resolver<ResolversTypes['SavedPaymentMethodType'], ParentType, ContextType>;
  lastFour?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiration?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CurrentUserResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['CurrentUser'] = ResolversParentTypes['CurrentUser'],
> = {
  prefixedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  abilities?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  isHaloAdmin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  emailVerifiedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pendingEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tenant?: Resolver<ResolversTypes['Tenant'], ParentType, ContextType>;
  person?: Resolver<Maybe<ResolversTypes['Person']>, ParentType, ContextType>;
};

export type TenantResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Tenant'] = ResolversParentTypes['Tenant'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  prefixedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  primaryOrganization?: Resolver<ResolversTypes['OrganizationSummary'], ParentType, ContextType>;
};

export type OrganizationSummaryResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['OrganizationSummary'] =
    ResolversParentTypes['OrganizationSummary'],
> = {
  prefixedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PersonResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Person'] = ResolversParentTypes['Person'],
> = {
  prefixedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  birthdate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  anniversary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contact?: Resolver<ResolversTypes['Contact'], ParentType, ContextType>;
};

export type ContactResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Contact'] = ResolversParentTypes['Contact'],
> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phones?: Resolver<Array<ResolversTypes['Phone']>, ParentType, ContextType>;
};

export type PhoneResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Phone'] = ResolversParentTypes['Phone'],
> = {
  prefixedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['PhoneType'], ParentType, ContextType>;
  contactAgreementAccepted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPrimary?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AdminPaymentsResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AdminPayments'] = ResolversParentTypes['AdminPayments'],
> = {
  mode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stripeAvailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  connection?: Resolver<ResolversTypes['StripeConnectionState'], ParentType, ContextType>;
  stripeAccountId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isTest?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  bankPayments?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StripeConnectStartResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['StripeConnectStart'] = ResolversParentTypes['StripeConnectStart'],
> = {
  payments?: Resolver<ResolversTypes['AdminPayments'], ParentType, ContextType>;
  onboardingUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminWalletWebsiteResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AdminWalletWebsite'] = ResolversParentTypes['AdminWalletWebsite'],
> = {
  origin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  domain?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['WalletWebsiteState'], ParentType, ContextType>;
  applePay?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  googlePay?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  applePayProblem?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminGivingPageResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AdminGivingPage'] = ResolversParentTypes['AdminGivingPage'],
> = {
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  logoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  brandColor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fixedAmounts?: Resolver<Array<ResolversTypes['Cents']>, ParentType, ContextType>;
  minAmount?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  maxAmount?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  feePercentBps?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  feeFixedCents?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  givingMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isInMaintenance?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  smsNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  funds?: Resolver<Array<ResolversTypes['AdminFund']>, ParentType, ContextType>;
  allowedWebsites?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  walletWebsites?: Resolver<Array<ResolversTypes['AdminWalletWebsite']>, ParentType, ContextType>;
  hostedPageWallet?: Resolver<ResolversTypes['AdminWalletWebsite'], ParentType, ContextType>;
  paymentsConnected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  qrCode?: Resolver<ResolversTypes['QrCode'], ParentType, ContextType>;
};

export type AdminFundResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AdminFund'] = ResolversParentTypes['AdminFund'],
> = {
  prefixedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isOnlineGivingVisible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminGiftResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AdminGift'] = ResolversParentTypes['AdminGift'],
> = {
  prefixedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  fee?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  netAmount?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ContributionStatus'], ParentType, ContextType>;
  refundedAmount?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  memo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  offlineMethod?: Resolver<Maybe<ResolversTypes['OfflineGiftMethod']>, ParentType, ContextType>;
  fundAccountNames?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  fundParts?: Resolver<Array<ResolversTypes['AdminGiftFundPart']>, ParentType, ContextType>;
  dedication?: Resolver<Maybe<ResolversTypes['GiftDedication']>, ParentType, ContextType>;
  donor?: Resolver<ResolversTypes['AdminDonorRef'], ParentType, ContextType>;
  cardBrand?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cardLastFour?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  wallet?: Resolver<Maybe<ResolversTypes['Wallet']>, ParentType, ContextType>;
  recurringGiving?: Resolver<Maybe<ResolversTypes['RecurringGivingRef']>, ParentType, ContextType>;
  dispute?: Resolver<Maybe<ResolversTypes['AdminDispute']>, ParentType, ContextType>;
};

export type AdminGiftFundPartResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AdminGiftFundPart'] = ResolversParentTypes['AdminGiftFundPart'],
> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
};

export type GiftDedicationResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['GiftDedication'] = ResolversParentTypes['GiftDedication'],
> = {
  kind?: Resolver<ResolversTypes['DedicationKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminDisputeResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AdminDispute'] = ResolversParentTypes['AdminDispute'],
> = {
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  fee?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  evidenceDueBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminDonorRefResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AdminDonorRef'] = ResolversParentTypes['AdminDonorRef'],
> = {
  prefixedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminGiftPageResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AdminGiftPage'] = ResolversParentTypes['AdminGiftPage'],
> = {
  items?: Resolver<Array<ResolversTypes['AdminGift']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalResults?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalAmount?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  fundTotals?: Resolver<Array<ResolversTypes['AdminFundTotal']>, ParentType, ContextType>;
  monthTotals?: Resolver<Array<ResolversTypes['AdminMonthTotal']>, ParentType, ContextType>;
  funds?: Resolver<Array<ResolversTypes['AdminFund']>, ParentType, ContextType>;
};

export type AdminFundTotalResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AdminFundTotal'] = ResolversParentTypes['AdminFundTotal'],
> = {
  fundPrefixedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  fundName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
};

export type AdminMonthTotalResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AdminMonthTotal'] = ResolversParentTypes['AdminMonthTotal'],
> = {
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminDonorResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AdminDonor'] = ResolversParentTypes['AdminDonor'],
> = {
  prefixedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  giftCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalGiven?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  householdName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminListedDonorResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AdminListedDonor'] = ResolversParentTypes['AdminListedDonor'],
> = {
  prefixedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  giftCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalGiven?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  firstGiftDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastGiftDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminDonorListPageResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AdminDonorListPage'] = ResolversParentTypes['AdminDonorListPage'],
> = {
  list?: Resolver<ResolversTypes['DonorList'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quietFrom?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalResults?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  donors?: Resolver<Array<ResolversTypes['AdminListedDonor']>, ParentType, ContextType>;
};

export type AdminRecurringAtRiskResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AdminRecurringAtRisk'] =
    ResolversParentTypes['AdminRecurringAtRisk'],
> = {
  prefixedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  donor?: Resolver<ResolversTypes['AdminDonorRef'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  scheduleType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nextOccurrence?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cardLastFour?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cardExpiration?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  risks?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminRecurringAtRiskPageResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AdminRecurringAtRiskPage'] =
    ResolversParentTypes['AdminRecurringAtRiskPage'],
> = {
  totalResults?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  gifts?: Resolver<Array<ResolversTypes['AdminRecurringAtRisk']>, ParentType, ContextType>;
};

export type DonorListsWeeklyEmailPreviewResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['DonorListsWeeklyEmailPreview'] =
    ResolversParentTypes['DonorListsWeeklyEmailPreview'],
> = {
  weekStart?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  made?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sendsEmail?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminFundMonthTotalResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AdminFundMonthTotal'] =
    ResolversParentTypes['AdminFundMonthTotal'],
> = {
  fundPrefixedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  fundName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminMethodTotalResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AdminMethodTotal'] = ResolversParentTypes['AdminMethodTotal'],
> = {
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastYearAmount?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  lastYearCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminMonthComparisonResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AdminMonthComparison'] =
    ResolversParentTypes['AdminMonthComparison'],
> = {
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastYearAmount?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  lastYearCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminGivingReportsResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AdminGivingReports'] = ResolversParentTypes['AdminGivingReports'],
> = {
  startDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastYearStartDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastYearEndDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalAmount?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastYearTotalAmount?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  lastYearTotalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  byFundByMonth?: Resolver<Array<ResolversTypes['AdminFundMonthTotal']>, ParentType, ContextType>;
  byMethod?: Resolver<Array<ResolversTypes['AdminMethodTotal']>, ParentType, ContextType>;
  byMonth?: Resolver<Array<ResolversTypes['AdminMonthComparison']>, ParentType, ContextType>;
  firstTimeGivers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastYearFirstTimeGivers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminTeamMemberResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AdminTeamMember'] = ResolversParentTypes['AdminTeamMember'],
> = {
  prefixedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  abilities?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  hasPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AdminActivityPageResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AdminActivityPage'] = ResolversParentTypes['AdminActivityPage'],
> = {
  items?: Resolver<Array<ResolversTypes['AdminActivityEntry']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminActivityEntryResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AdminActivityEntry'] = ResolversParentTypes['AdminActivityEntry'],
> = {
  prefixedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  details?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  occurredAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminSecondFactorResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AdminSecondFactor'] = ResolversParentTypes['AdminSecondFactor'],
> = {
  isEnrolled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  enrolledAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  recoveryCodesLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SecondFactorEnrolmentResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['SecondFactorEnrolment'] =
    ResolversParentTypes['SecondFactorEnrolment'],
> = {
  otpauthUri?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  qrCode?: Resolver<ResolversTypes['QrCode'], ParentType, ContextType>;
  recoveryCodes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type QrCodeResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['QrCode'] = ResolversParentTypes['QrCode'],
> = {
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminLetterTemplateResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AdminLetterTemplate'] =
    ResolversParentTypes['AdminLetterTemplate'],
> = {
  prefixedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isPrimary?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  json_data?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LetterTemplatePreviewResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['LetterTemplatePreview'] =
    ResolversParentTypes['LetterTemplatePreview'],
> = {
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  base64?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StatementBatchResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['StatementBatch'] = ResolversParentTypes['StatementBatch'],
> = {
  prefixedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  letterTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type GiftBatchSummaryResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['GiftBatchSummary'] = ResolversParentTypes['GiftBatchSummary'],
> = {
  prefixedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expectedTotal?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  entryCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['GiftBatchStatus'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  committedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  committedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  signedOffBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  signedOffAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reopenWarnings?: Resolver<Array<ResolversTypes['GiftBatchReopenWarning']>, ParentType, ContextType>;
};

export type GiftBatchResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['GiftBatch'] = ResolversParentTypes['GiftBatch'],
> = {
  batch?: Resolver<ResolversTypes['GiftBatchSummary'], ParentType, ContextType>;
  entries?: Resolver<Array<ResolversTypes['GiftBatchEntry']>, ParentType, ContextType>;
};

export type GiftBatchEntryResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['GiftBatchEntry'] = ResolversParentTypes['GiftBatchEntry'],
> = {
  prefixedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  donor?: Resolver<ResolversTypes['AdminDonorRef'], ParentType, ContextType>;
  fundPrefixedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  fundName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['OfflineGiftMethod'], ParentType, ContextType>;
  checkNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  memo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  giftPrefixedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type AdminCampaignResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AdminCampaign'] = ResolversParentTypes['AdminCampaign'],
> = {
  prefixedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  formerSlugs?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  goal?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  imageAlt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  givingState?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  funds?: Resolver<Array<ResolversTypes['AdminCampaignFund']>, ParentType, ContextType>;
  raised?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  givers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pledged?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  pledgeTotal?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  pledgeCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  qrCode?: Resolver<ResolversTypes['QrCode'], ParentType, ContextType>;
};

export type AdminCampaignFundResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AdminCampaignFund'] = ResolversParentTypes['AdminCampaignFund'],
> = {
  prefixedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminHouseholdsResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AdminHouseholds'] = ResolversParentTypes['AdminHouseholds'],
> = {
  sendMemberStatements?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  households?: Resolver<Array<ResolversTypes['AdminHousehold']>, ParentType, ContextType>;
};

export type AdminHouseholdResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AdminHousehold'] = ResolversParentTypes['AdminHousehold'],
> = {
  prefixedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currentMemberNames?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  members?: Resolver<Array<ResolversTypes['AdminHouseholdMember']>, ParentType, ContextType>;
  statementSentYears?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  mailingAddress?: Resolver<Maybe<ResolversTypes['HouseholdMailingAddress']>, ParentType, ContextType>;
  letterAddressLines?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type HouseholdMailingAddressResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['HouseholdMailingAddress'] =
    ResolversParentTypes['HouseholdMailingAddress'],
> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DonorYearStatementResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['DonorYearStatement'] = ResolversParentTypes['DonorYearStatement'],
> = {
  household?: Resolver<Maybe<ResolversTypes['DonorHouseholdStatement']>, ParentType, ContextType>;
};

export type DonorHouseholdStatementResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['DonorHouseholdStatement'] =
    ResolversParentTypes['DonorHouseholdStatement'],
> = {
  householdPrefixedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  addresseeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  memberNames?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminHouseholdMemberResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AdminHouseholdMember'] =
    ResolversParentTypes['AdminHouseholdMember'],
> = {
  donorPrefixedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fromYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  toYear?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  isAddressee?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AdminCampaignTimelineResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AdminCampaignTimeline'] =
    ResolversParentTypes['AdminCampaignTimeline'],
> = {
  interval?: Resolver<ResolversTypes['CampaignTimelineInterval'], ParentType, ContextType>;
  points?: Resolver<Array<ResolversTypes['AdminCampaignTimelinePoint']>, ParentType, ContextType>;
};

export type AdminCampaignTimelinePointResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AdminCampaignTimelinePoint'] =
    ResolversParentTypes['AdminCampaignTimelinePoint'],
> = {
  start?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  raised?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
};

export type DonorPledgesResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['DonorPledges'] = ResolversParentTypes['DonorPledges'],
> = {
  pledges?: Resolver<Array<ResolversTypes['DonorPledge']>, ParentType, ContextType>;
  openCampaigns?: Resolver<Array<ResolversTypes['PledgeCampaign']>, ParentType, ContextType>;
};

export type DonorPledgeResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['DonorPledge'] = ResolversParentTypes['DonorPledge'],
> = {
  prefixedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  campaign?: Resolver<ResolversTypes['PledgeCampaign'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  given?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  percent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fulfilled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  monthlyGift?: Resolver<Maybe<ResolversTypes['Cents']>, ParentType, ContextType>;
};

export type PledgeCampaignResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['PledgeCampaign'] = ResolversParentTypes['PledgeCampaign'],
> = {
  prefixedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  goal?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  startDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  givingState?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminPledgeResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AdminPledge'] = ResolversParentTypes['AdminPledge'],
> = {
  prefixedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  donorPrefixedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  donorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  given?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminWebhooksResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AdminWebhooks'] = ResolversParentTypes['AdminWebhooks'],
> = {
  endpoints?: Resolver<Array<ResolversTypes['AdminWebhookEndpoint']>, ParentType, ContextType>;
  eventTypes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  maxEndpoints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminWebhookEndpointResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AdminWebhookEndpoint'] =
    ResolversParentTypes['AdminWebhookEndpoint'],
> = {
  prefixedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  removedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  waiting?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastDelivery?: Resolver<Maybe<ResolversTypes['AdminWebhookLastDelivery']>, ParentType, ContextType>;
};

export type AdminWebhookLastDeliveryResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AdminWebhookLastDelivery'] =
    ResolversParentTypes['AdminWebhookLastDelivery'],
> = {
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  responseCode?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  deliveredAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  failedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminWebhookDeliveryPageResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AdminWebhookDeliveryPage'] =
    ResolversParentTypes['AdminWebhookDeliveryPage'],
> = {
  items?: Resolver<Array<ResolversTypes['AdminWebhookDelivery']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminWebhookDeliveryResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AdminWebhookDelivery'] =
    ResolversParentTypes['AdminWebhookDelivery'],
> = {
  eventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastResponseCode?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastAttemptAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveredAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  failedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nextAttemptAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AddedWebhookEndpointResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AddedWebhookEndpoint'] =
    ResolversParentTypes['AddedWebhookEndpoint'],
> = {
  endpoint?: Resolver<ResolversTypes['AdminWebhookEndpoint'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminApiKeyResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AdminApiKey'] = ResolversParentTypes['AdminApiKey'],
> = {
  prefixedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  abilities?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  visiblePrefix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  revokedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CreatedApiKeyResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['CreatedApiKey'] = ResolversParentTypes['CreatedApiKey'],
> = {
  apiKey?: Resolver<ResolversTypes['AdminApiKey'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminDepositPageResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AdminDepositPage'] = ResolversParentTypes['AdminDepositPage'],
> = {
  items?: Resolver<Array<ResolversTypes['AdminDeposit']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminDepositResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AdminDeposit'] = ResolversParentTypes['AdminDeposit'],
> = {
  prefixedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['DepositSource'], ParentType, ContextType>;
  payoutId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  batchName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  payoutDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  arrivalDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['DepositStatus'], ParentType, ContextType>;
  gross?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  fees?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  refunds?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  disputes?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  carriedIn?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  otherActivity?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  manualPayout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  net?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  giftCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminDepositDetailResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AdminDepositDetail'] = ResolversParentTypes['AdminDepositDetail'],
> = {
  deposit?: Resolver<ResolversTypes['AdminDeposit'], ParentType, ContextType>;
  gifts?: Resolver<Array<ResolversTypes['AdminDepositGift']>, ParentType, ContextType>;
  giftsNextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  adjustments?: Resolver<Array<ResolversTypes['AdminDepositAdjustment']>, ParentType, ContextType>;
  funds?: Resolver<Array<ResolversTypes['AdminDepositFund']>, ParentType, ContextType>;
  csvPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminDepositGiftPageResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AdminDepositGiftPage'] =
    ResolversParentTypes['AdminDepositGiftPage'],
> = {
  items?: Resolver<Array<ResolversTypes['AdminDepositGift']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminDepositGiftResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AdminDepositGift'] = ResolversParentTypes['AdminDepositGift'],
> = {
  giftPrefixedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  donorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  fee?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  net?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
};

export type AdminDepositAdjustmentResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AdminDepositAdjustment'] =
    ResolversParentTypes['AdminDepositAdjustment'],
> = {
  kind?: Resolver<ResolversTypes['DepositAdjustmentKind'], ParentType, ContextType>;
  giftPrefixedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
};

export type AdminDepositFundResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AdminDepositFund'] = ResolversParentTypes['AdminDepositFund'],
> = {
  fundPrefixedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  fundName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gross?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  fee?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  net?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
};

export type AdminAccountingAccountsResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AdminAccountingAccounts'] =
    ResolversParentTypes['AdminAccountingAccounts'],
> = {
  bankAccount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  feesAccount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  funds?: Resolver<Array<ResolversTypes['AdminFundAccount']>, ParentType, ContextType>;
};

export type AdminFundAccountResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AdminFundAccount'] = ResolversParentTypes['AdminFundAccount'],
> = {
  fundPrefixedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  fundName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  incomeAccount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type TextGivingResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['TextGiving'] = ResolversParentTypes['TextGiving'],
> = {
  churchNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['TextGivingPhone']>, ParentType, ContextType>;
};

export type TextGivingPhoneResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['TextGivingPhone'] = ResolversParentTypes['TextGivingPhone'],
> = {
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  verified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  verifiedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lapsesAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  codePending?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type DonorMergeRecordResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['DonorMergeRecord'] = ResolversParentTypes['DonorMergeRecord'],
> = {
  prefixedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emailVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  giftCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalGiven?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
};

export type DonorMergeSuggestionResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['DonorMergeSuggestion'] =
    ResolversParentTypes['DonorMergeSuggestion'],
> = {
  kept?: Resolver<ResolversTypes['DonorMergeRecord'], ParentType, ContextType>;
  merged?: Resolver<ResolversTypes['DonorMergeRecord'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['DonorMergeReason'], ParentType, ContextType>;
};

export type DonorMergePaymentMethodResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['DonorMergePaymentMethod'] =
    ResolversParentTypes['DonorMergePaymentMethod'],
> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DonorMergeStatementResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['DonorMergeStatement'] =
    ResolversParentTypes['DonorMergeStatement'],
> = {
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  donorPrefixedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  donorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  householdPrefixedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  householdName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  correctedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DonorMergeResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['DonorMerge'] = ResolversParentTypes['DonorMerge'],
> = {
  prefixedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kept?: Resolver<ResolversTypes['DonorMergeRecord'], ParentType, ContextType>;
  merged?: Resolver<ResolversTypes['DonorMergeRecord'], ParentType, ContextType>;
  mergedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mergedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  undoableUntil?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  undoneAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  canUndo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  movedGiftCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  movedPledgeCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  movedHouseholdMembershipCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  movedPaymentMethods?: Resolver<Array<ResolversTypes['DonorMergePaymentMethod']>, ParentType, ContextType>;
  movedRecurringGiftCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stayedPaymentMethods?: Resolver<Array<ResolversTypes['DonorMergePaymentMethod']>, ParentType, ContextType>;
  stayedRecurringGiftCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stayedPledgeCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stayedHouseholdMembershipCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  statementsNeedingCorrection?: Resolver<
    Array<ResolversTypes['DonorMergeStatement']>,
    ParentType,
    ContextType
  >;
};

export type AdminMovedGiftChargedAgainResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AdminMovedGiftChargedAgain'] =
    ResolversParentTypes['AdminMovedGiftChargedAgain'],
> = {
  prefixedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  donor?: Resolver<ResolversTypes['AdminDonorRef'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Cents'], ParentType, ContextType>;
  scheduleType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  oldSubscriptionId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  chargedAgainAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  Query?: QueryResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Cents?: GraphQLScalarType;
  DonorContributionPage?: DonorContributionPageResolvers<ContextType>;
  DonorContribution?: DonorContributionResolvers<ContextType>;
  GiftFundPart?: GiftFundPartResolvers<ContextType>;
  RecurringGivingRef?: RecurringGivingRefResolvers<ContextType>;
  ReportDownload?: ReportDownloadResolvers<ContextType>;
  DonorDashboardReport?: DonorDashboardReportResolvers<ContextType>;
  DonorLastGift?: DonorLastGiftResolvers<ContextType>;
  RecentActivityItem?: RecentActivityItemResolvers<ContextType>;
  PresignedUrl?: PresignedUrlResolvers<ContextType>;
  HttpHeader?: HttpHeaderResolvers<ContextType>;
  LetterTemplate?: LetterTemplateResolvers<ContextType>;
  DonorSummary?: DonorSummaryResolvers<ContextType>;
  StatementResult?: StatementResultResolvers<ContextType>;
  DonorPaymentMethod?: DonorPaymentMethodResolvers<ContextType>;
  RecurringGivingPage?: RecurringGivingPageResolvers<ContextType>;
  RecurringGiving?: RecurringGivingResolvers<ContextType>;
  RecurringSchedule?: RecurringScheduleResolvers<ContextType>;
  RecurringDonor?: RecurringDonorResolvers<ContextType>;
  FundAccount?: FundAccountResolvers<ContextType>;
  FundAmount?: FundAmountResolvers<ContextType>;
  RecurringPaymentMethod?: RecurringPaymentMethodResolvers<ContextType>;
  CurrentUser?: CurrentUserResolvers<ContextType>;
  Tenant?: TenantResolvers<ContextType>;
  OrganizationSummary?: OrganizationSummaryResolvers<ContextType>;
  Person?: PersonResolvers<ContextType>;
  Contact?: ContactResolvers<ContextType>;
  Phone?: PhoneResolvers<ContextType>;
  AdminPayments?: AdminPaymentsResolvers<ContextType>;
  StripeConnectStart?: StripeConnectStartResolvers<ContextType>;
  AdminWalletWebsite?: AdminWalletWebsiteResolvers<ContextType>;
  AdminGivingPage?: AdminGivingPageResolvers<ContextType>;
  AdminFund?: AdminFundResolvers<ContextType>;
  AdminGift?: AdminGiftResolvers<ContextType>;
  AdminGiftFundPart?: AdminGiftFundPartResolvers<ContextType>;
  GiftDedication?: GiftDedicationResolvers<ContextType>;
  AdminDispute?: AdminDisputeResolvers<ContextType>;
  AdminDonorRef?: AdminDonorRefResolvers<ContextType>;
  AdminGiftPage?: AdminGiftPageResolvers<ContextType>;
  AdminFundTotal?: AdminFundTotalResolvers<ContextType>;
  AdminMonthTotal?: AdminMonthTotalResolvers<ContextType>;
  AdminDonor?: AdminDonorResolvers<ContextType>;
  AdminListedDonor?: AdminListedDonorResolvers<ContextType>;
  AdminDonorListPage?: AdminDonorListPageResolvers<ContextType>;
  AdminRecurringAtRisk?: AdminRecurringAtRiskResolvers<ContextType>;
  AdminRecurringAtRiskPage?: AdminRecurringAtRiskPageResolvers<ContextType>;
  DonorListsWeeklyEmailPreview?: DonorListsWeeklyEmailPreviewResolvers<ContextType>;
  AdminFundMonthTotal?: AdminFundMonthTotalResolvers<ContextType>;
  AdminMethodTotal?: AdminMethodTotalResolvers<ContextType>;
  AdminMonthComparison?: AdminMonthComparisonResolvers<ContextType>;
  AdminGivingReports?: AdminGivingReportsResolvers<ContextType>;
  AdminTeamMember?: AdminTeamMemberResolvers<ContextType>;
  AdminActivityPage?: AdminActivityPageResolvers<ContextType>;
  AdminActivityEntry?: AdminActivityEntryResolvers<ContextType>;
  AdminSecondFactor?: AdminSecondFactorResolvers<ContextType>;
  SecondFactorEnrolment?: SecondFactorEnrolmentResolvers<ContextType>;
  QrCode?: QrCodeResolvers<ContextType>;
  AdminLetterTemplate?: AdminLetterTemplateResolvers<ContextType>;
  LetterTemplatePreview?: LetterTemplatePreviewResolvers<ContextType>;
  StatementBatch?: StatementBatchResolvers<ContextType>;
  GiftBatchSummary?: GiftBatchSummaryResolvers<ContextType>;
  GiftBatch?: GiftBatchResolvers<ContextType>;
  GiftBatchEntry?: GiftBatchEntryResolvers<ContextType>;
  AdminCampaign?: AdminCampaignResolvers<ContextType>;
  AdminCampaignFund?: AdminCampaignFundResolvers<ContextType>;
  AdminHouseholds?: AdminHouseholdsResolvers<ContextType>;
  AdminHousehold?: AdminHouseholdResolvers<ContextType>;
  HouseholdMailingAddress?: HouseholdMailingAddressResolvers<ContextType>;
  DonorYearStatement?: DonorYearStatementResolvers<ContextType>;
  DonorHouseholdStatement?: DonorHouseholdStatementResolvers<ContextType>;
  AdminHouseholdMember?: AdminHouseholdMemberResolvers<ContextType>;
  AdminCampaignTimeline?: AdminCampaignTimelineResolvers<ContextType>;
  AdminCampaignTimelinePoint?: AdminCampaignTimelinePointResolvers<ContextType>;
  DonorPledges?: DonorPledgesResolvers<ContextType>;
  DonorPledge?: DonorPledgeResolvers<ContextType>;
  PledgeCampaign?: PledgeCampaignResolvers<ContextType>;
  AdminPledge?: AdminPledgeResolvers<ContextType>;
  AdminWebhooks?: AdminWebhooksResolvers<ContextType>;
  AdminWebhookEndpoint?: AdminWebhookEndpointResolvers<ContextType>;
  AdminWebhookLastDelivery?: AdminWebhookLastDeliveryResolvers<ContextType>;
  AdminWebhookDeliveryPage?: AdminWebhookDeliveryPageResolvers<ContextType>;
  AdminWebhookDelivery?: AdminWebhookDeliveryResolvers<ContextType>;
  AddedWebhookEndpoint?: AddedWebhookEndpointResolvers<ContextType>;
  AdminApiKey?: AdminApiKeyResolvers<ContextType>;
  CreatedApiKey?: CreatedApiKeyResolvers<ContextType>;
  AdminDepositPage?: AdminDepositPageResolvers<ContextType>;
  AdminDeposit?: AdminDepositResolvers<ContextType>;
  AdminDepositDetail?: AdminDepositDetailResolvers<ContextType>;
  AdminDepositGiftPage?: AdminDepositGiftPageResolvers<ContextType>;
  AdminDepositGift?: AdminDepositGiftResolvers<ContextType>;
  AdminDepositAdjustment?: AdminDepositAdjustmentResolvers<ContextType>;
  AdminDepositFund?: AdminDepositFundResolvers<ContextType>;
  AdminAccountingAccounts?: AdminAccountingAccountsResolvers<ContextType>;
  AdminFundAccount?: AdminFundAccountResolvers<ContextType>;
  TextGiving?: TextGivingResolvers<ContextType>;
  TextGivingPhone?: TextGivingPhoneResolvers<ContextType>;
  DonorMergeRecord?: DonorMergeRecordResolvers<ContextType>;
  DonorMergeSuggestion?: DonorMergeSuggestionResolvers<ContextType>;
  DonorMergePaymentMethod?: DonorMergePaymentMethodResolvers<ContextType>;
  DonorMergeStatement?: DonorMergeStatementResolvers<ContextType>;
  DonorMerge?: DonorMergeResolvers<ContextType>;
  AdminMovedGiftChargedAgain?: AdminMovedGiftChargedAgainResolvers<ContextType>;
};
