// Giving the way people give, on the hosted giving page in a real browser, in English and Spanish: a
// new donor (account made in the form) gives monthly, split between two funds, in memory of someone,
// with an email to the family and an end after a number of gifts. Each panel opens by ticking its box
// (lazy chunks); axe is clean with them open and after giving, nothing scrolls sideways on a 320 px
// phone, the receipt names each fund's part and the person, and the family gets one email, without
// the amount. In the donor portal, Transactions and the dashboard name each fund with its part, on a
// 320 px phone too, nothing scrolling sideways, axe clean.
import type { Page } from 'playwright-core';
import { mailTo } from '@halo/testkit/mail/mailbox';
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
    dedicate: 'Give in honor or memory of someone',
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
    notice: "A gift to Grace Community Church in someone's memory",
    noticeBody: 'The Ruiz family has given a gift to Grace Community Church in memory of Rosa Díaz.',
    giftAmount: '100.00',
    transactions: 'Transactions',
    dashboard: 'Dashboard',
    parts: 'Missions $60.00 · Building Fund $40.00',
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
    notice: 'Una donación a Grace Community Church en memoria de alguien',
    noticeBody: 'La familia Ruiz hizo una donación a Grace Community Church en memoria de Rosa Díaz.',
    giftAmount: '100.00',
    transactions: 'Transacciones',
    dashboard: 'Panel',
    // The demo church is in the US: Spanish writes its dollars as es-US does.
    parts: 'Missions $60.00 · Building Fund $40.00',
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

  await seeEachPartInThePortal(text, words);
}

/** The new donor (signed in by giving) sees the gift's parts in Transactions and on the dashboard. */
async function seeEachPartInThePortal(text: GivingText, words: (typeof WORDS)['en' | 'es']) {
  const portalHeading = (name: string) => page.getByRole('heading', { level: 1, name }).waitFor();
  await page.setViewportSize({ width: 320, height: 740 });
  try {
    await page.goto(server.urlFor('demo', '/transactions'));
    await portalHeading(words.transactions);
    const funds = page.locator('.portal-transactions tbody tr[data-id] .portal-gift__title');
    await funds.first().waitFor();
    expect(await funds.first().innerText()).toBe(words.parts);
    // Both parts are on the card, not cut off: the text fits its two lines and the card holds it.
    const fits = await funds.first().evaluate((cell) => {
      const parts = cell.querySelector('.portal-fund-parts')!;
      const card = cell.closest('tr')!;
      const cardBox = card.getBoundingClientRect();
      const partsBox = parts.getBoundingClientRect();
      return {
        notClamped: parts.scrollHeight <= parts.clientHeight + 1,
        insideCard: partsBox.top >= cardBox.top && partsBox.bottom <= cardBox.bottom,
        cardShowsAll: card.scrollHeight <= card.clientHeight + 1,
      };
    });
    expect(fits).toEqual({ notClamped: true, insideCard: true, cardShowsAll: true });
    expect(await scrollsSideways(page)).toBe(false);
    await expectNoAxeViolations(page, `${text.locale} transactions with a split gift at 320 px`);

    await page.goto(server.urlFor('demo', '/dashboard'));
    await portalHeading(words.dashboard);
    await page.locator('.portal-activity .portal-gift__funds', { hasText: words.parts }).first().waitFor();
    expect(await scrollsSideways(page)).toBe(false);
  } finally {
    await page.setViewportSize({ width: 1280, height: 900 });
  }
  await page.goto(server.urlFor('demo', '/transactions'));
  await portalHeading(words.transactions);
  const desktopFunds = page.locator('.portal-transactions tbody tr[data-id] .portal-gift__title').first();
  await desktopFunds.waitFor();
  expect(await desktopFunds.innerText()).toBe(words.parts);
  const parts = desktopFunds.locator('.portal-fund-parts');
  expect(await parts.getAttribute('title')).toBe(words.parts);
  // Two funds fit the row's two lines whole.
  expect(await parts.evaluate((element) => element.scrollHeight <= element.clientHeight + 1)).toBe(true);
  await expectNoAxeViolations(page, `${text.locale} transactions with a split gift`);
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
