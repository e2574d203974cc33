// Shared by the admin console tests: the demo church's full administrator, the other church's
// (hope) full administrator, and every admin operation with variables aimed at the demo church.
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import {
  ADMINISTRATOR_ABILITIES,
  contributions,
  funds,
  letterTemplates,
  organizations,
  users,
} from '../src/db/schema';
import { newPrefixedId } from '../src/db/prefixedId';
import { DEMO_DONOR } from '../src/seed';
import { TestBrowser, type TestApp } from './helper';
import { createDonor } from './reportFixtures';

export const DEMO_OWNER = {
  email: 'owner@example.com',
  firstName: 'Olivia',
  lastName: 'Owner',
  password: 'owner-admin-1234',
  abilities: [...ADMINISTRATOR_ABILITIES],
};
export const HOPE_OWNER = {
  email: 'hope-owner@example.com',
  firstName: 'Hank',
  lastName: 'Hope',
  password: 'hope-owner-1234',
  abilities: [...ADMINISTRATOR_ABILITIES],
};

export type Answer = {
  data?: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  errors?: { message: string; extensions: Record<string, any> }[]; // eslint-disable-line @typescript-eslint/no-explicit-any
};

export interface AdminWorld {
  demoOrg: { id: number; prefixedId: string };
  hopeOrg: { id: number; prefixedId: string };
  /** The demo church's default fund and one other. */
  generalFundId: string;
  missionsFundId: string;
  hopeFundId: string;
  donorPrefixedId: string;
  ownerPrefixedId: string;
  /** Every demo fund, in the church's order. */
  demoFundIds: string[];
  /** One of the demo church's allowed websites. */
  demoOrigin: string;
  /** A succeeded card gift of the demo church, charged in the sandbox: something to refund. */
  refundableGiftId: string;
  /** The demo church's primary letter template, and one more that may be deleted. */
  primaryLetterId: string;
  spareLetterId: string;
}

export async function signIn(
  testApp: TestApp,
  credentials: { email: string; password: string },
  host: string,
) {
  const browser = new TestBrowser(testApp, host);
  const answer = await browser.login(credentials.email, credentials.password);
  if (answer.statusCode !== 200) throw new Error(`sign-in of ${credentials.email}: ${answer.statusCode}`);
  return browser;
}

export async function buildAdminWorld(testApp: TestApp): Promise<AdminWorld> {
  const db = testApp.app.db;
  const owner = await createDonor(testApp, 'demo', DEMO_OWNER);
  await createDonor(testApp, 'hope', HOPE_OWNER);
  const [demoOrg] = await db.select().from(organizations).where(eq(organizations.subdomain, 'demo'));
  const [hopeOrg] = await db.select().from(organizations).where(eq(organizations.subdomain, 'hope'));
  const fundNamed = async (organizationId: number, name: string) =>
    (
      await db
        .select()
        .from(funds)
        .where(and(eq(funds.organizationId, organizationId), eq(funds.name, name)))
    )[0]!.prefixedId;
  const [donor] = await db.select().from(users).where(eq(users.email, DEMO_DONOR.email));
  const [primaryLetter] = await db
    .select()
    .from(letterTemplates)
    .where(and(eq(letterTemplates.organizationId, demoOrg!.id), eq(letterTemplates.isPrimary, true)));
  const spareLetterId = newPrefixedId('ltr');
  await db.insert(letterTemplates).values({
    prefixedId: spareLetterId,
    organizationId: demoOrg!.id,
    title: 'Spare letter',
    jsonData: { subject: '', body: 'Dear {{donorName}},' },
  });
  return {
    primaryLetterId: primaryLetter!.prefixedId,
    spareLetterId,
    demoOrg: demoOrg!,
    hopeOrg: hopeOrg!,
    generalFundId: (
      await db
        .select()
        .from(funds)
        .where(and(eq(funds.organizationId, demoOrg!.id), eq(funds.isDefault, true)))
    )[0]!.prefixedId,
    missionsFundId: await fundNamed(demoOrg!.id, 'Missions'),
    hopeFundId: await fundNamed(hopeOrg!.id, 'General Fund'),
    donorPrefixedId: donor!.prefixedId,
    ownerPrefixedId: owner.user.prefixedId,
    demoFundIds: (
      await db
        .select()
        .from(funds)
        .where(eq(funds.organizationId, demoOrg!.id))
        .orderBy(funds.position, funds.id)
    ).map((fund) => fund.prefixedId),
    demoOrigin: demoOrg!.allowedOrigins[0]!,
    refundableGiftId: (
      await db
        .select({ prefixedId: contributions.prefixedId })
        .from(contributions)
        .where(
          and(
            eq(contributions.organizationId, demoOrg!.id),
            eq(contributions.status, 'succeeded'),
            eq(contributions.processorMode, 'sandbox'),
            isNotNull(contributions.processorChargeId),
            isNull(contributions.offlineMethod),
          ),
        )
        .orderBy(desc(contributions.id))
        .limit(1)
    )[0]!.prefixedId,
  };
}

/** The demo church's funds as they are now (a test may have added one). */
export async function refreshFundIds(testApp: TestApp, world: AdminWorld): Promise<void> {
  const rows = await testApp.app.db
    .select()
    .from(funds)
    .where(eq(funds.organizationId, world.demoOrg.id))
    .orderBy(funds.position, funds.id);
  world.demoFundIds = rows.map((fund) => fund.prefixedId);
}

export interface AdminOperation {
  field: string;
  ability: string;
  document: string;
  /** Variables that succeed for the demo church's owner, naming `org`. */
  variables(world: AdminWorld, org: string): Record<string, unknown>;
}

const LETTER_INPUT = { title: 'Year-end letter', subject: '', body: 'Dear {{donorName}},' };

export const ADMIN_OPERATIONS: AdminOperation[] = [
  {
    field: 'adminGivingPage',
    ability: 'manage-giving',
    document:
      'query($org: ID!) { adminGivingPage(organizationPrefixedId: $org) { displayName funds { name } allowedWebsites walletWebsites { origin state } } }',
    variables: (_world, org) => ({ org }),
  },
  {
    field: 'adminGifts',
    ability: 'view-gifts',
    document: `query($org: ID!) { adminGifts(organizationPrefixedId: $org) {
      totalResults totalAmount items { prefixedId memo donor { email } } fundTotals { fundName amount } } }`,
    variables: (_world, org) => ({ org }),
  },
  {
    field: 'adminGiftsExport',
    ability: 'view-gifts',
    document: `query($org: ID!, $fund: ID) { adminGiftsExport(organizationPrefixedId: $org,
      filters: { fundPrefixedId: $fund }) { url fileName contentType } }`,
    variables: (world, org) => ({ org, fund: world.missionsFundId }),
  },
  {
    field: 'adminDonors',
    ability: 'view-gifts',
    document:
      'query($org: ID!) { adminDonors(organizationPrefixedId: $org, search: "") { prefixedId email totalGiven } }',
    variables: (_world, org) => ({ org }),
  },
  {
    field: 'adminDonorList',
    ability: 'view-gifts',
    document: `query($org: ID!) { adminDonorList(organizationPrefixedId: $org, list: Lapsed,
      options: { lookbackMonths: 24, quietDays: 30 }) { totalResults donors { prefixedId email totalGiven } } }`,
    variables: (_world, org) => ({ org }),
  },
  {
    field: 'adminRecurringAtRisk',
    ability: 'view-gifts',
    document:
      'query($org: ID!) { adminRecurringAtRisk(organizationPrefixedId: $org) { totalResults gifts { prefixedId risks } } }',
    variables: (_world, org) => ({ org }),
  },
  {
    field: 'adminDonorListExport',
    ability: 'view-gifts',
    document: `query($org: ID!) { adminDonorListExport(organizationPrefixedId: $org, list: FirstTime,
      options: { startDate: "2020-01-01" }) { url fileName contentType } }`,
    variables: (_world, org) => ({ org }),
  },
  {
    field: 'adminGivingReports',
    ability: 'view-gifts',
    document: `query($org: ID!) { adminGivingReports(organizationPrefixedId: $org) {
      totalAmount byFundByMonth { fundName amount } byMethod { method amount } firstTimeGivers } }`,
    variables: (_world, org) => ({ org }),
  },
  {
    field: 'adminGivingReportExport',
    ability: 'view-gifts',
    document: `query($org: ID!) { adminGivingReportExport(organizationPrefixedId: $org, report: ByMonth) {
      url fileName contentType } }`,
    variables: (_world, org) => ({ org }),
  },
  {
    field: 'adminTeam',
    ability: 'manage-team',
    document: 'query($org: ID!) { adminTeam(organizationPrefixedId: $org) { prefixedId email abilities } }',
    variables: (_world, org) => ({ org }),
  },
  {
    field: 'adminActivity',
    ability: 'manage-team',
    document:
      'query($org: ID!) { adminActivity(organizationPrefixedId: $org) { items { action actor details } } }',
    variables: (_world, org) => ({ org }),
  },
  {
    field: 'updateGivingPage',
    ability: 'manage-giving',
    document: `mutation($org: ID!) { updateGivingPage(organizationPrefixedId: $org,
      input: { displayName: "Taken over", brandColor: "#1d4ed8", isInMaintenance: true }) { displayName } }`,
    variables: (_world, org) => ({ org }),
  },
  {
    field: 'addFund',
    ability: 'manage-giving',
    document:
      'mutation($org: ID!) { addFund(organizationPrefixedId: $org, name: "Youth Camp") { prefixedId name } }',
    variables: (_world, org) => ({ org }),
  },
  {
    field: 'updateFund',
    ability: 'manage-giving',
    document: `mutation($org: ID!, $fund: ID!) { updateFund(organizationPrefixedId: $org, fundPrefixedId: $fund,
      input: { name: "Renamed", isOnlineGivingVisible: false }) { name } }`,
    variables: (world, org) => ({ org, fund: world.missionsFundId }),
  },
  {
    field: 'reorderFunds',
    ability: 'manage-giving',
    document:
      'mutation($org: ID!, $ids: [ID!]!) { reorderFunds(organizationPrefixedId: $org, fundPrefixedIds: $ids) { prefixedId } }',
    variables: (world, org) => ({ org, ids: [...world.demoFundIds].reverse() }),
  },
  {
    field: 'addAllowedWebsite',
    ability: 'manage-giving',
    document:
      'mutation($org: ID!) { addAllowedWebsite(organizationPrefixedId: $org, origin: "https://evil.example") }',
    variables: (_world, org) => ({ org }),
  },
  {
    field: 'checkWalletWebsite',
    ability: 'manage-giving',
    document:
      'mutation($org: ID!, $origin: String!) { checkWalletWebsite(organizationPrefixedId: $org, origin: $origin) { origin state } }',
    variables: (world, org) => ({ org, origin: world.demoOrigin }),
  },
  {
    field: 'removeAllowedWebsite',
    ability: 'manage-giving',
    document:
      'mutation($org: ID!, $origin: String!) { removeAllowedWebsite(organizationPrefixedId: $org, origin: $origin) }',
    variables: (world, org) => ({ org, origin: world.demoOrigin }),
  },
  {
    field: 'recordOfflineGift',
    ability: 'record-gifts',
    document: `mutation($org: ID!, $input: OfflineGiftInput!) { recordOfflineGift(organizationPrefixedId: $org, input: $input) {
      prefixedId amount offlineMethod } }`,
    variables: (world, org) => ({
      org,
      input: {
        donorPrefixedId: world.donorPrefixedId,
        method: 'cash',
        fundPrefixedId: world.generalFundId,
        amount: 4000,
        date: '2026-01-04',
        memo: 'Plate offering',
      },
    }),
  },
  {
    field: 'adminPayments',
    ability: 'manage-giving',
    document:
      'query($org: ID!) { adminPayments(organizationPrefixedId: $org) { mode connection stripeAccountId isTest } }',
    variables: (_world, org) => ({ org }),
  },
  {
    field: 'connectStripeAccount',
    ability: 'manage-giving',
    document: `mutation($org: ID!) { connectStripeAccount(organizationPrefixedId: $org) {
      payments { connection stripeAccountId } onboardingUrl } }`,
    variables: (_world, org) => ({ org }),
  },
  {
    field: 'disconnectStripeAccount',
    ability: 'manage-giving',
    document:
      'mutation($org: ID!) { disconnectStripeAccount(organizationPrefixedId: $org) { connection stripeAccountId } }',
    variables: (_world, org) => ({ org }),
  },
  {
    field: 'refreshStripeAccount',
    ability: 'manage-giving',
    document:
      'mutation($org: ID!) { refreshStripeAccount(organizationPrefixedId: $org) { connection stripeAccountId } }',
    variables: (_world, org) => ({ org }),
  },
  {
    field: 'setBankPayments',
    ability: 'manage-giving',
    document:
      'mutation($org: ID!) { setBankPayments(organizationPrefixedId: $org, enabled: false) { bankPayments currency } }',
    variables: (_world, org) => ({ org }),
  },
  {
    field: 'refundGift',
    ability: 'refund-gifts',
    document: `mutation($org: ID!, $gift: ID!) { refundGift(organizationPrefixedId: $org, giftPrefixedId: $gift,
      amount: 100, reason: "Access check", requestKey: "access-check-refund") { prefixedId refundedAmount status } }`,
    variables: (world, org) => ({ org, gift: world.refundableGiftId }),
  },
  {
    field: 'inviteAdministrator',
    ability: 'manage-team',
    document: `mutation($org: ID!) { inviteAdministrator(organizationPrefixedId: $org, email: "mallory@example.com",
      abilities: ["manage-team"]) { prefixedId } }`,
    variables: (_world, org) => ({ org }),
  },
  {
    field: 'updateAdministratorAbilities',
    ability: 'manage-team',
    document: `mutation($org: ID!, $user: ID!) { updateAdministratorAbilities(organizationPrefixedId: $org,
      userPrefixedId: $user, abilities: ["view-gifts"]) { abilities } }`,
    variables: (world, org) => ({ org, user: world.ownerPrefixedId }),
  },
  {
    field: 'removeAdministrator',
    ability: 'manage-team',
    document:
      'mutation($org: ID!, $user: ID!) { removeAdministrator(organizationPrefixedId: $org, userPrefixedId: $user) }',
    variables: (world, org) => ({ org, user: world.ownerPrefixedId }),
  },
  {
    field: 'adminLetterTemplates',
    ability: 'send-statements',
    document:
      'query($org: ID!) { adminLetterTemplates(organizationPrefixedId: $org) { prefixedId title body } }',
    variables: (_world, org) => ({ org }),
  },
  {
    field: 'adminLetterTemplatePreview',
    ability: 'send-statements',
    document: `query($org: ID!, $input: LetterTemplateInput!) {
      adminLetterTemplatePreview(organizationPrefixedId: $org, input: $input) { fileName contentType } }`,
    variables: (_world, org) => ({ org, input: LETTER_INPUT }),
  },
  {
    field: 'addLetterTemplate',
    ability: 'send-statements',
    document: `mutation($org: ID!, $input: LetterTemplateInput!) {
      addLetterTemplate(organizationPrefixedId: $org, input: $input) { prefixedId } }`,
    variables: (_world, org) => ({ org, input: LETTER_INPUT }),
  },
  {
    field: 'updateLetterTemplate',
    ability: 'send-statements',
    document: `mutation($org: ID!, $letter: ID!, $input: LetterTemplateInput!) {
      updateLetterTemplate(organizationPrefixedId: $org, letterTemplatePrefixedId: $letter, input: $input) { title } }`,
    variables: (world, org) => ({ org, letter: world.primaryLetterId, input: LETTER_INPUT }),
  },
  {
    field: 'makeLetterTemplatePrimary',
    ability: 'send-statements',
    document: `mutation($org: ID!, $letter: ID!) {
      makeLetterTemplatePrimary(organizationPrefixedId: $org, letterTemplatePrefixedId: $letter) { prefixedId } }`,
    variables: (world, org) => ({ org, letter: world.primaryLetterId }),
  },
  {
    field: 'deleteLetterTemplate',
    ability: 'send-statements',
    document: `mutation($org: ID!, $letter: ID!) {
      deleteLetterTemplate(organizationPrefixedId: $org, letterTemplatePrefixedId: $letter) { prefixedId } }`,
    variables: (world, org) => ({ org, letter: world.spareLetterId }),
  },
  {
    field: 'adminYearEndStatementDonors',
    ability: 'send-statements',
    document:
      'query($org: ID!, $year: Int!) { adminYearEndStatementDonors(organizationPrefixedId: $org, year: $year) }',
    variables: (_world, org) => ({ org, year: 2020 }),
  },
  {
    field: 'adminStatementBatches',
    ability: 'send-statements',
    document:
      'query($org: ID!) { adminStatementBatches(organizationPrefixedId: $org) { prefixedId sent total } }',
    variables: (_world, org) => ({ org }),
  },
  {
    field: 'startYearEndStatements',
    ability: 'send-statements',
    document: `mutation($org: ID!, $year: Int!) {
      startYearEndStatements(organizationPrefixedId: $org, year: $year) { prefixedId } }`,
    // The demo donor's seeded gifts reach back a year from today: last year always has some.
    variables: (_world, org) => ({ org, year: new Date().getUTCFullYear() - 1 }),
  },
];
