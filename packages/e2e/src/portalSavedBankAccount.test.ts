// A saved bank account in a real browser (docs/PRODUCT.md §22 "Saved bank accounts"), in English
// and Spanish: the seeded demo donor gives $50 from Stripe's test bank account on the hosted page and
// ticks "Save this bank account…", the portal's Payment methods shows it as "Bank ••6789" (no expiry),
// a recurring gift is switched to it, and in Spanish both screens call it "Banco ••6789". axe clean,
// nothing scrolls sideways at 320 px. The authorization, the debits, failures, returns and refusals
// are the API tests' detail (packages/api/test/savedBankAccounts.test.ts). One signed-in page for it
// all, on a fresh server (the test changes the donor's data).
import type { Page } from 'playwright-core';
import { openBrowser, removeProfile, type BrowserSession } from './harness/chromium';
import { chooseAmount, expectNoAxeViolations, GIVING_TEXT, waitForHeading } from './harness/givingForm';
import { startServer, type RunningServer } from './harness/server';

jest.setTimeout(240_000);

const DEMO_DONOR = { email: 'donor@example.com', password: 'halo-demo-1234' };
const text = GIVING_TEXT.en;

let server: RunningServer;
let session: BrowserSession;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  session = await openBrowser({ locale: 'en-US' });
  page = session.context.pages()[0] ?? (await session.context.newPage());
  await page.goto(server.urlFor('demo', '/login'));
  await page.getByLabel('Email').fill(DEMO_DONOR.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_DONOR.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
});

afterAll(async () => {
  await session?.close();
  if (session) removeProfile(session.profileDir);
  await server?.stop();
});

/** Whether anything on the page is wider than the screen (a phone would scroll sideways). */
async function scrollsSidewaysAt320(): Promise<boolean> {
  await page.setViewportSize({ width: 320, height: 740 });
  try {
    return await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
  } finally {
    await page.setViewportSize({ width: 1280, height: 900 });
  }
}

it('saves the bank account of a bank gift, shows it in Payment methods and switches a recurring gift to it', async () => {
  await page.goto(server.urlFor('demo', '/'));
  await page.getByRole('heading', { name: 'Online Giving - Grace Community Church' }).waitFor();
  await chooseAmount(page, '$50.00');
  await page.getByRole('link', { name: 'Go to donor portal' }).waitFor();
  await page.getByRole('button', { name: text.continue }).click();
  await waitForHeading(page, text.paymentTitle);
  await page.getByRole('radio', { name: 'Bank account' }).check();
  await page.getByLabel('Routing number').fill('110000000');
  await page.getByLabel('Account number').fill('000123456789');
  await page
    .getByRole('checkbox', { name: 'Save this bank account in my payment methods for my next gifts' })
    .check();
  // Saving it shows the words that cover its later debits, before the box that accepts them.
  await page.getByText(/keep the account to debit it again for the gifts I set up with it/).waitFor();
  await page.getByRole('checkbox', { name: 'I authorize this debit from my bank account' }).check();
  await page.getByRole('button', { name: text.giveNow }).click();
  await waitForHeading(page, text.thanks);

  await page.goto(server.urlFor('demo', '/payment-methods'));
  const list = page.getByRole('list', { name: 'Saved cards' });
  const bank = list.getByRole('listitem').filter({ hasText: 'Bank ••6789' });
  await bank.getByRole('heading', { name: 'Bank ••6789' }).waitFor();
  await bank.getByText('Not used by any recurring gift').waitFor();
  expect(await bank.getByText('Expiration date').count()).toBe(0);
  await expectNoAxeViolations(page, 'en payment methods with a bank account');
  expect(await scrollsSidewaysAt320()).toBe(false);

  await page.goto(server.urlFor('demo', '/recurring-gifts'));
  const gifts = page.getByRole('list', { name: 'Your recurring gifts' });
  await gifts.getByRole('listitem').first().waitFor();
  await gifts
    .getByRole('listitem')
    .first()
    .getByRole('button', { name: /^Edit gift / })
    .click();
  const edit = page.getByRole('dialog', { name: 'Update recurring gift' });
  await edit.waitFor();
  await edit.getByLabel('Payment method').selectOption({ label: 'Bank ••6789' });
  await expectNoAxeViolations(page, 'en recurring gift edit with a bank account');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await page.getByRole('status').filter({ hasText: 'Your recurring gift was updated.' }).waitFor();
  await gifts.getByRole('listitem').first().getByText('Bank ••6789', { exact: true }).waitFor();
});

it('names the saved bank account "Banco ••6789" in Spanish', async () => {
  await page.goto(server.urlFor('demo', '/payment-methods'));
  await page.getByRole('heading', { level: 1, name: 'Payment methods' }).waitFor();
  await page.getByLabel('Language').selectOption('es');
  await page.getByRole('heading', { level: 1, name: 'Métodos de pago' }).waitFor();
  const list = page.getByRole('list', { name: 'Tarjetas guardadas' });
  const bank = list.getByRole('listitem').filter({ hasText: 'Banco ••6789' });
  await bank.getByRole('heading', { name: 'Banco ••6789' }).waitFor();
  await bank.getByText('La usa 1 donación recurrente').waitFor();
  await bank.getByText('Cuenta bancaria', { exact: true }).waitFor();
  await expectNoAxeViolations(page, 'es payment methods with a bank account');
  expect(await scrollsSidewaysAt320()).toBe(false);

  await page.getByRole('link', { name: 'Donaciones recurrentes' }).first().click();
  const gifts = page.getByRole('list', { name: 'Tus donaciones recurrentes' });
  await gifts.getByRole('listitem').first().getByText('Banco ••6789', { exact: true }).waitFor();
});
