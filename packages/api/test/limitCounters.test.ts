// The database counters behind every attempt limit (src/limits/limitCounters.ts, attemptLimit.ts):
// an attempt taken at the limit is counted once whatever runs beside it, a window ends when it says,
// and one read answers several keys. Run on PostgreSQL, where attempts really run side by side, and
// on PGlite.
import { createAttemptLimit, longestWait, type LimitCheck } from '../src/limits/attemptLimit';
import { createLimitCounters } from '../src/limits/limitCounters';
import { startTestApp, type TestApp } from './helper';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(() => testApp?.close());

const counters = () => createLimitCounters(testApp.app.db);
const at = (seconds: number) => new Date(Date.UTC(2027, 0, 10, 12, 0, seconds));
let keys = 0;
const newKey = () => `limit-test:${(keys += 1)}`;

describe('hitUnder', () => {
  it('counts only as many of twelve attempts at once as the limit has room for', async () => {
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => counters().hitUnder(key, 3, 60_000, at(0))),
    );
    expect(
      answers
        .filter((answer) => answer !== null)
        .map((answer) => answer!.count)
        .sort(),
    ).toEqual([1, 2, 3]);
    expect((await counters().read([key], at(1))).get(key)).toEqual({ count: 3, resetInMs: 59_000 });
  });

  it('starts a new window once the old one has ended, and counts again', async () => {
    const key = newKey();
    await counters().hitUnder(key, 1, 60_000, at(0));
    expect(await counters().hitUnder(key, 1, 60_000, at(30))).toBeNull();
    expect(await counters().hitUnder(key, 1, 60_000, at(60))).toEqual({ count: 1, resetInMs: 60_000 });
  });
});

describe('hit', () => {
  it('counts every attempt, past any limit', async () => {
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 5 }, () => counters().hit(key, 60_000, at(0))));
    expect(answers.map((answer) => answer.count).sort()).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('read', () => {
  it('answers the running windows of several keys at once, leaving out ended and unknown ones', async () => {
    const [running, ended, unknown] = [newKey(), newKey(), newKey()];
    await counters().hit(running, 60_000, at(0));
    await counters().hit(running, 60_000, at(10));
    await counters().hit(ended, 5_000, at(0));
    const windows = await counters().read([running, ended, unknown], at(20));
    expect([...windows.entries()]).toEqual([[running, { count: 2, resetInMs: 40_000 }]]);
    expect((await counters().read([], at(20))).size).toBe(0);
  });
});

describe('an attempt limit', () => {
  it('lets two of six attempts at once take the last two, and tells the rest how long to wait', async () => {
    const limit = createAttemptLimit(counters(), { name: 'take-test', max: 2, windowMs: 60_000 });
    const waits = await Promise.all(Array.from({ length: 6 }, () => limit.take('donor', at(0))));
    expect(waits.filter((wait) => wait === null)).toHaveLength(2);
    expect(waits.filter((wait) => wait !== null)).toEqual([60, 60, 60, 60]);
    expect(await limit.retryAfter('donor', at(15))).toBe(45);
    expect(await limit.take('donor', at(60))).toBeNull();
  });

  it('answers the longest wait among several limits in one read', async () => {
    const short = createAttemptLimit(counters(), { name: 'short-test', max: 1, windowMs: 10_000 });
    const long = createAttemptLimit(counters(), { name: 'long-test', max: 1, windowMs: 90_000 });
    const open = createAttemptLimit(counters(), { name: 'open-test', max: 5, windowMs: 90_000 });
    await short.hit('ip', at(0));
    await long.hit('card', at(0));
    await open.hit('customer', at(0));
    const [ip, card, customer]: LimitCheck[] = [
      [short, 'ip'],
      [long, 'card'],
      [open, 'customer'],
    ];
    expect(await longestWait([ip!, card!, customer!], at(5))).toBe(85);
    expect(await longestWait([ip!, customer!], at(5))).toBe(5);
    expect(await longestWait([customer!], at(5))).toBeNull();
  });
});
