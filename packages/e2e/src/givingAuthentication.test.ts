// Give Now on the hosted giving page with Stripe's 4000002760003184 (the bank asks the donor to
// authenticate when the card is saved and again at every payment), on a sandbox server, in a real
// browser, in English and Spanish: the test challenge opens from the keyboard in a dialog labelled as
// a test, with the focus inside, first for the card (completed, the card is saved) and then for the
// gift; failing the gift's leaves the payment step saying nothing was charged, in the donor's
// language; Give Now again asks for the gift alone (the card is saved) and completing it gives the
// gift (thank-you screen, receipt email). axe clean throughout, and the server's database holds
// exactly one gift and one paid charge per donor. Drives the built product.
import type { Page } from 'playwright-core';
import { mailTo } from '@halo/testkit/mail/mailbox';
import { openBrowser, removeProfile, type BrowserSession } from './harness/chromium';
import { queryDatabase } from './harness/database';
import {
  chooseAmount,
  expectNoAxeViolations,
  fillCard,
  fillDonor,
  GIVING_TEXT,
  money,
  newDonorEmail,
  waitForHeading,
} from './harness/givingForm';
import { expectFocusInside } from './harness/screens';
import { startServer, type RunningServer } from './harness/server';

jest.setTimeout(180_000);

const ASKS_EVERY_TIME = '4000002760003184';

const TEXT = {
  en: {
    ...GIVING_TEXT.en,
    testTitle: 'Test authentication — no bank is contacted',
    complete: 'Complete authentication',
    fail: 'Fail authentication',
    failed:
      'Your bank’s authentication was not completed, so nothing was charged. You can try again or use another card.',
  },
  es: {
    ...GIVING_TEXT.es,
    testTitle: 'Autenticación de prueba: no se contacta a ningún banco',
    complete: 'Completar la autenticación',
    fail: 'Hacer fallar la autenticación',
    failed:
      'La autenticación de tu banco no se completó, así que no se cobró nada. Puedes intentarlo de nuevo o usar otra tarjeta.',
  },
} as const;

let server: RunningServer;
let browser: BrowserSession;
const given: Record<'en' | 'es', string> = { en: '', es: '' };

beforeAll(async () => {
  server = await startServer({}, { keepDataDir: true });
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
  if (browser) removeProfile(browser.profileDir);
  await server?.stop();
  server?.removeDataDir();
});

async function receiptTo(email: string, subject: string) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mail = mailTo(server.dataDir, email).find((candidate) => candidate.subject === subject);
    if (mail) return mail.text;
    if (Date.now() > deadline) throw new Error(`no mail to ${email} with subject ${subject}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(['en', 'es'] as const)('a card whose bank asks, in %s', (language) => {
  const text = TEXT[language];
  let page: Page;
  beforeAll(async () => {
    await browser.context.clearCookies();
    page = await browser.context.newPage();
  });
  afterAll(async () => {
    // The language is remembered in this profile: leave it English for the next test.
    if (language === 'es') {
      await page.getByLabel(/language|idioma/i).selectOption('en');
      await page.waitForFunction(() => document.documentElement.lang === 'en');
    }
    await page.close();
  });

  it('fails the test authentication (nothing charged), then completes it (gift given, receipt)', async () => {
    await page.goto(server.urlFor('demo'));
    await waitForHeading(page, GIVING_TEXT.en.heading);
    if (language === 'es') {
      await page.getByLabel(/language|idioma/i).selectOption({ label: 'Español' });
      await waitForHeading(page, text.heading);
    }
    await chooseAmount(page, money(text, 5000));
    const email = newDonorEmail(`authenticate-${language}`);
    given[language] = email;
    await fillDonor(page, text, { email, firstName: 'Ana', lastName: 'Ruiz' });
    await page.getByRole('button', { name: text.continue }).click();
    await waitForHeading(page, text.paymentTitle);
    await fillCard(page, text, ASKS_EVERY_TIME, 'Ana Ruiz');

    // Give Now from the keyboard: the bank asks when the card is saved, the test challenge opens
    // with the focus inside.
    const answered = (path: string) =>
      page.waitForResponse(
        (response) => new URL(response.url()).pathname === path && response.status() === 402,
      );
    const cardAsked = answered('/api/give/sandbox/payment-methods');
    await page.getByRole('button', { name: text.giveNow }).press('Enter');
    await cardAsked;
    let dialog = page.getByRole('dialog', { name: text.testTitle });
    await dialog.waitFor();
    await expectFocusInside(dialog);
    await expectNoAxeViolations(page, `${language} test challenge`);
    // Completed, the card is saved; the bank then asks again for the payment: a second challenge.
    const giftAsked = answered('/api/give');
    await dialog.getByRole('button', { name: text.complete, exact: true }).press('Enter');
    await giftAsked;
    dialog = page.getByRole('dialog', { name: text.testTitle });
    await dialog.waitFor();
    await expectFocusInside(dialog);
    await dialog.getByRole('button', { name: text.fail, exact: true }).press('Enter');
    await page.getByRole('alert').filter({ hasText: text.failed }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expectNoAxeViolations(page, `${language} authentication failed`);
    expect(mailTo(server.dataDir, email)).toEqual([]);
    // What was typed is still there for another try, or another card.
    expect(await page.getByLabel(text.cardNumber).inputValue()).toBe('4000 0027 6000 3184');

    // The card is saved: only the payment asks this time.
    const askedAgain = answered('/api/give');
    await page.getByRole('button', { name: text.giveNow }).click();
    await askedAgain;
    dialog = page.getByRole('dialog', { name: text.testTitle });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: text.complete, exact: true }).press('Enter');
    await waitForHeading(page, text.thanks);
    await page.getByText(text.receiptSent(email)).waitFor();
    await expectNoAxeViolations(page, `${language} thank you`);
    const receipt = await receiptTo(email, text.receiptSubject);
    expect(receipt).toContain('3184');
  });
});

// Last: stops the server to read its database.
it('stored one gift and one paid charge for each donor, the failed authentication charging nothing', async () => {
  await server.stop();
  const sql = (text: string) => queryDatabase(server.dataDir, text);
  for (const email of Object.values(given)) {
    const contributions = await sql(`
      SELECT c.charged_amount, c.status, c.card_last_four FROM contributions c
        JOIN users u ON u.id = c.donor_user_id WHERE u.email = '${email}'`);
    expect(contributions).toEqual([{ charged_amount: 5000, status: 'succeeded', card_last_four: '3184' }]);
    const charges = await sql(`
      SELECT s.status, s.amount_cents FROM sandbox_charges s
        JOIN sandbox_customers k ON k.id = s.customer_id WHERE k.email = '${email}' ORDER BY s.created_at`);
    // The failed attempt's payment waits unpaid; the completed one is the gift.
    expect(charges).toEqual([
      { status: 'requires_action', amount_cents: 5000 },
      { status: 'succeeded', amount_cents: 5000 },
    ]);
  }
});
