// In a real browser, each test in English or Spanish by turns (harness/languageTurns.ts; a 320 px phone in both), as the demo administrator: the console's "Gifts" section
// shows the totals and the seeded gifts, opens a gift's details in a dialog that gives focus back,
// filters by status into the address (the filtered view survives a reload, as a bookmark would),
// loads more, exports the filtered gifts as a CSV file the browser downloads, is axe clean, and shows
// each gift as a card on a 320 px phone without scrolling sideways.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { axeViolations } from './harness/axe';
import { type BrowserSession } from './harness/chromium';
import { closeConsoleSession, signInDemoAdministrator } from './harness/consoleSession';
import { testsTakingTurns } from './harness/languageTurns';
import { startServer, type RunningServer } from './harness/server';

jest.setTimeout(240_000);

const TEXT = {
  en: {
    browserLocale: 'en-US',
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    heading: 'Gifts',
    totals: 'Totals of the succeeded gifts',
    byFund: 'By fund',
    table: 'Gifts',
    details: /^Details of the gift of /,
    dialog: /^Gift of /,
    reference: 'Reference',
    status: 'Status',
    refunded: 'Refunded',
    show: 'Show gifts',
    loadMore: 'Load more',
    exportCsv: 'Export CSV',
    csvHeader: ['Date', 'Gift', 'Donor name', 'Donor email'],
  },
  es: {
    browserLocale: 'es-ES',
    email: 'Correo electrónico',
    password: 'Contraseña',
    signIn: 'Iniciar sesión',
    heading: 'Donaciones',
    totals: 'Totales de las donaciones completadas',
    byFund: 'Por fondo',
    table: 'Donaciones',
    details: /^Detalles de la donación de /,
    dialog: /^Donación de /,
    reference: 'Referencia',
    status: 'Estado',
    refunded: 'Reembolsada',
    show: 'Mostrar donaciones',
    loadMore: 'Cargar más',
    exportCsv: 'Exportar CSV',
    csvHeader: ['Fecha', 'Donación', 'Nombre del donante', 'Correo del donante'],
  },
} as const;

type Locale = keyof typeof TEXT;

// One server for both languages: each test sets up what it needs, whatever the other language did.
let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server?.stop();
});

describe.each(Object.keys(TEXT) as Locale[])('admin console Gifts in %s', (locale) => {
  const it = testsTakingTurns(Object.keys(TEXT), locale);
  const text = TEXT[locale];
  let session: BrowserSession;
  let page: Page;

  beforeAll(async () => {
    ({ session, page } = await signInDemoAdministrator(server, text));
  });

  afterAll(async () => {
    await closeConsoleSession(session);
  });

  async function openSection(path = '/admin/gifts') {
    await page.goto(server.urlFor('demo', path));
    await page.getByRole('heading', { level: 1, name: text.heading }).waitFor();
    await page.getByRole('table', { name: text.table }).waitFor();
  }

  it('shows the totals and the gifts, a gift in a dialog, more gifts, and is axe clean', async () => {
    await openSection();
    const totals = page.getByRole('region', { name: text.totals });
    await totals.getByRole('heading', { name: text.byFund }).waitFor();
    const rowsBefore = await page.getByRole('table', { name: text.table }).getByRole('row').count();
    expect(rowsBefore).toBeGreaterThan(1);

    const details = page.getByRole('button', { name: text.details }).first();
    await details.click();
    const dialog = page.getByRole('dialog', { name: text.dialog });
    await dialog.getByText(text.reference).waitFor();
    expect(await dialog.getByText(/^con_/).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await details.evaluate((button) => button === document.activeElement)).toBe(true);

    const loadMore = page.getByRole('button', { name: text.loadMore });
    if (await loadMore.count()) {
      await loadMore.click();
      await page.waitForFunction(
        (before) => document.querySelectorAll('.admin-gift-ledger tbody tr').length > before,
        rowsBefore - 1,
      );
    }
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('keeps a status filter in the address, so the filtered view survives a reload', async () => {
    await openSection();
    await page.getByLabel(text.status, { exact: true }).selectOption('refunded');
    await page.getByRole('button', { name: text.show }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'refunded');
    await page.reload();
    await page.getByRole('table', { name: text.table }).waitFor();
    expect(await page.getByLabel(text.status, { exact: true }).inputValue()).toBe('refunded');
    const rows = page.getByRole('table', { name: text.table }).locator('tbody tr');
    expect(await rows.count()).toBeGreaterThan(0);
    for (const row of await rows.all()) expect(await row.textContent()).toContain(text.refunded);
  });

  it('downloads the refunded gifts the filters show as a CSV file', async () => {
    await openSection('/admin/gifts?status=refunded');
    const rows = page.getByRole('table', { name: text.table }).locator('tbody tr');
    const shown = await rows.count();
    expect(shown).toBeGreaterThan(0);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: text.exportCsv }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^gifts-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync(await download.path(), 'utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const records = csv.slice(1).split('\r\n').filter(Boolean);
    expect(records[0]!.split(',').slice(0, 4)).toEqual(text.csvHeader);
    // The seeded refunded gifts fit on one page, so the file holds exactly the rows shown.
    expect(records).toHaveLength(shown + 1);
    for (const record of records.slice(1)) expect(record).toContain(`,${text.refunded},`);
    expect(await axeViolations(page)).toEqual([]);
  });

  it.everyLanguage('shows each gift as a card on a 320 px phone without scrolling sideways', async () => {
    await page.setViewportSize({ width: 320, height: 640 });
    try {
      await openSection();
      await page.waitForLoadState('networkidle');
      const row = page.getByRole('table', { name: text.table }).locator('tbody tr').first();
      expect(await row.evaluate((element) => getComputedStyle(element).display)).toBe('block');
      expect(
        await page.evaluate(() => {
          const wrap = document.querySelector('.admin-table-wrap');
          return (
            document.documentElement.scrollWidth > document.documentElement.clientWidth ||
            (wrap ? wrap.scrollWidth > wrap.clientWidth : false)
          );
        }),
      ).toBe(false);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });
});
