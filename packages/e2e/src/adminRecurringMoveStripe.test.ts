// In a real browser, as the demo administrator of a church in Stripe mode on the testkit's Stripe
// double (docs/PRODUCT.md §17): the Import section's "Recurring gifts from Stripe" reads the old
// platform's subscription from the church's own Stripe account (offered, and chosen, once connected),
// dry-runs and moves it, and the old subscription's collection is paused at Stripe. Then Stripe tells,
// by the signed invoice.paid of the church's connected account, that the old subscription was paid
// again: Import flags the moved gift, paused here, with the old subscription to stop (a link the
// keyboard reaches) and what to do, axe clean in English and Spanish, nothing sideways at 320 px.
import type { Page } from 'playwright-core';
import { stripeEvent, stripeSignature } from '@halo/testkit/stripe/stripeEvents';
import { axeViolations } from './harness/axe';
import { type BrowserSession } from './harness/chromium';
import { closeConsoleSession, signInDemoAdministrator } from './harness/consoleSession';
import { enrolPageAdministrator } from './harness/secondFactor';
import type { RunningServer } from './harness/server';
import { startStripeServer, type RunningStripeServer } from './harness/stripeServer';

jest.setTimeout(240_000);

const ACCOUNT = 'acct_1E2eOldPlatformMove';
const WEBHOOK_SECRET = 'whsec_e2e_old_platform';
const SUBSCRIPTION = 'sub_e2e_old_platform';
const SIGN_IN = { browserLocale: 'en-US', email: 'Email', password: 'Password', signIn: 'Sign in' };

let stripeMode: RunningStripeServer;
let server: RunningServer;
let session: BrowserSession;
let page: Page;

beforeAll(async () => {
  stripeMode = await startStripeServer(
    { account: ACCOUNT, secretKey: 'sk_test_e2e_old_platform', publishableKey: 'pk_test_e2e_old_platform' },
    { env: { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET }, chargesEnabled: true },
  );
  server = stripeMode.server;
  // The previous platform's recurring donor, on the church's connected account.
  const { stripe } = stripeMode;
  stripe.addCustomer({
    account: ACCOUNT,
    id: 'cus_e2e_old',
    email: 'old.platform.donor@example.org',
    name: 'Olive Platform',
  });
  stripe.addPaymentMethod({ account: ACCOUNT, customer: 'cus_e2e_old', id: 'pm_e2e_old' });
  stripe.addSubscription({
    account: ACCOUNT,
    id: SUBSCRIPTION,
    customer: 'cus_e2e_old',
    defaultPaymentMethod: 'pm_e2e_old',
    items: [{ unitAmount: 3_700 }],
    currentPeriodEnd: Math.floor(Date.now() / 1000) + 20 * 86_400,
  });
  ({ session, page } = await signInDemoAdministrator(server, SIGN_IN));
});

afterAll(async () => {
  await closeConsoleSession(session);
  await stripeMode?.stop();
});

async function expectNoAxeViolations() {
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page)).toEqual([]);
}

const focusedText = () => page.evaluate(() => document.activeElement?.textContent ?? '');

/** Stripe's invoice.paid of the connected account, signed as Stripe signs it, to the built server. */
async function deliverInvoicePaid(): Promise<number> {
  const event = stripeEvent(
    'invoice.paid',
    {
      id: 'in_e2e_old_platform',
      object: 'invoice',
      amount_paid: 3_700,
      status: 'paid',
      parent: { type: 'subscription_details', subscription_details: { subscription: SUBSCRIPTION } },
    },
    { account: ACCOUNT },
  );
  const payload = JSON.stringify(event);
  const response = await fetch(`http://127.0.0.1:${server.port}/api/stripe/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': stripeSignature(payload, WEBHOOK_SECRET),
    },
    body: payload,
  });
  return response.status;
}

it('reads the old subscription from the church’s Stripe account, dry-runs it and moves it, pausing it at Stripe', async () => {
  await page.goto(server.urlFor('demo', '/admin/import'));
  const panel = page.getByRole('region', { name: 'Recurring gifts from Stripe' });
  await panel.waitFor();
  await enrolPageAdministrator(page);
  const fromStripe = panel.getByLabel('The church’s Stripe account');
  await fromStripe.waitFor();
  expect(await fromStripe.isChecked()).toBe(true);
  expect(await panel.getByLabel('File of Stripe objects', { exact: true }).count()).toBe(0);

  await panel.getByRole('button', { name: 'Dry run' }).click();
  await panel.getByRole('heading', { name: 'Dry run: what a move would do' }).waitFor();
  expect(await focusedText()).toBe('Dry run: what a move would do');
  await panel.getByText('Subscriptions read: 1').waitFor();
  await panel.getByText('Gifts: 1 to move').waitFor();
  expect(stripeMode.stripe.subscription(SUBSCRIPTION)?.pause_collection ?? null).toBeNull();
  await expectNoAxeViolations();

  await panel.getByRole('button', { name: 'Move gifts' }).click();
  const dialog = page.getByRole('dialog', { name: 'Move these recurring gifts?' });
  await dialog.getByRole('button', { name: 'Move gifts' }).click();
  await panel.getByRole('heading', { name: 'What was moved' }).waitFor();
  await panel.getByText('Gifts: 1 moved').waitFor();
  await panel.getByText(/^Old subscriptions: 1 paused/).waitFor();
  expect(stripeMode.stripe.subscription(SUBSCRIPTION)?.pause_collection).toMatchObject({
    behavior: 'void',
  });
  // Nothing was charged again yet: no flag.
  expect(await page.getByRole('region', { name: 'Charged again by the old platform' }).count()).toBe(0);
});

it('flags the moved gift once Stripe says its old subscription was paid again, with what to do, in English and Spanish', async () => {
  expect(await deliverInvoicePaid()).toBe(200);
  await page.goto(server.urlFor('demo', '/admin/import'));
  await page.getByLabel(/^(Language|Idioma)$/).selectOption('en');
  const flag = page.getByRole('region', { name: 'Charged again by the old platform' });
  await flag.waitFor();
  await flag
    .getByText(
      'Stripe told us that the old subscription of 1 moved gift charges its donor again. So that nobody is charged twice, we paused the gift here.',
    )
    .waitFor();
  const gift = flag.getByRole('list', { name: 'Moved gifts charged again' }).getByRole('listitem');
  expect(await gift.count()).toBe(1);
  await gift.getByText('Olive Platform').waitFor();
  expect(await gift.textContent()).toContain('<old.platform.donor@example.org>: $37.00, Monthly');
  await gift.getByText('Paused here, until the donor resumes it.').waitFor();
  await flag.getByRole('heading', { name: 'What to do' }).waitFor();
  const link = flag.getByRole('link', { name: `Open ${SUBSCRIPTION} in Stripe` });
  expect(await link.getAttribute('href')).toBe(`https://dashboard.stripe.com/subscriptions/${SUBSCRIPTION}`);
  // The keyboard reaches it from the top of the page.
  await page.locator('body').focus();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Tab');
  for (let i = 0; i < 40 && !(await link.evaluate((node) => node === document.activeElement)); i += 1) {
    await page.keyboard.press('Tab');
  }
  expect(await link.evaluate((node) => node === document.activeElement)).toBe(true);
  await expectNoAxeViolations();

  await page.getByLabel('Language').selectOption('es');
  const bandera = page.getByRole('region', { name: 'Cobradas de nuevo por la plataforma anterior' });
  await bandera.getByText('Pausada aquí, hasta que el donante la reanude.').waitFor();
  await bandera.getByRole('link', { name: `Abrir ${SUBSCRIPTION} en Stripe` }).waitFor();
  await bandera.getByRole('heading', { name: 'Qué hacer' }).waitFor();
  await expectNoAxeViolations();

  await page.setViewportSize({ width: 320, height: 640 });
  try {
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth),
    ).toBe(false);
    await expectNoAxeViolations();
  } finally {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByLabel('Idioma').selectOption('en');
  }
});
