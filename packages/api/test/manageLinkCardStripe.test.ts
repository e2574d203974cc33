// "Change card" through a recurring gift's emailed link on a Stripe-connected church, against the
// local Stripe double: the page's card step confirms a SetupIntent requested with the link's giving
// token (what Stripe.js does in the donor's browser), the card becomes that gift's, and the next
// off-session charge of the gift goes to it. A card whose SetupIntent was requested with the donor's
// own account token is not the link's and is refused. PGlite and PostgreSQL.
import { asc, eq, sql } from 'drizzle-orm';
import { outboxMessages, paymentMethods } from '../src/db/schema';
import { GivingClient } from './givingFlow';
import { connectDemoChurch } from './appOnStripeDouble';
import { TestBrowser } from './helper';
import {
  giftRow,
  registeredDonorWithCard,
  runDaily,
  startRecurringGift,
  openRecurringStripeWorld,
} from './recurringFlow';

jest.setTimeout(120_000);

const CONNECTED = 'acct_1GraceManageLinkCard';
const world = openRecurringStripeWorld('manage_link_card');
const { clock } = world;
clock.setDay('2026-11-01');

const LINK = /https?:\/\/demo\.localhost(?::\d+)?\/manage\/([A-Za-z0-9_.-]+)/;

async function lastMailTo(email: string) {
  const rows = await world.testApp.app.db
    .select()
    .from(outboxMessages)
    .where(sql`${outboxMessages.message}->>'to' = ${email}`)
    .orderBy(asc(outboxMessages.id));
  return rows.map((row) => row.message as { subject: string; text: string }).at(-1)!;
}

it('attaches a card confirmed through the link’s SetupIntent and charges it next; refuses the account’s own', async () => {
  // The gift began on the sandbox; the church then connected Stripe, so its next charges go there.
  const donor = await registeredDonorWithCard(world.testApp);
  const gift = await startRecurringGift(world.testApp, donor, {
    frequency: 'monthly',
    startDate: '2026-11-02',
    amount: 4000,
  });
  await runDaily(world.testApp, clock, '2026-11-02', '2026-11-02');
  const token = LINK.exec((await lastMailTo(donor.email)).text)![1]!;
  await connectDemoChurch(world.testApp, CONNECTED);

  const browser = new TestBrowser(world.testApp, 'demo.localhost');
  await browser.fetchCsrfCookie();
  const post = (url: string, payload: Record<string, unknown>) =>
    browser.request({ method: 'POST', url, payload, headers: { 'x-locale': 'en' } });
  const entry = await post('/manage-link/card-entry', { token });
  expect(entry.statusCode).toBe(200);
  expect(entry.json()).toEqual({
    organization_prefixed_id: expect.any(String),
    giving_token: expect.any(String),
    processor_mode: 'stripe',
  });
  const { organization_prefixed_id, giving_token } = entry.json();
  // The donor's Stripe customer, as the server reads it from the link's sealed token: the page is not told it.
  const verified = world.testApp.app.giving.tokens.verify(giving_token);
  if (!verified.ok) throw new Error('the link’s giving token did not verify');
  const stripe_customer_id = verified.claims.customerId;
  expect(stripe_customer_id).toMatch(/^cus_/);

  const client = new GivingClient(world.testApp, 'demo.localhost');
  // The page sends the church alone; the giving form, the customer too.
  const intentWith = async (givingToken: string, customer: Record<string, string> = {}) => {
    const intent = await client.post(
      '/api/give/setup-intent',
      { organization_prefixed_id, ...customer },
      { 'x-giving-token': givingToken },
    );
    expect(intent.statusCode).toBe(200);
    return intent.json().setup_intent_id as string;
  };

  // A card attached with the donor's account token (scope full, as the signed-in giving form) is not the link's.
  const accountToken = world.testApp.app.giving.tokens.issue({
    organizationPrefixedId: organization_prefixed_id,
    donorPrefixedId: donor.donorPrefixedId,
    customerId: stripe_customer_id,
    scope: 'full',
    purpose: 'give',
  });
  const accountCard = world.double.confirmSetupIntent(await intentWith(accountToken, { stripe_customer_id }));
  const refused = await post('/manage-link/card', { token, payment_method_id: accountCard });
  expect(refused.statusCode).toBe(422);

  const linkCard = world.double.confirmSetupIntent(await intentWith(giving_token), {
    card: { brand: 'mastercard', last4: '4444' },
  });
  const attached = await post('/manage-link/card', { token, payment_method_id: linkCard });
  expect(attached.statusCode).toBe(200);
  expect(attached.json()).toMatchObject({ gift: { card: { brand: 'mastercard', last_four: '4444' } } });
  const row = await giftRow(world.testApp, gift);
  const [card] = await world.testApp.app.db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.id, row.paymentMethodId!));
  expect(card).toMatchObject({
    processorMode: 'stripe',
    processorId: linkCard,
    onlyForRecurringGivingId: row.id,
  });
  expect((await lastMailTo(donor.email)).subject).toMatch(
    /^Your card for your recurring gift to .+ was changed$/,
  );

  await runDaily(world.testApp, clock, '2026-12-02', '2026-12-02');
  const charges = world.double.paymentIntentsCreated.filter((intent) => intent.payment_method === linkCard);
  expect(charges).toHaveLength(1);
  expect(charges[0]).toMatchObject({ customer: stripe_customer_id });
});
