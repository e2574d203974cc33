// On the hosted giving page (http://demo.localhost:{port}/), in a real browser, in English with the
// mouse: a guest's one-time gift with 4242 4242 4242 4242 (thank-you screen, .eml receipt), a declined
// card (clear message, what was typed kept, nothing recorded), a monthly recurring gift creating the
// account in the form (verification email), and axe-core on every step. The flow in Spanish and by
// keyboard alone is givingHostedPageSpanishKeyboard.test.ts. The last test stops the server and reads
// its database: each gift of this file is stored exactly once, with the right amounts, fee, fund,
// status and next date, and nothing for the declined card.
import { coverFee, nextGivingDate } from '@halo/domain';
import { mailTo, waitForMailLink } from '@halo/testkit/mail/mailbox';
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
  waitForHeading,
} from './harness/givingForm';
import { donor, expectEachGiftStoredOnce, noGiftsYet, setUpHostedGivingPage } from './harness/hostedGiving';

jest.setTimeout(120_000);

const en = GIVING_TEXT.en;

const hosted = setUpHostedGivingPage();
/** What each test gave, checked against the database by the last test. */
const made = noGiftsYet();

describe('giving on the hosted page', () => {
  it('takes a guest one-time gift with 4242 4242 4242 4242 and emails a receipt (axe on every step)', async () => {
    const page = hosted.page;
    await hosted.openForm();
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
    await page.getByText(en.testMode, { exact: true }).waitFor();
    await fillCard(page, en, CARDS.visa, 'Ana Ruiz');
    await expectNoAxeViolations(page, 'payment');
    await page.getByRole('button', { name: en.giveNow }).click();

    await waitForHeading(page, en.thanks);
    await page.getByText(en.receiptSent(guest.email)).waitFor();
    await expectNoAxeViolations(page, 'thank you');
    made.oneTime.push({ email: guest.email, amount: 5000, coverFee: true, fund: 'Missions' });

    const receipt = await hosted.waitForMail(guest.email, en.receiptSubject);
    expect(receipt).toContain('$50.00');
    expect(receipt).toContain(money(en, 5000 + fee));
    expect(receipt).toContain('Missions');
    expect(receipt).toContain('4242');
  });

  it('shows a declined card clearly, keeps what was typed and records nothing', async () => {
    const page = hosted.page;
    await hosted.openForm();
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
    made.declined.push(declined.email);

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
    expect(mailTo(hosted.server.dataDir, declined.email)).toEqual([]);
  });

  it('creates the account in the form for a monthly recurring gift and sends the verification email', async () => {
    const page = hosted.page;
    await hosted.openForm();
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
    made.recurring.push({ email: member.email, amount: 2500, startDate: today });

    const link = await waitForMailLink(hosted.server.dataDir, member.email, /^Verify your email address$/);
    expect(link).toContain('demo.localhost');
    await hosted.waitForMail(member.email, en.receiptSubject);
  });

  // Last: stops the server to read its database.
  it('stored each gift of this file exactly once, and nothing for the declined card', async () => {
    await hosted.server.stop();
    await expectEachGiftStoredOnce(hosted.server.dataDir, made, ['guest-', 'declined-', 'monthly-']);
  });
});
