// In a real browser, each test in English or Spanish by turns (harness/languageTurns.ts; a 320 px phone in both): the donor layout (search, notifications, user
// menu, the mobile menu at a narrow viewport), the dashboard (overview, recent activity) and
// transactions (filter, search, page size All windowed; CSV export parsed back to the rows shown; PDF
// export rendered with pdftoppm and read with pdftotext; a gift's receipt; 'Send Contribution Receipt'
// emailing the statement PDF). axe-core on every screen. Drives the built product and the real API.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Download, Page } from 'playwright-core';
import { axeViolations } from './harness/axe';
import { openBrowser, removeProfile, type BrowserSession } from './harness/chromium';
import { testsTakingTurns } from './harness/languageTurns';
import { startServer, type RunningServer } from './harness/server';

jest.setTimeout(180_000);

const DEMO_DONOR = { email: 'donor@example.com', password: 'halo-demo-1234' };

const TEXT = {
  en: {
    browserLocale: 'en-US',
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    dashboard: 'Dashboard',
    transactions: 'Transactions',
    overview: 'Overview',
    totalGifts: 'Total gifts',
    recentActivity: 'Recent activity',
    notifications: 'Notifications',
    signedInAs: 'Signed in as donor@example.com',
    searchTransactions: 'Search transactions',
    recurring: 'Recurring',
    oneTime: 'One-time',
    perPage: 'Per page',
    all: 'All',
    exportCsv: 'Export CSV',
    exportPdf: 'Export PDF',
    sendReceipt: 'Send Contribution Receipt',
    send: 'Send',
    menu: 'Menu',
    navigation: 'Donor portal',
    gifts: /^(\d+) gifts?, (.+) in total$/,
    receiptFor: (id: string) => `Receipt for ${id}`,
  },
  es: {
    browserLocale: 'es-ES',
    email: 'Correo electrónico',
    password: 'Contraseña',
    signIn: 'Iniciar sesión',
    dashboard: 'Panel',
    transactions: 'Transacciones',
    overview: 'Resumen',
    totalGifts: 'Total donado',
    recentActivity: 'Actividad reciente',
    notifications: 'Notificaciones',
    signedInAs: 'Sesión iniciada como donor@example.com',
    searchTransactions: 'Buscar transacciones',
    recurring: 'Recurrentes',
    oneTime: 'Únicas',
    perPage: 'Por página',
    all: 'Todas',
    exportCsv: 'Exportar CSV',
    exportPdf: 'Exportar PDF',
    sendReceipt: 'Enviar recibo de contribuciones',
    send: 'Enviar',
    menu: 'Menú',
    navigation: 'Portal del donante',
    gifts: /^(\d+) donaci(?:ón|ones), (.+) en total$/,
    receiptFor: (id: string) => `Recibo de ${id}`,
  },
} as const;

type Text = (typeof TEXT)[keyof typeof TEXT];

let server: RunningServer;
const scratch = mkdtempSync(join(tmpdir(), 'halo-e2e-portal-'));

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

async function expectNoAxeViolations(page: Page) {
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page)).toEqual([]);
}

/** RFC 4180: quoted fields, doubled quotes, CRLF records; the BOM is dropped. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i];
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && source[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += char;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

async function saveDownload(download: Download, name: string): Promise<string> {
  const file = join(scratch, `${Date.now()}-${name}`);
  await download.saveAs(file);
  return file;
}

/** Renders every page of the PDF to PNG (proves it is a real, drawable PDF) and returns its text. */
function readPdf(file: string): { pages: number; text: string } {
  const prefix = `${file}-page`;
  execFileSync('pdftoppm', ['-png', '-r', '50', file, prefix]);
  const pages = readdirSync(scratch).filter(
    (name) => join(scratch, name).startsWith(prefix) && name.endsWith('.png'),
  );
  return { pages: pages.length, text: execFileSync('pdftotext', ['-layout', file, '-']).toString('utf8') };
}

/** The newest .eml to `to` whose body holds a PDF attachment, decoded; waits for it. */
async function waitForPdfMail(
  to: string,
  after: number,
  timeoutMs = 15_000,
): Promise<{ subject: string; pdf: Buffer }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let files: string[] = [];
    try {
      files = readdirSync(join(server.dataDir, 'mail')).sort();
    } catch {
      // no mail yet
    }
    for (const file of files.reverse()) {
      const source = readFileSync(join(server.dataDir, 'mail', file), 'utf8');
      if (!new RegExp(`^To:.*${to}`, 'im').test(source)) continue;
      const date = Date.parse(/^Date: (.*)$/im.exec(source)?.[1] ?? '');
      if (Number.isFinite(date) && date < after - 1000) continue;
      const part = /Content-Type: application\/pdf[^]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/i.exec(source);
      if (part?.[1]) {
        const subject = /^Subject: (.*)$/im.exec(source)?.[1] ?? '';
        return { subject, pdf: Buffer.from(part[1].replace(/\s+/g, ''), 'base64') };
      }
    }
    if (Date.now() > deadline) throw new Error(`no mail with a PDF to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The rows of the transactions table as shown: id, type, amount, funds, status. */
async function shownRows(page: Page) {
  return page.locator('table.portal-transactions tbody tr:not(.portal-spacer)').evaluateAll((rows) =>
    rows.map((row) => {
      const cells = [...row.querySelectorAll('td')].map((cell) => cell.textContent?.trim() ?? '');
      return {
        type: cells[0],
        id: cells[1],
        amount: cells[2],
        memo: cells[3],
        status: cells[4],
        funds: cells[5],
      };
    }),
  );
}

async function summary(page: Page, text: Text) {
  const status = page.locator('.portal-summary');
  await status.filter({ hasText: text.gifts }).waitFor();
  const match = text.gifts.exec((await status.textContent()) ?? '');
  return { count: Number(match?.[1]), total: match?.[2] ?? '' };
}

describe.each(Object.entries(TEXT))('portal activity in %s', (locale, text: Text) => {
  const it = testsTakingTurns(Object.keys(TEXT), locale);
  let session: BrowserSession;
  let page: Page;

  beforeAll(async () => {
    session = await openBrowser({ locale: text.browserLocale });
    page = session.context.pages()[0] ?? (await session.context.newPage());
    await page.goto(server.urlFor('demo', '/login'));
    await page.getByLabel(text.email).fill(DEMO_DONOR.email);
    await page.getByLabel(text.password, { exact: true }).fill(DEMO_DONOR.password);
    await page.getByRole('button', { name: text.signIn, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
  });

  afterAll(async () => {
    await session?.close();
    removeProfile(session.profileDir);
  });

  it('shows the dashboard: welcome, overview and recent activity', async () => {
    await page.getByRole('heading', { level: 1, name: text.dashboard }).waitFor();
    const overview = page.getByRole('region', { name: text.overview });
    await overview.getByText(text.totalGifts).waitFor();
    expect(await overview.locator('dd').first().textContent()).toMatch(/\d/);
    const activity = page.getByRole('region', { name: text.recentActivity });
    await activity.locator('tbody tr').first().waitFor();
    expect(await activity.locator('tbody tr').count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
  });

  it('has the user menu and notifications in the header', async () => {
    await page.getByRole('button', { name: text.notifications }).click();
    await page.locator('.portal-notification-list li').first().waitFor();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await page.locator('.portal-user-menu__button').click();
    await page.getByText(text.signedInAs).waitFor();
    await page.keyboard.press('Escape');
    expect(await page.getByText(text.signedInAs).count()).toBe(0);
  });

  it('filters, searches and pages the transactions; page size All renders a window of rows', async () => {
    const search = page.getByRole('searchbox', { name: text.searchTransactions });
    await search.fill('Missions');
    await search.press('Enter');
    await page.waitForURL(
      (url) => url.pathname === '/transactions' && url.searchParams.get('search') === 'Missions',
    );
    await page.getByRole('heading', { level: 1, name: text.transactions }).waitFor();
    const missions = await summary(page, text);
    expect(missions.count).toBeGreaterThan(0);
    for (const row of await shownRows(page))
      expect(`${row.funds} ${row.memo} ${row.id}`).toMatch(/Missions|Misiones/);
    await expectNoAxeViolations(page);

    await page.goto(server.urlFor('demo', '/transactions'));
    const everything = await summary(page, text);
    await page
      .locator('.portal-filters .halo-radio-group')
      .getByText(text.recurring, { exact: true })
      .click();
    await page.waitForFunction(
      (previous) => !document.querySelector('.portal-summary')?.textContent?.startsWith(`${previous} `),
      everything.count,
    );
    const recurring = await summary(page, text);
    expect(recurring.count).toBeLessThan(everything.count);
    const rows = await shownRows(page);
    expect(new Set(rows.map((row) => row.type)).size).toBe(1);

    await page.locator('.portal-filters .halo-radio-group').getByText(text.all, { exact: true }).click();
    await page.getByLabel(text.perPage).selectOption('all');
    // Windowed once the whole list has arrived (aria-rowcount alone is already right at 20 per page).
    await page.locator('.portal-transactions-scroll--virtual').waitFor();
    const table = page.locator('table.portal-transactions');
    await page.waitForFunction(
      (count) =>
        document.querySelector('table.portal-transactions')?.getAttribute('aria-rowcount') ===
        String(count + 1),
      everything.count,
    );
    const rendered = await shownRows(page);
    expect(rendered.length).toBeGreaterThan(10);
    expect(rendered.length).toBeLessThanOrEqual(Math.min(everything.count, 40));
    expect(await table.locator('tbody tr').first().getAttribute('aria-rowindex')).toBe('2');
    // Scrolling to the end renders the last rows, numbered as the last of the list: a gift, not a
    // loading placeholder (All shows its first screen before every gift has arrived).
    // Scrolled again on every poll: a scroll made before the list finished its layout stops short.
    await page.waitForFunction((count) => {
      const scroller = document.querySelector('.portal-transactions-scroll');
      if (scroller) scroller.scrollTop = scroller.scrollHeight;
      const last = document.querySelector(
        'table.portal-transactions tbody tr:not(.portal-spacer):last-child',
      );
      return last?.getAttribute('aria-rowindex') === String(count + 1) && last.hasAttribute('data-id');
    }, everything.count);
    await expectNoAxeViolations(page);
  });

  it('exports CSV with the same rows as shown', async () => {
    await page.goto(server.urlFor('demo', '/transactions'));
    await page.locator('.portal-filters .halo-radio-group').getByText(text.oneTime, { exact: true }).click();
    await page.getByLabel(text.perPage).selectOption('250');
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    const shown = await shownRows(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: text.exportCsv }).click(),
    ]);
    const file = await saveDownload(download, 'transactions.csv');
    const [header, ...records] = parseCsv(readFileSync(file, 'utf8'));
    expect(header?.length).toBe(14);
    const id = header?.indexOf(locale === 'es' ? 'Transacción' : 'Transaction') ?? 1;
    expect(records.map((record) => record[id])).toEqual(shown.map((row) => row.id));
    const amounts = records.map((record) => Number(record[3]));
    const shownAmounts = shown.map((row) =>
      Number(
        // The demo church is American: amounts read $1,234.56 in both languages (es-US).
        (row.amount ?? '').replace(/[^\d.]/g, ''),
      ),
    );
    expect(amounts).toEqual(shownAmounts);
  });

  it('exports a PDF that renders and lists the gifts and totals', async () => {
    await page.goto(server.urlFor('demo', '/transactions'));
    const { count, total } = await summary(page, text);
    const firstId = (await shownRows(page))[0]?.id ?? '';
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: text.exportPdf }).click(),
    ]);
    const file = await saveDownload(download, 'transactions.pdf');
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = readPdf(file);
    expect(pdf.pages).toBeGreaterThan(0);
    expect(pdf.text).toContain(firstId.slice(0, 12));
    // The same total, written in the PDF as the portal writes it for the church's country (es-US).
    expect(pdf.text.replace(/\D/g, '')).toContain(total.replace(/\D/g, ''));
    expect(count).toBeGreaterThan(0);
  });

  it("downloads one gift's receipt", async () => {
    const first = (await shownRows(page))[0];
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: text.receiptFor(first?.id ?? '') }).click(),
    ]);
    const pdf = readPdf(await saveDownload(download, 'receipt.pdf'));
    expect(pdf.text).toContain((first?.id ?? '').slice(0, 12));
  });

  it('sends the contribution receipt after confirming; the statement email arrives with its PDF', async () => {
    const before = Date.now();
    await page.getByRole('button', { name: text.sendReceipt }).click();
    const dialog = page.getByRole('dialog', { name: text.sendReceipt });
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: text.send, exact: true }).click();
    await page.locator('.halo-flash--success').waitFor();
    const mail = await waitForPdfMail(DEMO_DONOR.email, before);
    writeFileSync(join(scratch, `statement-${locale}.pdf`), mail.pdf);
    expect(mail.pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = readPdf(join(scratch, `statement-${locale}.pdf`));
    expect(pdf.pages).toBeGreaterThan(0);
    expect(pdf.text).toMatch(/Grace Community Church/);
  });

  it.everyLanguage('opens and closes the mobile menu at a narrow viewport', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(server.urlFor('demo', '/dashboard'));
    const button = page.getByRole('button', { name: text.menu, exact: true });
    await button.waitFor();
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    const nav = page.getByRole('navigation', { name: text.navigation });
    expect(await nav.isVisible()).toBe(false);
    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await nav.waitFor({ state: 'visible' });
    expect(await page.locator('#portal-sidebar').textContent()).toContain(DEMO_DONOR.email);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await button.evaluate((node) => node === document.activeElement)).toBe(true);
    await nav.waitFor({ state: 'hidden' });
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});
