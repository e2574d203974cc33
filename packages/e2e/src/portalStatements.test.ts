// Statements for administrators in a real browser: the demo administrator (ability
// 'send-statements') picks the demo donor Jordan Rivera from the donor list with the keyboard,
// chooses the letter template and sends the statement by email (the donor's .eml carries the PDF)
// and as a download (a PDF). The demo donor never sees the section. axe-core on each step.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { axeViolations } from './harness/axe';
import { openBrowser, removeProfile, type BrowserSession } from './harness/chromium';
import { startServer, type RunningServer } from './harness/server';

jest.setTimeout(180_000);

const DEMO_DONOR = { email: 'donor@example.com', password: 'halo-demo-1234' };
const DEMO_ADMIN = { email: 'admin@example.com', password: 'halo-admin-1234' };

let server: RunningServer;
const scratch = mkdtempSync(join(tmpdir(), 'halo-e2e-statements-'));

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

function pdfText(file: string): string {
  return execFileSync('pdftotext', ['-layout', file, '-']).toString('utf8');
}

/** The newest .eml to `to`, sent after `after`, with a PDF attachment, decoded; waits for it. */
async function waitForPdfMail(to: string, after: number, timeoutMs = 15_000): Promise<Buffer> {
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
      if (part?.[1]) return Buffer.from(part[1].replace(/\s+/g, ''), 'base64');
    }
    if (Date.now() > deadline) throw new Error(`no mail with a PDF to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function signIn(credentials: { email: string; password: string }) {
  const session = await openBrowser({ locale: 'en-US' });
  const page = session.context.pages()[0] ?? (await session.context.newPage());
  await page.goto(server.urlFor('demo', '/login'));
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await page.goto(server.urlFor('demo', '/transactions'));
  await page.getByRole('heading', { level: 1, name: 'Transactions' }).waitFor();
  await page.locator('.portal-summary').waitFor();
  return { session, page };
}

/** Opens the statements dialog, picks Jordan Rivera with the keyboard, the template and the mode. */
async function prepareStatement(page: Page, mode: 'Email each donor' | 'Download one PDF') {
  await page.getByRole('button', { name: 'Send statements to donors' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contribution statements' });
  const picker = dialog.getByRole('group', { name: 'Donors' });
  await picker.getByRole('searchbox', { name: 'Search donors' }).fill('jordan');
  const jordan = picker.getByRole('checkbox', { name: 'Jordan Rivera (donor@example.com)' });
  await jordan.waitFor();
  // The list first shows every donor; the filtered answer replaces it once the search returns.
  await picker.getByRole('checkbox', { name: /Avery Admin/ }).waitFor({ state: 'detached' });
  expect(await picker.getByRole('checkbox').count()).toBe(1);
  await jordan.focus();
  await page.keyboard.press('Space');
  expect(await jordan.isChecked()).toBe(true);
  await picker.getByText('1 donor chosen').waitFor();
  await dialog
    .getByLabel('Letter template')
    .selectOption({ label: 'Annual Contribution Statement (primary)' });
  await dialog.getByRole('radio', { name: mode }).check();
  await expectNoAxeViolations(page);
  return dialog;
}

describe('statements for administrators', () => {
  let admin: { session: BrowserSession; page: Page };

  beforeAll(async () => {
    admin = await signIn(DEMO_ADMIN);
  });

  afterAll(async () => {
    await admin?.session.close();
    removeProfile(admin.session.profileDir);
  });

  it('the administrator emails Jordan Rivera a statement; the .eml carries the PDF', async () => {
    const { page } = admin;
    const section = page.getByRole('region', { name: 'Contribution statements' });
    await section.waitFor();
    await expectNoAxeViolations(page);
    const before = Date.now();
    const dialog = await prepareStatement(page, 'Email each donor');
    await dialog.getByRole('button', { name: 'Send statements' }).click();
    await page.locator('.halo-flash--success').waitFor();
    const pdf = await waitForPdfMail(DEMO_DONOR.email, before);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const file = join(scratch, 'emailed.pdf');
    writeFileSync(file, pdf);
    const text = pdfText(file);
    expect(text).toContain('Dear Jordan Rivera,');
    expect(text).toMatch(/Grace Community Church/);
  });

  it('the administrator downloads the statement as a PDF', async () => {
    const { page } = admin;
    await page.goto(server.urlFor('demo', '/transactions'));
    await page.locator('.portal-summary').waitFor();
    const dialog = await prepareStatement(page, 'Download one PDF');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Send statements' }).click(),
    ]);
    const file = join(scratch, 'downloaded.pdf');
    await download.saveAs(file);
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfText(file)).toContain('Dear Jordan Rivera,');
  });

  it('the demo donor does not see the statements section', async () => {
    const donor = await signIn(DEMO_DONOR);
    try {
      await donor.page.locator('table.portal-transactions').waitFor();
      expect(await donor.page.getByRole('button', { name: 'Send statements to donors' }).count()).toBe(0);
      expect(await donor.page.getByRole('region', { name: 'Contribution statements' }).count()).toBe(0);
      await expectNoAxeViolations(donor.page);
    } finally {
      await donor.session.close();
      removeProfile(donor.session.profileDir);
    }
  });
});
