// A partly refunded gift counts for what the church kept, everywhere the donor sees a total: a gift
// of $100 refunded $30 (Stripe's charge.refunded, as a refund from Stripe's dashboard or the console
// records it) counts $70 in the portal's totals (the kept donor_gift_totals and a filtered count
// alike), the dashboard, the CSV, the PDF download and statement, and the receipt shows what was
// refunded; a wholly refunded gift counts nothing, as before. On PGlite and PostgreSQL.
import { eq } from 'drizzle-orm';
import { chargeRefundedEvent } from '@halo/testkit/stripe/stripeEvents';
import { contributions, organizations } from '../src/db/schema';
import { deliverStripeEvent, startAppOnStripeDouble, type AppOnStripeDouble } from './appOnStripeDouble';
import { TestBrowser, type TestApp } from './helper';
import { addGift, createDonor, download, parseCsv, pdfText } from './reportFixtures';

jest.setTimeout(60_000);

const SECRET = 'whsec_test_partial_refunds';
const CONNECTED = 'acct_1GracePartialRefunds';
const DONOR = {
  email: 'partly@example.org',
  firstName: 'Pat',
  lastName: 'Partly',
  password: 'partly-donor-1234',
};

const LIST = `query($org: ID!, $filters: DonorContributionFilters) {
  donorContributions(organizationPrefixedId: $org, filters: $filters) {
    totalResults totalAmount items { prefixedId amount status refundedAmount } } }`;
const DASHBOARD = `query($org: ID!) { DonorDashboardReport(organizationPrefixedId: $org) { totalGifts singleGifts } }`;
const REPORT = `query($org: ID!, $filters: DonorContributionFilters, $type: DocumentKind!, $format: ReportFormat!) {
  donorContributionsReport(organizationPrefixedId: $org, filters: $filters, type: $type, format: $format) { url } }`;

type Answer = { data?: any; errors?: unknown[] }; // eslint-disable-line @typescript-eslint/no-explicit-any

let stripe: AppOnStripeDouble;
let testApp: TestApp;
let donor: TestBrowser;
let org: string;
let partlyRefunded: string;
const YEAR = { startDate: '2019-01-01', endDate: '2019-12-31' };

const deliverRefund = (chargeId: string, amount: number, refunded: number) =>
  deliverStripeEvent(
    testApp,
    chargeRefundedEvent({ id: chargeId, amount, amountRefunded: refunded }, { account: CONNECTED }),
    { secret: SECRET },
  );

async function gql(query: string, variables: Record<string, unknown>, locale = 'en'): Promise<Answer> {
  const answer = await donor.graphql(query, { org, ...variables }, { 'x-locale': locale });
  return answer.json() as Answer;
}

async function reportText(type: string, format: string, filters: Record<string, unknown>, locale = 'en') {
  const answer = await gql(REPORT, { type, format, filters }, locale);
  expect(answer.errors).toBeUndefined();
  const file = await download(testApp, donor, answer.data.donorContributionsReport.url);
  expect(file.statusCode).toBe(200);
  return file.body;
}

beforeAll(async () => {
  stripe = await startAppOnStripeDouble({ webhookSecrets: [SECRET] });
  testApp = stripe.testApp;
  const { db } = testApp.app;
  const { user, organization } = await createDonor(testApp, 'demo', DONOR);
  org = organization.prefixedId;
  await db
    .update(organizations)
    .set({ stripeAccountId: CONNECTED })
    .where(eq(organizations.id, organization.id));
  const owner = { userId: user.id, organizationId: organization.id };
  const hundred = await addGift(testApp, owner, { amount: 10_000, date: '2019-05-01' });
  const forty = await addGift(testApp, owner, { amount: 4_000, date: '2019-06-01' });
  await addGift(testApp, owner, { amount: 2_500, date: '2019-07-01' });
  partlyRefunded = hundred.prefixedId;
  // Both paid by card through the church's Stripe account.
  for (const [gift, charge] of [
    [hundred, 'ch_partly_100'],
    [forty, 'ch_wholly_40'],
  ] as const) {
    await db
      .update(contributions)
      .set({ processorMode: 'stripe', processorChargeId: charge })
      .where(eq(contributions.id, gift.id));
  }
  expect((await deliverRefund('ch_partly_100', 10_000, 3_000)).statusCode).toBe(200);
  expect((await deliverRefund('ch_wholly_40', 4_000, 4_000)).statusCode).toBe(200);
  donor = new TestBrowser(testApp, 'demo.localhost');
  expect((await donor.login(DONOR.email, DONOR.password)).statusCode).toBe(200);
}, 120_000);
afterAll(async () => {
  await stripe?.close();
});

it('counts $70 of the $100 gift refunded $30 in the portal’s totals, kept and counted', async () => {
  const all = (await gql(LIST, { filters: {} })).data.donorContributions;
  expect(all.totalResults).toBe(3);
  expect(all.totalAmount).toBe(7_000 + 2_500);
  expect(all.items.find((item: { prefixedId: string }) => item.prefixedId === partlyRefunded)).toEqual({
    prefixedId: partlyRefunded,
    amount: 10_000,
    status: 'succeeded',
    refundedAmount: 3_000,
  });
  expect(all.items.map((item: { refundedAmount: number }) => item.refundedAmount).sort()).toEqual([
    0, 3_000, 4_000,
  ]);
  // A date range and a kind are counted from the gifts themselves, not the kept totals.
  expect((await gql(LIST, { filters: YEAR })).data.donorContributions.totalAmount).toBe(9_500);
  expect((await gql(LIST, { filters: { type: 'one_time' } })).data.donorContributions.totalAmount).toBe(
    9_500,
  );
  expect((await gql(DASHBOARD, {})).data.DonorDashboardReport).toEqual({ totalGifts: 9_500, singleGifts: 2 });
});

it('writes the refunded amount in the CSV', async () => {
  const [header, ...records] = parseCsv(
    (await reportText('Download', 'CSV', YEAR)).toString('utf8').slice(1),
  );
  const column = header!.indexOf('Refunded amount');
  expect(column).toBeGreaterThan(0);
  const byId = Object.fromEntries(records.map((record) => [record[1], record[column]]));
  expect(byId[partlyRefunded]).toBe('30.00');
  expect(Object.values(byId).sort()).toEqual(['', '30.00', '40.00']);
  const [spanish] = parseCsv((await reportText('Download', 'CSV', YEAR, 'es')).toString('utf8').slice(1));
  expect(spanish).toContain('Monto reembolsado');
});

it('totals $95.00 in the statement and lists the $30.00 refunded', async () => {
  const statement = pdfText(await reportText('Statement', 'PDF', YEAR));
  expect(statement).toMatch(/contributions of\s+\$95\.00\s+for/);
  expect(statement).toMatch(/Total given\s+\$95\.00/);
  expect(statement).toMatch(/\$100\.00\s+\$30\.00\s+Succeeded/);
  const download = pdfText(await reportText('Download', 'PDF', YEAR, 'es'));
  expect(download).toMatch(/Total donado\s+\$95\.00/);
  expect(download).toContain('Reembolsado');
});

it('shows the refunded part on the gift’s receipt', async () => {
  const receipt = pdfText(await reportText('Receipt', 'PDF', { contributionPrefixedId: partlyRefunded }));
  expect(receipt).toMatch(/Amount:\s+\$100\.00/);
  expect(receipt).toMatch(/Refunded:\s+\$30\.00/);
});
