// The admin console's operations for the hostile-input suite (hostileInputGraphql.test.ts), each
// with every argument a variable and a valid base for the demo church. The suite's demo donor is
// given the console abilities first (`grantConsoleAbilities`), so the hostile values reach the
// console's own checks instead of stopping at FORBIDDEN. Team changes come last: they may take
// those abilities away again.
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import type { TestApp } from './helper';
import type { GraphqlOperation, PortalRecords } from './hostileGraphqlOperations';

/** Every ability but send-statements, which the portal's own operations are fuzzed without. */
const CONSOLE_ABILITIES = ['manage-giving', 'view-gifts', 'refund-gifts', 'record-gifts', 'manage-team'];

export async function grantConsoleAbilities(testApp: TestApp, userId: number): Promise<void> {
  await testApp.app.db.update(users).set({ abilities: CONSOLE_ABILITIES }).where(eq(users.id, userId));
}

export function adminOperations(records: PortalRecords): GraphqlOperation[] {
  const org = records.organizationPrefixedId;
  const fund = records.fundPrefixedIds[0];
  return [
    {
      field: 'adminGivingPage',
      kind: 'query',
      document:
        'query ($org: ID!) { adminGivingPage(organizationPrefixedId: $org) { displayName funds { name } } }',
      base: { org },
    },
    {
      field: 'adminMovedGiftsChargedAgain',
      kind: 'query',
      document: `query ($org: ID!) { adminMovedGiftsChargedAgain(organizationPrefixedId: $org) {
        prefixedId oldSubscriptionId status } }`,
      base: { org },
    },
    {
      field: 'adminGifts',
      kind: 'query',
      document: `query ($org: ID!, $filters: AdminGiftFilters, $after: String, $first: Int) {
        adminGifts(organizationPrefixedId: $org, filters: $filters, after: $after, first: $first) {
          items { prefixedId amount } nextCursor totalResults totalAmount monthTotals { month amount } } }`,
      base: {
        org,
        filters: {
          startDate: '2020-01-01',
          endDate: records.today,
          fundPrefixedId: fund,
          status: 'succeeded',
          donorSearch: 'donor',
        },
        after: null,
        first: 20,
      },
    },
    {
      field: 'adminGiftsExport',
      kind: 'query',
      document: `query ($org: ID!, $filters: AdminGiftFilters) {
        adminGiftsExport(organizationPrefixedId: $org, filters: $filters) { url fileName } }`,
      base: {
        org,
        filters: {
          startDate: '2020-01-01',
          endDate: records.today,
          fundPrefixedId: fund,
          status: 'succeeded',
          donorSearch: 'donor',
        },
      },
    },
    {
      field: 'adminDonors',
      kind: 'query',
      document:
        'query ($org: ID!, $search: String) { adminDonors(organizationPrefixedId: $org, search: $search) { prefixedId totalGiven } }',
      base: { org, search: 'donor' },
    },
    {
      field: 'adminTeam',
      kind: 'query',
      document: 'query ($org: ID!) { adminTeam(organizationPrefixedId: $org) { prefixedId abilities } }',
      base: { org },
    },
    {
      field: 'adminActivity',
      kind: 'query',
      document: `query ($org: ID!, $before: String, $first: Int) {
        adminActivity(organizationPrefixedId: $org, before: $before, first: $first) { items { action } nextCursor } }`,
      base: { org, before: null, first: 10 },
    },
    {
      field: 'updateGivingPage',
      kind: 'mutation',
      document: `mutation ($org: ID!, $input: GivingPageInput!) {
        updateGivingPage(organizationPrefixedId: $org, input: $input) { displayName brandColor fixedAmounts } }`,
      base: {
        org,
        input: {
          displayName: 'Grace Community Church',
          brandColor: '#1d4ed8',
          fixedAmounts: [2500, 5000],
          minAmount: 500,
          maxAmount: 1_000_000,
          feePercentBps: 290,
          feeFixedCents: 30,
          givingMessage: 'Thank you',
          isInMaintenance: false,
        },
      },
    },
    {
      field: 'addFund',
      kind: 'mutation',
      document: `mutation ($org: ID!, $name: String!, $visible: Boolean) {
        addFund(organizationPrefixedId: $org, name: $name, isOnlineGivingVisible: $visible) { prefixedId } }`,
      base: { org, name: 'Youth', visible: true },
    },
    {
      field: 'updateFund',
      kind: 'mutation',
      document: `mutation ($org: ID!, $fund: ID!, $input: FundChangesInput!) {
        updateFund(organizationPrefixedId: $org, fundPrefixedId: $fund, input: $input) { name } }`,
      base: { org, fund, input: { isOnlineGivingVisible: true } },
    },
    {
      field: 'reorderFunds',
      kind: 'mutation',
      document:
        'mutation ($org: ID!, $ids: [ID!]!) { reorderFunds(organizationPrefixedId: $org, fundPrefixedIds: $ids) { prefixedId } }',
      base: { org, ids: records.fundPrefixedIds },
    },
    {
      field: 'addAllowedWebsite',
      kind: 'mutation',
      document:
        'mutation ($org: ID!, $origin: String!) { addAllowedWebsite(organizationPrefixedId: $org, origin: $origin) }',
      base: { org, origin: 'https://www.grace.example' },
    },
    {
      field: 'checkWalletWebsite',
      kind: 'mutation',
      document:
        'mutation ($org: ID!, $origin: String!) { checkWalletWebsite(organizationPrefixedId: $org, origin: $origin) { state } }',
      base: { org, origin: 'https://www.grace.example' },
    },
    {
      field: 'removeAllowedWebsite',
      kind: 'mutation',
      document:
        'mutation ($org: ID!, $origin: String!) { removeAllowedWebsite(organizationPrefixedId: $org, origin: $origin) }',
      base: { org, origin: 'https://www.grace.example' },
    },
    {
      field: 'recordOfflineGift',
      kind: 'mutation',
      document: `mutation ($org: ID!, $input: OfflineGiftInput!) {
        recordOfflineGift(organizationPrefixedId: $org, input: $input) { prefixedId amount } }`,
      base: {
        org,
        input: {
          donorPrefixedId: records.donorPrefixedId,
          method: 'check',
          fundPrefixedId: fund,
          amount: 5000,
          date: records.today,
          memo: 'Check 12',
        },
      },
    },
    {
      field: 'adminPayments',
      kind: 'query',
      document: 'query ($org: ID!) { adminPayments(organizationPrefixedId: $org) { mode connection } }',
      base: { org },
    },
    {
      field: 'connectStripeAccount',
      kind: 'mutation',
      document:
        'mutation ($org: ID!) { connectStripeAccount(organizationPrefixedId: $org) { payments { connection } onboardingUrl } }',
      base: { org },
    },
    {
      field: 'disconnectStripeAccount',
      kind: 'mutation',
      document:
        'mutation ($org: ID!) { disconnectStripeAccount(organizationPrefixedId: $org) { connection } }',
      base: { org },
    },
    {
      field: 'refreshStripeAccount',
      kind: 'mutation',
      document: 'mutation ($org: ID!) { refreshStripeAccount(organizationPrefixedId: $org) { connection } }',
      base: { org },
    },
    {
      field: 'setBankPayments',
      kind: 'mutation',
      document:
        'mutation ($org: ID!, $enabled: Boolean!) { setBankPayments(organizationPrefixedId: $org, enabled: $enabled) { bankPayments } }',
      base: { org, enabled: true },
    },
    {
      field: 'refundGift',
      kind: 'mutation',
      document: `mutation ($org: ID!, $gift: ID!, $amount: Cents!, $reason: String, $requestKey: String!) {
        refundGift(organizationPrefixedId: $org, giftPrefixedId: $gift, amount: $amount, reason: $reason,
          requestKey: $requestKey) { refundedAmount status } }`,
      base: {
        org,
        gift: records.contributionPrefixedId,
        amount: 100,
        reason: 'Duplicate',
        requestKey: 'hostile-refund-1',
      },
    },
    {
      field: 'inviteAdministrator',
      kind: 'mutation',
      document: `mutation ($org: ID!, $email: String!, $abilities: [String!]!) {
        inviteAdministrator(organizationPrefixedId: $org, email: $email, abilities: $abilities) { prefixedId } }`,
      base: { org, email: 'deacon@example.com', abilities: ['view-gifts'] },
    },
    {
      field: 'updateAdministratorAbilities',
      kind: 'mutation',
      document: `mutation ($org: ID!, $user: ID!, $abilities: [String!]!) {
        updateAdministratorAbilities(organizationPrefixedId: $org, userPrefixedId: $user, abilities: $abilities) { abilities } }`,
      base: { org, user: records.donorPrefixedId, abilities: CONSOLE_ABILITIES },
    },
    {
      field: 'removeAdministrator',
      kind: 'mutation',
      document:
        'mutation ($org: ID!, $user: ID!) { removeAdministrator(organizationPrefixedId: $org, userPrefixedId: $user) }',
      base: { org, user: records.donorPrefixedId },
    },
  ];
}
