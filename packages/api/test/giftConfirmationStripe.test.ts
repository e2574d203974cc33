// "Confirm your gift" on a Stripe-connected church, against the local Stripe double: an off-session
// recurring charge of Stripe's pm_card_authenticationRequired answers authentication_required (402,
// the PaymentIntent in the error) and waits instead of being declined; the confirm page's first call
// confirms the PaymentIntent again on session so it asks for the next action and answers its client
// secret with the church's publishable key and account; until Stripe.js's handleNextAction succeeds
// (the double's completeNextAction) the gift still waits; then the API reads the PaymentIntent from
// Stripe and records the gift once, with Stripe's charge. PGlite and PostgreSQL.
import { eq } from 'drizzle-orm';
import { paymentMethods, processorCustomers } from '../src/db/schema';
import { connectDemoChurch } from './appOnStripeDouble';
import { TestBrowser } from './helper';
import {
  chargesOfGift,
  contributionsOfGift,
  giftRow,
  registeredDonorWithCard,
  startRecurringGift,
  openRecurringStripeWorld,
} from './recurringFlow';

jest.setTimeout(120_000);

const CONNECTED = 'acct_1GraceConfirmYourGift';
const world = openRecurringStripeWorld('confirm_your_gift');
const { clock, mailbox } = world;
clock.setDay('2026-11-01');

/** A monthly gift due on 2 November whose card is, on Stripe, the one that always asks for 3-D Secure. */
async function giftOnAuthenticatingStripeCard() {
  const donor = await registeredDonorWithCard(world.testApp);
  const gift = await startRecurringGift(world.testApp, donor, {
    frequency: 'monthly',
    startDate: '2026-11-02',
    amount: 4000,
  });
  // The church connects Stripe; the donor's customer and card are Stripe's from now on.
  await connectDemoChurch(world.testApp, CONNECTED);
  const organization = await world.testApp.app.organizations.findBySubdomain('demo');
  const { customerId } = await world.testApp.app.payments.forOrganization(organization!).createCustomer({
    email: donor.email,
    name: 'Robin Recurring',
    organizationPrefixedId: organization!.prefixedId,
    idempotencyKey: `confirm-test-${donor.email}`,
  });
  const row = await giftRow(world.testApp, gift);
  const [card] = await world.testApp.app.db
    .update(paymentMethods)
    .set({ processorMode: 'stripe', processorId: 'pm_card_authenticationRequired' })
    .where(eq(paymentMethods.id, row.paymentMethodId!))
    .returning();
  await world.testApp.app.db
    .update(processorCustomers)
    .set({ processorMode: 'stripe', customerId })
    .where(eq(processorCustomers.id, card!.processorCustomerId!));
  return { donor, gift };
}

it('waits for the donor, hands the page the client secret, and gives the gift once Stripe says it is paid', async () => {
  const { donor, gift } = await giftOnAuthenticatingStripeCard();
  clock.setDay('2026-11-02');
  const summary = await world.testApp.app.recurringWorker.runOnce();
  expect(summary).toMatchObject({ awaitingConfirmation: 1, declined: 0 });
  expect(await chargesOfGift(world.testApp, gift)).toMatchObject([{ status: 'awaiting_confirmation' }]);
  const [intent] = world.double.paymentIntentsCreated;
  expect(intent).toMatchObject({
    status: 'requires_payment_method',
    payment_method: 'pm_card_authenticationRequired',
  });

  const mail = mailbox
    .all()
    .find((m) => m.to.includes(donor.email) && m.subject.startsWith('Confirm your gift'));
  const token = decodeURIComponent(new URL(mail!.links[0]!).pathname.replace('/confirm/', ''));
  const browser = new TestBrowser(world.testApp, 'demo.localhost');
  await browser.fetchCsrfCookie();
  const post = (url: string, payload: Record<string, unknown>) =>
    browser.request({ method: 'POST', url, payload, headers: { 'x-locale': 'en' } });

  const opened = await post('/confirm-link', { token });
  expect(opened.statusCode).toBe(200);
  expect(opened.json()).toMatchObject({
    status: 'awaiting',
    gift: { amount: 4000, occurrence_date: '2026-11-02' },
    authentication: {
      mode: 'stripe',
      client_secret: intent!.client_secret,
      publishable_key: 'pk_test_confirm_your_gift',
      stripe_account: CONNECTED,
    },
  });
  const [confirm] = world.double.requestsTo('POST', `/v1/payment_intents/${intent!.id as string}/confirm`);
  expect(confirm).toMatchObject({
    stripeAccount: CONNECTED,
    params: {
      payment_method: 'pm_card_authenticationRequired',
      off_session: 'false',
      use_stripe_sdk: 'true',
    },
  });

  // The donor abandoned Stripe's page: still waiting, nothing recorded.
  expect((await post('/confirm-link/complete', { token })).json()).toMatchObject({ status: 'awaiting' });
  expect(await contributionsOfGift(world.testApp, gift)).toEqual([]);

  // A test_result is the sandbox's alone: with Stripe only Stripe's answer counts.
  expect((await post('/confirm-link/complete', { token, test_result: 'completed' })).json()).toMatchObject({
    status: 'awaiting',
  });

  world.double.completeNextAction(intent!.id as string, true);
  const completed = await post('/confirm-link/complete', { token });
  expect(completed.json()).toMatchObject({ status: 'confirmed', authentication: null });
  const contributions = await contributionsOfGift(world.testApp, gift);
  expect(contributions).toHaveLength(1);
  expect(contributions[0]).toMatchObject({
    status: 'succeeded',
    chargedAmount: 4000,
    processorMode: 'stripe',
    processorChargeId: expect.stringMatching(/^ch_/),
  });
  expect(await chargesOfGift(world.testApp, gift)).toMatchObject([{ status: 'succeeded' }]);
  expect(
    mailbox
      .all()
      .filter(
        (m) =>
          m.to.includes(donor.email) && m.subject === 'Thank you for your gift to Grace Community Church',
      ),
  ).toHaveLength(1);

  const again = await post('/confirm-link/complete', { token });
  expect(again.statusCode).toBe(410);
  expect(again.json()).toMatchObject({ code: 'link_used' });
  expect(world.double.paymentIntentsCreated).toHaveLength(1);
});
