// No wallet at a lobby kiosk (docs/PRODUCT.md §20) on a Stripe-connected church, against the local
// Stripe double. The kiosk's payment step offers no Apple Pay or Google Pay, but its giving token
// asks for a SetupIntent like any card entry, and the tablet's own wallet could confirm it: the card
// that leaves carries Stripe's `card.wallet.type`. POST /api/give refuses such a card from a kiosk's
// token on `payment_method_id`, in the kiosk's language, before anything is charged; a card typed in
// through the same token then gives. Nor Stripe's Link: a card Link filled in (`card.wallet.type`
// `link`) is refused in the kiosk's language, and Link's own payment method (`type: 'link'`) is no
// card. PGlite and PostgreSQL.
import { generateIdentifier } from '@halo/domain';
import { eq } from 'drizzle-orm';
import type { StripeDouble } from '@halo/testkit/stripe/stripeDouble';
import { kioskMessage } from '../src/core/kioskDevices/kioskMessages';
import { contributions } from '../src/db/schema';
import { DEMO_OWNER, signIn } from './adminFixtures';
import { startAppOnStripeDouble, type AppOnStripeDouble } from './appOnStripeDouble';
import { organizationOf, RELAXED_GIVING_LIMITS } from './givingFlow';
import type { TestApp, TestBrowser } from './helper';
import { createDonor } from './reportFixtures';

jest.setTimeout(120_000);

const CONNECTED = 'acct_1GraceKioskWallet';
let stripe: AppOnStripeDouble;
let double: StripeDouble;
let testApp: TestApp;

beforeAll(async () => {
  stripe = await startAppOnStripeDouble({
    keys: 'kiosk',
    connected: CONNECTED,
    chargesEnabled: true,
    config: { givingRateLimits: RELAXED_GIVING_LIMITS },
  });
  ({ testApp, double } = stripe);
  await createDonor(testApp, 'demo', DEMO_OWNER);
});
afterAll(async () => {
  await stripe?.close();
});

interface KioskGiver {
  /** The card step's SetupIntent, confirmed in the tablet's browser as `confirmation` says. */
  cardThroughKiosk(confirmation: Parameters<StripeDouble['confirmSetupIntent']>[1]): Promise<string>;
  give(paymentMethodId: string, key: string, locale: 'en' | 'es'): ReturnType<TestBrowser['request']>;
}

/** A tablet started as a kiosk, and a giver it hands a giving token to. */
async function kioskGiver(kioskName: string): Promise<KioskGiver> {
  const demo = await organizationOf(testApp);
  const general = demo.onlineGiving.funds.find((fund) => fund.name === 'General Fund')!.prefixedId;
  const tablet = await signIn(testApp, DEMO_OWNER, 'demo.localhost');
  const started = await tablet.request({
    method: 'POST',
    url: '/api/admin/kiosk-devices',
    payload: { name: kioskName },
  });
  expect(started.statusCode).toBe(201);
  await tablet.fetchCsrfCookie();
  const customer = await tablet.request({
    method: 'POST',
    url: '/api/kiosk/customer',
    payload: { organization_prefixed_id: demo.prefixedId, email: '' },
  });
  expect(customer.statusCode).toBe(200);
  const { stripe_customer_id, donor_prefixed_id, giving_token } = customer.json();
  return {
    async cardThroughKiosk(confirmation) {
      const intent = await tablet.request({
        method: 'POST',
        url: '/api/give/setup-intent',
        sendCsrfToken: false,
        headers: { 'x-giving-token': giving_token },
        payload: { organization_prefixed_id: demo.prefixedId, stripe_customer_id },
      });
      expect(intent.statusCode).toBe(200);
      return double.confirmSetupIntent(intent.json().setup_intent_id as string, confirmation);
    },
    give: (paymentMethodId, key, locale) =>
      tablet.request({
        method: 'POST',
        url: '/api/give',
        sendCsrfToken: false,
        headers: { 'x-giving-token': giving_token, 'idempotency-key': key, 'x-locale': locale },
        payload: {
          organization_prefixed_id: demo.prefixedId,
          stripe_customer_id,
          donor_prefixed_id,
          payment_method_id: paymentMethodId,
          amount: 2500,
          fund_prefixed_id: general,
          frequency: 'one_time',
          is_fee_covered: false,
        },
      }),
  };
}

const giftsWith = async (key: string) =>
  testApp.app.db.select().from(contributions).where(eq(contributions.idempotencyKey, key));

it('refuses a gift paid with the tablet’s Apple Pay, charging nothing; a typed card then gives', async () => {
  const { cardThroughKiosk, give } = await kioskGiver('Lobby iPad');

  const applePay = await cardThroughKiosk({
    card: { brand: 'visa', last4: '1111', wallet: { type: 'apple_pay' } },
  });
  const walletKey = generateIdentifier();
  const refused = await give(applePay, walletKey, 'es');
  expect(refused.statusCode).toBe(422);
  expect(refused.json().errors).toEqual({ payment_method_id: [kioskMessage('es', 'walletRefused')] });
  expect(double.paymentIntentsCreated).toHaveLength(0);
  expect(await giftsWith(walletKey)).toHaveLength(0);

  const typed = await cardThroughKiosk({ card: { brand: 'visa', last4: '4242' } });
  const cardKey = generateIdentifier();
  const given = await give(typed, cardKey, 'es');
  expect(given.statusCode).toBe(201);
  expect(double.paymentIntentsCreated).toHaveLength(1);
  expect(await giftsWith(cardKey)).toEqual([
    expect.objectContaining({ wallet: null, cardLastFour: '4242', processorMode: 'stripe' }),
  ]);
});

it('refuses Stripe’s Link on a kiosk, its card or its own payment method, charging nothing', async () => {
  const { cardThroughKiosk, give } = await kioskGiver('Side door tablet');
  const chargedBefore = double.paymentIntentsCreated.length;

  // A card Link filled in from the last giver's saved cards.
  const fromLink = await cardThroughKiosk({
    card: { brand: 'mastercard', last4: '4444', wallet: { type: 'link' } },
  });
  for (const locale of ['en', 'es'] as const) {
    const key = generateIdentifier();
    const refused = await give(fromLink, key, locale);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ payment_method_id: [kioskMessage(locale, 'linkRefused')] });
    expect(await giftsWith(key)).toHaveLength(0);
  }

  // Link's own payment method: no card at all.
  const link = await cardThroughKiosk({ link: { email: 'someone.before@example.org' } });
  const linkKey = generateIdentifier();
  const refused = await give(link, linkKey, 'es');
  expect(refused.statusCode).toBe(422);
  expect(Object.keys(refused.json().errors as object)).toEqual(['payment_method_id']);
  expect(await giftsWith(linkKey)).toHaveLength(0);

  expect(double.paymentIntentsCreated).toHaveLength(chargedBefore);
});
