// In a real browser: the demo administrator, signed in once, starts a campaign in the console's
// "Campaigns" (its address made from its name); a guest opens the hosted page's ?campaign= in two
// tabs and gives $50 with the fee covered in one: the campaign's name and bar show above the form,
// and the other tab's bar moves by 50 without a reload, over the built-in live server's public
// channel; the console then counts the gift and charts it by week beside its table. Axe clean in
// English and Spanish, nothing scrolls sideways at 320 px. The same guest, not signed in, then
// pledges to the campaign from its form with the code emailed to her (docs/PRODUCT.md §14), and the
// administrator gives the campaign an image, which the form then shows with her words for it.
import type { Page } from 'playwright-core';
import { mailTo } from '@halo/testkit/mail/mailbox';
import { axeViolations } from './harness/axe';
import { openBrowser, removeProfile, type BrowserSession } from './harness/chromium';
import { closeConsoleSession, signInDemoAdministrator } from './harness/consoleSession';
import { CARDS, fillCard, fillDonor, GIVING_TEXT, newDonorEmail } from './harness/givingForm';
import { startServer, type RunningServer } from './harness/server';

jest.setTimeout(240_000);

const SIGN_IN = { browserLocale: 'en-US', email: 'Email', password: 'Password', signIn: 'Sign in' };
const en = GIVING_TEXT.en;

let server: RunningServer;
let session: BrowserSession;
let page: Page;
let guest: BrowserSession | undefined;
/** The guest who gives through the campaign, and later pledges to it by emailed code. */
const ruthEmail = newDonorEmail('campaign');

beforeAll(async () => {
  server = await startServer();
  ({ session, page } = await signInDemoAdministrator(server, SIGN_IN));
});

afterAll(async () => {
  await closeConsoleSession(session);
  if (guest) {
    await guest.close();
    removeProfile(guest.profileDir);
  }
  await server?.stop();
});

async function expectNoAxeViolations(on: Page) {
  await on.waitForLoadState('networkidle');
  expect(await axeViolations(on)).toEqual([]);
}

const scrollsSideways = (on: Page) =>
  on.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

it('starts a campaign in the console, and a gift through it moves another tab’s bar live', async () => {
  await page.goto(server.urlFor('demo', '/admin/campaigns'));
  await page.getByRole('heading', { level: 1, name: 'Campaigns' }).waitFor();
  await page.getByText('No campaigns yet.').waitFor();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'New campaign' }).click();
  await page.getByLabel('Name').fill('Roof Repair');
  expect(await page.getByLabel('Address', { exact: true }).inputValue()).toBe('roof-repair');
  await page.getByLabel('Goal').fill('5000');
  await page.getByRole('checkbox', { name: 'General Fund' }).uncheck();
  await page.getByRole('checkbox', { name: 'Building Fund' }).check();
  await page.getByLabel('Short description (optional)').fill('A dry sanctuary before winter.');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save campaign' }).click();
  await page.getByText('Roof Repair started.').waitFor();
  await page.getByText('$0.00 raised of $5,000.00 · 0 givers').waitFor();

  guest = await openBrowser();
  const watcher = guest.context.pages()[0] ?? (await guest.context.newPage());
  const giver = await guest.context.newPage();
  const campaignPage = server.urlFor('demo', '/?campaign=roof-repair');
  for (const tab of [watcher, giver]) {
    await tab.goto(campaignPage);
    await tab.getByRole('heading', { level: 2, name: 'Roof Repair' }).waitFor();
  }
  const bar = watcher.getByRole('progressbar', { name: 'Raised toward the goal' });
  expect(await bar.getAttribute('aria-valuenow')).toBe('0');
  expect(await bar.getAttribute('aria-valuemax')).toBe('5000');
  await watcher.getByText('A dry sanctuary before winter.').waitFor();
  const fund = giver.getByLabel(en.fund, { exact: true });
  expect(await fund.locator('option:checked').textContent()).toBe('Building Fund');
  await expectNoAxeViolations(giver);

  await giver.getByText('$50.00', { exact: true }).click();
  await fillDonor(giver, en, { email: ruthEmail, firstName: 'Ruth', lastName: 'Campaign' });
  await giver.getByLabel(en.coverFee('$1.81')).check();
  await giver.getByRole('button', { name: en.continue }).click();
  await giver.getByRole('heading', { name: en.paymentTitle }).waitFor();
  await fillCard(giver, en, CARDS.visa, 'Ruth Campaign');
  await giver.getByRole('button', { name: new RegExp(`^${en.giveNow}`) }).click();
  await giver.getByText(en.thanks).waitFor();

  // The other tab, never reloaded: 50 raised, before the fee the donor covered.
  await watcher.getByText('$50.00 raised of $5,000.00 · 1 giver').waitFor();
  expect(await bar.getAttribute('aria-valuenow')).toBe('50');

  await page.reload();
  await page.getByText('$50.00 raised of $5,000.00 · 1 giver').waitFor();

  // Raised over time: this week's $50.00 in the table, and the chart drawn beside it.
  await page.getByRole('button', { name: 'Raised over time: Roof Repair' }).click();
  const weeks = page.getByRole('table', { name: 'Raised by week: Roof Repair' });
  await weeks.getByRole('cell', { name: '$50.00' }).waitFor();
  await page.locator('.admin-report__chart .ct-bar').first().waitFor({ state: 'attached' });
  await expectNoAxeViolations(page);
});

it('is axe clean in Spanish and fits a 320 px phone without scrolling sideways', async () => {
  const watcher = guest!.context.pages()[0]!;
  await watcher.setViewportSize({ width: 320, height: 640 });
  await watcher.getByLabel('Language').selectOption('es');
  await watcher.getByText(/recaudados de .* · 1 donante$/).waitFor();
  expect(await scrollsSideways(watcher)).toBe(false);
  await expectNoAxeViolations(watcher);

  await page.getByLabel('Language').selectOption('es');
  await page.getByRole('heading', { level: 1, name: 'Campañas' }).waitFor();
  await page.setViewportSize({ width: 320, height: 640 });
  try {
    await page.getByText('Compartir Roof Repair').click();
    await page.getByRole('img', { name: 'Código QR del enlace a Roof Repair' }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await expectNoAxeViolations(page);
    await page
      .getByRole('table', { name: 'Recaudado por semana: Roof Repair' })
      .getByRole('columnheader', { name: 'Recaudado' })
      .waitFor();
    await page.getByRole('button', { name: 'Nueva campaña' }).click();
    await page.getByLabel('Dirección', { exact: true }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await expectNoAxeViolations(page);
  } finally {
    await page.setViewportSize({ width: 1280, height: 800 });
  }
});

/** The code of the newest pledge-confirming email to `to`, waiting for the outbox to send it. */
async function pledgeCode(to: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const codes = mailTo(server.dataDir, to).flatMap((mail) => {
      const code = /(?:pledge|promesa): (\d{6})$/.exec(mail.subject)?.[1];
      return code ? [code] : [];
    });
    if (codes.length > 0) return codes.at(-1)!;
    if (Date.now() > deadline) throw new Error(`no pledge code mail to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

it('takes a pledge by the emailed code from the campaign’s form, axe clean in English and Spanish at 320 px', async () => {
  const watcher = guest!.context.pages()[0]!;
  await watcher.setViewportSize({ width: 320, height: 640 });
  await watcher.getByLabel('Idioma').selectOption('en');
  await watcher.getByRole('button', { name: 'Pledge to Roof Repair' }).click();
  await watcher.getByLabel('Pledge amount').waitFor();
  expect(await scrollsSideways(watcher)).toBe(false);
  await expectNoAxeViolations(watcher);
  await watcher.getByLabel('Language').selectOption('es');
  await watcher.getByLabel('Monto de la promesa').fill('500');
  await watcher.getByLabel('Tu correo').fill(ruthEmail);
  await watcher.getByRole('button', { name: 'Enviarme un código' }).click();
  const codeField = watcher.getByLabel('Código del correo');
  await codeField.waitFor();
  expect(await scrollsSideways(watcher)).toBe(false);
  await expectNoAxeViolations(watcher);
  await codeField.fill(await pledgeCode(ruthEmail));
  await watcher.getByRole('button', { name: 'Confirmar promesa' }).click();
  await watcher.getByText(/^Gracias\. Tu promesa de .+ a Roof Repair quedó registrada\.$/).waitFor();
  await expectNoAxeViolations(watcher);
});

/** A 2 × 1 PNG, as a phone's picture would be in every way the server checks (signature, size, dimensions). */
const TWO_BY_ONE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAAEUlEQVR4nGM4YaPxXyPqxH8AEhUEdTbPF6UAAAAASUVORK5CYII=',
  'base64',
);

it('shows the image the administrator uploads, with her words for it, above the campaign’s form', async () => {
  await page.getByLabel('Idioma').selectOption('en');
  await page.getByRole('button', { name: 'Edit Roof Repair' }).click();
  await page.getByLabel('Choose image').setInputFiles({
    name: 'roof.png',
    mimeType: 'image/png',
    buffer: TWO_BY_ONE_PNG,
  });
  await page.getByLabel('Describe the image').fill('Roofers laying new shingles');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save campaign' }).click();
  await page.getByText('Roof Repair saved.').waitFor();

  const watcher = guest!.context.pages()[0]!;
  await watcher.reload();
  const image = watcher.getByRole('img', { name: 'Roofers laying new shingles' });
  await image.waitFor();
  // The uploaded file itself, served from the church's storage.
  expect(await image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(2);
  expect(await scrollsSideways(watcher)).toBe(false);
  await expectNoAxeViolations(watcher);
});
