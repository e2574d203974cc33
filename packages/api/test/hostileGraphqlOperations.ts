// Every query and mutation of schema.graphql that takes arguments, as one operation whose arguments
// are all variables, with a valid variable set for the signed-in demo donor to start the fuzzing
// from (hostileInputGraphql.test.ts). Destructive operations come last so the others keep records.

export interface PortalRecords {
  organizationPrefixedId: string;
  donorPrefixedId: string;
  /** The demo donor's saved card (processor id), its last four and expiry as `MM/YYYY`. */
  cardId: string;
  cardLastFour: string;
  cardExpiration: string;
  recurringIds: string[];
  fundPrefixedIds: string[];
  contributionPrefixedId: string;
  letterTemplatePrefixedId: string;
  today: string;
}

export interface GraphqlOperation {
  /** The Query or Mutation field. */
  field: string;
  kind: 'query' | 'mutation';
  document: string;
  base: Record<string, unknown>;
}

const filters = (records: PortalRecords) => ({
  type: 'all',
  search: 'Fund',
  startDate: '2020-01-01',
  endDate: records.today,
  page: 1,
  perPage: 20,
});

export function graphqlOperations(records: PortalRecords): GraphqlOperation[] {
  const org = records.organizationPrefixedId;
  const recurring = records.recurringIds[0];
  return [
    {
      field: 'donorContributions',
      kind: 'query',
      document: `query ($org: ID!, $filters: DonorContributionFilters) {
        donorContributions(organizationPrefixedId: $org, filters: $filters) {
          totalResults totalAmount items { prefixedId date amount fee netAmount status memo fundAccountNames }
        } }`,
      base: { org, filters: filters(records) },
    },
    {
      field: 'donorContributionsReport',
      kind: 'query',
      document: `query ($org: ID!, $filters: DonorContributionFilters, $type: DocumentKind!, $format: ReportFormat!) {
        donorContributionsReport(organizationPrefixedId: $org, filters: $filters, type: $type, format: $format) {
          url fileName contentType
        } }`,
      base: {
        org,
        filters: { ...filters(records), contributionPrefixedId: records.contributionPrefixedId },
        type: 'Receipt',
        format: 'PDF',
      },
    },
    {
      field: 'DonorDashboardReport',
      kind: 'query',
      document: `query ($org: ID!) { DonorDashboardReport(organizationPrefixedId: $org) {
        totalGifts activeRecurringGifts singleGifts } }`,
      base: { org },
    },
    {
      field: 'RecentActivity',
      kind: 'query',
      document: `query ($org: ID!) { RecentActivity(organizationPrefixedId: $org) {
        type description date amount contributionPrefixedId status fundAccountNames } }`,
      base: { org },
    },
    {
      field: 'S3PresignedUrl',
      kind: 'query',
      document: `query ($command: StorageCommand!, $directory: String!, $fileName: String!) {
        S3PresignedUrl(command: $command, directory: $directory, fileName: $fileName) {
          url method publicUrl headers { name value }
        } }`,
      base: { command: 'PutObject', directory: 'profile-images', fileName: 'me.png' },
    },
    {
      field: 'letterTemplates',
      kind: 'query',
      document: `query ($org: ID!) { letterTemplates(organizationPrefixedId: $org) { prefixedId title json_data isPrimary } }`,
      base: { org },
    },
    {
      field: 'organizationDonors',
      kind: 'query',
      document: `query ($org: ID!, $search: String) { organizationDonors(organizationPrefixedId: $org, search: $search) {
        prefixedId name email } }`,
      base: { org, search: 'donor' },
    },
    {
      field: 'donorPaymentMethods',
      kind: 'query',
      document: `query ($org: ID!) { donorPaymentMethods(organizationPrefixedId: $org) {
        processorId nickname primary brand lastFour expiration cardholderName recurringGivingsCount } }`,
      base: { org },
    },
    {
      field: 'donorRecurringGivings',
      kind: 'query',
      document: `query ($org: ID!, $filters: RecurringGivingFilters) {
        donorRecurringGivings(organizationPrefixedId: $org, filters: $filters) {
          totalResults items { prefixedId status nextOccurrence computedAmount computedFee computedNetAmount
            fundAccounts { prefixedId pivot { amount netAmount } } }
        } }`,
      base: { org, filters: { status: 'active', page: 1, perPage: 20 } },
    },
    {
      field: 'updateDonor',
      kind: 'mutation',
      document: `mutation ($first_name: String, $last_name: String, $image_url: String, $email: String,
          $password: String, $password_confirmation: String) {
        updateDonor(first_name: $first_name, last_name: $last_name, image_url: $image_url, email: $email,
          password: $password, password_confirmation: $password_confirmation) {
          prefixedId firstName lastName imageUrl contact { email }
        } }`,
      base: { first_name: 'Dana', last_name: 'Donor' },
    },
    {
      field: 'sendContributionStatementReport',
      kind: 'mutation',
      document: `mutation ($donorPrefixedIds: [ID!]!, $filters: DonorContributionFilters, $letterTemplatePrefixedId: ID,
          $mode: StatementMode!) {
        sendContributionStatementReport(donorPrefixedIds: $donorPrefixedIds, filters: $filters,
          letterTemplatePrefixedId: $letterTemplatePrefixedId, mode: $mode) {
          sent message download { url fileName contentType }
        } }`,
      base: {
        donorPrefixedIds: [records.donorPrefixedId],
        filters: filters(records),
        letterTemplatePrefixedId: records.letterTemplatePrefixedId,
        mode: 'download',
      },
    },
    {
      field: 'updatePaymentMethod',
      kind: 'mutation',
      document: `mutation ($input: UpdatePaymentMethodInput!) { updatePaymentMethod(input: $input) {
        processorId nickname primary expiration cardholderName addressLine1 country postalCode } }`,
      base: {
        input: {
          organizationPrefixedId: org,
          processorId: records.cardId,
          nickname: 'Everyday card',
          primary: true,
          cardholderName: 'Dana Donor',
          expDate: '12/2035',
          addressLine1: '1 Main St',
          country: 'US',
          postalCode: '60601',
        },
      },
    },
    {
      field: 'pauseRecurringGiving',
      kind: 'mutation',
      document: `mutation ($id: ID!, $org: ID!, $until: String) {
        pauseRecurringGiving(prefixedId: $id, organizationPrefixedId: $org, until: $until) {
          prefixedId status nextOccurrence pausedUntil } }`,
      base: { id: recurring, org, until: null },
    },
    {
      field: 'skipRecurringGiving',
      kind: 'mutation',
      document: `mutation ($id: ID!, $org: ID!) { skipRecurringGiving(prefixedId: $id, organizationPrefixedId: $org) {
        prefixedId status nextOccurrence } }`,
      base: { id: recurring, org },
    },
    {
      field: 'resumeRecurringGiving',
      kind: 'mutation',
      document: `mutation ($id: ID!, $org: ID!, $startDate: String) {
        resumeRecurringGiving(prefixedId: $id, organizationPrefixedId: $org, startDate: $startDate) {
          prefixedId status nextOccurrence } }`,
      base: { id: recurring, org, startDate: records.today },
    },
    {
      field: 'updateRecurringGiving',
      kind: 'mutation',
      document: `mutation ($id: ID!, $org: ID!, $pm: ID!, $lastFour: String!, $expiration: String!, $type: Frequency!,
          $amounts: [FundAmountInput!]!, $nextOccurrence: String, $isFeeCovered: Boolean, $memo: String,
          $endDate: String) {
        updateRecurringGiving(prefixedId: $id, organizationPrefixedId: $org, stripePaymentMethodId: $pm,
          stripeCardLastFour: $lastFour, stripeCardExpiration: $expiration, type: $type,
          amountsByFundAccount: $amounts, nextOccurrence: $nextOccurrence, isFeeCovered: $isFeeCovered, memo: $memo,
          endDate: $endDate) {
          prefixedId status nextOccurrence endDate computedAmount memo isFeeCovered fundAccounts { prefixedId pivot { amount } }
        } }`,
      base: {
        id: recurring,
        org,
        pm: records.cardId,
        lastFour: records.cardLastFour,
        expiration: records.cardExpiration,
        type: 'monthly',
        amounts: records.fundPrefixedIds.slice(0, 2).map((fundAccountPrefixedId, index) => ({
          fundAccountPrefixedId,
          amount: 2500 * (index + 1),
        })),
        nextOccurrence: records.today,
        isFeeCovered: true,
        memo: 'Monthly tithe',
        endDate: null,
      },
    },
    {
      field: 'moveRecurringGivings',
      kind: 'mutation',
      document: `mutation ($org: ID!, $from: ID!, $to: ID!) {
        moveRecurringGivings(organizationPrefixedId: $org, fromProcessorId: $from, toProcessorId: $to) {
          prefixedId paymentMethod { processorId lastFour } } }`,
      base: { org, from: records.cardId, to: records.cardId },
    },
    {
      field: 'deletePaymentMethod',
      kind: 'mutation',
      document: `mutation ($org: ID!, $processorId: ID!) { deletePaymentMethod(organizationPrefixedId: $org, processorId: $processorId) }`,
      base: { org, processorId: records.cardId },
    },
    {
      field: 'deleteRecurringGiving',
      kind: 'mutation',
      document: `mutation ($id: ID!, $org: ID!) { deleteRecurringGiving(prefixedId: $id, organizationPrefixedId: $org) }`,
      base: { id: records.recurringIds[1] ?? recurring, org },
    },
  ];
}
