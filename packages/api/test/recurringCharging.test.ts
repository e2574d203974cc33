// The recurring engine charges each gift on its scheduled dates, on the church's calendar, once per
// occurrence, after an outage and around pauses, deletions and fee changes; on the real app with an
// injected clock: days pass in milliseconds, so nothing here sleeps.
import { coverFee } from '@halo/domain';
import { eq } from 'drizzle-orm';
import { organizations, recurringCharges, recurringGivings } from '../src/db/schema';
import type { TestApp } from './helper';
import {
  contributionsOfGift,
  giftRow,
  processorChargesOfGift,
  registeredDonorWithCard,
  runDaily,
  startRecurringGift,
  openRecurringEngineWorld,
} from './recurringFlow';

// Starting PGlite and simulating months of days takes seconds on a busy machine.
jest.setTimeout(60_000);

const world = openRecurringEngineWorld();
const { clock, mailbox, ended } = world;
const demoRate = { percentBps: 290, fixedCents: 30 };
let testApp: TestApp;
beforeAll(() => {
  ({ testApp } = world);
});

describe('charging on the scheduled dates', () => {
  it('charges a monthly gift from Jan 31 on each date exactly once, with a receipt each time', async () => {
    clock.setDay('2027-01-29');
    const donor = await registeredDonorWithCard(testApp);
    const gift = await startRecurringGift(testApp, donor, {
      frequency: 'monthly',
      startDate: '2027-01-31',
      amount: 5000,
    });
    ended.push(gift);
    expect(await contributionsOfGift(testApp, gift)).toEqual([]);

    await runDaily(testApp, clock, '2027-01-29', '2027-05-01');
    // A second run on the same day finds nothing more to do.
    await testApp.app.recurringWorker.runOnce();

    const rows = await contributionsOfGift(testApp, gift);
    expect(rows.map((row) => [row.occurrenceDate, row.date, row.status, row.chargedAmount])).toEqual([
      ['2027-01-31', '2027-01-31', 'succeeded', 5000],
      ['2027-02-28', '2027-02-28', 'succeeded', 5000],
      ['2027-03-28', '2027-03-28', 'succeeded', 5000],
      ['2027-04-28', '2027-04-28', 'succeeded', 5000],
    ]);
    const processorCharges = await processorChargesOfGift(testApp, gift);
    expect(processorCharges.map((charge) => charge.amountCents)).toEqual([5000, 5000, 5000, 5000]);
    const row = await giftRow(testApp, gift);
    expect(row.lastOccurrence).toBe('2027-04-28');
    expect(row.nextOccurrence).toBe('2027-05-28');
    expect(row.lastChargeAttemptFailed).toBe(false);
    const receipts = mailbox
      .all()
      .filter((mail) => mail.to.includes(donor.email) && /Thank you/.test(mail.subject));
    expect(receipts).toHaveLength(4);
    expect(receipts[0]!.text).toContain('Monthly');
  });

  it('charges on the organization’s day, not the server’s UTC day', async () => {
    clock.setDay('2027-06-01');
    const donor = await registeredDonorWithCard(testApp);
    const gift = await startRecurringGift(testApp, donor, {
      frequency: 'weekly',
      startDate: '2027-06-03',
      amount: 1500,
    });
    ended.push(gift);
    // 03:00 UTC on June 3 is still June 2 in Chicago.
    clock.setDay('2027-06-03', '03:00:00Z');
    await testApp.app.recurringWorker.runOnce();
    expect(await contributionsOfGift(testApp, gift)).toEqual([]);
    // 05:00 UTC is midnight in Chicago (CDT, UTC−5).
    clock.setDay('2027-06-03', '05:00:00Z');
    await testApp.app.recurringWorker.runOnce();
    expect((await contributionsOfGift(testApp, gift)).map((row) => row.date)).toEqual(['2027-06-03']);
  });

  it('after an outage charges only the latest missed occurrence and keeps the schedule', async () => {
    clock.setDay('2027-07-01');
    const donor = await registeredDonorWithCard(testApp);
    const gift = await startRecurringGift(testApp, donor, {
      frequency: 'weekly',
      startDate: '2027-07-02',
      amount: 1000,
    });
    ended.push(gift);
    // The worker was down from July 1 to July 24: July 2, 9 and 16 were missed, July 23 is due.
    clock.setDay('2027-07-24');
    const summary = await testApp.app.recurringWorker.runOnce();
    expect(summary.skippedOccurrences).toBeGreaterThanOrEqual(3);
    expect((await contributionsOfGift(testApp, gift)).map((row) => row.occurrenceDate)).toEqual([
      '2027-07-23',
    ]);
    expect((await giftRow(testApp, gift)).nextOccurrence).toBe('2027-07-30');
  });

  it('a gift moved back onto a date already charged is not charged again and moves on', async () => {
    clock.setDay('2027-07-10');
    const donor = await registeredDonorWithCard(testApp);
    const gift = await startRecurringGift(testApp, donor, {
      frequency: 'monthly',
      startDate: '2027-07-11',
      amount: 900,
    });
    ended.push(gift);
    await runDaily(testApp, clock, '2027-07-11', '2027-07-11');
    // The donor edits the gift and picks today again (the portal allows today as a start date).
    await testApp.app.db
      .update(recurringGivings)
      .set({ nextOccurrence: '2027-07-11' })
      .where(eq(recurringGivings.prefixedId, gift));
    await testApp.app.recurringWorker.runOnce();
    expect(await processorChargesOfGift(testApp, gift)).toHaveLength(1);
    expect((await giftRow(testApp, gift)).nextOccurrence).toBe('2027-08-11');
  });

  it('never charges paused or deleted gifts; a resumed one is charged from its new date', async () => {
    clock.setDay('2027-08-01');
    const donor = await registeredDonorWithCard(testApp);
    const paused = await startRecurringGift(testApp, donor, {
      frequency: 'weekly',
      startDate: '2027-08-02',
      amount: 1200,
    });
    const deleted = await startRecurringGift(testApp, donor, {
      frequency: 'weekly',
      startDate: '2027-08-02',
      amount: 1300,
    });
    ended.push(paused, deleted);
    const db = testApp.app.db;
    await db
      .update(recurringGivings)
      .set({ status: 'paused' })
      .where(eq(recurringGivings.prefixedId, paused));
    await db
      .update(recurringGivings)
      .set({ status: 'deleted' })
      .where(eq(recurringGivings.prefixedId, deleted));

    await runDaily(testApp, clock, '2027-08-01', '2027-08-31');
    expect(await contributionsOfGift(testApp, paused)).toEqual([]);
    expect(await contributionsOfGift(testApp, deleted)).toEqual([]);
    expect(await processorChargesOfGift(testApp, paused)).toEqual([]);

    // Resumed with a new start date (docs/PRODUCT.md §4): charged from then on, nothing for the paused weeks.
    await db
      .update(recurringGivings)
      .set({ status: 'active', nextOccurrence: '2027-09-03' })
      .where(eq(recurringGivings.prefixedId, paused));
    await runDaily(testApp, clock, '2027-09-01', '2027-09-10');
    expect((await contributionsOfGift(testApp, paused)).map((row) => row.occurrenceDate)).toEqual([
      '2027-09-03',
      '2027-09-10',
    ]);
    expect(await contributionsOfGift(testApp, deleted)).toEqual([]);
  });

  it('turning fee coverage off changes only later charges', async () => {
    clock.setDay('2027-10-01');
    const donor = await registeredDonorWithCard(testApp);
    const gift = await startRecurringGift(testApp, donor, {
      frequency: 'weekly',
      startDate: '2027-10-04',
      amount: 2000,
      isFeeCovered: true,
    });
    ended.push(gift);
    await runDaily(testApp, clock, '2027-10-04', '2027-10-04');
    await testApp.app.db
      .update(recurringGivings)
      .set({ isFeeCovered: false })
      .where(eq(recurringGivings.prefixedId, gift));
    await runDaily(testApp, clock, '2027-10-05', '2027-10-11');

    const covered = coverFee(2000, demoRate);
    const rows = await contributionsOfGift(testApp, gift);
    expect(
      rows.map((row) => [row.occurrenceDate, row.chargedAmount, row.isFeeCovered, row.coveredFee]),
    ).toEqual([
      ['2027-10-04', covered.chargedCents, true, covered.feeCents],
      ['2027-10-11', 2000, false, 0],
    ]);
    expect(rows[0]!.netAmount).toBe(covered.netCents);
    expect(rows[0]!.netAmount).toBeGreaterThanOrEqual(2000);
  });
});

describe('what a recurring charge costs the church', () => {
  it('covers by the church’s rate but records Stripe’s fee, on the contribution and on its charge', async () => {
    const { db } = testApp.app;
    const setRate = (percentBps: number) =>
      db.update(organizations).set({ feePercentBps: percentBps }).where(eq(organizations.subdomain, 'demo'));
    await setRate(350);
    try {
      clock.setDay('2027-11-01');
      const donor = await registeredDonorWithCard(testApp);
      const gift = await startRecurringGift(testApp, donor, {
        frequency: 'monthly',
        startDate: '2027-11-03',
        amount: 10_000,
        isFeeCovered: true,
      });
      ended.push(gift);
      await runDaily(testApp, clock, '2027-11-03', '2027-11-03');
      // Covered at 3.5% + $0.30: $103.94; Stripe keeps 2.9% + $0.30 of it, $3.31.
      const [row] = await contributionsOfGift(testApp, gift);
      expect(row).toMatchObject({ chargedAmount: 10_394, coveredFee: 394, fee: 331, netAmount: 10_063 });
      const [charge] = await db
        .select()
        .from(recurringCharges)
        .where(eq(recurringCharges.contributionId, row!.id));
      expect(charge).toMatchObject({ status: 'succeeded', amount: 10_394, fee: 331, netAmount: 10_063 });
    } finally {
      await setRate(290);
    }
  });
});
