// In a real browser, as the demo administrator, signed in once: the console's "Batches" section
// starts a batch from the keyboard, takes two checks and one cash gift typed with Enter moving on
// (the donor found by name, then offered again as a recent donor), shows the running total balanced
// against the expected one, commits the batch, and the gifts are in Gifts; axe clean in English and
// Spanish, and nothing scrolls sideways at 320 px.
import type { Page } from 'playwright-core';
import { axeViolations } from './harness/axe';
import { type BrowserSession } from './harness/chromium';
import { closeConsoleSession, signInDemoAdministrator } from './harness/consoleSession';
import { startServer, type RunningServer } from './harness/server';

jest.setTimeout(240_000);

const SIGN_IN = { browserLocale: 'en-US', email: 'Email', password: 'Password', signIn: 'Sign in' };
const DONOR_BUTTON = 'Jordan Rivera, donor@example.com';

let server: RunningServer;
let session: BrowserSession;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  ({ session, page } = await signInDemoAdministrator(server, SIGN_IN));
});

afterAll(async () => {
  await closeConsoleSession(session);
  await server?.stop();
});

async function expectNoAxeViolations() {
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page)).toEqual([]);
}

/** Types a gift from the keyboard: the donor by name, then Enter through every field to Memo. */
async function typeGift(method: 'check' | 'cash', amount: string, checkNumber?: string) {
  const donor = page.getByLabel('Donor: name or email');
  await donor.fill('jordan');
  await page.getByRole('button', { name: DONOR_BUTTON }).waitFor();
  await donor.press('Enter');
  const methodField = page.getByLabel('Cash or Check');
  await page.waitForFunction(() => document.activeElement?.id === 'admin-entry-method');
  if (method === 'cash') await methodField.selectOption('cash');
  await page.keyboard.press('Enter');
  if (checkNumber) {
    await page.keyboard.type(checkNumber);
    await page.keyboard.press('Enter');
  }
  await page.keyboard.type(amount);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.id === 'admin-entry-memo');
  await page.keyboard.press('Enter');
  // Added: the form is back on the donor for the next gift.
  await page.waitForFunction(() => document.activeElement?.id === 'admin-entry-donor');
}

it('starts a batch, takes two checks and one cash gift from the keyboard, and commits it into Gifts', async () => {
  await page.goto(server.urlFor('demo', '/admin/batches'));
  await page.getByRole('heading', { level: 1, name: 'Batches' }).waitFor();
  await page.getByText('No batches yet.').waitFor();
  await expectNoAxeViolations();

  await page.getByLabel('Batch name').fill('Sunday 9am');
  await page.getByLabel('Batch name').press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('175.00');
  await page.keyboard.press('Enter');
  await page.getByText('Entered $0.00 of $175.00 expected').waitFor();

  await typeGift('check', '51.23', '1001');
  await page.getByText('$123.77 still to enter').waitFor();
  await typeGift('check', '76.54', '1002');
  await typeGift('cash', '47.23');
  await page.getByText('Entered $175.00 of $175.00 expected').waitFor();
  await page.getByText('Balanced').waitFor();
  expect(await page.getByText(/Check #1002/).count()).toBe(1);
  await expectNoAxeViolations();

  await page.getByRole('button', { name: 'Commit batch' }).click();
  await page.getByText('The batch is committed: its 3 gifts are in the donors’ histories.').waitFor();
  await expectNoAxeViolations();

  await page.goto(server.urlFor('demo', '/admin/gifts'));
  await page.getByRole('heading', { level: 1, name: 'Gifts' }).waitFor();
  const gifts = page.getByRole('table', { name: 'Gifts' });
  for (const amount of ['51.23', '76.54', '47.23'])
    await gifts.getByText(amount, { exact: false }).first().waitFor();
});

it('is axe clean in Spanish and fits a 320 px phone without scrolling sideways', async () => {
  await page.goto(server.urlFor('demo', '/admin/batches'));
  await page.getByRole('heading', { level: 1, name: 'Batches' }).waitFor();
  await page.getByLabel('Language').selectOption('es');
  await page.getByRole('heading', { level: 1, name: 'Lotes' }).waitFor();
  await page.getByRole('heading', { name: 'Nuevo lote' }).waitFor();
  await expectNoAxeViolations();

  await page.setViewportSize({ width: 320, height: 640 });
  const scrollsSideways = () =>
    page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
  try {
    expect(await scrollsSideways()).toBe(false);
    // A committed batch, then a new open one with its entry form.
    await page.getByRole('button', { name: /^Abrir Sunday 9am/ }).click();
    await page.getByText('Cuadrado').waitFor();
    expect(await scrollsSideways()).toBe(false);
    await expectNoAxeViolations();
    await page.getByRole('button', { name: 'Volver a los lotes' }).click();
    await page.getByLabel('Nombre del lote').fill('Miércoles');
    await page.getByLabel('Total esperado (USD)').fill('20.00');
    await page.getByRole('button', { name: 'Comenzar lote' }).click();
    await page.getByRole('heading', { name: 'Añadir una donación' }).waitFor();
    expect(await scrollsSideways()).toBe(false);
    await expectNoAxeViolations();
  } finally {
    await page.setViewportSize({ width: 1280, height: 800 });
  }
});
