// The admin console's rows of the authorization matrix (graphqlMatrix.ts): each operation aimed at
// the demo church, run by its statements administrator as the owner once she holds every ability.
// Another donor of the church and a donor of another church lack the ability (FORBIDDEN); naming
// the demo church from another is NOT_FOUND; sessions and CSRF columns as every GraphQL row.
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import {
  ADMINISTRATOR_ABILITIES,
  contributions,
  funds,
  letterTemplates,
  organizations,
  users,
} from '../src/db/schema';
import { newPrefixedId } from '../src/db/prefixedId';
import { DEMO_ADMIN } from '../src/seed';
import { accountingMatrixRows } from './accountingMatrixRows';
import { apiKeyMatrixRows } from './apiKeyMatrixRows';
import type { World } from './authorizationWorld';
import { campaignMatrixRows } from './campaignMatrixRows';
import { householdMatrixRows } from './householdMatrixRows';
import { donorMergeMatrixRows } from './donorMergeMatrixRows';
import { pledgeMatrixRows } from './pledgeMatrixRows';
import { depositMatrixRows } from './depositMatrixRows';
import { donorListMatrixRows } from './donorListMatrixRows';
import { giftBatchMatrixRows } from './giftBatchMatrixRows';
import { givingReportMatrixRows } from './givingReportMatrixRows';
import { recurringMoveMatrixRows } from './recurringMoveMatrixRows';
import { SECOND_FACTOR_MATRIX_ROWS, verifiedSecondFactor } from './secondFactorMatrixRows';
import { webhookMatrixRows } from './webhookMatrixRows';

export interface AdminMatrixRow {
  field: string;
  document: string;
  variables(world: World, organizationPrefixedId: string): Record<string, unknown>;
  /** Run before the owner's own request: extra variables it needs. */
  ownerSetup(world: World): Promise<Record<string, unknown>>;
}

/** The owner's request is the statements administrator's, given every ability first. */
async function everyAbility(world: World): Promise<Record<string, unknown>> {
  await world.testApp.app.db
    .update(users)
    .set({ abilities: [...ADMINISTRATOR_ABILITIES] })
    .where(eq(users.email, DEMO_ADMIN.email));
  // Holding every ability, 'manage-team' and 'refund-gifts' among them, she proves her second factor.
  return verifiedSecondFactor(world);
}

async function demoFundOrder(world: World): Promise<Record<string, unknown>> {
  await everyAbility(world);
  const [general] = await world.testApp.app.db
    .select()
    .from(funds)
    .where(eq(funds.prefixedId, world.records.generalFundId));
  const rows = await world.testApp.app.db
    .select({ prefixedId: funds.prefixedId })
    .from(funds)
    .where(and(eq(funds.organizationId, general!.organizationId)))
    .orderBy(asc(funds.position), asc(funds.id));
  return { ids: rows.map((row) => row.prefixedId).reverse() };
}

/**
 * The matrix's Stripe is unreachable: the owner connects a church whose account already takes
 * charges, which asks nothing of Stripe.
 */
async function alreadyConnected(world: World): Promise<Record<string, unknown>> {
  await everyAbility(world);
  await world.testApp.app.db
    .update(organizations)
    .set({ stripeAccountId: 'acct_matrix', stripeChargesEnabled: true })
    .where(eq(organizations.subdomain, 'demo'));
  return {};
}

/** The victim's gift is charged on an unreachable Stripe: the owner refunds a sandbox gift instead. */
async function sandboxGift(world: World): Promise<Record<string, unknown>> {
  await everyAbility(world);
  const { db } = world.testApp.app;
  const [gift] = await db
    .select({ prefixedId: contributions.prefixedId })
    .from(contributions)
    .innerJoin(organizations, eq(organizations.id, contributions.organizationId))
    .where(
      and(
        eq(organizations.subdomain, 'demo'),
        eq(contributions.status, 'succeeded'),
        eq(contributions.processorMode, 'sandbox'),
        isNotNull(contributions.processorChargeId),
      ),
    )
    .limit(1);
  return { gift: gift!.prefixedId };
}

/** The owner deletes a letter of her own making: the primary one is never deleted. */
async function spareLetter(world: World): Promise<Record<string, unknown>> {
  await everyAbility(world);
  const { db } = world.testApp.app;
  const [church] = await db.select().from(organizations).where(eq(organizations.subdomain, 'demo'));
  const prefixedId = newPrefixedId('ltr');
  await db.insert(letterTemplates).values({
    prefixedId,
    organizationId: church!.id,
    title: 'Matrix spare letter',
    jsonData: { subject: '', body: 'Spare' },
  });
  return { letter: prefixedId };
}

/** The owner starts year-end statements for a year someone of the demo church gave in. */
async function yearWithGifts(world: World): Promise<Record<string, unknown>> {
  await everyAbility(world);
  const { db } = world.testApp.app;
  const [gift] = await db
    .select({ date: contributions.date })
    .from(contributions)
    .innerJoin(organizations, eq(organizations.id, contributions.organizationId))
    .where(and(eq(organizations.subdomain, 'demo'), eq(contributions.status, 'succeeded')))
    .limit(1);
  return { year: Number(gift!.date.slice(0, 4)) };
}

const org = (_world: World, organizationPrefixedId: string) => ({ org: organizationPrefixedId });
const orgAndYear = (_world: World, organizationPrefixedId: string) => ({
  org: organizationPrefixedId,
  year: 2020,
});
const orgAndLetter = (world: World, organizationPrefixedId: string) => ({
  org: organizationPrefixedId,
  letter: world.records.letterTemplateId,
});
const LETTER_INPUT = '{ title: "Taken over", subject: "", body: "Dear {{donorName}}" }';

const row = (
  field: string,
  document: string,
  variables: AdminMatrixRow['variables'] = org,
  ownerSetup: AdminMatrixRow['ownerSetup'] = everyAbility,
): AdminMatrixRow => ({ field, document, variables, ownerSetup });

export const ADMIN_MATRIX_ROWS: AdminMatrixRow[] = [
  row(
    'Query.adminGivingPage',
    'query($org: ID!) { adminGivingPage(organizationPrefixedId: $org) { displayName funds { name } allowedWebsites } }',
  ),
  row(
    'Query.adminGifts',
    `query($org: ID!) { adminGifts(organizationPrefixedId: $org, first: 250) {
      totalResults items { prefixedId memo donor { email } } } }`,
  ),
  row(
    'Query.adminGiftsExport',
    'query($org: ID!) { adminGiftsExport(organizationPrefixedId: $org) { url fileName contentType } }',
  ),
  row(
    'Query.adminDonors',
    'query($org: ID!, $search: String) { adminDonors(organizationPrefixedId: $org, search: $search) { prefixedId email } }',
    (world, organizationPrefixedId) => ({ org: organizationPrefixedId, search: world.victim.email }),
  ),
  row('Query.adminTeam', 'query($org: ID!) { adminTeam(organizationPrefixedId: $org) { prefixedId email } }'),
  row(
    'Query.adminActivity',
    'query($org: ID!) { adminActivity(organizationPrefixedId: $org) { items { action details } } }',
  ),
  row(
    'Mutation.updateGivingPage',
    `mutation($org: ID!) { updateGivingPage(organizationPrefixedId: $org,
      input: { givingMessage: "Taken over", isInMaintenance: false }) { givingMessage } }`,
  ),
  row(
    'Mutation.addFund',
    'mutation($org: ID!) { addFund(organizationPrefixedId: $org, name: "Matrix Fund") { prefixedId } }',
  ),
  row(
    'Mutation.updateFund',
    `mutation($org: ID!, $fund: ID!) { updateFund(organizationPrefixedId: $org, fundPrefixedId: $fund,
      input: { isOnlineGivingVisible: true }) { name } }`,
    (world, organizationPrefixedId) => ({ org: organizationPrefixedId, fund: world.records.generalFundId }),
  ),
  row(
    'Mutation.reorderFunds',
    'mutation($org: ID!, $ids: [ID!]!) { reorderFunds(organizationPrefixedId: $org, fundPrefixedIds: $ids) { prefixedId } }',
    (world, organizationPrefixedId) => ({ org: organizationPrefixedId, ids: [world.records.generalFundId] }),
    demoFundOrder,
  ),
  row(
    'Mutation.addAllowedWebsite',
    'mutation($org: ID!) { addAllowedWebsite(organizationPrefixedId: $org, origin: "https://matrix.example") }',
  ),
  row(
    'Mutation.checkWalletWebsite',
    // The demo's own allowed website, there whatever the rows before did.
    'mutation($org: ID!) { checkWalletWebsite(organizationPrefixedId: $org, origin: "http://localhost:*") { state } }',
  ),
  row(
    'Mutation.removeAllowedWebsite',
    'mutation($org: ID!) { removeAllowedWebsite(organizationPrefixedId: $org, origin: "https://matrix.example") }',
  ),
  row(
    'Mutation.recordOfflineGift',
    `mutation($org: ID!, $donor: ID!, $fund: ID!) { recordOfflineGift(organizationPrefixedId: $org,
      input: { donorPrefixedId: $donor, method: cash, fundPrefixedId: $fund, amount: 100, date: "2026-01-04" }) {
      prefixedId } }`,
    (world, organizationPrefixedId) => ({
      org: organizationPrefixedId,
      donor: world.victim.userPrefixedId,
      fund: world.records.generalFundId,
    }),
  ),
  row(
    'Query.adminPayments',
    'query($org: ID!) { adminPayments(organizationPrefixedId: $org) { mode connection stripeAccountId } }',
  ),
  row(
    'Mutation.connectStripeAccount',
    'mutation($org: ID!) { connectStripeAccount(organizationPrefixedId: $org) { payments { connection } } }',
    org,
    alreadyConnected,
  ),
  row(
    'Mutation.disconnectStripeAccount',
    'mutation($org: ID!) { disconnectStripeAccount(organizationPrefixedId: $org) { connection } }',
  ),
  // The matrix's Stripe is unreachable: the owner's church has no account, so nothing is read there.
  row(
    'Mutation.refreshStripeAccount',
    'mutation($org: ID!) { refreshStripeAccount(organizationPrefixedId: $org) { connection } }',
  ),
  row(
    'Mutation.setBankPayments',
    'mutation($org: ID!) { setBankPayments(organizationPrefixedId: $org, enabled: true) { bankPayments } }',
  ),
  row(
    'Mutation.refundGift',
    `mutation($org: ID!, $gift: ID!) { refundGift(organizationPrefixedId: $org, giftPrefixedId: $gift,
      amount: 100, requestKey: "matrix-refund-1") { refundedAmount } }`,
    (world, organizationPrefixedId) => ({ org: organizationPrefixedId, gift: world.records.giftId }),
    sandboxGift,
  ),
  row(
    'Mutation.inviteAdministrator',
    `mutation($org: ID!) { inviteAdministrator(organizationPrefixedId: $org, email: "matrix-invitee@example.com",
      abilities: ["view-gifts"]) { prefixedId } }`,
  ),
  row(
    'Mutation.updateAdministratorAbilities',
    `mutation($org: ID!, $user: ID!) { updateAdministratorAbilities(organizationPrefixedId: $org,
      userPrefixedId: $user, abilities: ["view-gifts"]) { abilities } }`,
    (world, organizationPrefixedId) => ({ org: organizationPrefixedId, user: world.victim.userPrefixedId }),
  ),
  row(
    'Mutation.removeAdministrator',
    'mutation($org: ID!, $user: ID!) { removeAdministrator(organizationPrefixedId: $org, userPrefixedId: $user) }',
    (world, organizationPrefixedId) => ({ org: organizationPrefixedId, user: world.victim.userPrefixedId }),
  ),
  row(
    'Query.adminLetterTemplates',
    'query($org: ID!) { adminLetterTemplates(organizationPrefixedId: $org) { prefixedId title body isPrimary } }',
  ),
  row(
    'Query.adminLetterTemplatePreview',
    `query($org: ID!) { adminLetterTemplatePreview(organizationPrefixedId: $org, input: ${LETTER_INPUT}) {
      fileName contentType } }`,
  ),
  row(
    'Mutation.addLetterTemplate',
    `mutation($org: ID!) { addLetterTemplate(organizationPrefixedId: $org, input: ${LETTER_INPUT}) { prefixedId } }`,
  ),
  row(
    'Mutation.updateLetterTemplate',
    `mutation($org: ID!, $letter: ID!) { updateLetterTemplate(organizationPrefixedId: $org,
      letterTemplatePrefixedId: $letter, input: ${LETTER_INPUT}) { title } }`,
    orgAndLetter,
  ),
  row(
    'Mutation.makeLetterTemplatePrimary',
    `mutation($org: ID!, $letter: ID!) { makeLetterTemplatePrimary(organizationPrefixedId: $org,
      letterTemplatePrefixedId: $letter) { prefixedId isPrimary } }`,
    orgAndLetter,
  ),
  row(
    'Mutation.deleteLetterTemplate',
    `mutation($org: ID!, $letter: ID!) { deleteLetterTemplate(organizationPrefixedId: $org,
      letterTemplatePrefixedId: $letter) { prefixedId } }`,
    orgAndLetter,
    spareLetter,
  ),
  row(
    'Query.adminYearEndStatementDonors',
    'query($org: ID!, $year: Int!) { adminYearEndStatementDonors(organizationPrefixedId: $org, year: $year) }',
    orgAndYear,
  ),
  row(
    'Query.adminStatementBatches',
    'query($org: ID!) { adminStatementBatches(organizationPrefixedId: $org) { prefixedId sent total startedBy } }',
  ),
  row(
    'Mutation.startYearEndStatements',
    `mutation($org: ID!, $year: Int!) { startYearEndStatements(organizationPrefixedId: $org, year: $year) {
      prefixedId total } }`,
    orgAndYear,
    yearWithGifts,
  ),
  ...SECOND_FACTOR_MATRIX_ROWS,
  ...campaignMatrixRows(everyAbility),
  ...householdMatrixRows(everyAbility),
  ...donorMergeMatrixRows(everyAbility),
  ...pledgeMatrixRows(everyAbility),
  ...giftBatchMatrixRows(everyAbility),
  ...depositMatrixRows(everyAbility),
  ...accountingMatrixRows(everyAbility),
  ...donorListMatrixRows(everyAbility),
  ...givingReportMatrixRows(everyAbility),
  ...webhookMatrixRows(everyAbility),
  ...apiKeyMatrixRows(everyAbility),
  ...recurringMoveMatrixRows(everyAbility),
];
