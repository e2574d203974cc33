// In a real browser, as the demo administrator, signed in once: the Overview draws giving over the
// last 12 months beside its table once its totals show, and the Reports section (docs/PRODUCT.md §18)
// over this year shows the seeded demo's giving in its tables, the same total as the Overview's
// "This year", with a chart drawn beside each table; a report downloads as a CSV file; axe clean in
// English and Spanish, and nothing scrolls sideways at 320 px.
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

/** Charts drawn by Chartist: an SVG with at least one bar in each chart box. */
const drawnCharts = () =>
  page.evaluate(
    () =>
      [...document.querySelectorAll('[data-testid="giving-chart"]')].filter(
        (box) => box.querySelector('svg .ct-bar') !== null && box.closest('[aria-hidden="true"]') !== null,
      ).length,
  );

it('shows the seeded giving as tables beside charts, as the Overview counts it, and downloads a CSV', async () => {
  await page.goto(server.urlFor('demo', '/admin'));
  const totals = page.getByRole('region', { name: 'Gifts received' });
  const thisYear = (await totals.locator('dd').nth(1).innerText()).trim();
  const overTime = page.getByRole('table', { name: 'Giving over the last 12 months' });
  await overTime.waitFor();
  expect(await overTime.getByRole('row').count()).toBe(13);
  await page.waitForFunction(
    () => document.querySelector('[data-testid="giving-chart"] svg .ct-bar') !== null,
  );

  await page.goto(server.urlFor('demo', '/admin/reports'));
  await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
  await page.getByLabel('From', { exact: true }).fill(`${new Date().getUTCFullYear()}-01-01`);
  await page.getByRole('button', { name: 'Show reports' }).click();
  await page
    .getByText(new RegExp(`^Given in the period: ${thisYear.replace(/[$.]/g, '\\$&')} in \\d+ gifts`))
    .waitFor();
  const byMonth = page.getByRole('table', { name: 'Giving by month against last year' });
  const january = byMonth.getByRole('row').nth(1);
  expect(await january.getByRole('rowheader').innerText()).toBe(`January ${new Date().getUTCFullYear()}`);
  const byFund = page.getByRole('table', { name: 'Giving by fund by month' });
  await byFund.getByRole('rowheader', { name: 'General Fund' }).first().waitFor();
  const byMethod = page.getByRole('table', { name: 'Giving by method against last year' });
  await byMethod.getByRole('rowheader', { name: 'Card' }).waitFor();
  await page.waitForFunction(
    () => document.querySelectorAll('[data-testid="giving-chart"] svg .ct-bar').length > 0,
  );
  expect(await drawnCharts()).toBe(3);
  await expectNoAxeViolations();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV of Giving by month against last year' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^giving-by-month-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const records = csv.slice(1).split('\r\n').filter(Boolean);
  expect(records[0]).toBe('Month,Amount,Gifts,Amount last year,Gifts last year');
  expect(records[1]).toMatch(new RegExp(`^${new Date().getUTCFullYear()}-01,\\d+\\.\\d{2},\\d+,`));
  expect(records).toHaveLength(await byMonth.getByRole('row').count());
});

it('is axe clean in Spanish and fits a 320 px phone without scrolling sideways', async () => {
  await page.getByLabel('Language').selectOption('es');
  await page.getByRole('heading', { level: 1, name: 'Informes' }).waitFor();
  await page.getByRole('table', { name: 'Donaciones por método frente al año anterior' }).waitFor();
  await expectNoAxeViolations();

  await page.setViewportSize({ width: 320, height: 640 });
  try {
    await page.getByRole('table', { name: 'Donaciones por fondo y mes' }).waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth),
    ).toBe(false);
    await expectNoAxeViolations();
  } finally {
    await page.setViewportSize({ width: 1280, height: 800 });
  }
});
