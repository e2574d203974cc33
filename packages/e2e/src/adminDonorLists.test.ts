// In a real browser, as the demo administrator, signed in once: she turns her weekly email of the
// Donors section's lists (docs/PRODUCT.md §15) off and on; the lists open on a chosen list, switch from
// top givers to lapsed givers and recurring gifts at risk, and download the top givers as a CSV file;
// axe clean in English and Spanish, and nothing scrolls sideways at 320 px. What this week's email
// says opens under her setting by keyboard.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { axeViolations } from './harness/axe';
import { type BrowserSession } from './harness/chromium';
import { closeConsoleSession, signInDemoAdministrator } from './harness/consoleSession';
import { startServer, type RunningServer } from './harness/server';

jest.setTimeout(240_000);

const SIGN_IN = { browserLocale: 'en-US', email: 'Email', password: 'Password', signIn: 'Sign in' };

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

it('turns her weekly email off and on, opens a list, switches between lists, and downloads one as a CSV file', async () => {
  await page.goto(server.urlFor('demo', '/admin/donors'));
  await page.getByRole('heading', { level: 1, name: 'Donors' }).waitFor();
  await page.getByRole('heading', { name: 'Donor lists' }).waitFor();
  // Her own weekly email of the lists: on until she turns it off, saved at once and said so.
  const weekly = page.getByRole('checkbox', { name: 'Email me a summary of these lists every Monday' });
  expect(await weekly.isChecked()).toBe(true);
  await weekly.uncheck();
  await page.getByText('You will no longer get the weekly email.').waitFor();
  await page.reload();
  await page.getByRole('heading', { name: 'Donor lists' }).waitFor();
  await page.getByRole('checkbox', { name: 'Email me a summary of these lists every Monday' }).waitFor();
  expect(await weekly.isChecked()).toBe(false);
  await weekly.check();
  await page.getByText('You will get the weekly email.').waitFor();

  await page.getByLabel('List', { exact: true }).selectOption({ label: 'Top givers' });
  await page.getByLabel('From', { exact: true }).fill('2000-01-01');
  await page.getByRole('button', { name: 'Show list' }).click();
  const top = page.getByRole('table', { name: 'Top givers' });
  await top.getByRole('link', { name: 'See gifts of Jordan Rivera' }).waitFor();
  await expectNoAxeViolations();

  await page.getByLabel('List', { exact: true }).selectOption({ label: 'Lapsed givers' });
  await page.getByLabel('Gave in the months before (months)').waitFor();
  await page.getByText(/^\d+ donors? · Gave from /).waitFor();

  await page.getByLabel('List', { exact: true }).selectOption({ label: 'Recurring gifts at risk' });
  await page.getByText(/^\d+ recurring gifts?$/).waitFor();
  await expectNoAxeViolations();

  await page.getByLabel('List', { exact: true }).selectOption({ label: 'Top givers' });
  await top.getByRole('link', { name: 'See gifts of Jordan Rivera' }).waitFor();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV of Top givers' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^donors-top-givers-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const records = csv.slice(1).split('\r\n').filter(Boolean);
  expect(records[0]).toBe('Name,Email,Gifts,Total given,First gift,Last gift');
  expect(records.some((record) => record.startsWith('Jordan Rivera,donor@example.com,'))).toBe(true);
});

it('is axe clean in Spanish and fits a 320 px phone without scrolling sideways', async () => {
  await page.getByLabel('Language').selectOption('es');
  await page.getByRole('heading', { name: 'Listas de donantes' }).waitFor();
  await page.getByRole('table', { name: 'Principales donantes' }).waitFor();
  await expectNoAxeViolations();

  await page.setViewportSize({ width: 320, height: 640 });
  try {
    await page.getByRole('table', { name: 'Principales donantes' }).waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth),
    ).toBe(false);
    await expectNoAxeViolations();
  } finally {
    await page.setViewportSize({ width: 1280, height: 800 });
  }
});

it('shows what this week’s email says, opened by keyboard, read-only, axe clean and within a 320 px phone', async () => {
  await page.goto(server.urlFor('demo', '/admin/donors'));
  await page.getByLabel(/^(Language|Idioma)$/).selectOption('en');
  await page.getByRole('heading', { name: 'Donor lists' }).waitFor();
  const summary = page.getByText('What this week’s email says', { exact: true });
  await summary.focus();
  await page.keyboard.press('Enter');
  // The same message the Monday email is, in her language (the demo administrator's is English).
  await page.getByText("Subject: This week's donor lists at Grace Community Church").waitFor();
  const text = page.locator('.admin-donor-lists__preview-text');
  expect(await text.textContent()).toMatch(/^Grace Community Church's donor lists for the week of /);
  expect(await text.textContent()).toContain('- Recurring gifts at risk: ');
  await expectNoAxeViolations();

  await page.setViewportSize({ width: 320, height: 640 });
  try {
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth),
    ).toBe(false);
    await expectNoAxeViolations();
  } finally {
    await page.setViewportSize({ width: 1280, height: 800 });
  }
});
