// The recurring engine on the real app with an injected clock: days pass in
// milliseconds, so nothing here sleeps.
import { coverFee } from '@halo/domain';
import { eq, inArray } from 'drizzle-orm';
import { Mailbox } from '@halo/testkit/mail/mailbox';
import { recurringGivings, sandboxPaymentMethods } from '../src/db/schema';
import { chargeIdempotencyKey } from '../src/recurring/chargeContexts';
import { claimDueOccurrences } from '../src/recurring/recurringClaims';
import { startTestApp, type TestApp } from './helper';
import {
  chargesOfGift,
  contributionsOfGift,
  giftRow,
  processorChargesOfGift,
  registeredDonorWithCard,
  runDaily,
  startRecurringGift,
  TestClock,
} from './recurringFlow';
import { RELAXED_GIVING_LIMITS } from './givingFlow';

// Starting PGlite and simulating months of days takes seconds on a busy machine.
jest.setTimeout(60_000);

const clock = new TestClock();
const mailbox = new Mailbox();
let testApp: TestApp;
const demoRate = { percentBps: 290, fixedCents: 30 };

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
    expect(rows.map((row) => [row.occurrenceDate, row.date, row.status, row.amount])).toEqual([
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

    // Resumed with a new start date (spec §4): charged from then on, nothing for the paused weeks.
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
    expect(rows.map((row) => [row.occurrenceDate, row.amount, row.isFeeCovered, row.coveredFee])).toEqual([
      ['2027-10-04', covered.chargedCents, true, covered.feeCents],
      ['2027-10-11', 2000, false, 0],
    ]);
    expect(rows[0]!.netAmount).toBe(covered.netCents);
    expect(rows[0]!.netAmount).toBeGreaterThanOrEqual(2000);
  });
});

describe('live updates', () => {
  it('publishes contribution.succeeded / contribution.failed and recurring.changed on the donor’s channel', async () => {
    clock.setDay('2028-03-01');
    const good = await registeredDonorWithCard(testApp);
    const bad = await registeredDonorWithCard(testApp, '4000000000000341');
    const goodGift = await startRecurringGift(testApp, good, {
      frequency: 'monthly',
      startDate: '2028-03-02',
      amount: 1100,
    });
    const badGift = await startRecurringGift(testApp, bad, {
      frequency: 'monthly',
      startDate: '2028-03-02',
      amount: 1200,
    });
    ended.push(goodGift, badGift);
    const toDonor = jest.spyOn(testApp.app.broadcaster, 'toDonor');
    try {
      await runDaily(testApp, clock, '2028-03-02', '2028-03-02');
      const [succeeded] = await contributionsOfGift(testApp, goodGift);
      expect(toDonor).toHaveBeenCalledWith(good.donorPrefixedId, 'contribution.succeeded', {
        organizationPrefixedId: good.organizationPrefixedId,
        contributionPrefixedId: succeeded!.prefixedId,
        recurringGivingPrefixedId: goodGift,
        amount: 1100,
        status: 'succeeded',
        date: '2028-03-02',
        code: null,
        fundAccountNames: ['General Fund'],
      });
      expect(toDonor).toHaveBeenCalledWith(good.donorPrefixedId, 'recurring.changed', {
        organizationPrefixedId: good.organizationPrefixedId,
        recurringGivingPrefixedId: goodGift,
        change: 'charged',
        nextOccurrence: '2028-04-02',
      });
      expect(toDonor).toHaveBeenCalledWith(
        bad.donorPrefixedId,
        'contribution.failed',
        expect.objectContaining({
          recurringGivingPrefixedId: badGift,
          status: 'failed',
          code: 'card_declined',
        }),
      );
      expect(toDonor).toHaveBeenCalledWith(bad.donorPrefixedId, 'recurring.changed', {
        organizationPrefixedId: bad.organizationPrefixedId,
        recurringGivingPrefixedId: badGift,
        change: 'charge_failed',
        nextOccurrence: '2028-03-02',
      });
    } finally {
      toDonor.mockRestore();
    }
  });
});

describe('a card that attaches but declines (4000 0000 0000 0341)', () => {
  it('records a failed contribution, flags the gift, emails the donor, retries after 1, 3 and 5 days, then pauses the gift', async () => {
    clock.setDay('2027-11-01');
    const donor = await registeredDonorWithCard(testApp, '4000000000000341', 'es');
    const gift = await startRecurringGift(testApp, donor, {
      frequency: 'weekly',
      startDate: '2027-11-02',
      amount: 2500,
    });
    ended.push(gift);

    await runDaily(testApp, clock, '2027-11-01', '2027-11-02');
    let [contribution] = await contributionsOfGift(testApp, gift);
    expect(contribution).toMatchObject({
      occurrenceDate: '2027-11-02',
      status: 'failed',
      failureCode: 'card_declined',
      cardLastFour: '0341',
      amount: 2500,
    });
    expect((await giftRow(testApp, gift)).lastChargeAttemptFailed).toBe(true);
    const email = mailbox.latestTo(donor.email)!;
    expect(email.subject).toBe('No pudimos procesar su donación recurrente a Grace Community Church');
    expect(email.text).toContain('terminada en 0341');
    expect(email.text).toContain('3 de noviembre de 2027');
    expect(email.text).toContain('Su tarjeta fue rechazada.');
    // The gift's own signed manage link, so a new card needs no sign-in.
    expect(email.links).toEqual([
      expect.stringMatching(/^http:\/\/demo\.localhost:8080\/manage\/[\w-]+\.[\w-]+$/),
    ]);

    // Attempts on Nov 3, 5 and 7; nothing on the days between.
    await runDaily(testApp, clock, '2027-11-03', '2027-11-08');
    const attempts = await processorChargesOfGift(testApp, gift);
    expect(
      attempts.map((charge) => [charge.idempotencyKey, charge.status, charge.createdAt.toISOString() !== '']),
    ).toEqual(
      [1, 2, 3, 4].map((attempt) => [chargeIdempotencyKey(gift, '2027-11-02', attempt), 'failed', true]),
    );
    const [charge] = await chargesOfGift(testApp, gift);
    expect(charge).toMatchObject({
      attempt: 4,
      status: 'failed',
      retryOn: null,
      firstAttemptOn: '2027-11-02',
    });
    // One contribution for the occurrence however many attempts; after the last one the gift is
    // paused (never moved on to charge again by itself), still flagged.
    expect(await contributionsOfGift(testApp, gift)).toHaveLength(1);
    const row = await giftRow(testApp, gift);
    expect(row.status).toBe('paused');
    expect(row.nextOccurrence).toBeNull();
    expect(row.lastChargeAttemptFailed).toBe(true);
    expect(row.lastOccurrence).toBeNull();
    const failures = mailbox
      .all()
      .filter((mail) => mail.to.includes(donor.email) && mail.subject.startsWith('No pudimos procesar'));
    expect(failures).toHaveLength(3);
    const paused = mailbox.latestTo(donor.email)!;
    expect(paused.subject).toBe('Su donación recurrente a Grace Community Church está en pausa');
    expect(paused.text).toContain('Lo intentamos 4 veces y pausamos esta donación recurrente');

    // The bank says yes again (the donor sorted it out with them): nothing is charged until the
    // donor resumes the gift (recurringPauseAfterDeclines.test.ts resumes it).
    await testApp.app.db
      .update(sandboxPaymentMethods)
      .set({ chargeOutcome: 'succeed' })
      .where(eq(sandboxPaymentMethods.id, donor.paymentMethodId));
    await runDaily(testApp, clock, '2027-11-09', '2027-11-09');
    [contribution] = (await contributionsOfGift(testApp, gift)).slice(-1);
    expect(contribution).toMatchObject({ occurrenceDate: '2027-11-02', status: 'failed' });
    expect(await processorChargesOfGift(testApp, gift)).toHaveLength(4);
  });

  it('a retry that succeeds settles the same occurrence: one contribution, now succeeded', async () => {
    clock.setDay('2027-12-01');
    const donor = await registeredDonorWithCard(testApp, '4000000000000341');
    const gift = await startRecurringGift(testApp, donor, {
      frequency: 'monthly',
      startDate: '2027-12-02',
      amount: 4000,
    });
    ended.push(gift);
    await runDaily(testApp, clock, '2027-12-02', '2027-12-02');
    expect(mailbox.latestTo(donor.email)!.text).toContain('We will try again on December 3, 2027.');

    // Between attempts the card starts working (the sandbox's stand-in for the bank saying yes).
    await testApp.app.db
      .update(sandboxPaymentMethods)
      .set({ chargeOutcome: 'succeed' })
      .where(eq(sandboxPaymentMethods.id, donor.paymentMethodId));
    await runDaily(testApp, clock, '2027-12-03', '2027-12-03');

    const rows = await contributionsOfGift(testApp, gift);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      occurrenceDate: '2027-12-02',
      status: 'succeeded',
      failureCode: null,
      date: '2027-12-03',
    });
    const row = await giftRow(testApp, gift);
    expect(row).toMatchObject({
      lastChargeAttemptFailed: false,
      lastOccurrence: '2027-12-02',
      nextOccurrence: '2028-01-02',
    });
    expect(mailbox.latestTo(donor.email)!.subject).toBe('Thank you for your gift to Grace Community Church');
  });
});

describe('recovering from a crash', () => {
  it('re-runs an attempt left processing once it is stale, with the same key, charging once', async () => {
    clock.setDay('2028-02-01');
    const donor = await registeredDonorWithCard(testApp);
    const gift = await startRecurringGift(testApp, donor, {
      frequency: 'monthly',
      startDate: '2028-02-02',
      amount: 3000,
    });
    ended.push(gift);
    clock.setDay('2028-02-02');
    const organization = (await testApp.app.organizations.findBySubdomain('demo'))!;
    // A run claims the occurrence, reaches the processor, and dies before recording the outcome.
    const claimed = await claimDueOccurrences({
      db: testApp.app.db,
      organization,
      today: '2028-02-02',
      now: clock.read(),
      batchSize: 50,
    });
    expect(claimed.chargeIds.length).toBeGreaterThanOrEqual(1);
    const sandbox = testApp.app.payments.sandbox;
    const first = await sandbox.charge({
      customerId: donor.customerId,
      paymentMethodId: donor.paymentMethodId,
      amountCents: 3000,
      currency: 'usd',
      description: 'crashed run',
      idempotencyKey: chargeIdempotencyKey(gift, '2028-02-02', 1),
      metadata: { recurring_giving_prefixed_id: gift },
    });

    // Other runs leave a fresh claim alone (its owner may still be working on it)…
    await testApp.app.recurringWorker.runOnce();
    expect(await contributionsOfGift(testApp, gift)).toEqual([]);
    // …and finish it once it is older than RECURRING_WORKER_STALE_MINUTES (15).
    clock.setDay('2028-02-02', '15:16:00Z');
    const summary = await testApp.app.recurringWorker.runOnce();
    expect(summary.recovered).toBeGreaterThanOrEqual(1);
    const rows = await contributionsOfGift(testApp, gift);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'succeeded', occurrenceDate: '2028-02-02' });
    expect(first.status === 'succeeded' && rows[0]!.processorChargeId).toBe(
      first.status === 'succeeded' && first.chargeId,
    );
    expect(await processorChargesOfGift(testApp, gift)).toHaveLength(1);
  });
});
