// Stripe mode on the hosted giving page, in a real browser: the demo church switched to Stripe
// (processor_mode 'stripe' and a connected account, written while the server is stopped), the API's
// Stripe SDK pointed at a local double of Stripe's API, and a stand-in Stripe.js served for
// https://js.stripe.com (this machine cannot reach Stripe) implementing just what the form calls.
// Checks: the card field mounts in the page's light DOM with no Test mode badge, Stripe.js is started
// with the publishable key and the church's connected account, a gift is charged off-session with an
// idempotency key and thanked, and a decline from confirmCardSetup shows our translated message.
import type { Page } from 'playwright-core';
import type { StripeDouble } from '@halo/testkit/stripe/stripeDouble';
import { openBrowser, removeProfile, type BrowserSession } from './harness/chromium';
import {
  CARDS,
  chooseAmount,
  fillDonor,
  GIVING_TEXT,
  money,
  type GivingText,
  newDonorEmail,
  waitForHeading,
} from './harness/givingForm';
import type { RunningServer } from './harness/server';
import { confirmSetupIntent, standInStripeJs } from './harness/stripeMode';
import { startStripeServer, type RunningStripeServer } from './harness/stripeServer';

jest.setTimeout(120_000);

const en = GIVING_TEXT.en;
const ACCOUNT = 'acct_1HaloE2eGrace';
const PUBLISHABLE_KEY = 'pk_test_halo_e2e';
const SECRET_KEY = 'sk_test_halo_e2e';

const KEYS = { account: ACCOUNT, publishableKey: PUBLISHABLE_KEY, secretKey: SECRET_KEY };

let stripe: StripeDouble;
let stripeMode: RunningStripeServer;
let server: RunningServer;
let browser: BrowserSession;
let page: Page;

beforeAll(async () => {
  stripeMode = await startStripeServer(KEYS);
  ({ stripe, server } = stripeMode);
  browser = await openBrowser();
  await browser.context.route('https://js.stripe.com/**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/javascript',
      body: standInStripeJs(PUBLISHABLE_KEY),
    }),
  );
  await browser.context.route('https://api.stripe.com/**', (route) =>
    confirmSetupIntent(route, stripe, PUBLISHABLE_KEY),
  );
});

afterAll(async () => {
  await browser?.close();
  if (browser) removeProfile(browser.profileDir);
  await stripeMode?.stop();
});

beforeEach(async () => {
  page = await browser.context.newPage();
});

afterEach(async () => {
  await page.close();
});

async function openPaymentStep(tag: string, text: GivingText = en): Promise<string> {
  await page.goto(server.urlFor('demo'));
  await waitForHeading(page, en.heading);
  if (text !== en) {
    await page.getByLabel(/language|idioma/i).selectOption({ label: 'Español' });
    await waitForHeading(page, text.heading);
  }
  await chooseAmount(page, money(text, 5000));
  const email = newDonorEmail(tag);
  await fillDonor(page, text, { email, firstName: 'Ana', lastName: 'Ruiz' });
  await page.getByRole('button', { name: text.continue }).click();
  await waitForHeading(page, text.paymentTitle);
  return email;
}

const stripeCalls = (target: Page) =>
  target.evaluate(() => (window as unknown as { __stripeCalls: Record<string, unknown>[] }).__stripeCalls);

describe('giving in Stripe mode on the hosted page', () => {
  it('mounts Stripe Elements in the light DOM on the church account and charges off-session', async () => {
    const email = await openPaymentStep('stripe');
    const card = page.locator('.stand-in-stripe-card');
    await card.waitFor();
    expect(await card.evaluate((node) => node.getRootNode() === document)).toBe(true);
    expect(await page.getByText(en.testMode).count()).toBe(0);
    expect(await page.getByLabel(en.cardNumber).count()).toBe(0);
    expect((await stripeCalls(page))[0]).toEqual({ key: PUBLISHABLE_KEY, stripeAccount: ACCOUNT });

    await card.fill(CARDS.visa);
    await page.getByRole('button', { name: en.giveNow }).click();
    await waitForHeading(page, en.thanks);

    expect(await stripeCalls(page)).toContainEqual({
      confirm: expect.stringMatching(/^seti_/),
      billing: { name: 'Ana Ruiz', email },
    });
    const [customer] = stripe.requestsTo('POST', '/v1/customers').filter((r) => r.params.email === email);
    expect(customer?.stripeAccount).toBe(ACCOUNT);
    const charges = stripe.requestsTo('POST', '/v1/payment_intents');
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({
      stripeAccount: ACCOUNT,
      idempotencyKey: expect.stringMatching(/^give:/),
      params: {
        amount: '5000',
        currency: 'usd',
        off_session: 'true',
        confirm: 'true',
        payment_method: 'pm_card_visa',
      },
    });
  });

  // Before the Spanish test below: the language chosen there stays with the browser's later pages.
  it('gives with Apple Pay through the Express Checkout Element when the browser offers it (docs/PRODUCT.md §23)', async () => {
    await page.addInitScript(() => {
      (window as unknown as { __standInWallet: string }).__standInWallet = 'apple_pay';
    });
    const before = stripe.paymentIntentsCreated.length;
    await openPaymentStep('stripe-wallet');
    const wallet = page.getByRole('button', { name: 'Donate with Apple Pay' });
    await wallet.waitFor();
    expect(await wallet.evaluate((node) => node.getRootNode() === document)).toBe(true);
    await wallet.click();
    await waitForHeading(page, en.thanks);
    expect(await stripeCalls(page)).toContainEqual({
      confirmSetup: expect.stringMatching(/^seti_/),
      wallet: 'apple_pay',
    });
    const charges = stripe.paymentIntentsCreated.slice(before);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ amount: 5000 });
  });

  it('shows a Stripe decline in the donor’s language, keeps the form and charges nothing', async () => {
    const es = GIVING_TEXT.es;
    const before = stripe.requestsTo('POST', '/v1/payment_intents').length;
    await openPaymentStep('stripe-declined', es);
    const card = page.locator('.stand-in-stripe-card');
    await card.fill(CARDS.declined);
    await page.getByRole('button', { name: es.giveNow }).click();
    await page.getByText(es.declined).waitFor();
    expect(await card.inputValue()).toBe(CARDS.declined);
    expect(await page.getByRole('heading', { name: es.thanks }).count()).toBe(0);
    expect(stripe.requestsTo('POST', '/v1/payment_intents')).toHaveLength(before);
  });
});
