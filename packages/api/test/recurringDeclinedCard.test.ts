// A recurring gift whose card attaches but declines: the failed contribution, the donor's emails, the
// retries after 1, 3 and 5 days and the pause; on the real app with an injected clock.
import { eq } from 'drizzle-orm';
import { sandboxPaymentMethods } from '../src/db/schema';
import { chargeIdempotencyKey } from '../src/core/recurringGifts/chargeContexts';
import type { TestApp } from './helper';
import {
  chargesOfGift,
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
let testApp: TestApp;
beforeAll(() => {
  ({ testApp } = world);
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
      chargedAmount: 2500,
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
