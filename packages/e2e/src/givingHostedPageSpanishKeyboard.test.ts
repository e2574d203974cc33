// On the hosted giving page (http://demo.localhost:{port}/), in a real browser: the flow in Spanish
// (every text, the decline and the thank-you screen translated, the receipt in Spanish, axe-core on
// every step) and the whole guest flow by keyboard alone. The English flows with the mouse are
// givingHostedPage.test.ts. The last test stops the server and reads its database: each gift of this
// file is stored exactly once, with the right amounts, fee and fund (the Spanish donor's declined
// attempt recorded nothing).
import {
  CARDS,
  chooseAmount,
  expectNoAxeViolations,
  fillCard,
  fillDonor,
  GIVING_TEXT,
  money,
  newDonorEmail,
  waitForHeading,
} from './harness/givingForm';
import { donor, expectEachGiftStoredOnce, noGiftsYet, setUpHostedGivingPage } from './harness/hostedGiving';
import { focusedControl, tabTo as tabToControl } from './harness/keyboard';

jest.setTimeout(120_000);

const en = GIVING_TEXT.en;
const es = GIVING_TEXT.es;

const hosted = setUpHostedGivingPage();
/** What each test gave, checked against the database by the last test. */
const made = noGiftsYet();

describe('giving on the hosted page in Spanish and by keyboard', () => {
  it('gives in Spanish: every text, the decline and the thank-you screen translated (axe on every step)', async () => {
    const page = hosted.page;
    await hosted.openForm();
    await page.getByLabel(/language|idioma/i).selectOption({ label: 'Español' });
    try {
      await waitForHeading(page, es.heading);
      expect(await page.locator('html').getAttribute('lang')).toBe('es');
      await expectNoAxeViolations(page, 'es details');

      await page.getByRole('button', { name: es.continue }).click();
      await page.getByText(es.amountRequired).waitFor();
      await expectNoAxeViolations(page, 'es details with errors');

      await chooseAmount(page, money(es, 10000));
      await page.getByText(es.recurring, { exact: true }).click();
      const modal = page.getByRole('dialog', { name: es.modalTitle });
      await modal.waitFor();
      await expectNoAxeViolations(page, 'es recurring modal');
      await modal.getByRole('button', { name: es.giveOneTimeInstead }).click();

      const luis = { email: newDonorEmail('es'), firstName: 'Luis', lastName: 'Gómez' };
      await fillDonor(page, es, luis);
      await page.getByRole('button', { name: es.continue }).click();
      await waitForHeading(page, es.paymentTitle);
      await page.getByText(es.testMode, { exact: true }).waitFor();
      await fillCard(page, es, CARDS.declined, 'Luis Gómez');
      await expectNoAxeViolations(page, 'es payment');
      await page.getByRole('button', { name: es.giveNow }).click();
      await page.getByRole('alert').getByText(es.declined).waitFor();
      await expectNoAxeViolations(page, 'es decline message');

      // The same donor tries again with a good card: one gift, receipt in Spanish.
      await page.getByLabel(es.cardNumber).fill(CARDS.visa);
      await page.getByRole('button', { name: es.giveNow }).click();
      await waitForHeading(page, es.thanks);
      await page.getByText(es.receiptSent(luis.email)).waitFor();
      await expectNoAxeViolations(page, 'es thank you');
      made.oneTime.push({ email: luis.email, amount: 10000, coverFee: false, fund: 'General Fund' });

      const receipt = await hosted.waitForMail(luis.email, es.receiptSubject);
      expect(receipt).toContain('Monto de la donación');
      expect(receipt).toContain('4242');
    } finally {
      // The language is remembered in this profile: leave it English for the next tests.
      await page.getByLabel(/language|idioma/i).selectOption('en');
      await page.waitForFunction(() => document.documentElement.lang === 'en');
    }
  });

  it('goes through the whole guest flow by keyboard alone', async () => {
    const page = hosted.page;
    await hosted.openForm();
    const keyboard = page.keyboard;

    const focused = () => focusedControl(page);
    const tabTo = (target: string, options?: { back?: boolean; max?: number }) =>
      tabToControl(page, target, options);

    // Into the amounts: the first tile takes focus; the arrow keys choose $50.00.
    await tabTo('radio:amountChoice=2500');
    await keyboard.press('ArrowRight');
    expect(await focused()).toBe('radio:amountChoice=5000');
    expect(await page.getByRole('radio', { name: '$50.00' }).isChecked()).toBe(true);

    // Recurring opens the account modal; the keyboard chooses "Give one time instead" in it.
    await keyboard.press('Tab');
    expect(await focused()).toBe('radio:frequencyKind=one_time');
    await keyboard.press('ArrowRight');
    const modal = page.getByRole('dialog', { name: en.modalTitle });
    await modal.waitFor();
    expect(
      await page.evaluate(() => document.querySelector('[role=dialog]')?.contains(document.activeElement)),
    ).toBe(true);
    await tabTo(`button:${en.giveOneTimeInstead}`);
    await keyboard.press('Enter');
    await modal.waitFor({ state: 'detached' });
    expect(await page.getByRole('radio', { name: en.oneTime }).isChecked()).toBe(true);

    // The fund by arrow key, then the donor, typed where focus is.
    await tabTo('halo-giving-fund');
    await keyboard.press('ArrowDown');
    expect(
      await page
        .getByLabel(en.fund, { exact: true })
        .evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text),
    ).toBe('Missions');
    const guest = donor('keyboard');
    await keyboard.press('Tab');
    expect(await focused()).toBe('email');
    await keyboard.type(guest.email);
    await keyboard.press('Tab');
    await keyboard.type(guest.firstName);
    await keyboard.press('Tab');
    expect(await focused()).toBe('lastName');
    await keyboard.type(guest.lastName);
    // Back up one field to check what was typed, then on to the fee option and Continue.
    await keyboard.press('Shift+Tab');
    expect(await focused()).toBe('firstName');
    expect(await page.getByLabel(en.firstName, { exact: true }).inputValue()).toBe('Ana');
    await tabTo('coverFee');
    await keyboard.press('Space');
    expect(await page.locator('input[name="coverFee"]').isChecked()).toBe(true);
    await tabTo(`button:${en.continue}`);
    await keyboard.press('Enter');

    // The payment step takes focus to its heading; the card is typed field by field.
    await waitForHeading(page, en.paymentTitle);
    await tabTo('cardNumber');
    await keyboard.type(CARDS.visa);
    await keyboard.press('Tab');
    expect(await focused()).toBe('cardExpiry');
    await keyboard.type('122030');
    await keyboard.press('Tab');
    await keyboard.type('123');
    await keyboard.press('Tab');
    expect(await focused()).toBe('cardholderName');
    await keyboard.type('Ana Ruiz');
    expect(await page.getByLabel(en.cardNumber).inputValue()).toBe('4242 4242 4242 4242');
    expect(await page.getByLabel(en.expiry).inputValue()).toBe('12/2030');
    await tabTo(`button:${en.giveNow}`);
    await keyboard.press('Enter');

    await waitForHeading(page, en.thanks);
    expect(await focused()).not.toBe('body');
    made.oneTime.push({ email: guest.email, amount: 5000, coverFee: true, fund: 'Missions' });
  });

  // Last: stops the server to read its database.
  it('stored each gift of this file exactly once', async () => {
    await hosted.server.stop();
    await expectEachGiftStoredOnce(hosted.server.dataDir, made, ['es-', 'keyboard-']);
  });
});
