// Gifts bent instead of cancelled, through the recurring engine's daily run (an injected clock): a
// gift paused until a date comes back by itself on its own schedule, and a gift with an end date is
// not charged after it and is ended.
import { eq, inArray } from 'drizzle-orm';
import { Mailbox } from '@halo/testkit/mail/mailbox';
import { activityEvents, recurringGivings } from '../src/db/schema';
import { RELAXED_GIVING_LIMITS } from './givingFlow';
import { startTestApp, type TestApp } from './helper';
import {
  contributionsOfGift,
  giftRow,
  registeredDonorWithCard,
  runDaily,
  startRecurringGift,
  TestClock,
} from './recurringFlow';

jest.setTimeout(120_000);

const clock = new TestClock();
const mailbox = new Mailbox();
let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp({
    clock: clock.read,
    config: { dataDir: mailbox.dataDir, givingRateLimits: RELAXED_GIVING_LIMITS },
  });
  // The demo data's gifts were dated by the wall clock; keep them out of these simulated months.
  await testApp.app.db.update(recurringGivings).set({ status: 'paused' });
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

const occurrences = async (prefixedId: string) =>
  (await contributionsOfGift(testApp, prefixedId)).map((row) => row.occurrenceDate);

async function activityOf(prefixedId: string) {
  const gift = await giftRow(testApp, prefixedId);
  const rows = await testApp.app.db
    .select()
    .from(activityEvents)
    .where(eq(activityEvents.recurringGivingId, gift.id));
  return rows.map((row) => row.type);
}

describe('recurring gifts paused until a date and ended on a date', () => {
  it('resumes a gift paused until a date by itself and charges the first scheduled date on or after it', async () => {
    clock.setDay('2026-11-01');
    const donor = await registeredDonorWithCard(testApp);
    const gift = await startRecurringGift(testApp, donor, {
      frequency: 'monthly',
      startDate: '2026-11-01',
      amount: 2500,
    });
    finished.push(gift);
    expect(await occurrences(gift)).toEqual(['2026-11-01']);
    await testApp.app.db
      .update(recurringGivings)
      .set({ status: 'paused', nextOccurrence: null, pausedUntil: '2027-01-15' })
      .where(eq(recurringGivings.prefixedId, gift));

    await runDaily(testApp, clock, '2026-11-30', '2027-01-14');
    expect(await giftRow(testApp, gift)).toMatchObject({ status: 'paused', pausedUntil: '2027-01-15' });
    expect(await occurrences(gift)).toEqual(['2026-11-01']);

    await runDaily(testApp, clock, '2027-01-15', '2027-02-01');
    expect(await giftRow(testApp, gift)).toMatchObject({
      status: 'active',
      pausedUntil: null,
      nextOccurrence: '2027-03-01',
    });
    // Dec 1 and Jan 1 fell in the pause; the gift keeps its day of the month.
    expect(await occurrences(gift)).toEqual(['2026-11-01', '2027-02-01']);
    expect(await activityOf(gift)).toContain('recurring_resumed');
  });

  it('charges the resume date itself when the schedule falls on it', async () => {
    clock.setDay('2026-11-02');
    const donor = await registeredDonorWithCard(testApp);
    const gift = await startRecurringGift(testApp, donor, {
      frequency: 'weekly',
      startDate: '2026-11-02',
      amount: 1500,
    });
    finished.push(gift);
    await testApp.app.db
      .update(recurringGivings)
      .set({ status: 'paused', nextOccurrence: null, pausedUntil: '2026-11-23' })
      .where(eq(recurringGivings.prefixedId, gift));
    await runDaily(testApp, clock, '2026-11-03', '2026-11-23');
    expect(await occurrences(gift)).toEqual(['2026-11-02', '2026-11-23']);
    expect(await giftRow(testApp, gift)).toMatchObject({ status: 'active', nextOccurrence: '2026-11-30' });
  });

  it('does not charge an occurrence after the end date and ends the gift', async () => {
    clock.setDay('2026-11-01');
    const donor = await registeredDonorWithCard(testApp);
    const gift = await startRecurringGift(testApp, donor, {
      frequency: 'monthly',
      startDate: '2026-11-01',
      amount: 4000,
    });
    finished.push(gift);
    await testApp.app.db
      .update(recurringGivings)
      .set({ endDate: '2027-01-15' })
      .where(eq(recurringGivings.prefixedId, gift));

    await runDaily(testApp, clock, '2026-12-01', '2027-01-01');
    // Charged on Jan 1, the last date before the end: the next one (Feb 1) is after it.
    expect(await giftRow(testApp, gift)).toMatchObject({ status: 'ended', nextOccurrence: null });
    await runDaily(testApp, clock, '2027-02-01', '2027-02-01');
    expect(await occurrences(gift)).toEqual(['2026-11-01', '2026-12-01', '2027-01-01']);
    expect(await activityOf(gift)).toContain('recurring_ended');
  });
});
