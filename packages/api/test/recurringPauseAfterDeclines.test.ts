// A recurring gift whose card keeps being declined is never silently lost: after the retries (1, 3
// and 5 days after the first attempt) the gift is paused, the donor is told by email and in the
// portal's notifications, nothing more is charged, and resuming from the portal charges again.
// Exactly once with two API instances running the last attempt at the same moment. PGlite and
// PostgreSQL.
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { activityEvents, recurringGivings, sandboxPaymentMethods } from '../src/db/schema';
import { chargeIdempotencyKey } from '../src/core/recurringGifts/chargeContexts';
import { TestBrowser, type TestApp } from './helper';
import {
  contributionsOfGift,
  giftRow,
  processorChargesOfGift,
  registeredDonorWithCard,
  runDaily,
  startRecurringGift,
  type RecurringDonor,
} from './recurringFlow';
import { openRecurringWorld } from './recurringWorld';

jest.setTimeout(120_000);

const world = openRecurringWorld('2027-03-01');
const { clock, mailbox } = world;
let testApp: TestApp;
let second: FastifyInstance;
beforeAll(() => {
  ({ testApp, second } = world);
});

const finished: string[] = [];
afterEach(async () => {
  if (finished.length === 0) return;
  await testApp.app.db
    .update(recurringGivings)
    .set({ status: 'deleted' })
    .where(inArray(recurringGivings.prefixedId, finished.splice(0)));
});

const RESUME = `mutation Resume($id: ID!, $org: ID!) {
  resumeRecurringGiving(prefixedId: $id, organizationPrefixedId: $org) { prefixedId status nextOccurrence } }`;
const ACTIVITY = `query Activity($org: ID!) { RecentActivity(organizationPrefixedId: $org) { type description } }`;

async function activityOf(prefixedId: string) {
  const gift = await giftRow(testApp, prefixedId);
  const rows = await testApp.app.db
    .select()
    .from(activityEvents)
    .where(eq(activityEvents.recurringGivingId, gift.id))
    .orderBy(asc(activityEvents.id));
  // Its creation at the giving form is an event too; these tests are about what came after.
  return rows.map((row) => row.type).filter((type) => type !== 'recurring_created');
}

/** The emails about the donor's recurring gift (not the account's own, such as verifying the address). */
const mailsTo = (donor: RecurringDonor) =>
  mailbox
    .all()
    .filter(
      (mail) => mail.to.includes(donor.email) && /recurring gift|donación recurrente/.test(mail.subject),
    );

async function signIn(donor: RecurringDonor, locale: 'en' | 'es') {
  const browser = new TestBrowser(testApp, 'demo.localhost');
  const login = await browser.login(donor.email, 'a-long-enough-password', { locale });
  expect([200, 204]).toContain(login.statusCode);
  return browser;
}

describe('after the last declined attempt', () => {
  it('pauses the gift, tells the donor by email and in the notifications, charges nothing more, and resumes', async () => {
    clock.setDay('2027-03-01');
    const donor = await registeredDonorWithCard(testApp, '4000000000000341');
    const gift = await startRecurringGift(testApp, donor, {
      frequency: 'monthly',
      startDate: '2027-03-02',
      amount: 5000,
    });
    finished.push(gift);

    await runDaily(testApp, clock, '2027-03-01', '2027-03-06');
    // Three retries, each emailed with the day of the next one; the gift stays active meanwhile.
    expect(mailsTo(donor).map((mail) => mail.subject)).toEqual([
      'Your recurring gift to Grace Community Church could not be processed',
      'Your recurring gift to Grace Community Church could not be processed',
      'Your recurring gift to Grace Community Church could not be processed',
    ]);
    expect(mailsTo(donor).map((mail) => /We will try again on ([^.]+\d{4})\./.exec(mail.text)?.[1])).toEqual([
      'March 3, 2027',
      'March 5, 2027',
      'March 7, 2027',
    ]);
    expect((await giftRow(testApp, gift)).status).toBe('active');

    await runDaily(testApp, clock, '2027-03-07', '2027-03-07');
    expect((await processorChargesOfGift(testApp, gift)).map((charge) => charge.idempotencyKey)).toEqual(
      [1, 2, 3, 4].map((attempt) => chargeIdempotencyKey(gift, '2027-03-02', attempt)),
    );
    expect(await giftRow(testApp, gift)).toMatchObject({
      status: 'paused',
      nextOccurrence: null,
      pausedUntil: null,
      lastChargeAttemptFailed: true,
      lastOccurrence: null,
    });
    const paused = mailsTo(donor).at(-1)!;
    expect(mailsTo(donor)).toHaveLength(4);
    expect(paused.subject).toBe('Your recurring gift to Grace Community Church is paused');
    expect(paused.text).toContain(
      'We could not charge your recurring gift of $50.00 to Grace Community Church scheduled for March 2, 2027.',
    );
    expect(paused.text).toContain('Reason: Your card was declined.');
    expect(paused.text).toContain(
      'We tried 4 times and have paused this recurring gift: nothing more will be charged until you resume it.',
    );
    expect(paused.text).toContain(
      'To keep giving, change the card and resume the gift in your recurring gifts:',
    );
    expect(paused.links).toEqual([
      'http://demo.localhost:8080/recurring-gifts',
      expect.stringMatching(/^http:\/\/demo\.localhost:8080\/manage\/[\w-]+\.[\w-]+$/),
    ]);
    expect(paused.text).not.toContain('try again');

    // The portal's notifications say why, once.
    expect(await activityOf(gift)).toEqual(['recurring_paused_declined']);
    const browser = await signIn(donor, 'en');
    const activity = (await browser.graphql(ACTIVITY, { org: donor.organizationPrefixedId })).json() as {
      data: { RecentActivity: { type: string; description: string }[] };
    };
    expect(activity.data.RecentActivity).toContainEqual({
      type: 'recurring_paused_declined',
      description:
        'Recurring gift of $50.00 (monthly) to General Fund paused: the card was declined several times. Change the card and resume it',
    });

    // Nothing is charged while it is paused, not even when its next date would have come.
    await runDaily(testApp, clock, '2027-03-08', '2027-04-05');
    expect(await processorChargesOfGift(testApp, gift)).toHaveLength(4);
    expect((await contributionsOfGift(testApp, gift)).map((row) => [row.occurrenceDate, row.status])).toEqual(
      [['2027-03-02', 'failed']],
    );
    expect(mailsTo(donor)).toHaveLength(4);

    // The donor's card works again (the sandbox's stand-in for a changed card); the portal's Resume
    // dates the gift from its schedule, never in the past, and the engine charges it then.
    await testApp.app.db
      .update(sandboxPaymentMethods)
      .set({ chargeOutcome: 'succeed' })
      .where(eq(sandboxPaymentMethods.id, donor.paymentMethodId));
    // A month went by on the clock: the donor signs in again.
    const later = await signIn(donor, 'en');
    const resumed = (await later.graphql(RESUME, { id: gift, org: donor.organizationPrefixedId })).json() as {
      data: { resumeRecurringGiving: { status: string; nextOccurrence: string } };
    };
    expect(resumed.data.resumeRecurringGiving).toMatchObject({
      status: 'active',
      nextOccurrence: '2027-05-02',
    });
    expect((await giftRow(testApp, gift)).lastChargeAttemptFailed).toBe(false);
    await runDaily(testApp, clock, '2027-04-06', '2027-05-02');
    expect((await contributionsOfGift(testApp, gift)).map((row) => [row.occurrenceDate, row.status])).toEqual(
      [
        ['2027-03-02', 'failed'],
        ['2027-05-02', 'succeeded'],
      ],
    );
    expect(await activityOf(gift)).toEqual(['recurring_paused_declined', 'recurring_resumed']);
  });

  it('says so in Spanish', async () => {
    clock.setDay('2027-06-01');
    const donor = await registeredDonorWithCard(testApp, '4000000000000341', 'es');
    const gift = await startRecurringGift(testApp, donor, {
      frequency: 'weekly',
      startDate: '2027-06-02',
      amount: 2500,
    });
    finished.push(gift);
    await runDaily(testApp, clock, '2027-06-01', '2027-06-08');
    const paused = mailsTo(donor).at(-1)!;
    expect(paused.subject).toBe('Su donación recurrente a Grace Community Church está en pausa');
    expect(paused.text).toContain('Motivo: Su tarjeta fue rechazada.');
    expect(paused.text).toContain(
      'Lo intentamos 4 veces y pausamos esta donación recurrente: no se cobrará nada más hasta que la reanude.',
    );
    expect(paused.text).toContain(
      'Para seguir donando, cambie la tarjeta y reanude la donación en sus donaciones recurrentes:',
    );
    const browser = await signIn(donor, 'es');
    const activity = (
      await browser.graphql(ACTIVITY, { org: donor.organizationPrefixedId }, { 'x-locale': 'es' })
    ).json() as { data: { RecentActivity: { type: string; description: string }[] } };
    expect(activity.data.RecentActivity).toContainEqual({
      type: 'recurring_paused_declined',
      description:
        'Donación recurrente de $25.00 (semanal) a General Fund pausada: la tarjeta fue rechazada varias veces. Cambie la tarjeta y reanúdela',
    });
    // A weekly gift's next date would have been June 9: it is not charged.
    await runDaily(testApp, clock, '2027-06-09', '2027-06-10');
    expect(await processorChargesOfGift(testApp, gift)).toHaveLength(4);
  });

  it('pauses once, with one email and one notification, when two instances run the last attempt together', async () => {
    clock.setDay('2027-08-01');
    const donor = await registeredDonorWithCard(testApp, '4000000000000341');
    const gift = await startRecurringGift(testApp, donor, {
      frequency: 'monthly',
      startDate: '2027-08-02',
      amount: 3000,
    });
    finished.push(gift);
    await runDaily(testApp, clock, '2027-08-01', '2027-08-06');
    clock.setDay('2027-08-07');
    await Promise.all([testApp.app.recurringWorker.runOnce(), second.recurringWorker.runOnce()]);
    await Promise.all([testApp.app.recurringWorker.runOnce(), second.recurringWorker.runOnce()]);
    expect(await processorChargesOfGift(testApp, gift)).toHaveLength(4);
    expect((await giftRow(testApp, gift)).status).toBe('paused');
    expect(await activityOf(gift)).toEqual(['recurring_paused_declined']);
    expect(mailsTo(donor).filter((mail) => mail.subject.endsWith('is paused'))).toHaveLength(1);
  });
});
