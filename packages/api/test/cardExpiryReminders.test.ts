// Thirty days before a card that pays an active recurring gift expires, its donor gets one email in
// their language naming the card and the gifts it pays, each with its manage link, and the
// portal's Payment methods. Once per card and expiry: not again on later runs, nor from a second
// API instance running at the same moment. None for a card without an active gift or one whose gifts
// moved to another card. The recurring worker's runs send them (an injected clock). PGlite and
// PostgreSQL.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { cardExpiryReminders, paymentMethods, recurringGivings } from '../src/db/schema';
import { organizationOf } from './givingFlow';
import { TestBrowser, type TestApp } from './helper';
import { giftRow, registeredDonorWithCard, startRecurringGift, type RecurringDonor } from './recurringFlow';
import { openRecurringWorld } from './recurringWorld';

jest.setTimeout(120_000);

const world = openRecurringWorld('2030-11-01', 'deleted');
const { clock, mailbox } = world;
let testApp: TestApp;
let second: FastifyInstance;
beforeAll(() => {
  ({ testApp, second } = world);
});

/** The sandbox's cards are entered expiring 12/2030 (givingFlow.ts); this one expires `month`/`year`. */
async function addCardExpiring(donor: RecurringDonor, expMonth: number, expYear: number): Promise<string> {
  const demo = await organizationOf(testApp);
  const added = await donor.client.post(
    '/api/give/sandbox/payment-methods',
    {
      organization_prefixed_id: demo.prefixedId,
      stripe_customer_id: donor.customerId,
      card_number: '5555555555554444',
      exp_month: expMonth,
      exp_year: expYear,
      cvc: '123',
      cardholder_name: 'Robin Recurring',
    },
    { 'x-giving-token': donor.token },
  );
  if (added.statusCode !== 200) throw new Error(`card: ${added.statusCode} ${added.body}`);
  return added.json().payment_method_id;
}

const remindersTo = (donor: RecurringDonor) =>
  mailbox
    .all()
    .filter((mail) => mail.to.includes(donor.email) && /expires soon|vence pronto/.test(mail.subject));

async function runAt(day: string, time = '15:00:00Z') {
  clock.setDay(day, time);
  await testApp.app.recurringWorker.runOnce();
}

describe('card expiry reminders', () => {
  it('writes to a Spanish-speaking donor in Spanish', async () => {
    clock.setDay('2030-10-20');
    const donor = await registeredDonorWithCard(testApp, '4242424242424242', 'es');
    const card = await addCardExpiring(donor, 11, 2030);
    await startRecurringGift(testApp, donor, {
      frequency: 'monthly',
      startDate: '2030-11-05',
      amount: 4000,
      paymentMethodId: card,
    });
    // Good through November 30: reminded thirty days before, on October 31.
    await runAt('2030-10-30');
    expect(remindersTo(donor)).toEqual([]);
    await runAt('2030-10-31');
    const [reminder, ...more] = remindersTo(donor);
    expect(more).toEqual([]);
    expect(reminder!.subject).toBe('Su tarjeta Mastercard terminada en 4444 vence pronto');
    expect(reminder!.text).toContain(
      'Su tarjeta Mastercard terminada en 4444 vence 11/2030: se puede cobrar hasta el 30 de noviembre de 2030.',
    );
    expect(reminder!.text).toContain('Con ella se paga esta donación recurrente a Grace Community Church:');
    expect(reminder!.text).toContain(
      '$40.00 cada mes para General Fund, la próxima el 5 de noviembre de 2030',
    );
    expect(reminder!.text).toContain(
      'Para seguir donando sin interrupción, agregue su nueva tarjeta en Métodos de pago y pase a ella sus donaciones recurrentes:',
    );
    expect(reminder!.text).toContain(
      'Administre esta donación (cambiar la tarjeta, omitir, pausar o detener):',
    );
  });

  it('reminds once, thirty days before the card expires, of every active gift it pays', async () => {
    clock.setDay('2030-11-01');
    const donor = await registeredDonorWithCard(testApp);
    const monthly = await startRecurringGift(testApp, donor, {
      frequency: 'monthly',
      startDate: '2030-12-15',
      amount: 5000,
    });
    const quarterly = await startRecurringGift(testApp, donor, {
      frequency: 'quarterly',
      startDate: '2030-12-20',
      amount: 12000,
      isFeeCovered: true,
    });
    // No reminder: a card whose only gift is paused, a card with no gift, and a card whose gift
    // moved to a new card (the move the portal's Payment methods offers).
    const paused = await registeredDonorWithCard(testApp);
    const pausedGift = await startRecurringGift(testApp, paused, {
      frequency: 'monthly',
      startDate: '2030-12-10',
      amount: 3000,
    });
    await testApp.app.db
      .update(recurringGivings)
      .set({ status: 'paused', nextOccurrence: null })
      .where(eq(recurringGivings.prefixedId, pausedGift));
    const noGift = await registeredDonorWithCard(testApp);
    const replaced = await registeredDonorWithCard(testApp);
    const replacedGift = await startRecurringGift(testApp, replaced, {
      frequency: 'monthly',
      startDate: '2030-12-10',
      amount: 3000,
    });
    const newCard = await addCardExpiring(replaced, 8, 2034);
    const [newRow] = await testApp.app.db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.processorId, newCard));
    await testApp.app.db
      .update(recurringGivings)
      .set({ paymentMethodId: newRow!.id })
      .where(eq(recurringGivings.prefixedId, replacedGift));

    await runAt('2030-11-30');
    // December 1 has begun in UTC but not yet in Chicago, the church's time zone.
    await runAt('2030-12-01', '03:00:00Z');
    expect(remindersTo(donor)).toEqual([]);

    await runAt('2030-12-01');
    const [reminder, ...more] = remindersTo(donor);
    expect(more).toEqual([]);
    expect(reminder!.subject).toBe('Your Visa card ending in 4242 expires soon');
    expect(reminder!.text).toContain(
      'Your Visa card ending in 4242 expires 12/2030: it can be charged through December 31, 2030.',
    );
    expect(reminder!.text).toContain('It pays these recurring gifts to Grace Community Church:');
    expect(reminder!.text).toContain('$50.00 every month to General Fund, next on December 15, 2030');
    expect(reminder!.text).toMatch(/\$123\.\d\d every quarter to General Fund, next on December 20, 2030/);
    expect(reminder!.text).toContain(
      'To keep giving without a break, add your new card in Payment methods and move your recurring gifts to it:',
    );
    const manageLinks = reminder!.links.filter((link) => link.includes('/manage/'));
    expect(manageLinks).toHaveLength(2);
    for (const link of manageLinks)
      expect(link).toMatch(/^http:\/\/demo\.localhost:8080\/manage\/[\w-]+\.[\w-]+$/);
    expect(reminder!.links.at(-1)).toBe('http://demo.localhost:8080/payment-methods');
    // Each link opens its own gift.
    const browser = new TestBrowser(testApp, 'demo.localhost');
    await browser.fetchCsrfCookie();
    const opened = [];
    for (const link of manageLinks) {
      const response = await browser.request({
        method: 'POST',
        url: '/manage-link',
        payload: { token: link.split('/manage/')[1] },
      });
      expect(response.statusCode).toBe(200);
      opened.push(response.json().gift.prefixed_id);
    }
    expect(new Set(opened)).toEqual(new Set([monthly, quarterly]));

    // Never twice: later runs that day and the following days send nothing more.
    await runAt('2030-12-01', '20:00:00Z');
    await runAt('2030-12-02');
    await runAt('2030-12-31');
    expect(remindersTo(donor)).toHaveLength(1);
    for (const other of [paused, noGift, replaced]) expect(remindersTo(other)).toEqual([]);
    const card = await giftRow(testApp, monthly);
    const rows = await testApp.app.db
      .select()
      .from(cardExpiryReminders)
      .where(eq(cardExpiryReminders.paymentMethodId, card.paymentMethodId!));
    expect(rows.map((row) => [row.expMonth, row.expYear])).toEqual([[12, 2030]]);
  });

  it('sends one email when two API instances run on the reminder day at once', async () => {
    clock.setDay('2030-12-20');
    const donor = await registeredDonorWithCard(testApp);
    const card = await addCardExpiring(donor, 1, 2031);
    await startRecurringGift(testApp, donor, {
      frequency: 'weekly',
      startDate: '2031-01-03',
      amount: 2000,
      paymentMethodId: card,
    });
    clock.setDay('2031-01-01');
    await Promise.all([testApp.app.recurringWorker.runOnce(), second.recurringWorker.runOnce()]);
    await Promise.all([testApp.app.recurringWorker.runOnce(), second.recurringWorker.runOnce()]);
    const reminders = remindersTo(donor);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.subject).toBe('Your Mastercard card ending in 4444 expires soon');
    expect(reminders[0]!.text).toContain('It pays this recurring gift to Grace Community Church:');
    expect(reminders[0]!.text).toContain('$20.00 every week to General Fund, next on January 3, 2031');
  });
});
