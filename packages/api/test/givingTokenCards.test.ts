// A giving token got with an email alone (scope `new`) sees and charges only the cards added
// through that very token (docs/CONTRACTS.md "REST: giving"). The attack it stops: a stranger types
// the donor's email into the giving form, keeps the token, and the donor saves a card while it is
// alive. Run on both processors: the sandbox (the card row records the token) and Stripe mode against
// the local Stripe double (the metadata of the SetupIntent that attached the card records it).
import { eq } from 'drizzle-orm';
import type { StripeDouble } from '@halo/testkit/stripe/stripeDouble';
import { contributions, sandboxCharges, users } from '../src/db/schema';
import { givingMessage } from '../src/core/gifts/givingMessages';
import { GivingClient, organizationOf, type Donor, RELAXED_GIVING_LIMITS } from './givingFlow';
import { startAppOnStripeDouble } from './appOnStripeDouble';
import { startTestApp, type TestApp } from './helper';

const CONNECTED = 'acct_1GraceTokenCards';
const PASSWORD = 'correct horse battery';

/** How cards reach a customer on one processor, and what the processor charged. */
interface Processor {
  name: string;
  start(): Promise<TestApp>;
  /**
   * Adds a card as the giving form does: through `donor.token`, or with `token: null` through the
   * client's signed-in session alone. Returns the payment method id.
   */
  addCard(client: GivingClient, donor: Donor, token: string | null): Promise<string>;
  /** How many charges the processor made on `paymentMethodId`. */
  chargesOn(testApp: TestApp, paymentMethodId: string): Promise<number>;
  stop(): Promise<void>;
}

const tokenHeader = (token: string | null): Record<string, string> =>
  token ? { 'x-giving-token': token } : {};

const sandbox: Processor = {
  name: 'the sandbox',
  start: () => startTestApp({ config: { givingRateLimits: RELAXED_GIVING_LIMITS } }),
  async addCard(client, donor, token) {
    const response = await client.post(
      '/api/give/sandbox/payment-methods',
      {
        organization_prefixed_id: donor.organizationPrefixedId,
        stripe_customer_id: donor.customerId,
        card_number: '4242424242424242',
        exp_month: 12,
        exp_year: new Date().getFullYear() + 3,
        cvc: '123',
        cardholder_name: 'Jordan Rivera',
      },
      tokenHeader(token),
    );
    expect(response.statusCode).toBe(200);
    return response.json().payment_method_id as string;
  },
  async chargesOn(testApp, paymentMethodId) {
    const rows = await testApp.app.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.paymentMethodId, paymentMethodId));
    return rows.length;
  },
  stop: async () => undefined,
};

function stripeMode(): Processor {
  let double: StripeDouble;
  return {
    name: 'Stripe (the local double)',
    async start() {
      const stripe = await startAppOnStripeDouble({
        keys: 'token_cards',
        connected: CONNECTED,
        config: { givingRateLimits: RELAXED_GIVING_LIMITS },
      });
      double = stripe.double;
      return stripe.testApp;
    },
    async addCard(client, donor, token) {
      const response = await client.post(
        '/api/give/setup-intent',
        { organization_prefixed_id: donor.organizationPrefixedId, stripe_customer_id: donor.customerId },
        tokenHeader(token),
      );
      expect(response.statusCode).toBe(200);
      // What Stripe.js does in the donor's browser: confirm the intent with the card she typed.
      return double.confirmSetupIntent(response.json().setup_intent_id as string);
    },
    async chargesOn(_testApp, paymentMethodId) {
      return double.paymentIntentsCreated.filter((intent) => intent.payment_method === paymentMethodId)
        .length;
    },
    stop: async () => {
      await double?.close();
    },
  };
}

/** The token's identifier, as the server reads it from its sealed claims. */
function tokenIdOf(testApp: TestApp, token: string): string {
  const verified = testApp.app.giving.tokens.verify(token);
  if (!verified.ok) throw new Error('a fresh giving token did not verify');
  return verified.claims.tokenId;
}

describe.each([sandbox, stripeMode()])('cards of a giving token, on $name', (processor) => {
  let testApp: TestApp;
  let organizationPrefixedId: string;
  let generalFund: string;
  let emailCounter = 0;
  const newEmail = (who: string) => `${who}${++emailCounter}-${Date.now()}@example.com`;

  beforeAll(async () => {
    testApp = await processor.start();
    const demo = await organizationOf(testApp);
    organizationPrefixedId = demo.prefixedId;
    generalFund = demo.onlineGiving.funds.find((fund) => fund.name === 'General Fund')!.prefixedId;
  });
  afterAll(async () => {
    await testApp?.close();
    await processor.stop();
  });

  /** A donor with an account, signed in on `client` (the giving form's "create an account"). */
  async function registeredDonor(client: GivingClient, email: string): Promise<Donor> {
    const response = await client.post('/api/give/register', {
      organization_prefixed_id: organizationPrefixedId,
      email,
      first_name: 'Jordan',
      last_name: 'Rivera',
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    return {
      organizationPrefixedId,
      customerId: body.stripe_customer_id,
      donorPrefixedId: body.donor_prefixed_id,
      token: body.giving_token,
    };
  }

  /** A token as a stranger gets it: the donor's email typed into the giving form, signed out. */
  const byEmail = (email: string) => new GivingClient(testApp).customer(organizationPrefixedId, email);

  async function listed(donor: Donor): Promise<string[]> {
    const response = await new GivingClient(testApp).browser.request({
      url: `/api/give/stripe-payment-methods?stripe_customer_id=${donor.customerId}&organization_prefixed_id=${organizationPrefixedId}`,
      headers: { 'x-giving-token': donor.token },
    });
    expect(response.statusCode).toBe(200);
    return (response.json().data as Array<{ id: string }>).map((card) => card.id).sort();
  }

  const give = (donor: Donor, paymentMethodId: string) =>
    new GivingClient(testApp).give(donor, {
      payment_method_id: paymentMethodId,
      amount: 2500,
      fund_prefixed_id: generalFund,
    });

  async function giftCount(donor: Donor): Promise<number> {
    const db = testApp.app.db;
    const [user] = await db.select().from(users).where(eq(users.prefixedId, donor.donorPrefixedId));
    return (await db.select().from(contributions).where(eq(contributions.donorUserId, user!.id))).length;
  }

  const invalidCard = {
    message: givingMessage('en', 'giving.paymentMethodInvalid'),
    errors: { payment_method_id: [givingMessage('en', 'giving.paymentMethodInvalid')] },
  };

  it('a token got with her email alone neither lists nor charges a card she saves while it is alive', async () => {
    const email = newEmail('victim');
    const victimBrowser = new GivingClient(testApp);
    const victim = await registeredDonor(victimBrowser, email);
    const stranger = await byEmail(email);
    expect(stranger.customerId).toBe(victim.customerId);

    // Within the stranger's hour, she saves cards: signed in, with her own token, and as a guest
    // with a token she got by typing her email herself.
    const withSession = await processor.addCard(victimBrowser, victim, null);
    const withHerToken = await processor.addCard(victimBrowser, victim, victim.token);
    const herGuestToken = await byEmail(email);
    const asGuest = await processor.addCard(new GivingClient(testApp), herGuestToken, herGuestToken.token);

    expect(await listed(stranger)).toEqual([]);
    const giftsBefore = await giftCount(victim);
    for (const card of [withSession, withHerToken, asGuest]) {
      const refused = await give(stranger, card);
      expect({ status: refused.statusCode, body: refused.json() }).toEqual({
        status: 422,
        body: invalidCard,
      });
      expect(await processor.chargesOn(testApp, card)).toBe(0);
    }
    expect(await giftCount(victim)).toBe(giftsBefore);

    // Her guest token still has the card she added through it, and nothing else.
    expect(await listed(herGuestToken)).toEqual([asGuest]);
    expect((await give(herGuestToken, asGuest)).statusCode).toBe(201);
    expect(await processor.chargesOn(testApp, asGuest)).toBe(1);
  });

  it('a guest adds a card with her token and gives; back later, her new token adds a card again', async () => {
    const email = newEmail('guest');
    const firstVisit = await byEmail(email);
    const firstCard = await processor.addCard(new GivingClient(testApp), firstVisit, firstVisit.token);
    expect(await listed(firstVisit)).toEqual([firstCard]);
    const first = await give(firstVisit, firstCard);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ contribution: { status: 'succeeded' }, receipt_email: email });

    const secondVisit = await byEmail(email);
    expect(secondVisit.customerId).toBe(firstVisit.customerId);
    expect(await listed(secondVisit)).toEqual([]);
    expect((await give(secondVisit, firstCard)).statusCode).toBe(422);
    const secondCard = await processor.addCard(new GivingClient(testApp), secondVisit, secondVisit.token);
    expect(await listed(secondVisit)).toEqual([secondCard]);
    expect((await give(secondVisit, secondCard)).statusCode).toBe(201);
    expect(await giftCount(secondVisit)).toBe(2);
    // The first token keeps its own card only.
    expect(await listed(firstVisit)).toEqual([firstCard]);
  });

  it("a signed-in donor's cards are her account's; a card a guest entered with her email is that guest token's only", async () => {
    const email = newEmail('donor');
    const browser = new GivingClient(testApp);
    const donor = await registeredDonor(browser, email);
    const signedIn = await processor.addCard(browser, donor, null);
    const withRegisterToken = await processor.addCard(browser, donor, donor.token);
    const guestVisit = await byEmail(email);
    const asGuest = await processor.addCard(new GivingClient(testApp), guestVisit, guestVisit.token);

    expect(await listed(donor)).toEqual([signedIn, withRegisterToken].sort());
    // A full token from her session (the portal's and the signed-in giving form's).
    const fromSession = await browser.browser.request({
      url: `/api/give/stripe-customer-id?donor_prefixed_id=${donor.donorPrefixedId}&organization_prefixed_id=${organizationPrefixedId}`,
    });
    expect(fromSession.statusCode).toBe(200);
    const full = { ...donor, token: fromSession.json().giving_token as string };
    expect(await listed(full)).toEqual([signedIn, withRegisterToken].sort());
    const refused = await give(full, asGuest);
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({ status: 422, body: invalidCard });
    expect(await processor.chargesOn(testApp, asGuest)).toBe(0);
    expect((await give(full, signedIn)).statusCode).toBe(201);
    expect((await give(full, withRegisterToken)).statusCode).toBe(201);
    // The guest's token keeps the card it entered, and only that one.
    expect(await listed(guestVisit)).toEqual([asGuest]);
  });

  it('every token carries its own identifier, and a card is recorded with the token it came through', async () => {
    const email = newEmail('ids');
    const one = await byEmail(email);
    const two = await byEmail(email);
    expect(tokenIdOf(testApp, one.token)).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(tokenIdOf(testApp, one.token)).not.toBe(tokenIdOf(testApp, two.token));
    const card = await processor.addCard(new GivingClient(testApp), one, one.token);
    const access = testApp.app.payments.forOrganization(
      (await testApp.app.organizations.findByPrefixedId(organizationPrefixedId))!,
    );
    expect(await access.tokenThatAdded(one.customerId, card)).toBe(tokenIdOf(testApp, one.token));
  });
});
