// Quarterly and yearly gifts, the monthly rule three and twelve months on, from POST /api/give
// through the recurring engine (an injected clock), the portal's list and the database's own check.
import { eq, inArray } from 'drizzle-orm';
import { Mailbox } from '@halo/testkit/mail/mailbox';
import { recurringGivings } from '../src/db/schema';
import { organizationOf, RELAXED_GIVING_LIMITS } from './givingFlow';
import { startTestApp, type TestApp } from './helper';
import {
  contributionsOfGift,
  giftRow,
  registeredDonorWithCard,
  TestClock,
  type RecurringDonor,
} from './recurringFlow';

// Starting PGlite and running the worker on a few dozen days takes seconds on a busy machine.
jest.setTimeout(60_000);

const clock = new TestClock();
const mailbox = new Mailbox();
let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp({
    clock: clock.read,
    config: { dataDir: mailbox.dataDir, givingRateLimits: RELAXED_GIVING_LIMITS },
  });
  // The demo data's gifts were dated by the wall clock; keep them out of these simulated years.
  await testApp.app.db.update(recurringGivings).set({ status: 'paused' });
});
afterAll(async () => {
  await testApp?.close();
  mailbox.remove();
});

/** Gifts of finished tests stop taking part in later tests' simulated days. */
const ended: string[] = [];
afterEach(async () => {
  if (ended.length === 0) return;
  await testApp.app.db
    .update(recurringGivings)
    .set({ status: 'deleted' })
    .where(inArray(recurringGivings.prefixedId, ended.splice(0)));
});

async function giveRecurring(donor: RecurringDonor, frequency: string, startDate: string) {
  const demo = await organizationOf(testApp);
  const fund = demo.onlineGiving.funds.find((f) => f.name === 'General Fund')!;
  return donor.client.give(donor, {
    payment_method_id: donor.paymentMethodId,
    amount: 7500,
    fund_prefixed_id: fund.prefixedId,
    frequency,
    start_date: startDate,
  });
}

/** Runs the worker once on each day, in order. */
async function runOn(...days: string[]): Promise<void> {
  for (const day of days) {
    clock.setDay(day);
    await testApp.app.recurringWorker.runOnce();
  }
}

const receiptsTo = (email: string) =>
  mailbox.all().filter((mail) => mail.to.includes(email) && /Thank you|Gracias/.test(mail.subject));

describe('quarterly and yearly recurring gifts', () => {
  it('charges a quarterly gift started on Jan 31 today, then on month ends three months apart', async () => {
    clock.setDay('2027-01-31');
    const donor = await registeredDonorWithCard(testApp);
    const response = await giveRecurring(donor, 'quarterly', '2027-01-31');
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.contribution).toMatchObject({ amount: 7500, status: 'succeeded', date: '2027-01-31' });
    // 31 is above 28, so the next date is April's last day, and from the 30th, July's last day.
    expect(body.recurring_giving).toMatchObject({
      frequency: 'quarterly',
      start_date: '2027-01-31',
      next_occurrence: '2027-04-30',
    });
    const gift = body.recurring_giving.prefixed_id as string;
    ended.push(gift);

    // The day before each date charges nothing; the date itself charges once.
    await runOn('2027-04-29', '2027-04-30', '2027-04-30', '2027-07-30', '2027-07-31', '2027-10-31');
    await runOn('2028-01-30', '2028-01-31');

    const rows = await contributionsOfGift(testApp, gift);
    expect(rows.map((row) => [row.occurrenceDate, row.date, row.status, row.chargedAmount])).toEqual([
      ['2027-01-31', '2027-01-31', 'succeeded', 7500],
      ['2027-04-30', '2027-04-30', 'succeeded', 7500],
      ['2027-07-31', '2027-07-31', 'succeeded', 7500],
      ['2027-10-31', '2027-10-31', 'succeeded', 7500],
      ['2028-01-31', '2028-01-31', 'succeeded', 7500],
    ]);
    const row = await giftRow(testApp, gift);
    expect(row.scheduleType).toBe('quarterly');
    expect(row.lastOccurrence).toBe('2028-01-31');
    expect(row.nextOccurrence).toBe('2028-04-30');
    // The worker's four receipts, and the one POST /api/give queued once the outbox has sent it.
    const receipts = receiptsTo(donor.email);
    expect(receipts.length).toBeGreaterThanOrEqual(4);
    expect(receipts.every((mail) => mail.text.includes('Quarterly'))).toBe(true);
  });

  it('charges a yearly gift from a leap day on Feb 28 of the next years, with Spanish receipts', async () => {
    clock.setDay('2027-03-10');
    const donor = await registeredDonorWithCard(testApp, '4242424242424242', 'es');
    const response = await giveRecurring(donor, 'yearly', '2028-02-29');
    expect(response.statusCode).toBe(201);
    const body = response.json();
    // A start date later than today is charged by the worker, not now.
    expect(body.contribution).toBeNull();
    expect(body.recurring_giving).toMatchObject({
      frequency: 'yearly',
      start_date: '2028-02-29',
      next_occurrence: '2028-02-29',
    });
    const gift = body.recurring_giving.prefixed_id as string;
    ended.push(gift);

    // The portal's GraphQL list carries the new enum value (the registration signed the browser in;
    // asked before the worker's years go by, which would outlast the session).
    const list = await donor.client.browser.graphql(
      `query List($org: ID!) { donorRecurringGivings(organizationPrefixedId: $org) { items { prefixedId schedule { type startDate } nextOccurrence } } }`,
      { org: donor.organizationPrefixedId },
    );
    const items = list.json().data.donorRecurringGivings.items as { prefixedId: string }[];
    expect(items.find((item) => item.prefixedId === gift)).toEqual({
      prefixedId: gift,
      schedule: { type: 'yearly', startDate: '2028-02-29' },
      nextOccurrence: '2028-02-29',
    });

    // The dashboard's recent activity names the schedule in the request's language.
    const createdIn = async (locale: string) => {
      const answer = await donor.client.browser.graphql(
        'query Activity($org: ID!) { RecentActivity(organizationPrefixedId: $org) { type description } }',
        { org: donor.organizationPrefixedId },
        { 'x-locale': locale },
      );
      const activity = answer.json().data.RecentActivity as { type: string; description: string }[];
      return activity.find((item) => item.type === 'recurring_created')?.description;
    };
    expect(await createdIn('en')).toMatch(/^Recurring gift of \$75\.00 \(yearly\) to General Fund started$/);
    expect(await createdIn('es')).toMatch(/\(anual\)/);

    await runOn('2027-03-11', '2028-02-28', '2028-02-29', '2029-02-27', '2029-02-28', '2030-02-27');

    const rows = await contributionsOfGift(testApp, gift);
    expect(rows.map((row) => [row.occurrenceDate, row.status])).toEqual([
      ['2028-02-29', 'succeeded'],
      ['2029-02-28', 'succeeded'],
    ]);
    const row = await giftRow(testApp, gift);
    expect(row.lastOccurrence).toBe('2029-02-28');
    expect(row.nextOccurrence).toBe('2030-02-28');
    const receipts = receiptsTo(donor.email);
    expect(receipts).toHaveLength(2);
    expect(receipts.every((mail) => mail.text.includes('Anual'))).toBe(true);
  });

  it('refuses a schedule it does not know, at the edge and in the database', async () => {
    clock.setDay('2027-05-02');
    const donor = await registeredDonorWithCard(testApp);
    const response = await giveRecurring(donor, 'annually', '2027-05-02');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.frequency).toEqual(['The frequency type must be selected.']);

    const created = await giveRecurring(donor, 'yearly', '2027-05-03');
    const gift = created.json().recurring_giving.prefixed_id as string;
    ended.push(gift);
    // The engine would charge an unknown schedule as monthly, so the column takes none.
    const error = await testApp.app.db
      .update(recurringGivings)
      .set({ scheduleType: 'annually' as 'yearly' })
      .where(eq(recurringGivings.prefixedId, gift))
      .then(
        () => null,
        (caught: unknown) => caught as Error & { cause?: Error },
      );
    expect(`${error?.message} ${error?.cause?.message}`).toContain('recurring_givings_schedule_type');
    expect((await giftRow(testApp, gift)).scheduleType).toBe('yearly');
  });
});
