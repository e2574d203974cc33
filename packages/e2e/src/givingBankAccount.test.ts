// A gift from a bank account on the hosted giving page (docs/PRODUCT.md §22), in a real browser, in
// English and Spanish: the payment step offers "Card" / "Bank account" ("Tarjeta" / "Cuenta bancaria"),
// the covered fee becomes the bank's when the bank is chosen, the mandate's box must be ticked, Stripe's
// test account gives, and the thank-you step and the first email say the gift is processing. A guest
// who creates an account on the way gives monthly from a bank account too: the account is saved under
// the saved account's words, and the first gift is processing. axe clean, nothing scrolls sideways at
// 320 px. On a Stripe-connected church (the Stripe double, a stand-in Stripe.js) the bank account is
// the holder's name and the authorization, Stripe's window links an account typed by hand, and the
// thank-you step and the first email point to Stripe's micro-deposit verification page; a monthly gift
// there keeps the account through a SetupIntent and points to the same page; once kept (verified at
// once), a signed-in donor's next gift offers it among the saved choices ("Bank ••6789") and Stripe
// debits it off-session under its saved authorization. Settlement,
// failures and refusals are the API tests' detail (packages/api/test/givingBankAccount.test.ts,
// givingRecurringBank.test.ts, givingBankStripe.test.ts).
import type { Page } from 'playwright-core';
import { mailTo } from '@halo/testkit/mail/mailbox';
import { signInDemoDonor } from './harness/budgetRoutes';
import { openBrowser, removeProfile, type BrowserSession } from './harness/chromium';
import {
  chooseAmount,
  expectNoAxeViolations,
  fillDonor,
  GIVING_TEXT,
  newDonorEmail,
  monthlyGiftAsRegisteringGuest,
  waitForHeading,
  type GivingText,
} from './harness/givingForm';
import { startServer, type RunningServer } from './harness/server';
import { linkBankAccount, standInStripeJs } from './harness/stripeMode';
import { startStripeServer, type RunningStripeServer } from './harness/stripeServer';

jest.setTimeout(120_000);

let server: RunningServer;
let browser: BrowserSession;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await openBrowser({});
  page = await browser.context.newPage();
});

afterAll(async () => {
  await browser?.close();
  if (browser) removeProfile(browser.profileDir);
  await server?.stop();
});

const WORDS = {
  en: {
    card: 'Card',
    bank: 'Bank account',
    routing: 'Routing number',
    account: 'Account number',
    holder: 'Account holder name',
    savings: 'Savings',
    mandate: 'I authorize this debit from my bank account',
    mandateRequired: 'Please tick the box to authorize the debit from your bank account.',
    cardSummary: '$51.81 ($50.00 + $1.81 fee) to General Fund, One time',
    bankSummary: '$50.40 ($50.00 + $0.40 bank fee) to General Fund, One time',
    processing: /^Your gift from your bank account is processing\. .* expected on /,
    subject: 'Your gift to Grace Community Church is processing',
    savedForRecurring: /^A recurring gift is debited from this bank account each time/,
  },
  es: {
    card: 'Tarjeta',
    bank: 'Cuenta bancaria',
    routing: 'Número de ruta',
    account: 'Número de cuenta',
    holder: 'Nombre del titular de la cuenta',
    savings: 'Ahorros',
    mandate: 'Autorizo este débito de mi cuenta bancaria',
    mandateRequired: 'Marque la casilla para autorizar el débito de su cuenta bancaria.',
    cardSummary: '$51.81 ($50.00 + $1.81 de comisión) para General Fund, Una sola vez',
    bankSummary: '$50.40 ($50.00 + $0.40 de comisión bancaria) para General Fund, Una sola vez',
    processing: /^Su donación desde su cuenta bancaria está en proceso\. .* previsto para el /,
    subject: 'Su donación a Grace Community Church está en proceso',
    savedForRecurring: /^Una donación recurrente se debita de esta cuenta bancaria cada vez/,
  },
} as const;

/** Whether anything on the page is wider than the screen (a phone would scroll sideways). */
const scrollsSideways = () =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

async function waitForMail(to: string, subject: string, dataDir = server.dataDir) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mail = mailTo(dataDir, to).find((candidate) => candidate.subject === subject);
    if (mail) return mail.text;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} with subject ${subject}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function giveFromBankAccount(text: GivingText, words: (typeof WORDS)['en' | 'es']) {
  const email = newDonorEmail(`bank-${text.locale}`);
  await chooseAmount(page, '$50.00');
  await page.getByLabel(text.coverFee('$1.81')).check();
  await fillDonor(page, text, { email, firstName: 'Jenny', lastName: 'Rosen' });
  await page.getByRole('button', { name: text.continue }).click();
  await waitForHeading(page, text.paymentTitle);

  // Card first, as before; the bank's radio recomputes the covered fee.
  await page.getByRole('radio', { name: words.card }).waitFor();
  await page.getByText(words.cardSummary).waitFor();
  await page.getByRole('radio', { name: words.bank }).check();
  await page.getByText(words.bankSummary).waitFor();
  expect(await page.getByLabel(text.cardNumber).count()).toBe(0);
  await expectNoAxeViolations(page, `${text.locale} bank fields`);

  await page.getByLabel(words.routing).fill('110000000');
  await page.getByLabel(words.account).fill('000123456789');
  expect(await page.getByLabel(words.holder).inputValue()).toBe('Jenny Rosen');
  await page.getByRole('radio', { name: words.savings }).check();
  // Without the mandate ticked, nothing is given and the box says why.
  await page.getByRole('button', { name: text.giveNow }).click();
  await page.getByText(words.mandateRequired).waitFor();
  const mandate = page.getByRole('checkbox', { name: words.mandate });
  expect(await mandate.getAttribute('aria-invalid')).toBe('true');
  await mandate.check();

  await page.setViewportSize({ width: 320, height: 740 });
  try {
    expect(await scrollsSideways()).toBe(false);
  } finally {
    await page.setViewportSize({ width: 1280, height: 900 });
  }

  await page.getByRole('button', { name: text.giveNow }).click();
  await waitForHeading(page, text.thanks);
  await page.getByText(words.processing).waitFor();
  await expectNoAxeViolations(page, `${text.locale} bank gift processing`);
  const first = await waitForMail(email, words.subject);
  expect(first).toContain('STRIPE TEST BANK');
  expect(first).toContain('000123456789'.slice(-4));
}

describe('a bank account gift on the hosted giving page', () => {
  it('in English', async () => {
    await page.goto(server.urlFor('demo'));
    await waitForHeading(page, GIVING_TEXT.en.heading);
    await giveFromBankAccount(GIVING_TEXT.en, WORDS.en);
  });

  it('in Spanish', async () => {
    await page.goto(server.urlFor('demo'));
    await waitForHeading(page, GIVING_TEXT.en.heading);
    await page.getByLabel(/language|idioma/i).selectOption({ label: 'Español' });
    await waitForHeading(page, GIVING_TEXT.es.heading);
    await giveFromBankAccount(GIVING_TEXT.es, WORDS.es);
  });

  it('monthly, by a guest who creates an account on the way (English, then Spanish)', async () => {
    const en = GIVING_TEXT.en;
    const es = GIVING_TEXT.es;
    const email = newDonorEmail('bank-monthly');
    await page.goto(server.urlFor('demo'));
    // The page remembers the Spanish of the test before.
    await waitForHeading(page, es.heading);
    await page.getByLabel(/language|idioma/i).selectOption({ label: 'English' });
    await waitForHeading(page, en.heading);
    await monthlyGiftAsRegisteringGuest(page, en, { email, firstName: 'Jenny', lastName: 'Rosen' });
    await page.getByRole('radio', { name: WORDS.en.bank }).check();
    // The account is kept for the later gifts: no box to save it, a line that says so.
    await page.getByText(WORDS.en.savedForRecurring).waitFor();
    expect(await page.getByRole('checkbox', { name: /Save this bank account/ }).count()).toBe(0);
    await page.getByText(/recurring gifts included/).waitFor();
    await expectNoAxeViolations(page, 'en recurring bank fields');

    await page.getByLabel(/language|idioma/i).selectOption({ label: 'Español' });
    await waitForHeading(page, es.paymentTitle);
    await page.getByText(WORDS.es.savedForRecurring).waitFor();
    await page.getByText(/incluidos los donativos recurrentes/).waitFor();
    await expectNoAxeViolations(page, 'es recurring bank fields');
    await page.getByLabel(WORDS.es.routing).fill('110000000');
    await page.getByLabel(WORDS.es.account).fill('000123456789');
    await page.getByRole('checkbox', { name: WORDS.es.mandate }).check();
    await page.getByRole('button', { name: es.giveNow }).click();
    await waitForHeading(page, es.thanks);
    await page.getByText(WORDS.es.processing).waitFor();
    await waitForMail(email, WORDS.es.subject);
  });
});

describe('a bank account gift on a Stripe-connected church', () => {
  const KEYS = {
    account: 'acct_1HaloE2eBank',
    publishableKey: 'pk_test_halo_e2e_bank',
    secretKey: 'sk_test_halo_e2e_bank',
  };
  let stripeMode: RunningStripeServer;
  let stripePage: Page;

  beforeAll(async () => {
    stripeMode = await startStripeServer(KEYS, { chargesEnabled: true });
    stripePage = await browser.context.newPage();
    await stripePage.route('https://js.stripe.com/**', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/javascript',
        body: standInStripeJs(KEYS.publishableKey),
      }),
    );
    await stripePage.route('https://api.stripe.com/**', (route) =>
      linkBankAccount(route, stripeMode.stripe, KEYS.publishableKey),
    );
    // The donor types the account's numbers in Stripe's window: it is verified by micro-deposits.
    await stripePage.addInitScript(() => {
      (window as unknown as { __standInBankAccount: string }).__standInBankAccount = '000123456789';
    });
  });

  afterAll(async () => {
    await stripePage?.close();
    await stripeMode?.stop();
  });

  it('links the account with Stripe and points to Stripe’s micro-deposit page (English)', async () => {
    const text = GIVING_TEXT.en;
    const words = WORDS.en;
    const email = newDonorEmail('bank-stripe');
    await stripePage.goto(stripeMode.server.urlFor('demo'));
    await waitForHeading(stripePage, text.heading);
    await chooseAmount(stripePage, '$50.00');
    await fillDonor(stripePage, text, { email, firstName: 'Jenny', lastName: 'Rosen' });
    await stripePage.getByRole('button', { name: text.continue }).click();
    await waitForHeading(stripePage, text.paymentTitle);
    await stripePage.getByRole('radio', { name: words.bank }).check();
    await stripePage.getByText(/Stripe, our payment processor, opens a window/).waitFor();
    // Stripe's window takes the account: no routing or account fields of ours.
    expect(await stripePage.getByLabel(words.routing).count()).toBe(0);
    expect(await stripePage.getByLabel(words.holder).inputValue()).toBe('Jenny Rosen');
    await stripePage.getByRole('checkbox', { name: words.mandate }).check();
    await expectNoAxeViolations(stripePage, 'en Stripe bank fields');
    await stripePage.setViewportSize({ width: 320, height: 740 });
    try {
      expect(
        await stripePage.evaluate(
          () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
        ),
      ).toBe(false);
    } finally {
      await stripePage.setViewportSize({ width: 1280, height: 900 });
    }

    await stripePage.getByRole('button', { name: text.giveNow }).click();
    await waitForHeading(stripePage, text.thanks);
    await stripePage.getByText(words.processing).waitFor();
    const verify = stripePage.getByRole('link', { name: 'Verify your bank account' });
    const url = await verify.getAttribute('href');
    expect(url).toMatch(/^https:\/\/payments\.stripe\.com\/microdeposit\//);
    await expectNoAxeViolations(stripePage, 'en Stripe bank gift waiting for verification');
    const first = await waitForMail(email, words.subject, stripeMode.server.dataDir);
    expect(first).toContain('Verify your bank account:');
    expect(first).toContain(url);
    // The server confirmed it with the ticked authorization (Stripe's mandate_data).
    const confirmed = stripeMode.stripe.requestsTo('POST', /^\/v1\/payment_intents\/pi_[^/]+\/confirm$/);
    expect(confirmed).toHaveLength(1);
    expect(confirmed[0]!.params['mandate_data[customer_acceptance][type]']).toBe('online');
  });
  it('keeps the account of a monthly gift with Stripe and points to Stripe’s micro-deposit page', async () => {
    const text = GIVING_TEXT.en;
    const email = newDonorEmail('bank-stripe-monthly');
    await stripePage.goto(stripeMode.server.urlFor('demo'));
    await waitForHeading(stripePage, text.heading);
    await monthlyGiftAsRegisteringGuest(stripePage, text, { email, firstName: 'Jenny', lastName: 'Rosen' });
    await stripePage.getByRole('radio', { name: WORDS.en.bank }).check();
    await stripePage.getByText(WORDS.en.savedForRecurring).waitFor();
    await stripePage.getByText(/recurring gifts included/).waitFor();
    await stripePage.getByRole('checkbox', { name: WORDS.en.mandate }).check();
    await stripePage.getByRole('button', { name: text.giveNow }).click();
    await waitForHeading(stripePage, text.thanks);
    const url = await stripePage.getByRole('link', { name: 'Verify your bank account' }).getAttribute('href');
    expect(url).toMatch(/^https:\/\/payments\.stripe\.com\/microdeposit\//);
    await expectNoAxeViolations(stripePage, 'en Stripe monthly bank gift waiting for verification');
    // The SetupIntent was confirmed with the ticked authorization for a saved account.
    const confirmed = stripeMode.stripe.requestsTo('POST', /^\/v1\/setup_intents\/seti_[^/]+\/confirm$/);
    expect(confirmed).toHaveLength(1);
    expect(confirmed[0]!.params['mandate_data[customer_acceptance][type]']).toBe('online');
  });

  it('offers a signed-in donor’s saved Stripe bank account among the saved choices and gives from it', async () => {
    const text = GIVING_TEXT.en;
    const email = newDonorEmail('bank-stripe-saved');
    // A guest again: the donor who created an account in the case before is signed in by it.
    await browser.context.clearCookies();
    // A monthly gift whose account Stripe verifies at once (its test bank) keeps the account.
    await stripePage.goto(stripeMode.server.urlFor('demo'));
    await waitForHeading(stripePage, text.heading);
    await stripePage.evaluate(() => {
      (window as unknown as { __standInBankAccount: string }).__standInBankAccount = 'instant';
    });
    await monthlyGiftAsRegisteringGuest(stripePage, text, { email, firstName: 'Jenny', lastName: 'Rosen' });
    await stripePage.getByRole('radio', { name: WORDS.en.bank }).check();
    await stripePage.getByRole('checkbox', { name: WORDS.en.mandate }).check();
    await stripePage.getByRole('button', { name: text.giveNow }).click();
    await waitForHeading(stripePage, text.thanks);
    expect(await stripePage.getByRole('link', { name: 'Verify your bank account' }).count()).toBe(0);

    // Signed in, the next gift offers the account beside the cards, under the words it was saved with.
    await signInDemoDonor(browser.context, stripeMode.server, { email, password: 'a-good-password' });
    await stripePage.goto(stripeMode.server.urlFor('demo'));
    await waitForHeading(stripePage, text.heading);
    await chooseAmount(stripePage, '$50.00');
    await stripePage.getByRole('button', { name: text.continue }).click();
    await waitForHeading(stripePage, text.paymentTitle);
    const choices = stripePage.getByRole('group', { name: 'Payment method' });
    await choices.getByRole('radio', { name: 'Bank ••6789' }).check();
    await stripePage.getByText(/under the authorization you accepted when you saved it/).waitFor();
    expect(await stripePage.getByRole('checkbox', { name: WORDS.en.mandate }).count()).toBe(0);
    await expectNoAxeViolations(stripePage, 'en saved Stripe bank account chosen');
    await stripePage.getByRole('button', { name: text.giveNow }).click();
    await waitForHeading(stripePage, text.thanks);
    await stripePage.getByText(WORDS.en.processing).waitFor();
    await waitForMail(email, WORDS.en.subject, stripeMode.server.dataDir);
    // Debited off-session under the account's mandate, with no new window of Stripe's.
    const debits = stripeMode.stripe
      .requestsTo('POST', '/v1/payment_intents')
      .filter(
        (request) =>
          request.params.off_session === 'true' &&
          request.params['metadata[contribution_prefixed_id]'] !== undefined,
      );
    expect(debits).toHaveLength(1);
    expect(debits[0]!.params.amount).toBe('5000');
  });
});
