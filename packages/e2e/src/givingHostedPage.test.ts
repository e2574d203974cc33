// On the hosted giving page (http://demo.localhost:{port}/), in a real browser: a guest's
// one-time gift with 4242 4242 4242 4242 (thank-you screen, .eml receipt), a declined card (clear
// message, what was typed kept, nothing recorded), a monthly recurring gift creating the account in
// the form (verification email), the flow in Spanish, the whole flow by keyboard alone, and axe-core
// on every step in en and es. The last test stops the server and reads its database: each gift of
// this file is stored exactly once, with the right amounts, fee, fund, status and next date.
import { coverFee, nextGivingDate, processorFee } from '@halo/domain';
import type { Page } from 'playwright-core';
import { mailTo, waitForMailLink } from '@halo/testkit/mail/mailbox';
import { openBrowser, removeProfile, type BrowserSession } from './harness/chromium';
import {
  CARDS,
  CHURCH_RATE,
  chooseAmount,
  churchToday,
  expectNoAxeViolations,
  fillCard,
  fillDonor,
  GIVING_TEXT,
  money,
  newDonorEmail,
  waitForHeading,
  type Donor,
  type GivingText,
} from './harness/givingForm';
import { storedGifts, storedRecurringGifts } from './harness/givingRecords';
import { focusedControl, tabTo as tabToControl } from './harness/keyboard';
import { startServer, type RunningServer } from './harness/server';

jest.setTimeout(120_000);

const en = GIVING_TEXT.en;
const es = GIVING_TEXT.es;

let server: RunningServer;
let browser: BrowserSession;
let page: Page;

/** What each test gave, checked against the database by the last test. */
const expected: {
  oneTime: { email: string; amount: number; coverFee: boolean; fund: string }[];
  declined: string[];
  recurring: { email: string; amount: number; startDate: string }[];
} = { oneTime: [], declined: [], recurring: [] };

beforeAll(async () => {
  server = await startServer({}, { keepDataDir: true });
  // A donor far ahead of the church's clock (UTC+14): most hours of the day their calendar is a day
  // after Chicago's, so the form must use the church's "today" as the API does.
  browser = await openBrowser({ timezoneId: 'Pacific/Kiritimati' });
});

afterAll(async () => {
  await browser?.close();
  if (browser) removeProfile(browser.profileDir);
  await server?.stop();
  server?.removeDataDir();
});

beforeEach(async () => {
  // Each test starts as a guest: creating the account in the form signs the donor in on this site.
  await browser.context.clearCookies();
  page = await browser.context.newPage();
});

afterEach(async () => {
  await page.close();
});

async function openForm(text: GivingText = en): Promise<void> {
  await page.goto(server.urlFor('demo'));
  await waitForHeading(page, text.heading);
}

function donor(tag: string): Donor {
  return { email: newDonorEmail(tag), firstName: 'Ana', lastName: 'Ruiz' };
}

async function waitForMail(to: string, subject: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mail = mailTo(server.dataDir, to).find((candidate) => candidate.subject === subject);
    if (mail) return mail.text;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} with subject ${subject}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('giving on the hosted page', () => {
  it('takes a guest one-time gift with 4242 4242 4242 4242 and emails a receipt (axe on every step)', async () => {
    await openForm();
    await expectNoAxeViolations(page, 'details');

    await page.getByRole('button', { name: en.continue }).click();
    await page.getByText(en.amountRequired).waitFor();
    expect(await page.getByText(en.required).count()).toBeGreaterThanOrEqual(3);
    await expectNoAxeViolations(page, 'details with errors');

    await chooseAmount(page, '$50.00');
    await page.getByText(en.recurring, { exact: true }).click();
    const modal = page.getByRole('dialog', { name: en.modalTitle });
    await modal.waitFor();
    await expectNoAxeViolations(page, 'recurring modal');
    await modal.getByRole('button', { name: en.giveOneTimeInstead }).click();
    await modal.waitFor({ state: 'detached' });
    expect(await page.getByRole('radio', { name: en.oneTime }).isChecked()).toBe(true);

    const guest = donor('guest');
    await page.getByLabel(en.fund, { exact: true }).selectOption({ label: 'Missions' });
    await fillDonor(page, en, guest);
    const fee = coverFee(5000, CHURCH_RATE).feeCents;
    await page.getByLabel(en.coverFee(money(en, fee))).check();
    await page.getByText(`Total: ${money(en, 5000 + fee)}`).waitFor();
    await page.getByRole('button', { name: en.continue }).click();

    await waitForHeading(page, en.paymentTitle);
    await page.getByText(en.testMode).waitFor();
    await fillCard(page, en, CARDS.visa, 'Ana Ruiz');
    await expectNoAxeViolations(page, 'payment');
    await page.getByRole('button', { name: en.giveNow }).click();

    await waitForHeading(page, en.thanks);
    await page.getByText(en.receiptSent(guest.email)).waitFor();
    await expectNoAxeViolations(page, 'thank you');
    expected.oneTime.push({ email: guest.email, amount: 5000, coverFee: true, fund: 'Missions' });

    const receipt = await waitForMail(guest.email, en.receiptSubject);
    expect(receipt).toContain('$50.00');
    expect(receipt).toContain(money(en, 5000 + fee));
    expect(receipt).toContain('Missions');
    expect(receipt).toContain('4242');
  });

  it('shows a declined card clearly, keeps what was typed and records nothing', async () => {
    await openForm();
    await chooseAmount(page, '$100.00');
    const declined = donor('declined');
    await fillDonor(page, en, declined);
    await page.getByLabel(en.memo).fill('For the youth trip');
    await page.getByRole('button', { name: en.continue }).click();
    await waitForHeading(page, en.paymentTitle);
    await fillCard(page, en, CARDS.declined, 'Ana Ruiz');
    await page.getByRole('button', { name: en.giveNow }).click();

    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toBe(en.declined);
    await expectNoAxeViolations(page, 'decline message');
    expected.declined.push(declined.email);

    // The card as typed (masked in groups) and the details behind it are all still there.
    expect(await page.getByLabel(en.cardNumber).inputValue()).toBe('4000 0000 0000 0002');
    expect(await page.getByLabel(en.expiry).inputValue()).toBe('12/2030');
    expect(await page.getByLabel(en.cardholder).inputValue()).toBe('Ana Ruiz');
    await page.getByRole('button', { name: en.back }).click();
    expect(await page.getByRole('radio', { name: '$100.00' }).isChecked()).toBe(true);
    expect(await page.getByLabel(en.email, { exact: true }).inputValue()).toBe(declined.email);
    expect(await page.getByLabel(en.firstName, { exact: true }).inputValue()).toBe('Ana');
    expect(await page.getByLabel(en.lastName, { exact: true }).inputValue()).toBe('Ruiz');
    expect(await page.getByLabel(en.memo).inputValue()).toBe('For the youth trip');
    expect(mailTo(server.dataDir, declined.email)).toEqual([]);
  });

  it('creates the account in the form for a monthly recurring gift and sends the verification email', async () => {
    await openForm();
    await chooseAmount(page, '$25.00');
    await page.getByText(en.recurring, { exact: true }).click();
    await page
      .getByRole('dialog', { name: en.modalTitle })
      .getByRole('button', { name: en.createAccount })
      .click();
    const member = donor('monthly');
    await fillDonor(page, en, member);
    await page.getByLabel(en.password, { exact: true }).fill('a-good-password');
    await page.getByLabel(en.confirm).fill('a-good-password');
    expect(await page.getByRole('radio', { name: 'Monthly' }).isChecked()).toBe(true);
    // The form starts the gift today on the church's calendar, whatever the donor's clock says.
    const today = churchToday();
    expect(await page.getByLabel('Start date').inputValue()).toBe(today);
    await expectNoAxeViolations(page, 'recurring with account fields');
    await page.getByRole('button', { name: en.continue }).click();

    await waitForHeading(page, en.paymentTitle);
    await fillCard(page, en, CARDS.visa, 'Ana Ruiz');
    await page.getByRole('button', { name: en.giveNow }).click();
    await waitForHeading(page, en.thanks);
    const next = nextGivingDate(today, 'monthly');
    const nextText = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${next}T00:00:00Z`),
    );
    await page.getByText(`Your next recurring gift is on ${nextText}.`).waitFor();
    expected.recurring.push({ email: member.email, amount: 2500, startDate: today });

    const link = await waitForMailLink(server.dataDir, member.email, /^Verify your email address$/);
    expect(link).toContain('demo.localhost');
    await waitForMail(member.email, en.receiptSubject);
  });

  it('gives in Spanish: every text, the decline and the thank-you screen translated (axe on every step)', async () => {
    await openForm();
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
      await page.getByText(es.testMode).waitFor();
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
      expected.oneTime.push({ email: luis.email, amount: 10000, coverFee: false, fund: 'General Fund' });

      const receipt = await waitForMail(luis.email, es.receiptSubject);
      expect(receipt).toContain('Monto de la donación');
      expect(receipt).toContain('4242');
    } finally {
      // The language is remembered in this profile: leave it English for the next tests.
      await page.getByLabel(/language|idioma/i).selectOption('en');
      await page.waitForFunction(() => document.documentElement.lang === 'en');
    }
  });

  it('goes through the whole guest flow by keyboard alone', async () => {
    await openForm();
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
    expected.oneTime.push({ email: guest.email, amount: 5000, coverFee: true, fund: 'Missions' });
  });

  // Last: stops the server to read its database.
  it('stored each gift of this file exactly once, and nothing for the declined card', async () => {
    await server.stop();
    const emails = [...expected.oneTime, ...expected.recurring].map((gift) => gift.email);
    expect(emails.length).toBe(expected.oneTime.length + expected.recurring.length);

    const contributions = await storedGifts(server.dataDir, [
      'guest-',
      'declined-',
      'monthly-',
      'es-',
      'keyboard-',
    ]);
    expect(contributions.map((row) => row.email)).toEqual(expect.arrayContaining(emails));
    expect(contributions).toHaveLength(emails.length);

    for (const gift of expected.oneTime) {
      const rows = contributions.filter((row) => row.email === gift.email);
      expect(rows).toHaveLength(1);
      const charged = gift.coverFee ? coverFee(gift.amount, CHURCH_RATE).chargedCents : gift.amount;
      const fee = processorFee(charged, CHURCH_RATE);
      expect(rows[0]).toMatchObject({
        amount: charged,
        fee,
        net_amount: charged - fee,
        covered_fee: gift.coverFee ? charged - gift.amount : 0,
        is_fee_covered: gift.coverFee,
        status: 'succeeded',
        card_last_four: '4242',
        fund: gift.fund,
        fund_amount: charged,
        recurring_giving_id: null,
        occurrence_date: null,
      });
    }

    const accounts = await storedRecurringGifts(server.dataDir, [
      ...expected.declined,
      ...expected.recurring.map((gift) => gift.email),
    ]);

    for (const email of expected.declined) {
      expect(contributions.filter((row) => row.email === email)).toEqual([]);
      expect(accounts.filter((row) => row.email === email)).toEqual([]);
    }

    for (const gift of expected.recurring) {
      const recurring = accounts.filter((row) => row.email === gift.email);
      // The account made in the form (password set, not yet verified) and its one monthly gift.
      expect(recurring).toEqual([
        {
          email: gift.email,
          has_password: true,
          email_verified_at: null,
          id: expect.any(Number),
          schedule_type: 'monthly',
          start_date: gift.startDate,
          next_occurrence: nextGivingDate(gift.startDate, 'monthly'),
          last_occurrence: gift.startDate,
          amount: gift.amount,
          status: 'active',
          is_fee_covered: false,
          fund: 'General Fund',
        },
      ]);
      // Started today, so charged today: one contribution for this occurrence.
      const rows = contributions.filter((row) => row.email === gift.email);
      expect(rows).toEqual([
        expect.objectContaining({
          amount: gift.amount,
          status: 'succeeded',
          recurring_giving_id: recurring[0]?.id,
          occurrence_date: gift.startDate,
          date: gift.startDate,
        }),
      ]);
    }
  });
});
