// The worker plugin's timer (RECURRING_WORKER=on, the default): it charges due gifts by itself,
// and closing the app stops it cleanly.
import { Mailbox } from '@halo/testkit/mail/mailbox';
import { startTestApp, type TestApp } from './helper';
import { contributionsOfGift, registeredDonorWithCard, startRecurringGift, TestClock } from './recurringFlow';
import { RELAXED_GIVING_LIMITS } from './givingFlow';

jest.setTimeout(60_000);

const clock = new TestClock();
const mailbox = new Mailbox();
let testApp: TestApp | undefined;

afterAll(async () => {
  await testApp?.close();
  mailbox.remove();
});

/** `days` after today (UTC), as YYYY-MM-DD. */
const dayFromToday = (days: number) =>
  new Date(Date.now() + days * 24 * 60 * 60_000).toISOString().slice(0, 10);

it('runs on its interval without being asked, and stops when the app closes', async () => {
  // Near the real date: the same timer retires accounts left unverified for 7 days, measured from
  // their creation in the database's own time, so a test clock months ahead would retire the donor
  // this test just registered (and detach its card) whenever a run fell between two of its steps.
  const [firstDay, secondDay, aWeekLater] = [dayFromToday(1), dayFromToday(2), dayFromToday(9)] as const;
  clock.setDay(firstDay);
  testApp = await startTestApp({
    clock: clock.read,
    config: {
      dataDir: mailbox.dataDir,
      givingRateLimits: RELAXED_GIVING_LIMITS,
      recurringWorker: { enabled: true, intervalMs: 50, staleAfterMs: 15 * 60_000 },
    },
  });
  const donor = await registeredDonorWithCard(testApp);
  const gift = await startRecurringGift(testApp, donor, {
    frequency: 'weekly',
    startDate: secondDay,
    amount: 1000,
  });
  // The start date comes; the timer notices within a few intervals.
  clock.setDay(secondDay);
  const deadline = Date.now() + 20_000;
  while ((await contributionsOfGift(testApp, gift)).length === 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect((await contributionsOfGift(testApp, gift)).map((row) => row.occurrenceDate)).toEqual([secondDay]);

  const running = testApp;
  testApp = undefined;
  await running.close();
  // After close no run happens, even when the next occurrence comes due (it would also fail on
  // the closed database, and jest would report the timer as an open handle).
  const mails = mailbox.all().length;
  clock.setDay(aWeekLater);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(mailbox.all()).toHaveLength(mails);
});
