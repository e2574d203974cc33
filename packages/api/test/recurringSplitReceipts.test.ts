// A recurring gift split between funds: every charge's receipt names each fund's part of the gift,
// as the first gift's receipt does (same words, same money format, the church's order of funds), in
// the donor's language: the engine's later charges, a charge the donor confirmed for the bank
// ("Confirm your gift"), and the PDF receipt of such a charge. A one-fund gift's receipts name the
// fund alone, as before. PGlite and PostgreSQL.
import { inArray } from 'drizzle-orm';
import { outboxMessages, recurringGivings } from '../src/db/schema';
import { Mailbox } from '@halo/testkit/mail/mailbox';
import { organizationOf, RELAXED_GIVING_LIMITS } from './givingFlow';
import { startTestApp, TestBrowser, type TestApp } from './helper';
import { download, pdfText } from './reportFixtures';
import {
  contributionsOfGift,
  registeredDonorWithCard,
  TestClock,
  type RecurringDonor,
} from './recurringFlow';

jest.setTimeout(120_000);

const clock = new TestClock();
const mailbox = new Mailbox();
let testApp: TestApp;
let fundId: (name: string) => string;

beforeAll(async () => {
  clock.setDay('2027-05-03');
  testApp = await startTestApp({
    clock: clock.read,
    config: { dataDir: mailbox.dataDir, givingRateLimits: RELAXED_GIVING_LIMITS },
  });
  // The demo data's gifts were dated by the wall clock; keep them out of these simulated months.
  await testApp.app.db.update(recurringGivings).set({ status: 'paused' });
  const demo = await organizationOf(testApp);
  fundId = (name) => demo.onlineGiving.funds.find((fund) => fund.name === name)!.prefixedId;
});
afterAll(async () => {
  await testApp?.close();
  mailbox.remove();
});

const finished: string[] = [];
afterEach(async () => {
  if (finished.length === 0) return;
  await testApp.app.db
    .update(recurringGivings)
    .set({ status: 'deleted' })
    .where(inArray(recurringGivings.prefixedId, finished.splice(0)));
});

/** The receipts queued in the outbox to `to` (each is sent once), oldest first. */
async function receiptsTo(to: string, subject: RegExp) {
  const rows = await testApp.app.db.select().from(outboxMessages).orderBy(outboxMessages.id);
  return rows
    .map((row) => row.message)
    .filter((message) => message.to === to && subject.test(message.subject));
}

/** A monthly gift through POST /api/give, split as `parts` say (in the order the donor typed them). */
async function monthlyGift(
  donor: RecurringDonor,
  startDate: string,
  parts: [string, number][],
  isFeeCovered = false,
): Promise<string> {
  const amount = parts.reduce((sum, [, cents]) => sum + cents, 0);
  const response = await donor.client.give(donor, {
    payment_method_id: donor.paymentMethodId,
    amount,
    fund_prefixed_id: fundId(parts[0]![0]),
    ...(parts.length > 1
      ? { funds: parts.map(([name, cents]) => ({ fund_prefixed_id: fundId(name), amount: cents })) }
      : {}),
    frequency: 'monthly',
    start_date: startDate,
    is_fee_covered: isFeeCovered,
  });
  expect(response.statusCode).toBe(201);
  const gift = response.json().recurring_giving.prefixed_id as string;
  finished.push(gift);
  return gift;
}

async function runEngine(day: string) {
  clock.setDay(day);
  return testApp.app.recurringWorker.runOnce();
}

describe('the receipts of a recurring gift split between funds', () => {
  it('name each fund’s part at every charge of the engine, as the first receipt does, in Spanish', async () => {
    clock.setDay('2027-05-03');
    const donor = await registeredDonorWithCard(testApp, '4242424242424242', 'es');
    // Typed Building Fund first: the receipts name the parts in the church's order of funds.
    const gift = await monthlyGift(donor, '2027-05-03', [
      ['Building Fund', 2500],
      ['Missions', 5000],
    ]);
    expect(await receiptsTo(donor.email, /^Gracias/)).toHaveLength(1);

    const summary = await runEngine('2027-06-03');
    expect(summary.succeeded).toBe(1);
    expect(await contributionsOfGift(testApp, gift)).toHaveLength(2);
    const receipts = await receiptsTo(donor.email, /^Gracias/);
    expect(receipts.map((receipt) => receipt.subject)).toEqual([
      'Gracias por su donación a Grace Community Church',
      'Gracias por su donación a Grace Community Church',
    ]);
    for (const receipt of receipts) {
      expect(receipt.text).toContain('Fondos: Missions ($50.00), Building Fund ($25.00)\n');
      expect(receipt.text).toContain('Monto de la donación: $75.00\n');
      expect(receipt.html).toContain('<td>Missions ($50.00), Building Fund ($25.00)</td>');
    }

    // The PDF receipt of the engine's charge lists the same parts.
    const browser = new TestBrowser(testApp, 'demo.localhost');
    expect((await browser.login(donor.email, 'a-long-enough-password')).statusCode).toBe(200);
    const charged = (await contributionsOfGift(testApp, gift)).find(
      (row) => row.occurrenceDate === '2027-06-03',
    );
    const report = await browser.graphql(
      `query ($org: ID!, $filters: DonorContributionFilters, $type: DocumentKind!, $format: ReportFormat!) {
        donorContributionsReport(organizationPrefixedId: $org, filters: $filters, type: $type, format: $format) { url } }`,
      {
        org: donor.organizationPrefixedId,
        type: 'Receipt',
        format: 'PDF',
        filters: { contributionPrefixedId: charged!.prefixedId },
      },
      { 'x-locale': 'es' },
    );
    const { data } = report.json() as { data: { donorContributionsReport: { url: string } } };
    const file = await download(testApp, browser, data.donorContributionsReport.url);
    expect(file.statusCode).toBe(200);
    expect(pdfText(file.body).replace(/\s+/g, ' ')).toContain(
      'Fondos: Missions ($50.00), Building Fund ($25.00)',
    );
  });

  it('name each fund’s part when the donor confirmed the charge for the bank (Confirm your gift)', async () => {
    clock.setDay('2027-05-03');
    const donor = await registeredDonorWithCard(testApp, '4000002760003184');
    const gift = await monthlyGift(
      donor,
      '2027-05-13',
      [
        ['General Fund', 3000],
        ['Missions', 2000],
      ],
      true,
    );

    const summary = await runEngine('2027-05-13');
    expect(summary.awaitingConfirmation).toBe(1);
    expect(await receiptsTo(donor.email, /^Thank you/)).toEqual([]);
    const [asked] = await receiptsTo(donor.email, /^Confirm/);
    const link = /https?:\/\/\S+\/confirm\/\S+/.exec(asked!.text)![0];
    const token = decodeURIComponent(new URL(link).pathname.replace(/^\/confirm\//, ''));
    const browser = new TestBrowser(testApp, 'demo.localhost');
    await browser.fetchCsrfCookie();
    const completed = await browser.request({
      method: 'POST',
      url: '/confirm-link/complete',
      payload: { token, test_result: 'completed' },
    });
    expect(completed.statusCode).toBe(200);

    expect(await contributionsOfGift(testApp, gift)).toMatchObject([{ status: 'succeeded' }]);
    const receipts = await receiptsTo(donor.email, /^Thank you/);
    expect(receipts).toHaveLength(1);
    // The parts are of the gift; the covered fee is on the whole and shown on its own line.
    expect(receipts[0]!.text).toContain('Funds: General Fund ($30.00), Missions ($20.00)\n');
    expect(receipts[0]!.text).toContain('Gift amount: $50.00\n');
    expect(receipts[0]!.text).toContain('Processing fee covered: ');
  });

  it('name the one fund alone for a gift that is not split', async () => {
    clock.setDay('2027-05-03');
    const donor = await registeredDonorWithCard(testApp);
    await monthlyGift(donor, '2027-05-03', [['General Fund', 4000]]);
    await runEngine('2027-06-03');
    const receipts = await receiptsTo(donor.email, /^Thank you/);
    expect(receipts).toHaveLength(2);
    for (const receipt of receipts) expect(receipt.text).toContain('\nFunds: General Fund\n');
  });
});
