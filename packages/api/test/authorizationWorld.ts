// The people and records of the authorization matrix: the victim (the seeded demo donor)
// with one record of every kind an operation can aim at, the attackers (a donor of the same church,
// a donor of `hope`, a signed-out guest) and the credentials each one holds. Built once per file.
import { formatCardExpiry } from '@halo/domain';
import { and, eq } from 'drizzle-orm';
import type { Mailbox } from '@halo/testkit/mail/mailbox';
import { sha256Hex } from '../src/accounts/oidc/openIdProvider';
import {
  contributions,
  funds,
  letterTemplates,
  paymentMethods,
  recurringGivings,
  users,
} from '../src/db/schema';
import { DEMO_ADMIN } from '../src/seed';
import { hashSessionId } from '../src/sessions/sessionTokens';
import { manageLinks, type ManageLinks } from './authorizationManageLinks';
import { TestBrowser, type TestApp } from './helper';
import type { TestResponse } from './httpClient';
import { pngBytes } from './imageBytes';
import { registerDonorWithGiving, signInDemoDonor, type PortalDonor } from './portalFixtures';
import { plantMatrixApiKeys } from './restReadApiRoutes';
import { plantMatrixPledgeCampaign } from './pledgeMatrixRows';
import { plantMatrixTextGiving } from './textGivingMatrixRows';
import { plantSavedBankAccount } from './savedBankAccountRows';

/** What the victim owns that an attacker could aim at (all in the demo church). */
export interface VictimRecords {
  /** A succeeded gift with a memo and amount no other donor has; stripe-mode, for the webhook. */
  giftId: string;
  chargeId: string;
  activeRecurringId: string;
  pausedRecurringId: string;
  /**
   * The card both recurring gifts use, and a second card nothing uses (deletable), which she saves
   * after a stranger got `emailOnlyGivingToken` with her email.
   */
  cardId: string;
  cardLastFour: string;
  /** `MM/YYYY`, as the portal shows and takes it. */
  cardExpiration: string;
  spareCardId: string;
  customerId: string;
  generalFundId: string;
  /** The demo church's primary letter template. */
  letterTemplateId: string;
  imageUrl: string;
  /** Path (with query) of a CSV export link issued to the victim's session. */
  reportPath: string;
  /** A live email verification and password reset token of the victim (as if from her inbox). */
  verifyToken: string;
  resetToken: string;
  /** The state of a Google sign-in the victim's browser started. */
  oidcState: string;
  /** A giving token from her own session (every card) and one got with her email alone. */
  fullGivingToken: string;
  emailOnlyGivingToken: string;
}

export interface Attacker extends PortalDonor {
  givingToken: string;
  customerId: string;
}

export interface World {
  testApp: TestApp;
  mailbox: Mailbox;
  demoOrganizationId: string;
  hopeOrganizationId: string;
  victim: PortalDonor;
  admin: TestBrowser;
  sameChurch: Attacker;
  otherChurch: Attacker;
  /** A demo.localhost browser with a guest session (CSRF cookie, nobody signed in). */
  guest: TestBrowser;
  records: VictimRecords;
  /** The victim's emailed manage link to a gift of hers, and the same-church donor's to her own. */
  links: ManageLinks;
  /** Presigned URLs the same-church donor got for her own folder, to replay their signatures. */
  sameChurchSignedPut: string;
  sameChurchSignedDelete: string;
  /** Strings only the victim's data contains: no refused answer may show one. */
  victimMarkers: string[];
}

export const PLANTED_MEMO = 'Matrix memo only the victim has';
export const PLANTED_NICKNAME = 'Matrix card only the victim has';
/** Added to the planted gift, so the victim's totals differ from the other donors' (same generator). */
const PLANTED_EXTRA_CENTS = 777;

function expectStatus(response: TestResponse, status: number, what: string): void {
  if (response.statusCode !== status) {
    throw new Error(`world setup: ${what} answered ${response.statusCode} ${response.body}`);
  }
}

function graphqlData(response: TestResponse, what: string) {
  const body = response.json();
  if (response.statusCode !== 200 || body.errors) throw new Error(`world setup: ${what}: ${response.body}`);
  return body.data;
}

/** A browser carrying `from`'s cookies to `host`, so a cell never changes a shared browser's jar. */
export function copyBrowser(
  testApp: TestApp,
  from: TestBrowser | null,
  host = 'demo.localhost',
): TestBrowser {
  const copy = new TestBrowser(testApp, host);
  for (const [name, value] of from?.cookies ?? []) copy.cookies.set(name, value);
  return copy;
}

export const csrfTokenOf = (browser: TestBrowser) => browser.cookies.get('XSRF-TOKEN') ?? '';
export const sessionCookieOf = (browser: TestBrowser) => browser.cookies.get('halo_session') ?? '';

/** The organization path of a URL the API printed (its host is PUBLIC_URL's, not the test port). */
export const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

async function customerAndToken(donor: PortalDonor, organizationPrefixedId: string) {
  const response = await donor.browser.request({
    url: `/api/give/stripe-customer-id?donor_prefixed_id=${donor.userPrefixedId}&organization_prefixed_id=${organizationPrefixedId}`,
  });
  expectStatus(response, 200, 'stripe-customer-id');
  const body = response.json() as { stripe_customer_id: string; giving_token: string };
  return { customerId: body.stripe_customer_id, givingToken: body.giving_token };
}

async function presign(browser: TestBrowser, command: string, fileName: string) {
  const response = await browser.graphql(
    `query($command: StorageCommand!, $fileName: String!) {
      S3PresignedUrl(command: $command, directory: "profile-images", fileName: $fileName) { url publicUrl }
    }`,
    { command, fileName },
  );
  return graphqlData(response, 'S3PresignedUrl').S3PresignedUrl as { url: string; publicUrl: string };
}

async function uploadVictimImage(victim: PortalDonor): Promise<string> {
  const presigned = await presign(victim.browser, 'PutObject', 'portrait.png');
  const upload = await victim.browser.request({
    method: 'PUT',
    url: pathOf(presigned.url),
    payload: pngBytes(64, 64),
    headers: { 'content-type': 'image/png' },
  });
  expectStatus(upload, 200, 'image upload');
  const saved = await victim.browser.graphql(
    'mutation($url: String) { updateDonor(image_url: $url) { imageUrl } }',
    { url: presigned.publicUrl },
  );
  graphqlData(saved, 'updateDonor(image_url)');
  return presigned.publicUrl;
}

async function verified(testApp: TestApp, donor: PortalDonor): Promise<void> {
  await testApp.app.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, donor.userId));
}

async function primaryLetterTemplate(testApp: TestApp, victim: PortalDonor): Promise<string> {
  const [letter] = await testApp.app.db
    .select({ prefixedId: letterTemplates.prefixedId })
    .from(letterTemplates)
    .where(
      and(eq(letterTemplates.organizationId, victim.organizationId), eq(letterTemplates.isPrimary, true)),
    );
  if (!letter) throw new Error('world setup: the demo church has no primary letter template');
  return letter.prefixedId;
}

async function plantVictimRecords(testApp: TestApp, victim: PortalDonor) {
  const { db } = testApp.app;
  const [gift] = await db
    .select()
    .from(contributions)
    .where(and(eq(contributions.donorUserId, victim.userId), eq(contributions.status, 'succeeded')))
    .limit(1);
  if (!gift) throw new Error('world setup: the victim has no gift');
  const chargeId = `ch_matrix_${gift.prefixedId.slice(4)}`;
  // Stripe mode, so a forged charge.refunded webhook would have a gift to refund.
  await db
    .update(contributions)
    .set({
      memo: PLANTED_MEMO,
      chargedAmount: gift.chargedAmount + PLANTED_EXTRA_CENTS,
      netAmount: gift.netAmount + PLANTED_EXTRA_CENTS,
      processorMode: 'stripe',
      processorChargeId: chargeId,
    })
    .where(eq(contributions.id, gift.id));
  const [active, paused] = victim.recurringIds;
  if (!active || !paused) throw new Error('world setup: the victim needs two recurring gifts');
  await db
    .update(recurringGivings)
    .set({ status: 'paused', nextOccurrence: null })
    .where(eq(recurringGivings.prefixedId, paused));
  const [card] = await db
    .update(paymentMethods)
    .set({ nickname: PLANTED_NICKNAME })
    .where(eq(paymentMethods.processorId, victim.cardId))
    .returning();
  if (!card) throw new Error('world setup: the victim has no card');
  const [general] = await db
    .select()
    .from(funds)
    .where(and(eq(funds.organizationId, victim.organizationId), eq(funds.name, 'General Fund')));
  if (!general) throw new Error('world setup: no General Fund');
  return {
    giftId: gift.prefixedId,
    chargeId,
    activeRecurringId: active,
    pausedRecurringId: paused,
    generalFundId: general.prefixedId,
    cardLastFour: card.lastFour,
    cardExpiration: formatCardExpiry(card.expMonth!, card.expYear!),
  };
}

async function addSpareCard(victim: PortalDonor, customerId: string, token: string) {
  const response = await victim.browser.request({
    method: 'POST',
    url: '/api/give/sandbox/payment-methods',
    payload: {
      organization_prefixed_id: victim.organizationPrefixedId,
      stripe_customer_id: customerId,
      card_number: '4242424242424242',
      exp_month: 11,
      exp_year: new Date().getFullYear() + 3,
      cvc: '123',
      cardholder_name: 'Jordan Rivera',
    },
    headers: { 'x-giving-token': token },
  });
  expectStatus(response, 200, 'spare card');
  return (response.json() as { payment_method_id: string }).payment_method_id;
}

/**
 * A giving token got by typing the victim's email into the giving form, signed out. It is got before
 * she saves her spare card: such a token may use only the cards added through it (tokenCards.ts),
 * neither those saved before nor one she saves while it is alive.
 */
async function emailOnlyToken(testApp: TestApp, victim: PortalDonor) {
  const response = await new TestBrowser(testApp).request({
    method: 'POST',
    url: '/api/give/customer',
    payload: {
      organization_prefixed_id: victim.organizationPrefixedId,
      email: victim.email,
      first_name: 'Jordan',
      last_name: 'Rivera',
    },
  });
  expectStatus(response, 200, 'customer by email');
  return (response.json() as { giving_token: string }).giving_token;
}

async function victimReportPath(victim: PortalDonor): Promise<string> {
  const response = await victim.browser.graphql(
    `query($org: ID!) {
      donorContributionsReport(organizationPrefixedId: $org, type: Download, format: CSV) { url }
    }`,
    { org: victim.organizationPrefixedId },
  );
  return pathOf(graphqlData(response, 'donorContributionsReport').donorContributionsReport.url);
}

/** The victim's Google sign-in in progress, as GET /auth/google/redirect would have saved it. */
async function victimSignInAttempt(testApp: TestApp, victim: PortalDonor): Promise<string> {
  const state = `matrix-state-${victim.userPrefixedId}`;
  await testApp.app.accounts.saveSignInAttempt({
    stateHash: sha256Hex(state),
    sessionIdHash: hashSessionId(sessionCookieOf(victim.browser)),
    organizationId: victim.organizationId,
    nonce: 'matrix-nonce',
    codeVerifier: 'matrix-verifier',
    remember: false,
    locale: 'en',
    expiresAt: new Date(Date.now() + 10 * 60_000),
  });
  return state;
}

async function victimDashboardTotal(victim: PortalDonor): Promise<number> {
  const response = await victim.browser.graphql(
    'query($org: ID!) { DonorDashboardReport(organizationPrefixedId: $org) { totalGifts } }',
    { org: victim.organizationPrefixedId },
  );
  return graphqlData(response, 'DonorDashboardReport').DonorDashboardReport.totalGifts as number;
}

async function victimMarkers(
  testApp: TestApp,
  victim: PortalDonor,
  records: VictimRecords,
  links: ManageLinks,
) {
  const { db } = testApp.app;
  const gifts = await db
    .select({ id: contributions.prefixedId })
    .from(contributions)
    .where(eq(contributions.donorUserId, victim.userId));
  const cards = await db
    .select({ id: paymentMethods.processorId })
    .from(paymentMethods)
    .where(eq(paymentMethods.userId, victim.userId));
  const imageKey = new URL(records.imageUrl).pathname.replace('/api/files/', '');
  return [
    victim.email,
    victim.userPrefixedId,
    records.customerId,
    imageKey,
    PLANTED_MEMO,
    PLANTED_NICKNAME,
    ...victim.recurringIds,
    links.managedRecurringId,
    ...gifts.map((gift) => gift.id),
    ...cards.map((card) => card.id),
    // JSON as yoga writes it: the victim's own total, which no other donor has.
    `"totalGifts":${await victimDashboardTotal(victim)}`,
  ];
}

async function userRow(testApp: TestApp, donor: PortalDonor) {
  const [user] = await testApp.app.db.select().from(users).where(eq(users.id, donor.userId));
  if (!user) throw new Error('world setup: user vanished');
  return user;
}

export async function buildWorld(testApp: TestApp, mailbox: Mailbox): Promise<World> {
  const victim = await signInDemoDonor(testApp);
  const sameChurchDonor = await registerDonorWithGiving(testApp, 'demo', 'matrix-same-church@example.com');
  const otherChurchDonor = await registerDonorWithGiving(testApp, 'hope', 'matrix-other-church@example.com');
  await verified(testApp, sameChurchDonor);
  await verified(testApp, otherChurchDonor);
  const admin = new TestBrowser(testApp, 'demo.localhost');
  expectStatus(await admin.login(DEMO_ADMIN.email, DEMO_ADMIN.password), 200, 'admin login');
  const guest = new TestBrowser(testApp, 'demo.localhost');
  expectStatus(await guest.fetchCsrfCookie(), 204, 'guest csrf cookie');

  const planted = await plantVictimRecords(testApp, victim);
  await plantMatrixApiKeys(testApp);
  await plantMatrixPledgeCampaign(testApp);
  await plantMatrixTextGiving(testApp);
  await plantSavedBankAccount(testApp);
  const own = await customerAndToken(victim, victim.organizationPrefixedId);
  const sameChurch = {
    ...sameChurchDonor,
    ...(await customerAndToken(sameChurchDonor, sameChurchDonor.organizationPrefixedId)),
  };
  const otherChurch = {
    ...otherChurchDonor,
    ...(await customerAndToken(otherChurchDonor, otherChurchDonor.organizationPrefixedId)),
  };
  const victimUser = await userRow(testApp, victim);
  const emailOnlyGivingToken = await emailOnlyToken(testApp, victim);
  const records: VictimRecords = {
    ...planted,
    cardId: victim.cardId,
    spareCardId: await addSpareCard(victim, own.customerId, own.givingToken),
    customerId: own.customerId,
    letterTemplateId: await primaryLetterTemplate(testApp, victim),
    imageUrl: await uploadVictimImage(victim),
    reportPath: await victimReportPath(victim),
    // As if read from her inbox: the links' tokens are only ever emailed.
    verifyToken: await testApp.app.accounts.issueToken(victimUser, 'verify_email', new Date()),
    resetToken: await testApp.app.accounts.issueToken(victimUser, 'reset_password', new Date()),
    oidcState: await victimSignInAttempt(testApp, victim),
    fullGivingToken: own.givingToken,
    emailOnlyGivingToken,
  };
  /** A key name of the form the storage issues, in the same-church donor's own folder. */
  const ownKeyName = '0123456789abcdef-own.png';
  const links = await manageLinks(testApp, planted, sameChurch.recurringIds[0] ?? '');
  return {
    testApp,
    mailbox,
    demoOrganizationId: victim.organizationPrefixedId,
    hopeOrganizationId: otherChurch.organizationPrefixedId,
    victim,
    admin,
    sameChurch,
    otherChurch,
    guest,
    records,
    links,
    sameChurchSignedPut: (await presign(sameChurch.browser, 'PutObject', 'own.png')).url,
    sameChurchSignedDelete: (await presign(sameChurch.browser, 'DeleteObject', ownKeyName)).url,
    victimMarkers: await victimMarkers(testApp, victim, records, links),
  };
}
