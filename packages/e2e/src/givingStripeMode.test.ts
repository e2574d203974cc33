// Stripe mode on the hosted giving page, in a real browser: the demo church switched to Stripe
// (processor_mode 'stripe' and a connected account, written while the server is stopped), the API's
// Stripe SDK pointed at a local double of Stripe's API, and a stand-in Stripe.js served for
// https://js.stripe.com (this machine cannot reach Stripe) implementing just what the form calls.
// Checks: the card field mounts in the page's light DOM with no Test mode badge, Stripe.js is started
// with the publishable key and the church's connected account, a gift is charged off-session with an
// idempotency key and thanked, and a decline from confirmCardSetup shows our translated message.
import type { Page, Route } from 'playwright-core';
import { openBrowser, removeProfile, type BrowserSession } from './harness/chromium';
import { queryDatabase } from './harness/database';
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
import { startServer, type RunningServer } from './harness/server';
import { StripeDouble } from './harness/stripeDouble';

jest.setTimeout(120_000);

const en = GIVING_TEXT.en;
const ACCOUNT = 'acct_1HaloE2eGrace';
const PUBLISHABLE_KEY = 'pk_test_halo_e2e';
const SECRET_KEY = 'sk_test_halo_e2e';

// The stand-in Stripe.js. Like Stripe's, confirmCardSetup asks api.stripe.com to confirm the
// SetupIntent (routed to the double below); the declining test card fails in the browser, as
// Stripe answers a card declined while it is saved.
const STRIPE_JS = `
(() => {
  window.__stripeCalls = [];
  window.Stripe = function Stripe(key, options) {
    window.__stripeCalls.push({ key, stripeAccount: (options && options.stripeAccount) || null });
    return {
      elements(elementsOptions) {
        window.__stripeCalls.push({ elementsLocale: elementsOptions && elementsOptions.locale });
        return {
          create(type) {
            let input = null;
            return {
              type,
              mount(node) {
                input = document.createElement('input');
                input.setAttribute('aria-label', 'Stripe card');
                input.className = 'stand-in-stripe-card';
                node.append(input);
              },
              destroy() { if (input) input.remove(); input = null; },
              get value() { return input ? input.value : ''; },
            };
          },
        };
      },
      async confirmCardSetup(clientSecret, data) {
        const card = data.payment_method.card;
        window.__stripeCalls.push({ confirm: clientSecret, billing: data.payment_method.billing_details });
        if (card.value.replace(/\\s/g, '') === '${CARDS.declined}') {
          return { error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline',
            message: 'Your card was declined.' } };
        }
        const id = clientSecret.split('_secret_')[0];
        const response = await fetch('https://api.stripe.com/v1/setup_intents/' + id + '/confirm', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ client_secret: clientSecret, key: key }).toString(),
        });
        const body = await response.json();
        return response.ok ? { setupIntent: body } : { error: body.error };
      },
    };
  };
})();
`.replace('key: key', `key: ${JSON.stringify(PUBLISHABLE_KEY)}`);

let stripe: StripeDouble;
let seeded: RunningServer;
let server: RunningServer;
let browser: BrowserSession;
let page: Page;

beforeAll(async () => {
  stripe = await new StripeDouble().start();
  // The first start migrates and seeds; the demo church is switched to Stripe while it is stopped.
  seeded = await startServer({}, { keepDataDir: true });
  await seeded.stop();
  await queryDatabase(
    seeded.dataDir,
    `UPDATE organizations SET processor_mode = 'stripe', stripe_account_id = '${ACCOUNT}' WHERE subdomain = 'demo'`,
  );
  server = await startServer({ ...stripe.env(SECRET_KEY, PUBLISHABLE_KEY), DATA_DIR: seeded.dataDir });
  browser = await openBrowser();
  await browser.context.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: STRIPE_JS }),
  );
  await browser.context.route('https://api.stripe.com/**', (route) => confirmSetupIntent(route));
});

afterAll(async () => {
  await browser?.close();
  if (browser) removeProfile(browser.profileDir);
  await server?.stop();
  seeded?.removeDataDir();
  await stripe?.close();
});

beforeEach(async () => {
  page = await browser.context.newPage();
});

afterEach(async () => {
  await page.close();
});

async function confirmSetupIntent(route: Route): Promise<void> {
  const params = new URLSearchParams(route.request().postData() ?? '');
  const confirmed =
    params.get('key') === PUBLISHABLE_KEY
      ? stripe.confirmSetup(params.get('client_secret') ?? '', 'pm_card_visa')
      : null;
  await route.fulfill({
    status: confirmed ? 200 : 400,
    headers: { 'access-control-allow-origin': '*' },
    contentType: 'application/json',
    body: JSON.stringify(
      confirmed
        ? { object: 'setup_intent', status: 'succeeded', payment_method: confirmed.paymentMethod }
        : { error: { type: 'invalid_request_error', message: 'No such setup intent.' } },
    ),
  });
}

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
