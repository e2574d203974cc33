// "Change card" through a recurring gift's emailed manage link at a Stripe-connected church, in a real
// browser: the demo church in Stripe mode against the project's Stripe double, with the stand-in
// Stripe.js (harness/stripeMode.ts). A donor gives monthly with a card saved through a SetupIntent
// (over the giving API, as the form does), opens `/manage/{token}` from the receipt signed out, and by
// keyboard alone at 320 px opens Change card, types Stripe's test Mastercard into Stripe's card field
// and confirms. Checks: Stripe.js is started with the church's publishable key and connected account,
// the SetupIntent is created on that account for the donor's customer with the link's giving token
// (not the account's), the page shows the new card's brand and last four, and still does when opened
// again. The page speaks the donor's language; axe-clean in English and Spanish.
import { generateIdentifier } from '@halo/domain';
import type { BrowserContext, Page } from 'playwright-core';
import { mailTo } from '@halo/testkit/mail/mailbox';
import type { StripeDouble } from '@halo/testkit/stripe/stripeDouble';
import { churchToday } from './harness/givingForm';
import {
  expectAccessible,
  expectFocusInside,
  launchLanguageBrowser,
  type LanguageBrowser,
} from './harness/screens';
import { SCREEN_TEXT, type Language } from './harness/screenText';
import type { RunningServer } from './harness/server';
import { confirmSetupIntent, standInStripeJs, STRIPE_MASTERCARD } from './harness/stripeMode';
import { startStripeServer, type RunningStripeServer } from './harness/stripeServer';

jest.setTimeout(180_000);

const KEYS = {
  account: 'acct_1HaloE2eManageCard',
  publishableKey: 'pk_test_halo_e2e_manage',
  secretKey: 'sk_test_halo_e2e_manage',
};

const TEXT = {
  en: {
    title: 'Manage your recurring gift',
    card: 'Visa ending in 4242',
    changeCard: 'Change card',
    cardTitle: 'Change the card of this gift',
    newCardLabel: 'New card',
    testMode: 'Test mode',
    cardChanged: 'This gift now uses the Mastercard ending in 4444',
    newCard: 'Mastercard ending in 4444',
    mailSubject: /^Your card for your recurring gift to .+ was changed$/,
  },
  es: {
    title: 'Administre su donación recurrente',
    card: 'Visa terminada en 4242',
    changeCard: 'Cambiar tarjeta',
    cardTitle: 'Cambiar la tarjeta de esta donación',
    newCardLabel: 'Tarjeta nueva',
    testMode: 'Modo de prueba',
    cardChanged: 'Esta donación usa ahora la Mastercard terminada en 4444',
    newCard: 'Mastercard terminada en 4444',
    mailSubject: /^Se cambió la tarjeta de su donación recurrente a .+$/,
  },
} as const;

let stripe: StripeDouble;
let stripeMode: RunningStripeServer;
let server: RunningServer;

beforeAll(async () => {
  stripeMode = await startStripeServer(KEYS);
  ({ stripe, server } = stripeMode);
});
afterAll(async () => {
  await stripeMode?.stop();
});

async function post(path: string, body: unknown, headers: Record<string, string>) {
  const response = await fetch(`http://127.0.0.1:${server.port}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

interface MonthlyGift {
  email: string;
  link: string;
  customer: string;
}

const setupIntentsOf = (customer: string) =>
  stripe.requestsTo('POST', '/v1/setup_intents').filter((request) => request.params.customer === customer);

/**
 * A new donor in `language` gives $40.00 monthly from today with the test Visa, saved through a
 * SetupIntent that Stripe.js would confirm; returns the receipt's manage link.
 */
async function monthlyGift(language: Language): Promise<MonthlyGift> {
  const locale = { 'x-locale': language };
  const organization = (await (
    await fetch(`http://127.0.0.1:${server.port}/api/online-giving/demo`)
  ).json()) as { prefixedId: string; onlineGiving: { funds: { prefixedId: string }[] } };
  const email = `manage-stripe-${language}-${Date.now()}@example.com`;
  const registered = await post(
    '/api/give/register',
    {
      organization_prefixed_id: organization.prefixedId,
      email,
      first_name: 'Morgan',
      last_name: 'Monthly',
      password: 'a-long-enough-password',
      password_confirmation: 'a-long-enough-password',
    },
    locale,
  );
  const customer = String(registered.stripe_customer_id);
  const token = { ...locale, 'x-giving-token': String(registered.giving_token) };
  const intent = await post(
    '/api/give/setup-intent',
    { organization_prefixed_id: organization.prefixedId, stripe_customer_id: customer },
    token,
  );
  const card = stripe.confirmSetupIntent(String(intent.setup_intent_id));
  await post(
    '/api/give',
    {
      organization_prefixed_id: organization.prefixedId,
      stripe_customer_id: customer,
      donor_prefixed_id: registered.donor_prefixed_id,
      payment_method_id: card,
      amount: 4_000,
      fund_prefixed_id: organization.onlineGiving.funds[0]!.prefixedId,
      frequency: 'monthly',
      start_date: churchToday(),
      is_fee_covered: false,
    },
    { ...token, 'idempotency-key': generateIdentifier() },
  );
  const deadline = Date.now() + 15_000;
  for (;;) {
    const link = mailTo(server.dataDir, email)
      .flatMap((mail) => mail.links)
      .find((candidate) => new URL(candidate).pathname.startsWith('/manage/'));
    if (link) return { email, link, customer };
    if (Date.now() > deadline) throw new Error(`no manage link mailed to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits for the email to `to` whose subject matches, as the outbox delivers it. */
async function waitForMail(to: string, subject: RegExp) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mail = mailTo(server.dataDir, to).find((candidate) => subject.test(candidate.subject));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail ${String(subject)} to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

const stripeCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __stripeCalls: Record<string, unknown>[] }).__stripeCalls);

const isFocused = (page: Page, selector: string) =>
  page.evaluate((target) => document.activeElement?.matches(target) ?? false, selector);

/** Presses Tab until the element `selector` has the focus: it is reachable by keyboard. */
async function tabTo(page: Page, selector: string): Promise<void> {
  for (let press = 0; press < 12; press += 1) {
    if (await isFocused(page, selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${selector} is not reachable with Tab`);
}

describe.each(['en', 'es'] as const)(
  'Change card through the manage link in Stripe mode, in %s',
  (language) => {
    const text = TEXT[language];
    let browser: LanguageBrowser;
    let context: BrowserContext;
    beforeAll(async () => {
      // The browser speaks English either way: the page follows the donor's language.
      browser = await launchLanguageBrowser(SCREEN_TEXT.en);
    });
    afterAll(async () => {
      await browser?.close();
    });

    it('saves the card typed into Stripe’s field on the church’s account with the link’s token and shows it', async () => {
      const gift = await monthlyGift(language);
      context = await browser.newContext({ viewport: { width: 320, height: 800 } });
      await context.route('https://js.stripe.com/**', (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/javascript',
          body: standInStripeJs(KEYS.publishableKey),
        }),
      );
      await context.route('https://api.stripe.com/**', (route) =>
        confirmSetupIntent(route, stripe, KEYS.publishableKey),
      );
      const page = await context.newPage();
      await page.goto(gift.link);
      await page.getByRole('heading', { level: 1, name: text.title }).waitFor();
      await page.getByText(text.card, { exact: true }).waitFor();
      expect(await noSidewaysScroll(page)).toBe(true);
      await expectAccessible(page, language);

      // Keyboard only: Enter on Change card, Tab to Stripe's field, type, Enter sends the form.
      const trigger = page.getByRole('button', { name: text.changeCard, exact: true });
      await trigger.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: text.cardTitle });
      await dialog.waitFor();
      await expectFocusInside(dialog);
      const field = dialog.locator('.stand-in-stripe-card');
      await field.waitFor();
      await dialog.getByText(text.newCardLabel, { exact: true }).waitFor();
      // Stripe's field, not the sandbox's: no card number fields of ours and no Test mode badge.
      expect(await dialog.getByText(text.testMode, { exact: true }).count()).toBe(0);
      expect(await dialog.locator('input').count()).toBe(1);
      expect((await stripeCalls(page))[0]).toEqual({
        key: KEYS.publishableKey,
        stripeAccount: KEYS.account,
      });
      expect(await noSidewaysScroll(page)).toBe(true);
      await expectAccessible(page, language);

      await tabTo(page, '.stand-in-stripe-card');
      await expectFocusInside(dialog);
      await page.keyboard.type(STRIPE_MASTERCARD);
      await page.keyboard.press('Enter');
      await page.getByRole('status').filter({ hasText: text.cardChanged }).waitFor();
      await dialog.waitFor({ state: 'detached' });
      await page.getByText(text.newCard, { exact: true }).waitFor();
      expect(await page.getByText(text.card, { exact: true }).count()).toBe(0);
      expect(await noSidewaysScroll(page)).toBe(true);
      await expectAccessible(page, language);

      // The card was saved through a SetupIntent on the church's connected account, for the donor's
      // customer, requested with the link's giving token: the card is recorded as the link's (the first
      // card, saved with the donor's account token, is the account's and carries none).
      const intents = setupIntentsOf(gift.customer);
      expect(intents).toHaveLength(2);
      const [accountIntent, linkIntent] = intents;
      expect(intents.every((request) => request.stripeAccount === KEYS.account)).toBe(true);
      expect(accountIntent!.params['metadata[giving_token_id]']).toBeUndefined();
      expect(linkIntent!.params).toMatchObject({
        usage: 'off_session',
        'metadata[giving_token_id]': expect.stringMatching(/^[\w-]{22}$/),
      });
      const confirmed = (await stripeCalls(page)).filter((call) => 'confirm' in call);
      expect(confirmed).toHaveLength(1);
      expect(String(confirmed[0]!.confirm)).toMatch(/^seti_/);

      // Confirmed by email, with the new card's brand and last four.
      const mail = await waitForMail(gift.email, text.mailSubject);
      expect(mail.text).toContain('4444');

      // Opened again, the link's gift charges the new card.
      await page.reload();
      await page.getByRole('heading', { level: 1, name: text.title }).waitFor();
      await page.getByText(text.newCard, { exact: true }).waitFor();
      expect(await page.getByText(text.card, { exact: true }).count()).toBe(0);
      await context.close();
    });
  },
);
