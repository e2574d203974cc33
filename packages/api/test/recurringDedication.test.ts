// A recurring gift in honour or in memory of someone that starts later: the person the donor chose is
// told when the gift is actually given, in the transaction of its first successful charge, once, even
// with two API instances charging at the same moment; not at setup, not again at the next charge, and
// never when the donor stops the gift before it is first charged; a first charge that waits for the
// bank ("Confirm your gift") tells once the donor confirmed it. A gift charged at once keeps telling
// at setup. Every charge's receipt names the person, and so do the console's gift details and the PDF
// receipt of each charge. In the donor's language. PGlite and PostgreSQL.
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { giftDedications, organizations, outboxMessages, recurringGivings, users } from '../src/db/schema';
import { tellDedicationAtFirstCharge } from '../src/core/gifts/giftDedication';
import { buildAdminWorld, DEMO_OWNER, signIn, type Answer } from './adminFixtures';
import { organizationOf } from './givingFlow';
import { TestBrowser, type TestApp } from './helper';
import { download, pdfText } from './reportFixtures';
import { contributionsOfGift, giftRow, registeredDonorWithCard, type RecurringDonor } from './recurringFlow';
import { proveSecondFactor } from './secondFactorFixtures';
import { openRecurringWorld } from './recurringWorld';

jest.setTimeout(120_000);

const world = openRecurringWorld('2027-05-03');
const { clock } = world;
let testApp: TestApp;
let second: FastifyInstance;
let general: string;
beforeAll(() => {
  ({ testApp, second } = world);
});
beforeAll(async () => {
  const demo = await organizationOf(testApp);
  general = demo.onlineGiving.funds.find((fund) => fund.name === 'General Fund')!.prefixedId;
});

const finished: string[] = [];
afterEach(async () => {
  if (finished.length === 0) return;
  await testApp.app.db
    .update(recurringGivings)
    .set({ status: 'deleted' })
    .where(inArray(recurringGivings.prefixedId, finished.splice(0)));
});

let counter = 0;
const newEmail = (who: string) => `${who}${++counter}-${Date.now()}@example.com`;

/** The emails queued in the outbox to `to` (each is sent once), oldest first. */
async function queuedTo(to: string) {
  const rows = await testApp.app.db.select().from(outboxMessages).orderBy(outboxMessages.id);
  return rows.map((row) => row.message).filter((message) => message.to === to);
}

/** A monthly $40.00 gift in memory of Abuela Carmen, its notification to `family`. */
async function dedicatedGift(donor: RecurringDonor, startDate: string, family: string): Promise<string> {
  const response = await donor.client.give(donor, {
    payment_method_id: donor.paymentMethodId,
    amount: 4000,
    fund_prefixed_id: general,
    frequency: 'monthly',
    start_date: startDate,
    dedication: { kind: 'memory', name: 'Abuela Carmen', notify_email: family },
  });
  expect(response.statusCode).toBe(201);
  const gift = response.json().recurring_giving.prefixed_id as string;
  finished.push(gift);
  return gift;
}

async function dedicationOf(gift: string) {
  const { id } = await giftRow(testApp, gift);
  const [row] = await testApp.app.db
    .select()
    .from(giftDedications)
    .where(eq(giftDedications.recurringGivingId, id));
  return row;
}

/** Both instances run the engine at once on `day`. */
async function runBoth(day: string) {
  clock.setDay(day);
  return Promise.all([testApp.app.recurringWorker.runOnce(), second.recurringWorker.runOnce()]);
}

describe('a dedicated recurring gift that starts later', () => {
  let later: { donor: RecurringDonor; gift: string } | null = null;

  it('tells no one at setup, tells once at the first charge (two instances), not again at the next', async () => {
    clock.setDay('2027-05-03');
    const donor = await registeredDonorWithCard(testApp, '4242424242424242', 'es');
    const family = newEmail('family');
    const gift = await dedicatedGift(donor, '2027-05-10', family);

    expect(await dedicationOf(gift)).toMatchObject({ notifyEmail: family, notifiedAt: null });
    expect(await queuedTo(family)).toEqual([]);

    const summaries = await runBoth('2027-05-10');
    expect(summaries.reduce((sum, summary) => sum + summary.succeeded, 0)).toBe(1);
    expect(await contributionsOfGift(testApp, gift)).toMatchObject([
      { occurrenceDate: '2027-05-10', status: 'succeeded' },
    ]);
    expect(await dedicationOf(gift)).toMatchObject({ notifiedAt: clock.read() });
    const notices = await queuedTo(family);
    expect(notices).toHaveLength(1);
    // In the donor's language, from the donor's name, never the amount.
    expect(notices[0]!.subject).toBe('Una donación a Grace Community Church en memoria de alguien');
    expect(notices[0]!.text).toContain(
      'Robin Recurring hizo una donación a Grace Community Church en memoria de Abuela Carmen.',
    );
    expect(notices[0]!.text).not.toMatch(/\$\s?40|40[.,]00|4000/);
    // The charge's receipt names the person remembered.
    const receipts = () =>
      queuedTo(donor.email).then((mails) => mails.filter((mail) => /Gracias/.test(mail.subject)));
    expect(await receipts()).toHaveLength(1);
    expect((await receipts())[0]!.text).toContain('En memoria de: Abuela Carmen');

    await runBoth('2027-06-10');
    expect(await contributionsOfGift(testApp, gift)).toHaveLength(2);
    expect(await queuedTo(family)).toHaveLength(1);
    const [, next] = await receipts();
    expect(next!.text).toContain('En memoria de: Abuela Carmen');
    later = { donor, gift };
  });

  it('names the person on each charge in the console’s gift details and on the PDF receipt', async () => {
    const { donor, gift } = later!;
    const world = await buildAdminWorld(testApp);
    const owner = await signIn(testApp, DEMO_OWNER, 'demo.localhost');
    await proveSecondFactor(testApp, owner, DEMO_OWNER.email, world.demoOrg.prefixedId);
    const response = await owner.graphql(
      `query ($org: ID!, $filters: AdminGiftFilters) { adminGifts(organizationPrefixedId: $org, filters: $filters) {
        items { date dedication { kind name } } } }`,
      { org: world.demoOrg.prefixedId, filters: { donorSearch: donor.email } },
    );
    const answer = response.json() as Answer;
    expect(answer.errors).toBeUndefined();
    expect(answer.data.adminGifts.items).toEqual([
      { date: '2027-06-10', dedication: { kind: 'memory', name: 'Abuela Carmen' } },
      { date: '2027-05-10', dedication: { kind: 'memory', name: 'Abuela Carmen' } },
    ]);

    const browser = new TestBrowser(testApp, 'demo.localhost');
    expect((await browser.login(donor.email, 'a-long-enough-password')).statusCode).toBe(200);
    const [, second] = await contributionsOfGift(testApp, gift);
    const report = await browser.graphql(
      `query ($org: ID!, $filters: DonorContributionFilters, $type: DocumentKind!, $format: ReportFormat!) {
        donorContributionsReport(organizationPrefixedId: $org, filters: $filters, type: $type, format: $format) { url } }`,
      {
        org: donor.organizationPrefixedId,
        type: 'Receipt',
        format: 'PDF',
        filters: { contributionPrefixedId: second!.prefixedId },
      },
      { 'x-locale': 'es' },
    );
    const { data } = report.json() as { data: { donorContributionsReport: { url: string } } };
    const file = await download(testApp, browser, data.donorContributionsReport.url);
    expect(file.statusCode).toBe(200);
    expect(pdfText(file.body).replace(/\s+/g, ' ')).toContain('En memoria de: Abuela Carmen');
  });

  it('is told once when two charges of the gift are recorded at the same moment', async () => {
    clock.setDay('2027-05-03');
    const donor = await registeredDonorWithCard(testApp);
    const family = newEmail('racing-family');
    const gift = await dedicatedGift(donor, '2027-05-11', family);
    const { id } = await giftRow(testApp, gift);
    const [organization] = await testApp.app.db
      .select()
      .from(organizations)
      .where(eq(organizations.subdomain, 'demo'));
    const [user] = await testApp.app.db.select().from(users).where(eq(users.email, donor.email));
    // Each as the settle transaction of a successful charge does it (settleCharge.ts).
    const settle = () =>
      testApp.app.db.transaction((tx) =>
        tellDedicationAtFirstCharge(tx, {
          organization: organization!,
          donor: user!,
          locale: 'en',
          recurringGivingId: id,
          now: clock.read(),
          noticeLimits: testApp.app.config.dedicationNoticeLimits,
          ip: null,
        }),
      );
    await Promise.all([settle(), settle()]);
    await settle();
    expect(await queuedTo(family)).toHaveLength(1);
  });

  it('tells no one while its first charge waits for the bank, and tells once the donor confirms it', async () => {
    clock.setDay('2027-05-03');
    const donor = await registeredDonorWithCard(testApp, '4000002760003184');
    const family = newEmail('confirmed-family');
    const gift = await dedicatedGift(donor, '2027-05-13', family);

    const summaries = await runBoth('2027-05-13');
    expect(summaries.reduce((sum, summary) => sum + summary.awaitingConfirmation, 0)).toBe(1);
    expect(await queuedTo(family)).toEqual([]);

    const [asked] = (await queuedTo(donor.email)).filter((mail) => /^Confirm/.test(mail.subject));
    const link = /https?:\/\/\S+\/confirm\/\S+/.exec(asked!.text)![0];
    const token = decodeURIComponent(new URL(link).pathname.replace(/^\/confirm\//, ''));
    const browser = new TestBrowser(testApp, 'demo.localhost');
    await browser.fetchCsrfCookie();
    const complete = () =>
      browser.request({
        method: 'POST',
        url: '/confirm-link/complete',
        payload: { token, test_result: 'completed' },
      });
    expect((await complete()).statusCode).toBe(200);
    await complete();
    expect(await contributionsOfGift(testApp, gift)).toMatchObject([{ status: 'succeeded' }]);
    const notices = await queuedTo(family);
    expect(notices.map((notice) => notice.subject)).toEqual([
      "A gift to Grace Community Church in someone's memory",
    ]);
  });

  it('tells no one when the donor stops it before its first charge', async () => {
    clock.setDay('2027-05-03');
    const donor = await registeredDonorWithCard(testApp);
    const family = newEmail('stopped-family');
    const gift = await dedicatedGift(donor, '2027-05-12', family);

    const browser = new TestBrowser(testApp, 'demo.localhost');
    const login = await browser.login(donor.email, 'a-long-enough-password');
    expect([200, 204]).toContain(login.statusCode);
    const stopped = await browser.graphql(
      `mutation Delete($id: ID!, $org: ID!) { deleteRecurringGiving(prefixedId: $id, organizationPrefixedId: $org) }`,
      { id: gift, org: donor.organizationPrefixedId },
    );
    expect(stopped.json()).toEqual({ data: { deleteRecurringGiving: true } });

    await runBoth('2027-05-12');
    expect(await contributionsOfGift(testApp, gift)).toEqual([]);
    expect(await dedicationOf(gift)).toMatchObject({ notifiedAt: null });
    expect(await queuedTo(family)).toEqual([]);
  });
});

describe('a dedicated recurring gift charged at once', () => {
  it('tells at setup, in English, and not again at its next charge', async () => {
    clock.setDay('2027-07-05');
    const donor = await registeredDonorWithCard(testApp);
    const family = newEmail('today-family');
    const gift = await dedicatedGift(donor, '2027-07-05', family);

    expect(await dedicationOf(gift)).toMatchObject({ notifiedAt: expect.any(Date) });
    const notices = await queuedTo(family);
    expect(notices.map((notice) => notice.subject)).toEqual([
      "A gift to Grace Community Church in someone's memory",
    ]);

    await runBoth('2027-08-05');
    expect(await contributionsOfGift(testApp, gift)).toHaveLength(2);
    expect(await queuedTo(family)).toHaveLength(1);
    const receipts = (await queuedTo(donor.email)).filter((mail) => /Thank you/.test(mail.subject));
    expect(receipts).toHaveLength(2);
    for (const receipt of receipts) expect(receipt.text).toContain('In memory of: Abuela Carmen');
  });
});
