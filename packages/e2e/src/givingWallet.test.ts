// Apple Pay and Google Pay (docs/PRODUCT.md §23) in a real browser, in English and Spanish. On the
// hosted giving page in sandbox mode the payment step shows the labelled test wallet (its accessible
// name and the words that say it is a test), reached by keyboard, and it gives the gift without card
// fields; the receipt names the test wallet. A monthly gift by a guest who creates an account on the
// way is set up on the wallet's card, the payment step saying the card is kept for the later gifts in
// English and, switched there, in Spanish. In the console, Allowed websites says under each website
// where the wallets stand: test mode for a website added now, and a wildcard that cannot be
// registered. axe clean, nothing scrolls sideways at 320 px. Stripe mode, registration and refusals
// are the API tests' detail (walletGiving.test.ts, walletStripe.test.ts).
import type { Page } from 'playwright-core';
import { mailTo } from '@halo/testkit/mail/mailbox';
import { axeViolations } from './harness/axe';
import { openBrowser, removeProfile, type BrowserSession } from './harness/chromium';
import { closeConsoleSession, signInDemoAdministrator } from './harness/consoleSession';
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
import { focusedControl, tabTo } from './harness/keyboard';
import { startServer, type RunningServer } from './harness/server';

jest.setTimeout(180_000);

const WORDS = {
  en: {
    wallet: 'Pay with the test wallet',
    hint: /^The test wallet stands in for Apple Pay and Google Pay in the sandbox/,
    receipt: 'Test wallet (sandbox) (Visa •••• 4242)',
    recurringHint: 'For a recurring gift, the card your wallet gives is kept for its later gifts.',
    language: 'English',
    websites: 'Allowed websites',
    address: 'Website address',
    add: 'Add website',
    sandbox: 'Test mode: the test wallet shows here. Apple Pay and Google Pay show once Stripe is connected.',
    wildcard: /^Apple Pay and Google Pay: a wildcard address cannot be registered with Stripe\./,
  },
  es: {
    wallet: 'Pagar con la billetera de prueba',
    hint: /^La billetera de prueba reemplaza a Apple Pay y Google Pay en el sandbox/,
    receipt: 'Billetera de prueba (sandbox) (Visa •••• 4242)',
    recurringHint:
      'En una donación recurrente, la tarjeta que da su billetera se guarda para las donaciones siguientes.',
    language: 'Español',
    websites: 'Sitios web permitidos',
    address: 'Dirección del sitio web',
    add: 'Agregar sitio web',
    sandbox:
      'Modo de prueba: aquí se muestra la billetera de prueba. Apple Pay y Google Pay se muestran cuando Stripe esté conectado.',
    wildcard: /^Apple Pay y Google Pay: una dirección comodín no se puede registrar con Stripe\./,
  },
} as const;

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

const scrollsSideways = (on: Page) =>
  on.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

async function fitsAPhone(on: Page) {
  await on.setViewportSize({ width: 320, height: 740 });
  try {
    expect(await scrollsSideways(on)).toBe(false);
  } finally {
    await on.setViewportSize({ width: 1280, height: 900 });
  }
}

/** The first mail to `to` (a registering guest is sent others too: the one that says `saying`). */
async function waitForReceipt(to: string, saying = ''): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mail = mailTo(server.dataDir, to).find((sent) => sent.text.includes(saying));
    if (mail) return mail.text;
    if (Date.now() > deadline) throw new Error(`no mail to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function giveWithTestWallet(text: GivingText, words: (typeof WORDS)['en' | 'es']) {
  const email = newDonorEmail(`wallet-${text.locale}`);
  await chooseAmount(page, '$50.00');
  await fillDonor(page, text, { email, firstName: 'Jenny', lastName: 'Rosen' });
  await page.getByRole('button', { name: text.continue }).click();
  await waitForHeading(page, text.paymentTitle);

  const wallet = page.getByRole('button', { name: words.wallet, exact: true });
  await wallet.waitFor();
  const hintId = await wallet.getAttribute('aria-describedby');
  expect(await page.locator(`[id="${hintId}"]`).textContent()).toMatch(words.hint);
  await expectNoAxeViolations(page, `${text.locale} payment step with the test wallet`);
  await fitsAPhone(page);

  // By keyboard: from the step's heading to the wallet, and Enter gives.
  await tabTo(page, `button:${words.wallet}`);
  expect(await focusedControl(page)).toBe(`button:${words.wallet}`);
  await page.keyboard.press('Enter');
  await waitForHeading(page, text.thanks);
  expect(await waitForReceipt(email)).toContain(words.receipt);
}

describe('the test wallet on the hosted giving page', () => {
  it('gives in English', async () => {
    await page.goto(server.urlFor('demo'));
    await waitForHeading(page, GIVING_TEXT.en.heading);
    await giveWithTestWallet(GIVING_TEXT.en, WORDS.en);
  });

  it('gives in Spanish', async () => {
    await page.goto(server.urlFor('demo'));
    await waitForHeading(page, GIVING_TEXT.en.heading);
    await page.getByLabel(/language|idioma/i).selectOption({ label: 'Español' });
    await waitForHeading(page, GIVING_TEXT.es.heading);
    await giveWithTestWallet(GIVING_TEXT.es, WORDS.es);
  });

  it('sets up a monthly gift on the wallet’s card for a guest who creates an account (English, then Spanish)', async () => {
    const en = GIVING_TEXT.en;
    const es = GIVING_TEXT.es;
    const email = newDonorEmail('wallet-monthly');
    await page.goto(server.urlFor('demo'));
    // The page remembers the Spanish of the test before.
    await waitForHeading(page, es.heading);
    await page.getByLabel(/language|idioma/i).selectOption({ label: 'English' });
    await waitForHeading(page, en.heading);
    await monthlyGiftAsRegisteringGuest(page, en, { email, firstName: 'Jenny', lastName: 'Rosen' });
    await page.getByText(WORDS.en.recurringHint).waitFor();
    await expectNoAxeViolations(page, 'en recurring gift with the test wallet');

    await page.getByLabel(/language|idioma/i).selectOption({ label: 'Español' });
    await waitForHeading(page, es.paymentTitle);
    await page.getByText(WORDS.es.recurringHint).waitFor();
    await expectNoAxeViolations(page, 'es recurring gift with the test wallet');
    await page.getByRole('button', { name: WORDS.es.wallet, exact: true }).click();
    await waitForHeading(page, es.thanks);
    expect(await waitForReceipt(email, WORDS.es.receipt)).toContain(WORDS.es.receipt);
  });
});

describe('the wallet state of allowed websites in the console', () => {
  let session: BrowserSession | undefined;
  let consolePage: Page;

  beforeAll(async () => {
    ({ session, page: consolePage } = await signInDemoAdministrator(server, {
      browserLocale: 'en-US',
      email: 'Email',
      password: 'Password',
      signIn: 'Sign in',
    }));
  });
  afterAll(() => closeConsoleSession(session));

  it.each(['en', 'es'] as const)('says where Apple Pay and Google Pay stand, in %s', async (locale) => {
    const words = WORDS[locale];
    await consolePage.goto(server.urlFor('demo', '/admin/websites'));
    if (locale === 'es') {
      await consolePage
        .getByLabel(/language|idioma/i)
        .first()
        .selectOption({ label: words.language });
    }
    await consolePage.getByRole('heading', { level: 1, name: words.websites }).waitFor();
    const add = async (origin: string) => {
      await consolePage.getByLabel(words.address).fill(origin);
      await consolePage.getByRole('button', { name: words.add }).click();
      await consolePage.getByRole('listitem').filter({ hasText: origin }).waitFor();
    };
    await add(`https://give-${locale}.wallet-church.org`);
    await add(`https://*.${locale}.wallet-church.org`);
    const stateOf = (origin: string) =>
      consolePage.getByRole('listitem').filter({ hasText: origin }).locator('[data-wallet-state]');
    await stateOf(`https://give-${locale}.wallet-church.org`).getByText(words.sandbox).waitFor();
    await stateOf(`https://*.${locale}.wallet-church.org`).getByText(words.wildcard).waitFor();
    await consolePage.waitForLoadState('networkidle');
    expect(await axeViolations(consolePage)).toEqual([]);
    await fitsAPhone(consolePage);
  });
});
