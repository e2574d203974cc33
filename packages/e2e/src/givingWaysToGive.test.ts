// Giving the way people give, on the hosted giving page in a real browser, in English and Spanish: a
// new donor (account made in the form) gives monthly, split between two funds, in memory of someone,
// with an email to the family and an end after a number of gifts. Each panel opens by ticking its box
// (lazy chunks); axe is clean with them open and after giving, nothing scrolls sideways on a 320 px
// phone, the receipt names each fund's part and the person, and the family gets one email, without
// the amount.
import type { Page } from 'playwright-core';
import { openBrowser, removeProfile, type BrowserSession } from './harness/chromium';
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
  type GivingText,
} from './harness/givingForm';
import { mailTo } from './harness/mailbox';
import { startServer, type RunningServer } from './harness/server';

jest.setTimeout(180_000);

let server: RunningServer;
let browser: BrowserSession;
let page: Page;

beforeAll(async () => {
  server = await startServer({}, { keepDataDir: true });
  browser = await openBrowser({});
});

afterAll(async () => {
  await browser?.close();
  if (browser) removeProfile(browser.profileDir);
  await server?.stop();
  server?.removeDataDir();
});

beforeEach(async () => {
  await browser.context.clearCookies();
  page = await browser.context.newPage();
});

afterEach(async () => {
  await page.close();
});

async function waitForMail(to: string, subject: string | RegExp) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mails = mailTo(server.dataDir, to).filter((mail) =>
      typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject),
    );
    if (mails.length > 0) return mails;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} with subject ${subject}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Whether anything on the page is wider than the screen (a phone would scroll sideways). */
const scrollsSideways = (scope: Page) =>
  scope.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

const WORDS = {
  en: {
    split: 'Split between funds',
    fund: (n: number) => `Fund ${n}`,
    amount: (n: number) => `Amount for fund ${n} (USD)`,
    dedicate: 'Give in honour or memory of someone',
    memory: 'In memory of',
    name: 'Their name',
    notify: 'Email to notify (optional)',
    sender: 'From (optional)',
    end: 'Choose when it ends',
    count: 'After a number of gifts',
    countLabel: 'Number of gifts',
    endsAfter: /^Ends after 12 gifts, on /,
    summary: /^\$100\.00 monthly to Missions \(\$60\.00\) and Building Fund \(\$40\.00\), starting /,
    receiptFunds: 'Missions ($60.00), Building Fund ($40.00)',
    receiptMemory: 'In memory of: Rosa Díaz',
    notice: 'The Ruiz family gave a gift in memory of Rosa Díaz',
    noticeBody: 'The Ruiz family has given a gift to Grace Community Church in memory of Rosa Díaz.',
    giftAmount: '100.00',
  },
  es: {
    split: 'Dividir entre fondos',
    fund: (n: number) => `Fondo ${n}`,
    amount: (n: number) => `Monto para el fondo ${n} (USD)`,
    dedicate: 'Donar en honor o en memoria de alguien',
    memory: 'En memoria de',
    name: 'Su nombre',
    notify: 'Correo a quien avisar (opcional)',
    sender: 'De parte de (opcional)',
    end: 'Elegir cuándo termina',
    count: 'Después de un número de donaciones',
    countLabel: 'Número de donaciones',
    endsAfter: /^Termina tras 12 donaciones, el /,
    summary: /^\$100\.00 cada mes para Missions \(\$60\.00\) y Building Fund \(\$40\.00\), a partir del /,
    receiptFunds: 'Missions ($60.00), Building Fund ($40.00)',
    receiptMemory: 'En memoria de: Rosa Díaz',
    notice: 'La familia Ruiz hizo una donación en memoria de Rosa Díaz',
    noticeBody: 'La familia Ruiz hizo una donación a Grace Community Church en memoria de Rosa Díaz.',
    giftAmount: '100.00',
  },
} as const;

async function giveTheWayPeopleGive(text: GivingText, words: (typeof WORDS)['en' | 'es']) {
  await chooseAmount(page, money(text, 10_000));
  await page.getByText(text.recurring, { exact: true }).click();
  await page
    .getByRole('dialog', { name: text.modalTitle })
    .getByRole('button', { name: text.createAccount })
    .click();
  const donor = { email: newDonorEmail(`ways-${text.locale}`), firstName: 'Ana', lastName: 'Ruiz' };
  await fillDonor(page, text, donor);
  await page.getByLabel(text.password, { exact: true }).fill('a-good-password');
  await page.getByLabel(text.confirm).fill('a-good-password');

  // Split: the chosen fund and amount become the first row.
  await page.getByLabel(text.fund, { exact: true }).selectOption({ label: 'Missions' });
  await page.getByRole('checkbox', { name: words.split }).check();
  await page.getByLabel(words.fund(1), { exact: true }).waitFor();
  expect(await page.getByLabel(words.amount(1), { exact: true }).inputValue()).toBe('100.00');
  await page.getByLabel(words.amount(1), { exact: true }).fill('60');
  await page.getByLabel(words.fund(2), { exact: true }).selectOption({ label: 'Building Fund' });
  await page.getByLabel(words.amount(2), { exact: true }).fill('40');

  // In memory of someone, the family told.
  const family = newDonorEmail(`family-${text.locale}`);
  await page.getByRole('checkbox', { name: words.dedicate }).check();
  await page.getByText(words.memory, { exact: true }).click();
  await page.getByLabel(words.name, { exact: true }).fill('Rosa Díaz');
  await page.getByLabel(words.notify, { exact: true }).fill(family);
  await page
    .getByLabel(words.sender, { exact: true })
    .fill(text.locale === 'en' ? 'The Ruiz family' : 'La familia Ruiz');

  // Twelve monthly gifts.
  await page.getByRole('checkbox', { name: words.end }).check();
  await page.getByText(words.count, { exact: true }).click();
  await page.getByLabel(words.countLabel, { exact: true }).fill('12');

  const summary = page.locator('.halo-giving-summary__gift');
  expect(await summary.innerText()).toMatch(words.summary);
  await page.getByText(words.endsAfter).waitFor();
  await expectNoAxeViolations(page, `${text.locale} details with every panel open`);
  await page.setViewportSize({ width: 320, height: 740 });
  expect(await scrollsSideways(page)).toBe(false);
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('button', { name: text.continue }).click();
  await waitForHeading(page, text.paymentTitle);
  await fillCard(page, text, CARDS.visa, 'Ana Ruiz');
  await page.getByRole('button', { name: text.giveNow }).click();
  await waitForHeading(page, text.thanks);
  await expectNoAxeViolations(page, `${text.locale} thank you`);

  const [receipt] = await waitForMail(donor.email, text.receiptSubject);
  expect(receipt!.text).toContain(words.receiptFunds);
  expect(receipt!.text).toContain(words.receiptMemory);
  const notices = await waitForMail(family, words.notice);
  expect(notices).toHaveLength(1);
  expect(notices[0]!.text).toContain(words.noticeBody);
  expect(notices[0]!.text).not.toContain(words.giftAmount);
  expect(notices[0]!.text).not.toContain('$');
}

describe('giving the way people give on the hosted page', () => {
  it('a monthly gift split between two funds, in memory of someone, the family told, ending after 12 gifts (en)', async () => {
    await page.goto(server.urlFor('demo'));
    await waitForHeading(page, GIVING_TEXT.en.heading);
    await giveTheWayPeopleGive(GIVING_TEXT.en, WORDS.en);
  });

  it('the same in Spanish', async () => {
    await page.goto(server.urlFor('demo'));
    await waitForHeading(page, GIVING_TEXT.en.heading);
    await page.getByLabel(/language|idioma/i).selectOption({ label: 'Español' });
    try {
      await waitForHeading(page, GIVING_TEXT.es.heading);
      await giveTheWayPeopleGive(GIVING_TEXT.es, WORDS.es);
    } finally {
      await page.getByLabel(/language|idioma/i).selectOption('en');
      await page.waitForFunction(() => document.documentElement.lang === 'en');
    }
  });
});
