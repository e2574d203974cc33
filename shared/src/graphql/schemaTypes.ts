export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string };
  String: { input: string; output: string };
  Boolean: { input: boolean; output: boolean };
  Int: { input: number; output: number };
  Float: { input: number; output: number };
  /** Money is always an integer number of cents. */
  Cents: { input: number; output: number };
};

export type AccountingAccountsInput = {
  bankAccount: InputMaybe<Scalars['String']['input']>;
  feesAccount: InputMaybe<Scalars['String']['input']>;
  funds: InputMaybe<Array<FundAccountInput>>;
};

export type AddedWebhookEndpoint = {
  endpoint: AdminWebhookEndpoint;
  /** whsec_… and the base64 of the key: shown this once, kept sealed. */
  secret: Scalars['String']['output'];
};

export type AdminAccountingAccounts = {
  /** Where deposits arrive: debited with each deposit's net. */
  bankAccount: Maybe<Scalars['String']['output']>;
  /** Debited with the processor's fees and dispute fees. */
  feesAccount: Maybe<Scalars['String']['output']>;
  /** Every fund of the church in its order, hidden and disabled ones too. */
  funds: Array<AdminFundAccount>;
};

export type AdminActivityEntry = {
  action: Scalars['String']['output'];
  /** The administrator's email, or 'halo CLI'. */
  actor: Scalars['String']['output'];
  /** JSON text of what was changed. */
  details: Scalars['String']['output'];
  /** ISO 8601. */
  occurredAt: Scalars['String']['output'];
  prefixedId: Scalars['ID']['output'];
  /** console or cli. */
  source: Scalars['String']['output'];
};

export type AdminActivityPage = {
  items: Array<AdminActivityEntry>;
  nextCursor: Maybe<Scalars['String']['output']>;
};

export type AdminApiKey = {
  /** view-gifts and/or manage-giving: what the key may read. */
  abilities: Array<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  /** The email of the administrator who made it (null once that account is gone). */
  createdBy: Maybe<Scalars['String']['output']>;
  /** The last call made with it, to the minute; null when never used. */
  lastUsedAt: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  prefixedId: Scalars['ID']['output'];
  revokedAt: Maybe<Scalars['String']['output']>;
  /** The key's first 16 characters (hg_live_ and 8 more), to recognise it. */
  visiblePrefix: Scalars['String']['output'];
};

export type AdminCampaign = {
  description: Scalars['String']['output'];
  endDate: Maybe<Scalars['String']['output']>;
  /** Every earlier slug, still leading to this campaign. */
  formerSlugs: Array<Scalars['String']['output']>;
  /** The funds it gives to, the form's default first. */
  funds: Array<AdminCampaignFund>;
  /** Donors with a gift counted in raised. */
  givers: Scalars['Int']['output'];
  /** open, upcoming or ended on the church's calendar today. */
  givingState: Scalars['String']['output'];
  goal: Scalars['Cents']['output'];
  /** What a screen reader says for the image; set whenever imageUrl is. */
  imageAlt: Maybe<Scalars['String']['output']>;
  /** The image's public URL (an upload to the church's storage), or null. */
  imageUrl: Maybe<Scalars['String']['output']>;
  /** The hosted giving page with ?campaign=slug. */
  link: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** How many donors have an active pledge to the campaign. */
  pledgeCount: Scalars['Int']['output'];
  /** The sum of the donors' active pledges to the campaign (docs/PRODUCT.md §14 "Pledges"). */
  pledgeTotal: Scalars['Cents']['output'];
  /** What active recurring gifts started through the campaign will give at their next charge, before any covered fee. */
  pledged: Scalars['Cents']['output'];
  prefixedId: Scalars['ID']['output'];
  /** The link as a QR code. */
  qrCode: QrCode;
  /** Settled gifts through the campaign before any covered fee, less refunds. */
  raised: Scalars['Cents']['output'];
  /** The current slug: lowercase letters and digits joined by single hyphens. */
  slug: Scalars['String']['output'];
  /** YYYY-MM-DD or null. */
  startDate: Maybe<Scalars['String']['output']>;
  /** open, closed or archived. */
  status: Scalars['String']['output'];
};

export type AdminCampaignFund = {
  name: Scalars['String']['output'];
  prefixedId: Scalars['ID']['output'];
};

export type AdminCampaignTimeline = {
  interval: CampaignTimelineInterval;
  /** Every period in order. */
  points: Array<AdminCampaignTimelinePoint>;
};

export type AdminCampaignTimelinePoint = {
  raised: Scalars['Cents']['output'];
  /** The period's first day, YYYY-MM-DD. */
  start: Scalars['String']['output'];
};

export type AdminDeposit = {
  /** The next business day: when it reaches the bank. */
  arrivalDate: Scalars['String']['output'];
  /** The batch's name when source is batch; null for a payout. */
  batchName: Maybe<Scalars['String']['output']>;
  /** A negative net of the payout before, taken from this one (0 or less). */
  carriedIn: Scalars['Cents']['output'];
  disputes: Scalars['Cents']['output'];
  /** The processor's fees: on each card charge and each dispute. */
  fees: Scalars['Cents']['output'];
  giftCount: Scalars['Int']['output'];
  gross: Scalars['Cents']['output'];
  /**
   * A payout the church made by hand in Stripe's dashboard: Stripe lists no transactions for it, so its
   * whole amount is otherActivity and it holds no gifts.
   */
  manualPayout: Scalars['Boolean']['output'];
  net: Scalars['Cents']['output'];
  /**
   * A Stripe payout's balance transactions that are none of the church's gifts, refunds or disputes,
   * as one figure (their net); 0 for the sandbox and batches. net = gross − fees − refunds − disputes +
   * carriedIn + otherActivity.
   */
  otherActivity: Scalars['Cents']['output'];
  /** The day the payout was made (YYYY-MM-DD, the church's calendar). */
  payoutDate: Scalars['String']['output'];
  /** The processor's payout id, for matching the bank's line; the batch's own id (bat_…) for a batch. */
  payoutId: Scalars['String']['output'];
  prefixedId: Scalars['ID']['output'];
  refunds: Scalars['Cents']['output'];
  source: DepositSource;
  status: DepositStatus;
};

export type AdminDepositAdjustment = {
  amount: Scalars['Cents']['output'];
  date: Scalars['String']['output'];
  giftPrefixedId: Scalars['ID']['output'];
  kind: DepositAdjustmentKind;
};

export type AdminDepositDetail = {
  /** Its refunds, disputes and dispute fees. */
  adjustments: Array<AdminDepositAdjustment>;
  /** GET this path (same session) for the deposit as CSV. */
  csvPath: Scalars['String']['output'];
  deposit: AdminDeposit;
  /** Its gifts by fund, each gift's charge and fee spread over its funds; they add up to gross and the gifts' fees. */
  funds: Array<AdminDepositFund>;
  /** Its first page of gifts, oldest first (deposit.giftCount counts them all). */
  gifts: Array<AdminDepositGift>;
  /** The after of the next page of gifts (adminDepositGifts); null when gifts holds them all. */
  giftsNextCursor: Maybe<Scalars['String']['output']>;
};

export type AdminDepositFund = {
  fee: Scalars['Cents']['output'];
  fundName: Maybe<Scalars['String']['output']>;
  /** Null for gifts without a fund. */
  fundPrefixedId: Maybe<Scalars['ID']['output']>;
  gross: Scalars['Cents']['output'];
  net: Scalars['Cents']['output'];
};

export type AdminDepositGift = {
  amount: Scalars['Cents']['output'];
  date: Scalars['String']['output'];
  donorName: Scalars['String']['output'];
  fee: Scalars['Cents']['output'];
  giftPrefixedId: Scalars['ID']['output'];
  net: Scalars['Cents']['output'];
};

export type AdminDepositGiftPage = {
  items: Array<AdminDepositGift>;
  /** The after of the next page; null on the last page. */
  nextCursor: Maybe<Scalars['String']['output']>;
};

export type AdminDepositPage = {
  items: Array<AdminDeposit>;
  /** The after of the next page; null on the last page. */
  nextCursor: Maybe<Scalars['String']['output']>;
};

export type AdminDispute = {
  amount: Scalars['Cents']['output'];
  /** ISO 4217, upper case. */
  currency: Scalars['String']['output'];
  /** ISO 8601: the last moment to answer with evidence; null once no answer is possible. */
  evidenceDueBy: Maybe<Scalars['String']['output']>;
  /** What the dispute costs the church besides the disputed amount: Stripe's dispute fee (docs/PRODUCT.md §22), $15.00 when the funds are withdrawn, 0 for an inquiry or once Stripe gives it back. In the dispute's currency. */
  fee: Scalars['Cents']['output'];
  /** Stripe's reason code: fraudulent, duplicate, product_not_received, general, … */
  reason: Scalars['String']['output'];
  /** Stripe's: warning_needs_response, warning_under_review, warning_closed, needs_response, under_review, won, lost, prevented. */
  status: Scalars['String']['output'];
};

export type AdminDonor = {
  email: Scalars['String']['output'];
  giftCount: Scalars['Int']['output'];
  /** The household they belong to this year (docs/PRODUCT.md §21), its name; null when none. */
  householdName: Maybe<Scalars['String']['output']>;
  /** 'first last', or the email when the donor has no name. */
  name: Scalars['String']['output'];
  prefixedId: Scalars['ID']['output'];
  /** Succeeded gifts, fee included. */
  totalGiven: Scalars['Cents']['output'];
};

export type AdminDonorListPage = {
  donors: Array<AdminListedDonor>;
  endDate: Scalars['String']['output'];
  list: DonorList;
  /** Lapsed only: the first of the quiet days. */
  quietFrom: Maybe<Scalars['String']['output']>;
  /** The days the list read, YYYY-MM-DD: the period, or for lapsed the lookback months. */
  startDate: Scalars['String']['output'];
  /** Every donor of the list; donors holds the first 100 (the CSV holds all). */
  totalResults: Scalars['Int']['output'];
};

export type AdminDonorRef = {
  email: Scalars['String']['output'];
  name: Scalars['String']['output'];
  prefixedId: Scalars['ID']['output'];
};

export type AdminFund = {
  isDefault: Scalars['Boolean']['output'];
  isEnabled: Scalars['Boolean']['output'];
  isOnlineGivingVisible: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  position: Scalars['Int']['output'];
  prefixedId: Scalars['ID']['output'];
};

export type AdminFundAccount = {
  fundName: Scalars['String']['output'];
  fundPrefixedId: Scalars['ID']['output'];
  /** Credited with the gifts to the fund; refunds and disputed amounts are debited to it. */
  incomeAccount: Maybe<Scalars['String']['output']>;
};

export type AdminFundMonthTotal = {
  /** The fund's share of the month's counted gifts, less its share of partial refunds. */
  amount: Scalars['Cents']['output'];
  /** Counted gifts that gave to the fund in the month. */
  count: Scalars['Int']['output'];
  fundName: Scalars['String']['output'];
  fundPrefixedId: Scalars['ID']['output'];
  /** YYYY-MM. */
  month: Scalars['String']['output'];
};

export type AdminFundTotal = {
  amount: Scalars['Cents']['output'];
  fundName: Scalars['String']['output'];
  fundPrefixedId: Scalars['ID']['output'];
};

export type AdminGift = {
  amount: Scalars['Cents']['output'];
  cardBrand: Maybe<Scalars['String']['output']>;
  cardLastFour: Maybe<Scalars['String']['output']>;
  currency: Scalars['String']['output'];
  /** YYYY-MM-DD. */
  date: Scalars['String']['output'];
  /** The person the gift honours or remembers (a gift of a recurring gift carries the recurring gift's); null for none. */
  dedication: Maybe<GiftDedication>;
  /** The latest card dispute (chargeback) Stripe reported on the gift, open or closed; null without one. */
  dispute: Maybe<AdminDispute>;
  donor: AdminDonorRef;
  fee: Scalars['Cents']['output'];
  fundAccountNames: Array<Scalars['String']['output']>;
  /** Each fund's part of the gift (its share of the charge), by fund name; more than one for a split gift. */
  fundParts: Array<AdminGiftFundPart>;
  memo: Maybe<Scalars['String']['output']>;
  netAmount: Scalars['Cents']['output'];
  /** cash or check for an offline gift, null for a gift given online. */
  offlineMethod: Maybe<OfflineGiftMethod>;
  prefixedId: Scalars['ID']['output'];
  recurringGiving: Maybe<RecurringGivingRef>;
  /** Given back so far; the whole amount once status is refunded. */
  refundedAmount: Scalars['Cents']['output'];
  status: ContributionStatus;
  /** The wallet that paid the gift (Apple Pay, Google Pay, the sandbox's test wallet); null for a card typed in. */
  wallet: Maybe<Wallet>;
};

export type AdminGiftFilters = {
  /** The gifts of one deposit of the church (adminDeposits' prefixedId). */
  depositPrefixedId: InputMaybe<Scalars['ID']['input']>;
  /** Only gifts with a card dispute (Stripe's charge.dispute.* events), open or closed. */
  disputed: InputMaybe<Scalars['Boolean']['input']>;
  /** One donor's giving. */
  donorPrefixedId: InputMaybe<Scalars['ID']['input']>;
  /** Matches the donor's name or email. */
  donorSearch: InputMaybe<Scalars['String']['input']>;
  endDate: InputMaybe<Scalars['String']['input']>;
  fundPrefixedId: InputMaybe<Scalars['ID']['input']>;
  /** YYYY-MM-DD, inclusive, in the organization's time zone. */
  startDate: InputMaybe<Scalars['String']['input']>;
  status: InputMaybe<ContributionStatus>;
};

export type AdminGiftFundPart = {
  amount: Scalars['Cents']['output'];
  name: Scalars['String']['output'];
};

export type AdminGiftPage = {
  fundTotals: Array<AdminFundTotal>;
  /** Every fund of the church in its order, hidden and disabled ones included: what the fund filter offers. */
  funds: Array<AdminFund>;
  items: Array<AdminGift>;
  monthTotals: Array<AdminMonthTotal>;
  /** The after of the next page; null on the last page. */
  nextCursor: Maybe<Scalars['String']['output']>;
  /** Succeeded gifts' amounts, fee included. */
  totalAmount: Scalars['Cents']['output'];
  totalResults: Scalars['Int']['output'];
};

export type AdminGivingPage = {
  allowedWebsites: Array<Scalars['String']['output']>;
  brandColor: Maybe<Scalars['String']['output']>;
  displayName: Scalars['String']['output'];
  feeFixedCents: Scalars['Cents']['output'];
  feePercentBps: Scalars['Int']['output'];
  fixedAmounts: Array<Scalars['Cents']['output']>;
  /** In the church's order. */
  funds: Array<AdminFund>;
  givingMessage: Maybe<Scalars['String']['output']>;
  /** The church's hosted giving page's own standing for Apple Pay and Google Pay (its origin is the page's; docs/PRODUCT.md §23). */
  hostedPageWallet: AdminWalletWebsite;
  isInMaintenance: Scalars['Boolean']['output'];
  /** The church's hosted giving page (PUBLIC_URL with its subdomain in front): the address donors reach without a campaign. */
  link: Scalars['String']['output'];
  logoUrl: Maybe<Scalars['String']['output']>;
  maxAmount: Scalars['Cents']['output'];
  minAmount: Scalars['Cents']['output'];
  /** A Stripe account (or a simulated test one) is connected and may take gifts. */
  paymentsConnected: Scalars['Boolean']['output'];
  /** The link as a QR code. */
  qrCode: QrCode;
  /** The text-to-give number donors text (E.164), or null (docs/PRODUCT.md §10). */
  smsNumber: Maybe<Scalars['String']['output']>;
  /** Each allowed website's standing for Apple Pay and Google Pay (docs/PRODUCT.md §23), in the order of allowedWebsites. */
  walletWebsites: Array<AdminWalletWebsite>;
};

export type AdminGivingReports = {
  /** Funds with gifts in the period, by name; each has a row per month it received gifts in. */
  byFundByMonth: Array<AdminFundMonthTotal>;
  /** Largest first; a method given in either period has a row. */
  byMethod: Array<AdminMethodTotal>;
  byMonth: Array<AdminMonthComparison>;
  endDate: Scalars['String']['output'];
  /** Donors whose first counted gift ever falls in the period, and in the same days a year earlier. */
  firstTimeGivers: Scalars['Int']['output'];
  lastYearEndDate: Scalars['String']['output'];
  lastYearFirstTimeGivers: Scalars['Int']['output'];
  lastYearStartDate: Scalars['String']['output'];
  lastYearTotalAmount: Scalars['Cents']['output'];
  lastYearTotalCount: Scalars['Int']['output'];
  /** The days read, YYYY-MM-DD, and the same days a year earlier. */
  startDate: Scalars['String']['output'];
  totalAmount: Scalars['Cents']['output'];
  totalCount: Scalars['Int']['output'];
};

export type AdminHousehold = {
  /** This year's members, the addressee first. */
  currentMemberNames: Array<Scalars['String']['output']>;
  /** The address lines its letter shows this year: its own address, else the addressee's (empty when neither has one). */
  letterAddressLines: Array<Scalars['String']['output']>;
  /** The household's own mailing address; null when none is set and its letter goes to the addressee's. */
  mailingAddress: Maybe<HouseholdMailingAddress>;
  /** Every membership, past and present, in the order they joined. */
  members: Array<AdminHouseholdMember>;
  name: Scalars['String']['output'];
  prefixedId: Scalars['ID']['output'];
  /** The years whose year-end statement was already sent to the household, newest first. */
  statementSentYears: Array<Scalars['Int']['output']>;
};

export type AdminHouseholdMember = {
  donorPrefixedId: Scalars['ID']['output'];
  email: Scalars['String']['output'];
  fromYear: Scalars['Int']['output'];
  /** The household's statements are addressed to them while they belong. */
  isAddressee: Scalars['Boolean']['output'];
  /** 'first last', or the email when the donor has no name. */
  name: Scalars['String']['output'];
  /** The last year on the household's statement; null while still a member. */
  toYear: Maybe<Scalars['Int']['output']>;
};

export type AdminHouseholds = {
  households: Array<AdminHousehold>;
  /** Members of a household also get their own year-end statements. */
  sendMemberStatements: Scalars['Boolean']['output'];
};

/** A letter template as the console edits it (docs/PRODUCT.md §3 Letter template, with its json_data read out). */
export type AdminLetterTemplate = {
  body: Scalars['String']['output'];
  isPrimary: Scalars['Boolean']['output'];
  /** JSON text: { subject, body }, as LetterTemplate.json_data. */
  json_data: Scalars['String']['output'];
  prefixedId: Scalars['ID']['output'];
  /** The statement email's subject (empty: the product's own subject). */
  subject: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type AdminListedDonor = {
  email: Scalars['String']['output'];
  /** The donor's first and last counted gift ever, YYYY-MM-DD. */
  firstGiftDate: Scalars['String']['output'];
  /** Counted gifts in the list's days (the period, or for lapsed the lookback months). */
  giftCount: Scalars['Int']['output'];
  lastGiftDate: Scalars['String']['output'];
  /** 'first last', or the email when the donor has no name. */
  name: Scalars['String']['output'];
  prefixedId: Scalars['ID']['output'];
  /** What the church kept of those gifts. */
  totalGiven: Scalars['Cents']['output'];
};

export type AdminMethodTotal = {
  amount: Scalars['Cents']['output'];
  count: Scalars['Int']['output'];
  /** The same days a year earlier. */
  lastYearAmount: Scalars['Cents']['output'];
  lastYearCount: Scalars['Int']['output'];
  /** card, bank, cash, check, other, or online (an online gift with no card on record). */
  method: Scalars['String']['output'];
};

export type AdminMonthComparison = {
  amount: Scalars['Cents']['output'];
  count: Scalars['Int']['output'];
  /** The same month's days a year earlier. */
  lastYearAmount: Scalars['Cents']['output'];
  lastYearCount: Scalars['Int']['output'];
  /** YYYY-MM, every month the period touches, with or without gifts. */
  month: Scalars['String']['output'];
};

export type AdminMonthTotal = {
  amount: Scalars['Cents']['output'];
  count: Scalars['Int']['output'];
  /** YYYY-MM. */
  month: Scalars['String']['output'];
};

/**
 * A moved recurring gift whose old subscription on the church's Stripe account charged its donor again
 * after the move paused it: Stripe's customer.subscription.updated (charging again) or invoice.paid.
 */
export type AdminMovedGiftChargedAgain = {
  amount: Scalars['Cents']['output'];
  /** ISO 8601: when Stripe first told that it charges again. */
  chargedAgainAt: Scalars['String']['output'];
  donor: AdminDonorRef;
  /** The old subscription on the church's Stripe account, sub_…: the one to stop. */
  oldSubscriptionId: Scalars['String']['output'];
  /** Our recurring gift the subscription moved to. */
  prefixedId: Scalars['ID']['output'];
  scheduleType: Scalars['String']['output'];
  /** Our gift now: paused (as the guard left it, or the church paused it), active (resumed since) or ended. */
  status: Scalars['String']['output'];
};

export type AdminPayments = {
  /** Whether donors may give from a US bank account (ACH, docs/PRODUCT.md §22); offered only while currency is USD. */
  bankPayments: Scalars['Boolean']['output'];
  connection: StripeConnectionState;
  /** The church's currency (ISO 4217): bank payments need USD. */
  currency: Scalars['String']['output'];
  /** A simulated connection made without Stripe: a test, through which no money moves. */
  isTest: Scalars['Boolean']['output'];
  /** sandbox or stripe: where the church's gifts are charged. */
  mode: Scalars['String']['output'];
  /** acct_… */
  stripeAccountId: Maybe<Scalars['String']['output']>;
  /** Whether this server can reach Stripe (STRIPE_SECRET_KEY is set). */
  stripeAvailable: Scalars['Boolean']['output'];
};

export type AdminPledge = {
  amount: Scalars['Cents']['output'];
  /** ISO 8601. */
  createdAt: Scalars['String']['output'];
  /** 'first last', or the email when the donor has no name. */
  donorName: Scalars['String']['output'];
  donorPrefixedId: Scalars['ID']['output'];
  given: Scalars['Cents']['output'];
  prefixedId: Scalars['ID']['output'];
  /** donor (in the portal) or administrator (a paper pledge card). */
  source: Scalars['String']['output'];
};

export type AdminRecurringAtRisk = {
  amount: Scalars['Cents']['output'];
  /** MM/YYYY. */
  cardExpiration: Maybe<Scalars['String']['output']>;
  cardLastFour: Maybe<Scalars['String']['output']>;
  donor: AdminDonorRef;
  nextOccurrence: Maybe<Scalars['String']['output']>;
  prefixedId: Scalars['ID']['output'];
  /** card-expiring, last-charge-failed, paused: each that applies. */
  risks: Array<Scalars['String']['output']>;
  scheduleType: Scalars['String']['output'];
  /** active or paused. */
  status: Scalars['String']['output'];
};

export type AdminRecurringAtRiskPage = {
  gifts: Array<AdminRecurringAtRisk>;
  /** Every gift at risk; gifts holds the first 100 (the CSV holds all). */
  totalResults: Scalars['Int']['output'];
};

export type AdminSecondFactor = {
  /** ISO 8601, when enrolment was confirmed. */
  enrolledAt: Maybe<Scalars['String']['output']>;
  /** Enrolled and confirmed. */
  isEnrolled: Scalars['Boolean']['output'];
  /** The administrator holds 'refund-gifts', 'manage-team' or 'manage-giving' (or is a Halo administrator): refunds, the team, webhooks and API keys wait for the second factor. */
  isRequired: Scalars['Boolean']['output'];
  /** Proven in this session. */
  isVerified: Scalars['Boolean']['output'];
  /** Recovery codes not yet used. */
  recoveryCodesLeft: Scalars['Int']['output'];
};

export type AdminTeamMember = {
  abilities: Array<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  /** False until the invitation's set-password link is used. */
  hasPassword: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  prefixedId: Scalars['ID']['output'];
};

/**
 * An allowed website registered with Stripe as a payment method domain, so Apple Pay and Google Pay
 * show on it (docs/PRODUCT.md §23).
 */
export type AdminWalletWebsite = {
  /** Stripe's status of each wallet on the domain: active or inactive; null until Stripe has answered. */
  applePay: Maybe<Scalars['String']['output']>;
  /** What keeps Apple Pay inactive, in Stripe's words; null when nothing does. */
  applePayProblem: Maybe<Scalars['String']['output']>;
  /** The one domain registered for it; null for a wildcard or a local address. */
  domain: Maybe<Scalars['String']['output']>;
  googlePay: Maybe<Scalars['String']['output']>;
  /** The allowed website's pattern, as in allowedWebsites. */
  origin: Scalars['String']['output'];
  state: WalletWebsiteState;
};

export type AdminWebhookDelivery = {
  attempts: Scalars['Int']['output'];
  /** When the event was queued (or queued again), ISO 8601. */
  createdAt: Scalars['String']['output'];
  deliveredAt: Maybe<Scalars['String']['output']>;
  /** The event's msg_… id, the webhook-id header; what resendWebhookEvent takes. */
  eventId: Scalars['ID']['output'];
  failedAt: Maybe<Scalars['String']['output']>;
  lastAttemptAt: Maybe<Scalars['String']['output']>;
  /** Why the last attempt failed; null once delivered. */
  lastError: Maybe<Scalars['String']['output']>;
  /** The endpoint's HTTP status at the last attempt; null when it gave none. */
  lastResponseCode: Maybe<Scalars['Int']['output']>;
  /** When the next attempt is due, while waiting. */
  nextAttemptAt: Maybe<Scalars['String']['output']>;
  /** delivered, failed or waiting. */
  state: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

export type AdminWebhookDeliveryPage = {
  items: Array<AdminWebhookDelivery>;
  /** The after of the next page; null on the last page. */
  nextCursor: Maybe<Scalars['String']['output']>;
};

export type AdminWebhookEndpoint = {
  /** ISO 8601. */
  createdAt: Scalars['String']['output'];
  events: Array<Scalars['String']['output']>;
  /** Deliveries given up. */
  failed: Scalars['Int']['output'];
  lastDelivery: Maybe<AdminWebhookLastDelivery>;
  prefixedId: Scalars['ID']['output'];
  /** When it was removed (ISO 8601), or null while it receives events. */
  removedAt: Maybe<Scalars['String']['output']>;
  url: Scalars['String']['output'];
  /** Deliveries not yet delivered nor given up. */
  waiting: Scalars['Int']['output'];
};

export type AdminWebhookLastDelivery = {
  attempts: Scalars['Int']['output'];
  createdAt: Scalars['String']['output'];
  deliveredAt: Maybe<Scalars['String']['output']>;
  failedAt: Maybe<Scalars['String']['output']>;
  responseCode: Maybe<Scalars['Int']['output']>;
  /** delivered, failed or waiting. */
  state: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

export type AdminWebhooks = {
  endpoints: Array<AdminWebhookEndpoint>;
  /** Every event an endpoint may subscribe to. */
  eventTypes: Array<Scalars['String']['output']>;
  /** How many live endpoints a church may have. */
  maxEndpoints: Scalars['Int']['output'];
};

export type CampaignInput = {
  description: InputMaybe<Scalars['String']['input']>;
  endDate: InputMaybe<Scalars['String']['input']>;
  /** 1 to 10 of the church's enabled funds, the form's default first. */
  fundPrefixedIds: Array<Scalars['ID']['input']>;
  goal: Scalars['Cents']['input'];
  /** Required with an image, at most 200 characters (validation on imageAlt). */
  imageAlt: InputMaybe<Scalars['String']['input']>;
  /**
   * The public URL of an image this administrator uploaded (S3PresignedUrl, profile-images), JPEG or
   * PNG, at most 1 MB and 4096 × 4096 (validation on imageUrl); the campaign's own image again is kept.
   * Empty or null: no image.
   */
  imageUrl: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  slug: Scalars['String']['input'];
  /** YYYY-MM-DD; both optional, the end not before the start. */
  startDate: InputMaybe<Scalars['String']['input']>;
};

export type CampaignTimelineInterval = 'month' | 'week';

export type Contact = {
  address: Maybe<Scalars['String']['output']>;
  city: Maybe<Scalars['String']['output']>;
  /** ISO 3166-1 alpha-2, e.g. US. */
  country: Maybe<Scalars['String']['output']>;
  email: Maybe<Scalars['String']['output']>;
  phones: Array<Phone>;
  state: Maybe<Scalars['String']['output']>;
  zip: Maybe<Scalars['String']['output']>;
};

export type ContributionFilter = 'all' | 'one_time' | 'recurring';

export type ContributionStatus =
  | 'failed'
  /** A bank account gift (ACH) waiting to settle; it counts in no total until it has succeeded. */
  | 'processing'
  | 'refunded'
  | 'succeeded';

export type CreatedApiKey = {
  apiKey: AdminApiKey;
  /** The whole key (hg_live_…), shown only in this answer. */
  token: Scalars['String']['output'];
};

/** A donor account. It belongs to one organization. */
export type CurrentUser = {
  abilities: Array<Scalars['String']['output']>;
  /** Lowercased. */
  email: Scalars['String']['output'];
  /** ISO 8601 timestamp; null until the address is verified. */
  emailVerifiedAt: Maybe<Scalars['String']['output']>;
  isHaloAdmin: Scalars['Boolean']['output'];
  /**
   * A new sign-in email asked for through updateDonor and not yet confirmed from its mailbox (lowercased),
   * while its link is alive; null otherwise. The account signs in with email until then.
   */
  pendingEmail: Maybe<Scalars['String']['output']>;
  /** Null for an account that has no person record yet. */
  person: Maybe<Person>;
  prefixedId: Scalars['ID']['output'];
  tenant: Tenant;
};

export type DedicationKind = 'honor' | 'memory';

export type DepositAdjustmentKind = 'dispute' | 'disputeFee' | 'refund';

export type DepositSource =
  /** A committed batch of cash and checks: a deposit the church made itself (no fees, nothing taken back). */
  'batch' | 'sandbox' | 'stripe';

export type DepositStatus =
  /** Its net was negative: taken from the next payout. */
  | 'carried'
  /** The bank refused it. */
  | 'failed'
  /** On its way to the bank, or there. */
  | 'paid';

export type DocumentKind = 'Download' | 'Receipt' | 'Statement';

/** One gift (docs/PRODUCT.md §3 'Donor contribution item'). */
export type DonorContribution = {
  /** What was charged, fee included. */
  amount: Scalars['Cents']['output'];
  cardBrand: Maybe<Scalars['String']['output']>;
  cardLastFour: Maybe<Scalars['String']['output']>;
  currency: Scalars['String']['output'];
  /** YYYY-MM-DD. */
  date: Scalars['String']['output'];
  /** Why a failed gift failed: a decline code (card_declined, insufficient_funds, …). */
  failureCode: Maybe<Scalars['String']['output']>;
  fee: Scalars['Cents']['output'];
  /** The funds' names, alphabetical. */
  fundAccountNames: Array<Scalars['String']['output']>;
  /** Each fund's part of what was charged, in the church's order of funds; one part for a one-fund gift. */
  fundParts: Array<GiftFundPart>;
  isFeeCovered: Scalars['Boolean']['output'];
  memo: Maybe<Scalars['String']['output']>;
  netAmount: Scalars['Cents']['output'];
  prefixedId: Scalars['ID']['output'];
  /** Set for gifts made by a recurring gift. */
  recurringGiving: Maybe<RecurringGivingRef>;
  refundReason: Maybe<Scalars['String']['output']>;
  /** What was given back so far: part of a succeeded gift (it counts for the rest in totals), or all of a refunded one. */
  refundedAmount: Scalars['Cents']['output'];
  /** ISO 8601. */
  refundedAt: Maybe<Scalars['String']['output']>;
  status: ContributionStatus;
};

export type DonorContributionFilters = {
  /** One gift only (receipts). */
  contributionPrefixedId: InputMaybe<Scalars['ID']['input']>;
  endDate: InputMaybe<Scalars['String']['input']>;
  /** 1-based. */
  page: InputMaybe<Scalars['Int']['input']>;
  /** 20, 50, 100, 250, or null for All. */
  perPage: InputMaybe<Scalars['Int']['input']>;
  /** Matches memo, fund names, amount (as typed, e.g. 50 or 50.00) and the transaction id. */
  search: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD, inclusive, in the organization's time zone. */
  startDate: InputMaybe<Scalars['String']['input']>;
  type: InputMaybe<ContributionFilter>;
};

export type DonorContributionPage = {
  items: Array<DonorContribution>;
  /** Sum of the amounts of every matching gift (not only this page). */
  totalAmount: Scalars['Cents']['output'];
  totalResults: Scalars['Int']['output'];
};

export type DonorDashboardReport = {
  /** Number of active recurring gifts. */
  activeRecurringGifts: Scalars['Int']['output'];
  /** The latest succeeded gift, which Send gift offers to give again; null before the first. */
  lastGift: Maybe<DonorLastGift>;
  /** Number of one-time gifts (succeeded). */
  singleGifts: Scalars['Int']['output'];
  /** Total given (succeeded gifts, refunds excluded), in cents. */
  totalGifts: Scalars['Cents']['output'];
};

export type DonorHouseholdStatement = {
  /** The member the letter is addressed to that year. */
  addresseeName: Scalars['String']['output'];
  householdPrefixedId: Scalars['ID']['output'];
  /** The members of that year the letter names, the addressee first. */
  memberNames: Array<Scalars['String']['output']>;
  name: Scalars['String']['output'];
};

export type DonorLastGift = {
  /** Before any processing fee the donor covered. */
  amount: Scalars['Cents']['output'];
  /** The recurring gift's schedule; null for a one-time gift. */
  frequency: Maybe<Frequency>;
  /** The fund most of it went to; null when that fund is no longer offered online. */
  fundPrefixedId: Maybe<Scalars['ID']['output']>;
};

/** The donor lists that list donors. */
export type DonorList = 'FirstTime' | 'Lapsed' | 'TopGivers';

/** Every donor list, as a CSV file. */
export type DonorListFile = 'AtRisk' | 'FirstTime' | 'Lapsed' | 'TopGivers';

export type DonorListOptions = {
  endDate: InputMaybe<Scalars['String']['input']>;
  /** Top givers: how many (1–500, 25 when empty). */
  limit: InputMaybe<Scalars['Int']['input']>;
  /** Lapsed: the months before the quiet days in which the donor gave (1–60, 12 when empty). */
  lookbackMonths: InputMaybe<Scalars['Int']['input']>;
  /** Lapsed: the most recent days, today included, without a gift (1–730, 90 when empty). */
  quietDays: InputMaybe<Scalars['Int']['input']>;
  /** YYYY-MM-DD, first-time and top givers' period; both empty: the last 30 days, today included. */
  startDate: InputMaybe<Scalars['String']['input']>;
};

/**
 * The weekly email of the donor lists, built by the code that sends it, in the administrator's own
 * language: this week's as made (its figures), or, before Monday's pass, the lists' sizes now; each
 * compared with last week's email.
 */
export type DonorListsWeeklyEmailPreview = {
  /** Whether this week's email was already made (then these are the figures it went with). */
  made: Scalars['Boolean']['output'];
  /** False when no email goes this week: every list empty this week and last. */
  sendsEmail: Scalars['Boolean']['output'];
  subject: Scalars['String']['output'];
  /** The email's plain text, as sent. */
  text: Scalars['String']['output'];
  /** The Monday that starts the week on the church's calendar, YYYY-MM-DD. */
  weekStart: Scalars['String']['output'];
};

export type DonorMerge = {
  /** The undo is allowed now. */
  canUndo: Scalars['Boolean']['output'];
  kept: DonorMergeRecord;
  merged: DonorMergeRecord;
  /** ISO 8601. */
  mergedAt: Scalars['String']['output'];
  /** The administrator's email. */
  mergedBy: Scalars['String']['output'];
  movedGiftCount: Scalars['Int']['output'];
  movedHouseholdMembershipCount: Scalars['Int']['output'];
  movedPaymentMethods: Array<DonorMergePaymentMethod>;
  movedPledgeCount: Scalars['Int']['output'];
  movedRecurringGiftCount: Scalars['Int']['output'];
  prefixedId: Scalars['ID']['output'];
  /** Statements sent before the merge (or before its undo, once undone) for a year whose gifts moved. */
  statementsNeedingCorrection: Array<DonorMergeStatement>;
  /** Household memberships that stayed: the kept record belongs to a household in one of those years. */
  stayedHouseholdMembershipCount: Scalars['Int']['output'];
  /** Saved cards and bank accounts that stayed with the merged record (the two records did not prove the same email). */
  stayedPaymentMethods: Array<DonorMergePaymentMethod>;
  /** Pledges that stayed: the kept record has its own pledge to the campaign. */
  stayedPledgeCount: Scalars['Int']['output'];
  /** Recurring gifts that stayed with the merged record, on the cards that stayed. */
  stayedRecurringGiftCount: Scalars['Int']['output'];
  /** ISO 8601; the undo is refused after it. */
  undoableUntil: Scalars['String']['output'];
  /** ISO 8601; null while the merge stands. */
  undoneAt: Maybe<Scalars['String']['output']>;
};

/** A saved card or bank account, as the summary names it: 'Visa ••4242'. */
export type DonorMergePaymentMethod = {
  label: Scalars['String']['output'];
};

export type DonorMergeReason = 'email' | 'nameAndAddress';

/** One of the two records of a suggested pair. */
export type DonorMergeRecord = {
  email: Scalars['String']['output'];
  /** The sign-in email is verified. */
  emailVerified: Scalars['Boolean']['output'];
  /** Gifts recorded under the record (the totals the database keeps). */
  giftCount: Scalars['Int']['output'];
  /** 'first last', or the email when the donor has no name. */
  name: Scalars['String']['output'];
  prefixedId: Scalars['ID']['output'];
  /** Succeeded gifts, cents. */
  totalGiven: Scalars['Cents']['output'];
};

/** A year-end statement already sent that lists gifts under the wrong record since the merge or its undo. */
export type DonorMergeStatement = {
  /** When a corrected copy was sent since the merge (or since its undo); null until then. */
  correctedAt: Maybe<Scalars['String']['output']>;
  donorName: Scalars['String']['output'];
  /** The record it was sent to (a household's letter: the record of the merge that belonged to the household that year). */
  donorPrefixedId: Scalars['ID']['output'];
  householdName: Maybe<Scalars['String']['output']>;
  /** A household's letter: the household; null for the record's own statement. */
  householdPrefixedId: Maybe<Scalars['ID']['output']>;
  year: Scalars['Int']['output'];
};

export type DonorMergeSuggestion = {
  /** The record suggested to keep: the one with a verified sign-in, else the one with more gifts, else the older. */
  kept: DonorMergeRecord;
  merged: DonorMergeRecord;
  /** Why they look alike: email (the same address), or nameAndAddress. */
  reason: DonorMergeReason;
};

/**
 * A saved card (docs/PRODUCT.md §3 'Payment method (donor list)'), or a saved US bank account
 * (docs/PRODUCT.md §22 "Saved bank accounts"): a bank account's brand is its bank's name, and it has no
 * expiration and no cardholder or billing address.
 */
export type DonorPaymentMethod = {
  addressLine1: Maybe<Scalars['String']['output']>;
  addressLine2: Maybe<Scalars['String']['output']>;
  brand: Scalars['String']['output'];
  cardholderName: Maybe<Scalars['String']['output']>;
  city: Maybe<Scalars['String']['output']>;
  country: Maybe<Scalars['String']['output']>;
  /** MM/YYYY; null for a bank account. */
  expiration: Maybe<Scalars['String']['output']>;
  lastFour: Scalars['String']['output'];
  methodType: SavedPaymentMethodType;
  nickname: Maybe<Scalars['String']['output']>;
  postalCode: Maybe<Scalars['String']['output']>;
  primary: Scalars['Boolean']['output'];
  processorId: Scalars['ID']['output'];
  /** How many active or paused recurring gifts use this card. */
  recurringGivingsCount: Scalars['Int']['output'];
  state: Maybe<Scalars['String']['output']>;
};

export type DonorPledge = {
  /** Pledged, cents. */
  amount: Scalars['Cents']['output'];
  campaign: PledgeCampaign;
  /** ISO 8601. */
  createdAt: Scalars['String']['output'];
  /** Given reached the pledge. */
  fulfilled: Scalars['Boolean']['output'];
  /** Given toward it so far, cents. */
  given: Scalars['Cents']['output'];
  /** Each monthly gift from today that gives the rest by the campaign's end (a year of gifts when it has no end), cents, rounded up (the domain's pledgeMonthlyGift); null once fulfilled or while the campaign is not open. */
  monthlyGift: Maybe<Scalars['Cents']['output']>;
  /** How far the bar is drawn, 0 to 100. */
  percent: Scalars['Int']['output'];
  prefixedId: Scalars['ID']['output'];
};

export type DonorPledges = {
  /** The church's campaigns that are open or not yet begun, newest first. */
  openCampaigns: Array<PledgeCampaign>;
  pledges: Array<DonorPledge>;
};

export type DonorSummary = {
  email: Scalars['String']['output'];
  /** 'first last', or the email when the donor has no name. */
  name: Scalars['String']['output'];
  prefixedId: Scalars['ID']['output'];
};

export type DonorYearStatement = {
  /** The household whose letter it is; null when the donor belongs to no household of two or more members that year. */
  household: Maybe<DonorHouseholdStatement>;
};

export type Frequency =
  | 'every_other_week'
  | 'monthly'
  /** Every three months by the monthly rule: a day above 28 becomes the last day of the month. */
  | 'quarterly'
  | 'twice_a_month'
  | 'weekly'
  /** Every twelve months by the monthly rule: a day above 28 becomes the last day of the month. */
  | 'yearly';

export type FundAccount = {
  isDefault: Scalars['Boolean']['output'];
  isOnlineGivingVisible: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  pivot: FundAmount;
  prefixedId: Scalars['ID']['output'];
};

export type FundAccountInput = {
  fundPrefixedId: Scalars['ID']['input'];
  incomeAccount: InputMaybe<Scalars['String']['input']>;
};

export type FundAmount = {
  amount: Scalars['Cents']['output'];
  netAmount: Scalars['Cents']['output'];
};

export type FundAmountInput = {
  amount: Scalars['Cents']['input'];
  fundAccountPrefixedId: Scalars['ID']['input'];
};

export type FundChangesInput = {
  isEnabled: InputMaybe<Scalars['Boolean']['input']>;
  isOnlineGivingVisible: InputMaybe<Scalars['Boolean']['input']>;
  name: InputMaybe<Scalars['String']['input']>;
};

export type GiftBatch = {
  batch: GiftBatchSummary;
  entries: Array<GiftBatchEntry>;
};

export type GiftBatchEntry = {
  amount: Scalars['Cents']['output'];
  checkNumber: Maybe<Scalars['String']['output']>;
  donor: AdminDonorRef;
  fundName: Scalars['String']['output'];
  fundPrefixedId: Scalars['ID']['output'];
  /** The gift it became, once committed. */
  giftPrefixedId: Maybe<Scalars['ID']['output']>;
  memo: Maybe<Scalars['String']['output']>;
  /** cash or check. */
  method: OfflineGiftMethod;
  prefixedId: Scalars['ID']['output'];
};

export type GiftBatchEntryInput = {
  amount: Scalars['Cents']['input'];
  /** Only for a check: at most 20 letters, digits or -. */
  checkNumber: InputMaybe<Scalars['String']['input']>;
  /** An existing donor of the church; or newDonor. */
  donorPrefixedId: InputMaybe<Scalars['ID']['input']>;
  fundPrefixedId: Scalars['ID']['input'];
  memo: InputMaybe<Scalars['String']['input']>;
  /** cash or check. */
  method: OfflineGiftMethod;
  newDonor: InputMaybe<NewDonorRecordInput>;
};

export type GiftBatchInput = {
  /** YYYY-MM-DD, not in the future. */
  date: Scalars['String']['input'];
  expectedTotal: Scalars['Cents']['input'];
  name: Scalars['String']['input'];
};

/** Why reopening a committed batch deserves a second thought. */
export type GiftBatchReopenWarning =
  /** A year-end statement covering the batch's gifts was started after it was committed. */
  'onSentStatement';

export type GiftBatchStatus = 'committed' | 'open';

export type GiftBatchSummary = {
  /** ISO 8601. */
  committedAt: Maybe<Scalars['String']['output']>;
  committedBy: Maybe<Scalars['String']['output']>;
  /** The email of who created it. */
  createdBy: Maybe<Scalars['String']['output']>;
  /** YYYY-MM-DD: the date of its gifts. */
  date: Scalars['String']['output'];
  entryCount: Scalars['Int']['output'];
  expectedTotal: Scalars['Cents']['output'];
  name: Scalars['String']['output'];
  prefixedId: Scalars['ID']['output'];
  /** Empty unless committed. */
  reopenWarnings: Array<GiftBatchReopenWarning>;
  signedOffAt: Maybe<Scalars['String']['output']>;
  /** The second counter's email, once signed off. */
  signedOffBy: Maybe<Scalars['String']['output']>;
  status: GiftBatchStatus;
  /** The entries' sum, added by the database. */
  total: Scalars['Cents']['output'];
};

/** 'In honour of' (honor) or 'in memory of' (memory) a person, given with a gift. */
export type GiftDedication = {
  kind: DedicationKind;
  name: Scalars['String']['output'];
};

/** A fund's part of a gift (cents, the gift's currency). */
export type GiftFundPart = {
  amount: Scalars['Cents']['output'];
  name: Scalars['String']['output'];
};

export type GivingPageInput = {
  /** #rrggbb; white text on it must reach a 4.5:1 contrast. null: Halo Give's colour. */
  brandColor: InputMaybe<Scalars['String']['input']>;
  displayName: InputMaybe<Scalars['String']['input']>;
  feeFixedCents: InputMaybe<Scalars['Cents']['input']>;
  /** Basis points of the processing fee a donor may cover (290 = 2.9%). */
  feePercentBps: InputMaybe<Scalars['Int']['input']>;
  /** 1 to 6 amounts offered as buttons. */
  fixedAmounts: InputMaybe<Array<Scalars['Cents']['input']>>;
  /** Shown above the giving form, at most 280 characters; null or empty removes it. */
  givingMessage: InputMaybe<Scalars['String']['input']>;
  isInMaintenance: InputMaybe<Scalars['Boolean']['input']>;
  /** The image's address (the publicUrl of an upload); null removes the logo. */
  logoUrl: InputMaybe<Scalars['String']['input']>;
  maxAmount: InputMaybe<Scalars['Cents']['input']>;
  minAmount: InputMaybe<Scalars['Cents']['input']>;
  /** The text-to-give number in E.164 (+15551234567), another church's refused; null or empty removes it. */
  smsNumber: InputMaybe<Scalars['String']['input']>;
};

/** Each giving report, as a CSV file. */
export type GivingReportFile = 'ByFundByMonth' | 'ByMethod' | 'ByMonth';

export type GivingReportRange = {
  endDate: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD, both days included; both empty: this month and the eleven before it, through today. */
  startDate: InputMaybe<Scalars['String']['input']>;
};

export type HouseholdInput = {
  /** One of the members. */
  addresseePrefixedId: Scalars['ID']['input'];
  /** From 2000 through next year. */
  fromYear: Scalars['Int']['input'];
  /** 2 to 12 of the church's donors, each once. */
  memberPrefixedIds: Array<Scalars['ID']['input']>;
  /** 1 to 100 characters, e.g. The Ruiz family. */
  name: Scalars['String']['input'];
};

export type HouseholdMailingAddress = {
  address: Scalars['String']['output'];
  city: Maybe<Scalars['String']['output']>;
  country: Maybe<Scalars['String']['output']>;
  state: Maybe<Scalars['String']['output']>;
  zip: Maybe<Scalars['String']['output']>;
};

/** A household's mailing address as typed; each field trimmed, an empty one left out. */
export type HouseholdMailingAddressInput = {
  address: InputMaybe<Scalars['String']['input']>;
  city: InputMaybe<Scalars['String']['input']>;
  country: InputMaybe<Scalars['String']['input']>;
  state: InputMaybe<Scalars['String']['input']>;
  zip: InputMaybe<Scalars['String']['input']>;
};

export type HttpHeader = {
  name: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type LetterTemplate = {
  isPrimary: Scalars['Boolean']['output'];
  /** JSON text: { subject, body } with placeholders {{donorName}}, {{period}}, {{total}}, {{churchName}}. */
  json_data: Scalars['String']['output'];
  prefixedId: Scalars['ID']['output'];
  title: Scalars['String']['output'];
};

export type LetterTemplateInput = {
  /** Required, at most 10,000 characters. */
  body: Scalars['String']['input'];
  /** At most 200 characters; may be empty. */
  subject: Scalars['String']['input'];
  /** Required, at most 120 characters. */
  title: Scalars['String']['input'];
};

export type LetterTemplatePreview = {
  /** The PDF itself, base64. */
  base64: Scalars['String']['output'];
  contentType: Scalars['String']['output'];
  fileName: Scalars['String']['output'];
};

export type Mutation = {
  /** Adds a website that may embed the giving form, a CORS pattern (scheme://host[:port], *. and :* wildcards). Answers the list ('manage-giving'). */
  addAllowedWebsite: Array<Scalars['String']['output']>;
  /** Starts a campaign, open at once ('manage-giving'). The slug must not be one any campaign of the church has had. */
  addCampaign: AdminCampaign;
  /** A new fund, last in the list ('manage-giving'). */
  addFund: AdminFund;
  /** Adds an entry to an open batch; a newDonor is found by its email or made as a donor record ('record-gifts'). */
  addGiftBatchEntry: GiftBatch;
  /** Adds a donor to a household from fromYear on; refused (validation on donor) when they belong to a household in any of those years ('manage-giving'). */
  addHouseholdMember: AdminHousehold;
  /** Adds a letter template; the church's first one is primary ('send-statements'). */
  addLetterTemplate: AdminLetterTemplate;
  /**
   * Adds an endpoint for the chosen events (at least one): https and a public address (http://localhost
   * and http://127.0.0.1 under a local PUBLIC_URL), at most maxEndpoints live per church. The answer
   * carries the signing secret, shown this once ('manage-giving', second factor).
   */
  addWebhookEndpoint: AddedWebhookEndpoint;
  /** Archives a campaign: closed, and off the console's list unless asked for ('manage-giving'). */
  archiveCampaign: AdminCampaign;
  /** Asks Stripe again about an allowed website whose Apple Pay waits on the church (state needs_action), once its site serves Apple's verification file; answers the website's standing. Any other state is answered as it stands ('manage-giving'). */
  checkWalletWebsite: AdminWalletWebsite;
  /** Closes a campaign: donors are told it has ended and given the ordinary form ('manage-giving'). */
  closeCampaign: AdminCampaign;
  /**
   * Commits an open batch whose entries add up to its expected total: each entry becomes a succeeded
   * offline gift of the batch's date, in donors' histories, statements and reports, and the batch keeps
   * its total as the database added it ('record-gifts'). Refused (validation on batchPrefixedId) when
   * empty or not balanced.
   */
  commitGiftBatch: GiftBatch;
  /** Confirms enrolment with a first code from the authenticator app; this session counts as verified. */
  confirmSecondFactor: AdminSecondFactor;
  /**
   * Connects the church's Stripe account ('manage-giving'). With STRIPE_SECRET_KEY set, the church's
   * own (Standard) account is created once, and onboardingUrl is Stripe's account link, which comes
   * back to /admin/payments/return (or /admin/payments/refresh once expired); gifts go to Stripe when
   * Stripe's account.updated says the account can take charges. Without Stripe, a simulated test
   * connection is made at once (isTest, onboardingUrl null) and gifts stay in the sandbox.
   */
  connectStripeAccount: StripeConnectStart;
  /** Makes a key with abilities the administrator holds (view-gifts, manage-giving); its token is shown this once. */
  createApiKey: CreatedApiKey;
  /** A new open batch: its name, date (not in the future) and the total the counters counted ('record-gifts'). */
  createGiftBatch: GiftBatch;
  /** A household of two or more of the church's donors from fromYear on, one of them the addressee ('manage-giving'). */
  createHousehold: AdminHousehold;
  /**
   * Deletes a household with its memberships: every gift stays with the donor who gave it, and the
   * members get their own statements from then on. Refused (validation on householdPrefixedId) while a
   * year-end batch has yet to send its letter ('manage-giving'). Answers the church's households.
   */
  deleteHousehold: AdminHouseholds;
  /**
   * Deletes a letter template and answers the ones left ('send-statements'). The primary one is refused
   * (validation on letterTemplatePrefixedId, extensions.code LETTER_TEMPLATE_PRIMARY): make another one
   * primary first.
   */
  deleteLetterTemplate: Array<AdminLetterTemplate>;
  /** Refused (extensions.code PAYMENT_METHOD_IN_USE) while an active or paused recurring gift uses the card. */
  deletePaymentMethod: Scalars['Boolean']['output'];
  deleteRecurringGiving: Scalars['Boolean']['output'];
  /**
   * Forgets the church's Stripe account ('manage-giving'); the account stays the church's on Stripe.
   * A church in Stripe mode takes no gifts until an account is connected again.
   */
  disconnectStripeAccount: AdminPayments;
  /** Starts enrolment: a new authenticator secret and ten recovery codes, shown this once. Replaces an enrolment not yet confirmed; refused once enrolled (remove it first). */
  enrolSecondFactor: SecondFactorEnrolment;
  /**
   * Invites an administrator by email with the chosen abilities: the set-password email of the halo
   * CLI's admin:invite, valid 7 days; an existing account of the church keeps its password and gains
   * the abilities ('manage-team').
   */
  inviteAdministrator: AdminTeamMember;
  /** Makes this letter the church's primary one (the one before is no longer); answers every letter ('send-statements'). */
  makeLetterTemplatePrimary: Array<AdminLetterTemplate>;
  /** Merges one donor record into another of the church, in one transaction, recorded in the activity log ('manage-giving'). Refused on mergedDonorPrefixedId for the same record, an unknown one, or one already merged. */
  mergeDonors: DonorMerge;
  /**
   * Moves every active or paused recurring gift of the signed-in donor from one of their cards to
   * another in one transaction, and emails the donor one confirmation. Both cards must be the donor's
   * in this organization (else not found); the target must differ from the source and not be expired
   * (validation errors on toProcessorId). Returns the moved gifts.
   */
  moveRecurringGivings: Array<RecurringGiving>;
  /**
   * Pauses a gift (docs/PRODUCT.md §4). With until (YYYY-MM-DD, after today on the church's calendar, at most a
   * year ahead) the recurring engine resumes it by itself on that day's first scheduled date and the
   * donor is emailed; without it the gift waits for resumeRecurringGiving (a dated pause becomes open).
   */
  pauseRecurringGiving: RecurringGiving;
  /** The signed-in donor pledges amount (cents, above 0) to a campaign of the session's church that has not ended, replacing an earlier pledge to it. */
  pledgeToCampaign: DonorPledge;
  /** Records cash or a check a donor gave; it is marked offline and counts in totals and statements ('record-gifts'). */
  recordOfflineGift: AdminGift;
  /** Records a donor's pledge from a paper pledge card, replacing an earlier pledge to the campaign ('manage-giving'); not for an archived campaign. */
  recordPledge: AdminPledge;
  /**
   * Reads the church's Stripe account from Stripe again ('manage-giving'): the console calls it on the
   * way back from Stripe's onboarding (/admin/payments/return), so a finished onboarding shows as
   * connected at once. Recorded as of the second it was read: a later account.updated still wins, an
   * earlier one changes nothing. Without Stripe, or for a simulated or no account, answers the state as it is.
   */
  refreshStripeAccount: AdminPayments;
  /**
   * Gives back amount cents (all or part of what is left) of a succeeded card gift through the
   * processor that charged it ('refund-gifts'). requestKey is the console's key of this one request
   * (8 to 100 letters, digits, - or _): sent again, it refunds nothing more and answers the gift as it
   * is. The donor is emailed; the gift is refunded once all of it is given back. reason: at most 500
   * characters, told to the donor.
   */
  refundGift: AdminGift;
  /** Ten new recovery codes, shown this once; the old ones stop working. Needs the second factor verified in this session. */
  regenerateRecoveryCodes: Array<Scalars['String']['output']>;
  /** Takes every ability from an administrator; their donor account stays ('manage-team'). */
  removeAdministrator: Scalars['Boolean']['output'];
  /** Removes an allowed website. Answers the list ('manage-giving'). */
  removeAllowedWebsite: Array<Scalars['String']['output']>;
  /** Removes an entry of an open batch ('record-gifts'). */
  removeGiftBatchEntry: GiftBatch;
  /**
   * A member leaves: lastYear is the last year they are on the household's statement (before the year
   * they joined: they were never on one, and the membership is forgotten) ('manage-giving').
   */
  removeHouseholdMember: AdminHousehold;
  /** Removes the second factor after one more code (authenticator or recovery); every session's proof ends. */
  removeSecondFactor: AdminSecondFactor;
  /** Forgets the donor's phone: texts from it are answered with a link again. */
  removeTextGivingPhone: TextGiving;
  /** Removes an endpoint: nothing more is sent to it, what waited for it is given up, its log is kept ('manage-giving', second factor). */
  removeWebhookEndpoint: AdminWebhookEndpoint;
  /** A household's new name, 1 to 100 characters (validation on name) ('manage-giving'). */
  renameHousehold: AdminHousehold;
  /**
   * Reopens a committed batch: its gifts are taken out of histories, statements and reports until it is
   * committed again, and its sign-off is cleared ('record-gifts'). The console shows reopenWarnings first.
   */
  reopenGiftBatch: GiftBatch;
  /** Puts the funds in this order: every fund of the church, each once ('manage-giving'). */
  reorderFunds: Array<AdminFund>;
  /** Sends an event (its msg_… id) again to the live endpoints that had it, same webhook-id and body; answers how many ('manage-giving', second factor). */
  resendWebhookEvent: Scalars['Int']['output'];
  /**
   * Resumes a paused gift (and forgets a pause date). The next occurrence is startDate when given (not
   * in the past), else it is recalculated from the last processed date, the original start date, or
   * today (docs/PRODUCT.md §4).
   */
  resumeRecurringGiving: RecurringGiving;
  /** Revokes a key at once: every later call with it is refused with 401. */
  revokeApiKey: AdminApiKey;
  /**
   * Contribution statements built from the letter template (the organization's primary one when none is
   * given) for the filters' period. A donor may send only their own (donorPrefixedIds = [own id]);
   * users with isHaloAdmin or the 'send-statements' ability may choose any donors of the organization.
   */
  sendContributionStatementReport: StatementResult;
  /**
   * Emails a corrected copy of a statement the merge lists (a record's own with donorPrefixedId, a
   * household's letter with householdPrefixedId) from the church's primary letter, by the code that sends
   * every statement, and records it ('send-statements'). Refused on year when the merge lists no such
   * statement.
   */
  sendCorrectedStatement: DonorMergeStatement;
  /**
   * Emails a household's statement for year (last year or this year so far) to its addressee, written
   * from the letter given (the primary one when null) by the code the year-end run writes it with
   * ('send-statements'). A year without two members is refused with validation on year.
   */
  sendHouseholdStatement: StatementResult;
  /** Texts a new code to phone (any common form; stored E.164). A different phone replaces the donor's, unverified. At most 5 codes an hour. */
  sendTextGivingCode: TextGiving;
  /** Turns the signed-in administrator's own weekly email of the donor lists on or off ('view-gifts'); answers whether it is on. */
  setAdminDonorListsWeeklyEmail: Scalars['Boolean']['output'];
  /**
   * Turns bank account gifts (ACH, docs/PRODUCT.md §22) on or off for the church's giving form
   * ('manage-giving'). Turning them on needs a church in USD (validation on enabled otherwise).
   */
  setBankPayments: AdminPayments;
  /** Addresses the household's statements to a current member ('manage-giving'). */
  setHouseholdAddressee: AdminHousehold;
  /**
   * Where the household's joint letter is mailed: a street address (at most 200 characters) and
   * optionally a city, state, postal code and country (100, 100, 20, 100); every field empty clears it,
   * and the letter goes to the addressee's own address again. Refused with validation on the field
   * ('manage-giving').
   */
  setHouseholdMailingAddress: AdminHousehold;
  /** Whether members of a household also get their own year-end statements ('manage-giving'). */
  setHouseholdStatementSettings: AdminHouseholds;
  /** A second counter signs a committed batch off: someone other than who committed it, once ('record-gifts'). */
  signOffGiftBatch: GiftBatch;
  /**
   * Skips an active gift's next occurrence: it moves one step on the gift's schedule and the donor is
   * emailed. Refused (validation on prefixedId) for a paused or ended gift, or when the new date would
   * be after the gift's end date (the gift would end instead).
   */
  skipRecurringGiving: RecurringGiving;
  /**
   * Starts sending `year`'s statement to every donor who gave that year, written from the letter given
   * (the primary one when null), and records it in the activity log ('send-statements'). Refused with
   * validation on year for a year not allowed, a year no one gave in, or while a batch of the same year
   * and letter is still being sent; another church's letter is not found.
   */
  startYearEndStatements: StatementBatch;
  /** Moves back exactly the rows the merge moved, within 30 days of it ('manage-giving'). Refused on merge when undone already, too late, or while the kept record is merged into a third. */
  undoDonorMerge: DonorMerge;
  /**
   * Sets the accounts given: a field left out stays as it is, empty or null clears it; every fund named
   * must be the church's ('manage-giving'). Refusals: validation on bankAccount, feesAccount or
   * funds.N.incomeAccount.
   */
  updateAccountingAccounts: AdminAccountingAccounts;
  /** Replaces an administrator's abilities (at least one; removeAdministrator takes them all) ('manage-team'). */
  updateAdministratorAbilities: AdminTeamMember;
  /** A saved bank account's nickname and primary (docs/PRODUCT.md §22); a card's id is not found. */
  updateBankAccount: DonorPaymentMethod;
  /** Replaces a campaign's fields; a new slug keeps the old one working ('manage-giving'). */
  updateCampaign: AdminCampaign;
  /**
   * Updates the signed-in donor's profile; a new email must be unused in the organization. Returns the
   * person. A new email or a new password needs current_password (validation error on current_password
   * when missing or wrong). A new email is not used at once: it becomes the account's pendingEmail, the
   * old address is told, and it replaces the sign-in email only when the link sent to it is opened.
   */
  updateDonor: Person;
  /**
   * Renames, hides or shows, disables or enables a fund ('manage-giving'). Disabling a fund that active
   * recurring gifts charge to is refused with extensions.code FUND_IN_RECURRING_USE and
   * extensions.recurringGivings listing them.
   */
  updateFund: AdminFund;
  /** Replaces an entry of an open batch ('record-gifts'). */
  updateGiftBatchEntry: GiftBatch;
  /** Changes the giving page; only the fields given change ('manage-giving'). */
  updateGivingPage: AdminGivingPage;
  /** Replaces a letter template's title, subject and body ('send-statements'). */
  updateLetterTemplate: AdminLetterTemplate;
  updatePaymentMethod: DonorPaymentMethod;
  updateRecurringGiving: RecurringGiving;
  /** Proves the second factor for this session: a code from the authenticator app or an unused recovery code (then used up). */
  verifySecondFactor: AdminSecondFactor;
  /** Verifies the donor's phone with the code texted to it (10 minutes, 5 tries). */
  verifyTextGivingPhone: TextGiving;
};

export type MutationAddAllowedWebsiteArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  origin: Scalars['String']['input'];
};

export type MutationAddCampaignArgs = {
  input: CampaignInput;
  organizationPrefixedId: Scalars['ID']['input'];
};

export type MutationAddFundArgs = {
  isOnlineGivingVisible?: InputMaybe<Scalars['Boolean']['input']>;
  name: Scalars['String']['input'];
  organizationPrefixedId: Scalars['ID']['input'];
};

export type MutationAddGiftBatchEntryArgs = {
  batchPrefixedId: Scalars['ID']['input'];
  input: GiftBatchEntryInput;
  organizationPrefixedId: Scalars['ID']['input'];
};

export type MutationAddHouseholdMemberArgs = {
  donorPrefixedId: Scalars['ID']['input'];
  fromYear: Scalars['Int']['input'];
  householdPrefixedId: Scalars['ID']['input'];
  organizationPrefixedId: Scalars['ID']['input'];
};

export type MutationAddLetterTemplateArgs = {
  input: LetterTemplateInput;
  organizationPrefixedId: Scalars['ID']['input'];
};

export type MutationAddWebhookEndpointArgs = {
  events: Array<Scalars['String']['input']>;
  organizationPrefixedId: Scalars['ID']['input'];
  url: Scalars['String']['input'];
};

export type MutationArchiveCampaignArgs = {
  campaignPrefixedId: Scalars['ID']['input'];
  organizationPrefixedId: Scalars['ID']['input'];
};

export type MutationCheckWalletWebsiteArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  origin: Scalars['String']['input'];
};

export type MutationCloseCampaignArgs = {
  campaignPrefixedId: Scalars['ID']['input'];
  organizationPrefixedId: Scalars['ID']['input'];
};

export type MutationCommitGiftBatchArgs = {
  batchPrefixedId: Scalars['ID']['input'];
  organizationPrefixedId: Scalars['ID']['input'];
};

export type MutationConfirmSecondFactorArgs = {
  code: Scalars['String']['input'];
  organizationPrefixedId: Scalars['ID']['input'];
};

export type MutationConnectStripeAccountArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
};

export type MutationCreateApiKeyArgs = {
  abilities: Array<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  organizationPrefixedId: Scalars['ID']['input'];
};

export type MutationCreateGiftBatchArgs = {
  input: GiftBatchInput;
  organizationPrefixedId: Scalars['ID']['input'];
};

export type MutationCreateHouseholdArgs = {
  input: HouseholdInput;
  organizationPrefixedId: Scalars['ID']['input'];
};

export type MutationDeleteHouseholdArgs = {
  householdPrefixedId: Scalars['ID']['input'];
  organizationPrefixedId: Scalars['ID']['input'];
};

export type MutationDeleteLetterTemplateArgs = {
  letterTemplatePrefixedId: Scalars['ID']['input'];
  organizationPrefixedId: Scalars['ID']['input'];
};

export type MutationDeletePaymentMethodArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  processorId: Scalars['ID']['input'];
};

export type MutationDeleteRecurringGivingArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  prefixedId: Scalars['ID']['input'];
};

export type MutationDisconnectStripeAccountArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
};

export type MutationEnrolSecondFactorArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
};

export type MutationInviteAdministratorArgs = {
  abilities: Array<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  organizationPrefixedId: Scalars['ID']['input'];
};

export type MutationMakeLetterTemplatePrimaryArgs = {
  letterTemplatePrefixedId: Scalars['ID']['input'];
  organizationPrefixedId: Scalars['ID']['input'];
};

export type MutationMergeDonorsArgs = {
  keptDonorPrefixedId: Scalars['ID']['input'];
  mergedDonorPrefixedId: Scalars['ID']['input'];
  organizationPrefixedId: Scalars['ID']['input'];
};

export type MutationMoveRecurringGivingsArgs = {
  fromProcessorId: Scalars['ID']['input'];
  organizationPrefixedId: Scalars['ID']['input'];
  toProcessorId: Scalars['ID']['input'];
};

export type MutationPauseRecurringGivingArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  prefixedId: Scalars['ID']['input'];
  until: InputMaybe<Scalars['String']['input']>;
};

export type MutationPledgeToCampaignArgs = {
  amount: Scalars['Cents']['input'];
  campaignPrefixedId: Scalars['ID']['input'];
  organizationPrefixedId: Scalars['ID']['input'];
};

export type MutationRecordOfflineGiftArgs = {
  input: OfflineGiftInput;
  organizationPrefixedId: Scalars['ID']['input'];
};

export type MutationRecordPledgeArgs = {
  amount: Scalars['Cents']['input'];
  campaignPrefixedId: Scalars['ID']['input'];
  donorPrefixedId: Scalars['ID']['input'];
  organizationPrefixedId: Scalars['ID']['input'];
};

export type MutationRefreshStripeAccountArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
};

export type MutationRefundGiftArgs = {
  amount: Scalars['Cents']['input'];
  giftPrefixedId: Scalars['ID']['input'];
  organizationPrefixedId: Scalars['ID']['input'];
  reason: InputMaybe<Scalars['String']['input']>;
  requestKey: Scalars['String']['input'];
};

export type MutationRegenerateRecoveryCodesArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
};

export type MutationRemoveAdministratorArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  userPrefixedId: Scalars['ID']['input'];
};

export type MutationRemoveAllowedWebsiteArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  origin: Scalars['String']['input'];
};

export type MutationRemoveGiftBatchEntryArgs = {
  entryPrefixedId: Scalars['ID']['input'];
  organizationPrefixedId: Scalars['ID']['input'];
};

export type MutationRemoveHouseholdMemberArgs = {
  donorPrefixedId: Scalars['ID']['input'];
  householdPrefixedId: Scalars['ID']['input'];
  lastYear: Scalars['Int']['input'];
  organizationPrefixedId: Scalars['ID']['input'];
};

export type MutationRemoveSecondFactorArgs = {
  code: Scalars['String']['input'];
  organizationPrefixedId: Scalars['ID']['input'];
};

export type MutationRemoveTextGivingPhoneArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
};

export type MutationRemoveWebhookEndpointArgs = {
  endpointPrefixedId: Scalars['ID']['input'];
  organizationPrefixedId: Scalars['ID']['input'];
};

export type MutationRenameHouseholdArgs = {
  householdPrefixedId: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  organizationPrefixedId: Scalars['ID']['input'];
};

export type MutationReopenGiftBatchArgs = {
  batchPrefixedId: Scalars['ID']['input'];
  organizationPrefixedId: Scalars['ID']['input'];
};

export type MutationReorderFundsArgs = {
  fundPrefixedIds: Array<Scalars['ID']['input']>;
  organizationPrefixedId: Scalars['ID']['input'];
};

export type MutationResendWebhookEventArgs = {
  eventId: Scalars['ID']['input'];
  organizationPrefixedId: Scalars['ID']['input'];
};

export type MutationResumeRecurringGivingArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  prefixedId: Scalars['ID']['input'];
  startDate: InputMaybe<Scalars['String']['input']>;
};

export type MutationRevokeApiKeyArgs = {
  apiKeyPrefixedId: Scalars['ID']['input'];
  organizationPrefixedId: Scalars['ID']['input'];
};

export type MutationSendContributionStatementReportArgs = {
  donorPrefixedIds: Array<Scalars['ID']['input']>;
  filters: InputMaybe<DonorContributionFilters>;
  letterTemplatePrefixedId: InputMaybe<Scalars['ID']['input']>;
  mode: StatementMode;
};

export type MutationSendCorrectedStatementArgs = {
  donorPrefixedId: InputMaybe<Scalars['ID']['input']>;
  householdPrefixedId: InputMaybe<Scalars['ID']['input']>;
  mergePrefixedId: Scalars['ID']['input'];
  organizationPrefixedId: Scalars['ID']['input'];
  year: Scalars['Int']['input'];
};

export type MutationSendHouseholdStatementArgs = {
  householdPrefixedId: Scalars['ID']['input'];
  letterTemplatePrefixedId: InputMaybe<Scalars['ID']['input']>;
  organizationPrefixedId: Scalars['ID']['input'];
  year: Scalars['Int']['input'];
};

export type MutationSendTextGivingCodeArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  phone: Scalars['String']['input'];
};

export type MutationSetAdminDonorListsWeeklyEmailArgs = {
  enabled: Scalars['Boolean']['input'];
  organizationPrefixedId: Scalars['ID']['input'];
};

export type MutationSetBankPaymentsArgs = {
  enabled: Scalars['Boolean']['input'];
  organizationPrefixedId: Scalars['ID']['input'];
};

export type MutationSetHouseholdAddresseeArgs = {
  donorPrefixedId: Scalars['ID']['input'];
  householdPrefixedId: Scalars['ID']['input'];
  organizationPrefixedId: Scalars['ID']['input'];
};

export type MutationSetHouseholdMailingAddressArgs = {
  householdPrefixedId: Scalars['ID']['input'];
  input: HouseholdMailingAddressInput;
  organizationPrefixedId: Scalars['ID']['input'];
};

export type MutationSetHouseholdStatementSettingsArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  sendMemberStatements: Scalars['Boolean']['input'];
};

export type MutationSignOffGiftBatchArgs = {
  batchPrefixedId: Scalars['ID']['input'];
  organizationPrefixedId: Scalars['ID']['input'];
};

export type MutationSkipRecurringGivingArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  prefixedId: Scalars['ID']['input'];
};

export type MutationStartYearEndStatementsArgs = {
  letterTemplatePrefixedId: InputMaybe<Scalars['ID']['input']>;
  organizationPrefixedId: Scalars['ID']['input'];
  year: Scalars['Int']['input'];
};

export type MutationUndoDonorMergeArgs = {
  mergePrefixedId: Scalars['ID']['input'];
  organizationPrefixedId: Scalars['ID']['input'];
};

export type MutationUpdateAccountingAccountsArgs = {
  input: AccountingAccountsInput;
  organizationPrefixedId: Scalars['ID']['input'];
};

export type MutationUpdateAdministratorAbilitiesArgs = {
  abilities: Array<Scalars['String']['input']>;
  organizationPrefixedId: Scalars['ID']['input'];
  userPrefixedId: Scalars['ID']['input'];
};

export type MutationUpdateBankAccountArgs = {
  input: UpdateBankAccountInput;
};

export type MutationUpdateCampaignArgs = {
  campaignPrefixedId: Scalars['ID']['input'];
  input: CampaignInput;
  organizationPrefixedId: Scalars['ID']['input'];
};

export type MutationUpdateDonorArgs = {
  current_password: InputMaybe<Scalars['String']['input']>;
  email: InputMaybe<Scalars['String']['input']>;
  first_name: InputMaybe<Scalars['String']['input']>;
  image_url: InputMaybe<Scalars['String']['input']>;
  last_name: InputMaybe<Scalars['String']['input']>;
  password: InputMaybe<Scalars['String']['input']>;
  password_confirmation: InputMaybe<Scalars['String']['input']>;
};

export type MutationUpdateFundArgs = {
  fundPrefixedId: Scalars['ID']['input'];
  input: FundChangesInput;
  organizationPrefixedId: Scalars['ID']['input'];
};

export type MutationUpdateGiftBatchEntryArgs = {
  entryPrefixedId: Scalars['ID']['input'];
  input: GiftBatchEntryInput;
  organizationPrefixedId: Scalars['ID']['input'];
};

export type MutationUpdateGivingPageArgs = {
  input: GivingPageInput;
  organizationPrefixedId: Scalars['ID']['input'];
};

export type MutationUpdateLetterTemplateArgs = {
  input: LetterTemplateInput;
  letterTemplatePrefixedId: Scalars['ID']['input'];
  organizationPrefixedId: Scalars['ID']['input'];
};

export type MutationUpdatePaymentMethodArgs = {
  input: UpdatePaymentMethodInput;
};

export type MutationUpdateRecurringGivingArgs = {
  amountsByFundAccount: Array<FundAmountInput>;
  endDate: InputMaybe<Scalars['String']['input']>;
  isFeeCovered: InputMaybe<Scalars['Boolean']['input']>;
  memo: InputMaybe<Scalars['String']['input']>;
  nextOccurrence: InputMaybe<Scalars['String']['input']>;
  organizationPrefixedId: Scalars['ID']['input'];
  prefixedId: Scalars['ID']['input'];
  stripeCardExpiration: Scalars['String']['input'];
  stripeCardLastFour: Scalars['String']['input'];
  stripePaymentMethodId: Scalars['ID']['input'];
  type: Frequency;
};

export type MutationVerifySecondFactorArgs = {
  code: Scalars['String']['input'];
  organizationPrefixedId: Scalars['ID']['input'];
};

export type MutationVerifyTextGivingPhoneArgs = {
  code: Scalars['String']['input'];
  organizationPrefixedId: Scalars['ID']['input'];
};

/** A donor the church does not know yet: a donor record without an account (no email is sent). */
export type NewDonorRecordInput = {
  email: Scalars['String']['input'];
  firstName: InputMaybe<Scalars['String']['input']>;
  lastName: InputMaybe<Scalars['String']['input']>;
};

export type OfflineGiftInput = {
  amount: Scalars['Cents']['input'];
  /** YYYY-MM-DD, not in the future. */
  date: Scalars['String']['input'];
  donorPrefixedId: Scalars['ID']['input'];
  fundPrefixedId: Scalars['ID']['input'];
  memo: InputMaybe<Scalars['String']['input']>;
  method: OfflineGiftMethod;
};

/**
 * How a gift without a processor of ours was given: cash or a check recorded in the console, or an
 * imported gift of the church's history (a card or bank account another platform charged, or other).
 */
export type OfflineGiftMethod = 'bank' | 'card' | 'cash' | 'check' | 'other';

export type OrganizationSummary = {
  displayName: Scalars['String']['output'];
  name: Scalars['String']['output'];
  prefixedId: Scalars['ID']['output'];
};

/** Person data of a donor (docs/PRODUCT.md §3). */
export type Person = {
  /** YYYY-MM-DD. */
  anniversary: Maybe<Scalars['String']['output']>;
  /** YYYY-MM-DD. */
  birthdate: Maybe<Scalars['String']['output']>;
  contact: Contact;
  firstName: Maybe<Scalars['String']['output']>;
  imageUrl: Maybe<Scalars['String']['output']>;
  lastName: Maybe<Scalars['String']['output']>;
  notes: Maybe<Scalars['String']['output']>;
  prefixedId: Scalars['ID']['output'];
};

export type Phone = {
  contactAgreementAccepted: Scalars['Boolean']['output'];
  isPrimary: Scalars['Boolean']['output'];
  phone: Scalars['String']['output'];
  prefixedId: Scalars['ID']['output'];
  type: PhoneType;
};

export type PhoneType = 'WhatsApp' | 'home' | 'mobile' | 'other' | 'primary' | 'secondary' | 'work';

export type PledgeCampaign = {
  description: Scalars['String']['output'];
  endDate: Maybe<Scalars['String']['output']>;
  /** open, upcoming or ended on the church's calendar today. */
  givingState: Scalars['String']['output'];
  goal: Scalars['Cents']['output'];
  name: Scalars['String']['output'];
  prefixedId: Scalars['ID']['output'];
  /** The campaign's address on the giving page (?campaign=). */
  slug: Scalars['String']['output'];
  /** YYYY-MM-DD or null. */
  startDate: Maybe<Scalars['String']['output']>;
};

export type PresignedUrl = {
  /** Headers the request must carry (e.g. Content-Type for PutObject). */
  headers: Array<HttpHeader>;
  /** HTTP method to use with url (HEAD, PUT or DELETE). */
  method: Scalars['String']['output'];
  /** Where the object can be read after upload (what image_url takes). */
  publicUrl: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

/** A QR code drawn as one SVG path of unit squares. */
export type QrCode = {
  /** SVG path data of the dark modules. */
  path: Scalars['String']['output'];
  /** Modules per side, without a quiet zone. */
  size: Scalars['Int']['output'];
};

export type Query = {
  /** Overview numbers of the dashboard. */
  DonorDashboardReport: DonorDashboardReport;
  /** The donor's latest activity (gifts, failures, refunds, recurring changes), newest first, at most 10. */
  RecentActivity: Array<RecentActivityItem>;
  /** A presigned URL for the profile image upload (docs/PRODUCT.md §7; operations HeadObject, PutObject, DeleteObject). */
  S3PresignedUrl: PresignedUrl;
  /** The church's bank and fees accounts and every fund's income account ('manage-giving'). */
  adminAccountingAccounts: AdminAccountingAccounts;
  /** Every change made in the console or with the halo CLI, newest first ('manage-team'); before: a previous page's nextCursor. */
  adminActivity: AdminActivityPage;
  /** The church's API keys, newest first, revoked ones too ('manage-giving', second factor). */
  adminApiKeys: Array<AdminApiKey>;
  /** A campaign's active pledges, oldest first, with what was given toward each ('manage-giving'). */
  adminCampaignPledges: Array<AdminPledge>;
  /** A campaign's raised over time, archived campaigns included ('manage-giving'). */
  adminCampaignTimeline: AdminCampaignTimeline;
  /** The church's campaigns, newest first; archived ones only with includeArchived ('manage-giving'). */
  adminCampaigns: Array<AdminCampaign>;
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
  /**
   * The church's deposits, newest payout first, a page at a time by keyset (pass the previous page's
   * nextCursor as after) ('view-gifts').
   */
  adminDeposits: AdminDepositPage;
  /**
   * Which letter is a donor's year-end statement for year, as the yearly run sends it ('send-statements').
   * year as for year-end statements (refused on year otherwise).
   */
  adminDonorHouseholdStatement: DonorYearStatement;
  /** First-time, lapsed or top givers ('view-gifts'). */
  adminDonorList: AdminDonorListPage;
  /**
   * A donor list as CSV ('view-gifts'): a link to GET /api/reports/{token}, valid for a few minutes and
   * only for this administrator's session, streamed in batches.
   */
  adminDonorListExport: ReportDownload;
  /** Whether the signed-in administrator gets the weekly email summarizing the donor lists ('view-gifts'); on until she turns it off. */
  adminDonorListsWeeklyEmail: Scalars['Boolean']['output'];
  /** This week's email of the donor lists as the signed-in administrator gets it ('view-gifts'), read-only. */
  adminDonorListsWeeklyEmailPreview: DonorListsWeeklyEmailPreview;
  /** Pairs of the church's donor records that look like one person: the same email, or the same name and address; at most 50 ('view-gifts' or 'manage-giving'). */
  adminDonorMergeSuggestions: Array<DonorMergeSuggestion>;
  /** The church's latest merges, newest first, at most 20, each with its summary ('manage-giving'). */
  adminDonorMerges: Array<DonorMerge>;
  /** Donors whose name or email contains search (all when empty), by name, at most 50, with their giving ('view-gifts' or 'record-gifts'). */
  adminDonors: Array<AdminDonor>;
  /** One batch with its entries in the order they were typed ('record-gifts'). */
  adminGiftBatch: GiftBatch;
  /** The church's batches, newest first by date, at most 100 ('record-gifts'). */
  adminGiftBatches: Array<GiftBatchSummary>;
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
  /** The giving page settings, funds and allowed websites ('manage-giving'). */
  adminGivingPage: AdminGivingPage;
  /**
   * A giving report as CSV ('view-gifts'): a link to GET /api/reports/{token}, valid for a few minutes
   * and only for this administrator's session.
   */
  adminGivingReportExport: ReportDownload;
  /** The church's giving reports over a period ('view-gifts'). */
  adminGivingReports: AdminGivingReports;
  /**
   * A household's statement for a year (last year or this year so far), written from the letter given
   * (the primary one when null), exactly as the year-end batch would write it, as a PDF ('manage-giving').
   * A year without two members is refused with validation on year.
   */
  adminHouseholdStatementPreview: LetterTemplatePreview;
  /** The church's households, newest first, with every member past and present, and the church's setting ('manage-giving'). */
  adminHouseholds: AdminHouseholds;
  /**
   * The statement PDF this text would make, not saved: the church's first donor by name (a sample donor
   * with no gifts when it has none), last calendar year, drawn by the same code as the statements sent
   * ('send-statements'). Refused like a save when the text is.
   */
  adminLetterTemplatePreview: LetterTemplatePreview;
  /** The church's letter templates, the primary one first, then by title ('send-statements'). */
  adminLetterTemplates: Array<AdminLetterTemplate>;
  /** The moved recurring gifts the old platform charged again ('manage-giving'), newest first; at most 100. */
  adminMovedGiftsChargedAgain: Array<AdminMovedGiftChargedAgain>;
  /** Where the church's gifts are charged and the state of its Stripe account ('manage-giving'). */
  adminPayments: AdminPayments;
  /** Active or paused recurring gifts whose card expires within 30 days, whose last charge failed, or that are paused ('view-gifts'). */
  adminRecurringAtRisk: AdminRecurringAtRiskPage;
  /** The signed-in administrator's second factor (any administrator may enrol; 'refund-gifts' and 'manage-team' wait for it). */
  adminSecondFactor: AdminSecondFactor;
  /** The church's latest year-end statement batches, newest first, at most 10 ('send-statements'). */
  adminStatementBatches: Array<StatementBatch>;
  /** The church's administrators: users with at least one ability ('manage-team'). */
  adminTeam: Array<AdminTeamMember>;
  /**
   * An endpoint's deliveries, newest first, a page of first (1 to 100) at a time by keyset (pass the
   * previous page's nextCursor as after) ('manage-giving', second factor).
   */
  adminWebhookDeliveries: AdminWebhookDeliveryPage;
  /** The church's webhook endpoints, oldest first, removed ones too; the events one may receive ('manage-giving', second factor). */
  adminWebhooks: AdminWebhooks;
  /**
   * How many donors gave in `year` (last year or this year so far, on the church's calendar) and would
   * get a statement ('send-statements'). Any other year: validation on year.
   */
  adminYearEndStatementDonors: Scalars['Int']['output'];
  /** The signed-in donor's gifts in the organization, newest first (docs/PRODUCT.md §2 Transactions). */
  donorContributions: DonorContributionPage;
  /**
   * A document of the donor's gifts: the CSV or PDF export of the transactions list (type Download),
   * a contribution statement (type Statement) or one gift's receipt (type Receipt, with
   * filters.contributionPrefixedId). Large files are not sent inline: the answer is a short-lived
   * link that streams the file.
   */
  donorContributionsReport: ReportDownload;
  /** The donor's saved cards in the organization, primary first. */
  donorPaymentMethods: Array<DonorPaymentMethod>;
  /** The signed-in donor's own active pledges in the session's church, newest first, and the campaigns open to a pledge. */
  donorPledges: DonorPledges;
  /** The donor's recurring gifts (deleted ones excluded). */
  donorRecurringGivings: RecurringGivingPage;
  letterTemplates: Array<LetterTemplate>;
  /** The signed-in user (docs/PRODUCT.md §3 'Current user'). */
  me: CurrentUser;
  /**
   * Donors of the organization whose name or email contains search (all when empty), by name, at most 50:
   * whom sendContributionStatementReport may be sent to. Only for users with isHaloAdmin or the
   * 'send-statements' ability; anyone else gets FORBIDDEN.
   */
  organizationDonors: Array<DonorSummary>;
  /** The church's text-to-give number and the signed-in donor's phone for giving by text. */
  textGiving: TextGiving;
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

export type QueryAdminAccountingAccountsArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
};

export type QueryAdminActivityArgs = {
  before: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  organizationPrefixedId: Scalars['ID']['input'];
};

export type QueryAdminApiKeysArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
};

export type QueryAdminCampaignPledgesArgs = {
  campaignPrefixedId: Scalars['ID']['input'];
  organizationPrefixedId: Scalars['ID']['input'];
};

export type QueryAdminCampaignTimelineArgs = {
  campaignPrefixedId: Scalars['ID']['input'];
  organizationPrefixedId: Scalars['ID']['input'];
};

export type QueryAdminCampaignsArgs = {
  includeArchived?: InputMaybe<Scalars['Boolean']['input']>;
  organizationPrefixedId: Scalars['ID']['input'];
};

export type QueryAdminDepositArgs = {
  depositPrefixedId: Scalars['ID']['input'];
  giftsFirst?: InputMaybe<Scalars['Int']['input']>;
  organizationPrefixedId: Scalars['ID']['input'];
};

export type QueryAdminDepositGiftsArgs = {
  after: Scalars['String']['input'];
  depositPrefixedId: Scalars['ID']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
  organizationPrefixedId: Scalars['ID']['input'];
};

export type QueryAdminDepositsArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  organizationPrefixedId: Scalars['ID']['input'];
};

export type QueryAdminDonorHouseholdStatementArgs = {
  donorPrefixedId: Scalars['ID']['input'];
  organizationPrefixedId: Scalars['ID']['input'];
  year: Scalars['Int']['input'];
};

export type QueryAdminDonorListArgs = {
  list: DonorList;
  options: InputMaybe<DonorListOptions>;
  organizationPrefixedId: Scalars['ID']['input'];
};

export type QueryAdminDonorListExportArgs = {
  list: DonorListFile;
  options: InputMaybe<DonorListOptions>;
  organizationPrefixedId: Scalars['ID']['input'];
};

export type QueryAdminDonorListsWeeklyEmailArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
};

export type QueryAdminDonorListsWeeklyEmailPreviewArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
};

export type QueryAdminDonorMergeSuggestionsArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
};

export type QueryAdminDonorMergesArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
};

export type QueryAdminDonorsArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  search: InputMaybe<Scalars['String']['input']>;
};

export type QueryAdminGiftBatchArgs = {
  batchPrefixedId: Scalars['ID']['input'];
  organizationPrefixedId: Scalars['ID']['input'];
};

export type QueryAdminGiftBatchesArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
};

export type QueryAdminGiftsArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  filters: InputMaybe<AdminGiftFilters>;
  first?: InputMaybe<Scalars['Int']['input']>;
  organizationPrefixedId: Scalars['ID']['input'];
};

export type QueryAdminGiftsExportArgs = {
  filters: InputMaybe<AdminGiftFilters>;
  organizationPrefixedId: Scalars['ID']['input'];
};

export type QueryAdminGivingPageArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
};

export type QueryAdminGivingReportExportArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  range: InputMaybe<GivingReportRange>;
  report: GivingReportFile;
};

export type QueryAdminGivingReportsArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  range: InputMaybe<GivingReportRange>;
};

export type QueryAdminHouseholdStatementPreviewArgs = {
  householdPrefixedId: Scalars['ID']['input'];
  letterTemplatePrefixedId: InputMaybe<Scalars['ID']['input']>;
  organizationPrefixedId: Scalars['ID']['input'];
  year: Scalars['Int']['input'];
};

export type QueryAdminHouseholdsArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
};

export type QueryAdminLetterTemplatePreviewArgs = {
  input: LetterTemplateInput;
  organizationPrefixedId: Scalars['ID']['input'];
};

export type QueryAdminLetterTemplatesArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
};

export type QueryAdminMovedGiftsChargedAgainArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
};

export type QueryAdminPaymentsArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
};

export type QueryAdminRecurringAtRiskArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
};

export type QueryAdminSecondFactorArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
};

export type QueryAdminStatementBatchesArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
};

export type QueryAdminTeamArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
};

export type QueryAdminWebhookDeliveriesArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  endpointPrefixedId: Scalars['ID']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
  organizationPrefixedId: Scalars['ID']['input'];
};

export type QueryAdminWebhooksArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
};

export type QueryAdminYearEndStatementDonorsArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  year: Scalars['Int']['input'];
};

export type QueryDonorContributionsArgs = {
  filters: InputMaybe<DonorContributionFilters>;
  organizationPrefixedId: Scalars['ID']['input'];
};

export type QueryDonorContributionsReportArgs = {
  filters: InputMaybe<DonorContributionFilters>;
  format: ReportFormat;
  organizationPrefixedId: Scalars['ID']['input'];
  type: DocumentKind;
};

export type QueryDonorPaymentMethodsArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
};

export type QueryDonorPledgesArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
};

export type QueryDonorRecurringGivingsArgs = {
  filters: InputMaybe<RecurringGivingFilters>;
  organizationPrefixedId: Scalars['ID']['input'];
};

export type QueryLetterTemplatesArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
};

export type QueryOrganizationDonorsArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
  search: InputMaybe<Scalars['String']['input']>;
};

export type QueryTextGivingArgs = {
  organizationPrefixedId: Scalars['ID']['input'];
};

export type RecentActivityItem = {
  amount: Maybe<Scalars['Cents']['output']>;
  contributionPrefixedId: Maybe<Scalars['ID']['output']>;
  /** ISO 8601. */
  date: Scalars['String']['output'];
  /** A sentence in the request's locale. */
  description: Scalars['String']['output'];
  fundAccountNames: Array<Scalars['String']['output']>;
  /** Each fund's part, in the church's order of funds: of the gift, or of each charge of a recurring gift. */
  fundParts: Array<GiftFundPart>;
  status: Maybe<ContributionStatus>;
  /** contribution_succeeded, contribution_failed, contribution_refunded, recurring_created, recurring_paused, recurring_resumed, recurring_updated. */
  type: Scalars['String']['output'];
};

export type RecurringDonor = {
  email: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
};

/** docs/PRODUCT.md §3 'Recurring giving'. */
export type RecurringGiving = {
  /** Charged per occurrence (fee included when covered). */
  computedAmount: Scalars['Cents']['output'];
  computedFee: Scalars['Cents']['output'];
  /** What the church receives per occurrence. */
  computedNetAmount: Scalars['Cents']['output'];
  donor: RecurringDonor;
  /** YYYY-MM-DD after which no occurrence is charged; null for none. */
  endDate: Maybe<Scalars['String']['output']>;
  fundAccounts: Array<FundAccount>;
  isFeeCovered: Scalars['Boolean']['output'];
  lastChargeAttemptFailed: Scalars['Boolean']['output'];
  /** YYYY-MM-DD or null. */
  lastOccurrence: Maybe<Scalars['String']['output']>;
  memo: Maybe<Scalars['String']['output']>;
  /** YYYY-MM-DD; null while paused. */
  nextOccurrence: Maybe<Scalars['String']['output']>;
  organization: OrganizationSummary;
  /** YYYY-MM-DD the recurring engine resumes a paused gift on; null for an open pause. */
  pausedUntil: Maybe<Scalars['String']['output']>;
  paymentMethod: Maybe<RecurringPaymentMethod>;
  prefixedId: Scalars['ID']['output'];
  schedule: RecurringSchedule;
  status: RecurringGivingStatus;
};

export type RecurringGivingFilters = {
  page: InputMaybe<Scalars['Int']['input']>;
  perPage: InputMaybe<Scalars['Int']['input']>;
  status: InputMaybe<RecurringGivingStatus>;
};

export type RecurringGivingPage = {
  items: Array<RecurringGiving>;
  totalResults: Scalars['Int']['output'];
};

export type RecurringGivingRef = {
  prefixedId: Scalars['ID']['output'];
};

export type RecurringGivingStatus =
  | 'active'
  /** The end date passed; kept for its history, listed only when asked for, never changed but deleted. */
  | 'ended'
  | 'paused';

/** docs/PRODUCT.md §3 'Payment method (on recurring giving)'. */
export type RecurringPaymentMethod = {
  /** MM/YYYY; null for a bank account. */
  expiration: Maybe<Scalars['String']['output']>;
  lastFour: Scalars['String']['output'];
  methodType: SavedPaymentMethodType;
  prefixedId: Scalars['ID']['output'];
  processorId: Scalars['ID']['output'];
  /** Card brand, e.g. visa; a bank account's bank name. */
  type: Scalars['String']['output'];
};

export type RecurringSchedule = {
  /** YYYY-MM-DD. */
  startDate: Scalars['String']['output'];
  type: Frequency;
};

export type ReportDownload = {
  contentType: Scalars['String']['output'];
  fileName: Scalars['String']['output'];
  /** Absolute URL on the API; valid for a few minutes, for this session only. */
  url: Scalars['String']['output'];
};

export type ReportFormat = 'CSV' | 'PDF';

/** What a saved payment method is. */
export type SavedPaymentMethodType =
  /** A US bank account (ACH) saved with its authorization (docs/PRODUCT.md §22). */
  'bank' | 'card';

export type SecondFactorEnrolment = {
  /** otpauth://totp/… for an authenticator app. */
  otpauthUri: Scalars['String']['output'];
  qrCode: QrCode;
  recoveryCodes: Array<Scalars['String']['output']>;
  /** The secret in base32, to type when the QR cannot be scanned. */
  secret: Scalars['String']['output'];
};

/** One 'Send year-end statements' action and how far it has gone. */
export type StatementBatch = {
  /** ISO 8601; null while statements are still being sent. */
  finishedAt: Maybe<Scalars['String']['output']>;
  /** The letter's title when the batch started. */
  letterTitle: Scalars['String']['output'];
  prefixedId: Scalars['ID']['output'];
  /** Donors whose statement is queued in the outbox so far. */
  sent: Scalars['Int']['output'];
  /** ISO 8601. */
  startedAt: Scalars['String']['output'];
  /** The email of the administrator who started it. */
  startedBy: Scalars['String']['output'];
  /** Donors who gave in the year when the batch started. */
  total: Scalars['Int']['output'];
  year: Scalars['Int']['output'];
};

export type StatementMode =
  /** Build one PDF with every chosen donor's statement and return a link to it. */
  | 'download'
  /** Email each donor their statement PDF. */
  | 'email';

export type StatementResult = {
  /** The PDF (mode download). */
  download: Maybe<ReportDownload>;
  /** A sentence in the request's locale. */
  message: Scalars['String']['output'];
  /** Statements emailed (mode email). */
  sent: Scalars['Int']['output'];
};

export type StorageCommand = 'DeleteObject' | 'HeadObject' | 'PutObject';

export type StripeConnectStart = {
  /** Stripe's onboarding to send the administrator to; null when there is nothing to do on Stripe. */
  onboardingUrl: Maybe<Scalars['String']['output']>;
  payments: AdminPayments;
};

export type StripeConnectionState =
  | 'connected'
  | 'notConnected'
  /** Created, but Stripe does not let it take gifts yet (onboarding unfinished, or restricted). */
  | 'pending';

/** The organization space the account lives in. */
export type Tenant = {
  /** The tenant key: the organization's subdomain. */
  id: Scalars['ID']['output'];
  /** The organization's prefixed id (what X-Landlord-Organization carries). */
  prefixedId: Scalars['ID']['output'];
  primaryOrganization: OrganizationSummary;
};

export type TextGiving = {
  /** The church's text-to-give number (E.164), or null when it takes no gifts by text. */
  churchNumber: Maybe<Scalars['String']['output']>;
  phone: Maybe<TextGivingPhone>;
};

export type TextGivingPhone = {
  /** A code was texted and may still be entered. */
  codePending: Scalars['Boolean']['output'];
  /** ISO 8601: when the verification lapses. */
  lapsesAt: Maybe<Scalars['String']['output']>;
  /** E.164. */
  phone: Scalars['String']['output'];
  /** Texts from it give in one reply: verified within the last 12 months. */
  verified: Scalars['Boolean']['output'];
  /** ISO 8601, or null until a code is entered. */
  verifiedAt: Maybe<Scalars['String']['output']>;
};

/** A saved bank account's nickname and whether it is the primary payment method; nothing else of it changes. */
export type UpdateBankAccountInput = {
  /** Empty clears it; absent leaves it. */
  nickname: InputMaybe<Scalars['String']['input']>;
  organizationPrefixedId: Scalars['ID']['input'];
  primary: InputMaybe<Scalars['Boolean']['input']>;
  processorId: Scalars['ID']['input'];
};

export type UpdatePaymentMethodInput = {
  addressLine1: InputMaybe<Scalars['String']['input']>;
  addressLine2: InputMaybe<Scalars['String']['input']>;
  cardholderName: Scalars['String']['input'];
  city: InputMaybe<Scalars['String']['input']>;
  country: InputMaybe<Scalars['String']['input']>;
  /** MM/YYYY. */
  expDate: Scalars['String']['input'];
  nickname: InputMaybe<Scalars['String']['input']>;
  organizationPrefixedId: Scalars['ID']['input'];
  postalCode: InputMaybe<Scalars['String']['input']>;
  primary: InputMaybe<Scalars['Boolean']['input']>;
  processorId: Scalars['ID']['input'];
  state: InputMaybe<Scalars['String']['input']>;
};

/** The wallet that paid a card gift. */
export type Wallet = 'apple_pay' | 'google_pay' | 'test_wallet';

/** pending: Stripe has not answered yet; active; needs_action: Apple Pay is inactive until the church acts on its site; sandbox: test mode, only the test wallet; wildcard and local: nothing Stripe can register; failed: Stripe refused, retried on its own; removed. */
export type WalletWebsiteState =
  'active' | 'failed' | 'local' | 'needs_action' | 'pending' | 'removed' | 'sandbox' | 'wildcard';
