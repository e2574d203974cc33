// In a real browser, in English and Spanish, as the demo administrator: the console's Donors sends
// last year's statements to every donor of that year in one action. The dialog offers last year and
// the primary letter first and says how many donors will get one before starting; the section then
// follows the batch's progress until every one is sent (the server's statement worker, not the
// test, sends them); the demo donor's emailed PDF covers last year. Axe clean at each step, the
// focus inside the dialog, nothing scrolls sideways at 320 px.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { waitForPdfMail } from '@halo/testkit/mail/mailbox';
import { axeViolations } from './harness/axe';
import type { BrowserSession } from './harness/chromium';
import { closeConsoleSession, signInDemoAdministrator } from './harness/consoleSession';
import { startServer, type RunningServer } from './harness/server';

jest.setTimeout(240_000);

const scratch = mkdtempSync(join(tmpdir(), 'halo-e2e-year-end-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const lastYear = new Date().getFullYear() - 1;

const TEXT = {
  en: {
    browserLocale: 'en-US',
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    donors: 'Donors',
    section: 'Year-end statements',
    start: 'Send year-end statements',
    year: 'Year',
    letter: 'Letter template',
    primary: 'Annual Contribution Statement (primary)',
    next: 'Continue',
    confirm: new RegExp(
      `^\\d+ donors? gave in ${lastYear} and will (each )?get a statement written from “Annual Contribution Statement”\\.$`,
    ),
    go: 'Start sending',
    started: new RegExp(`^Sending statements for ${lastYear} to \\d+ donors\\.$`),
    done: /^Sent to (\d+) of \1 donors$/,
  },
  es: {
    browserLocale: 'es-ES',
    email: 'Correo electrónico',
    password: 'Contraseña',
    signIn: 'Iniciar sesión',
    donors: 'Donantes',
    section: 'Constancias de fin de año',
    start: 'Enviar constancias de fin de año',
    year: 'Año',
    letter: 'Plantilla de carta',
    primary: 'Annual Contribution Statement (principal)',
    next: 'Continuar',
    confirm: new RegExp(
      `^\\d+ donantes? (dio|dieron) en ${lastYear} y (cada uno )?recibirá una constancia escrita con «Annual Contribution Statement»\\.$`,
    ),
    go: 'Comenzar el envío',
    started: new RegExp(`^Enviando las constancias de ${lastYear} a \\d+ donantes\\.$`),
    done: /^Enviadas a (\d+) de \1 donantes$/,
  },
} as const;

type Locale = keyof typeof TEXT;

async function expectNoAxeViolations(page: Page) {
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page)).toEqual([]);
}

describe.each(Object.keys(TEXT) as Locale[])('console year-end statements in %s', (locale) => {
  const text = TEXT[locale];
  let server: RunningServer;
  let session: BrowserSession | undefined;
  let page: Page;

  beforeAll(async () => {
    server = await startServer();
    ({ session, page } = await signInDemoAdministrator(server, text));
  });

  afterAll(async () => {
    await closeConsoleSession(session);
    await server?.stop();
  });

  it('sends last year’s statements to every donor of last year and shows them all sent', async () => {
    await page.goto(server.urlFor('demo', '/admin/donors'));
    await page.getByRole('heading', { level: 1, name: text.donors }).waitFor();
    const section = page.getByRole('region', { name: text.section });
    await section.waitFor();
    await expectNoAxeViolations(page);

    await section.getByRole('button', { name: text.start }).click();
    const dialog = page.getByRole('dialog', { name: text.start });
    const letters = dialog.getByRole('combobox', { name: text.letter });
    await letters.waitFor();
    expect(await letters.locator('option:checked').textContent()).toBe(text.primary);
    expect(await dialog.getByRole('combobox', { name: text.year }).inputValue()).toBe(String(lastYear));
    await expectNoAxeViolations(page);

    await dialog.getByRole('button', { name: text.next }).click();
    await dialog.getByText(text.confirm).waitFor();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('P');
    await expectNoAxeViolations(page);
    const before = Date.now();
    await dialog.getByRole('button', { name: text.go }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(text.started).waitFor();

    // The worker runs every few seconds and the section asks again while the batch runs.
    await section.getByText(text.done).waitFor({ timeout: 60_000 });
    const bar = section.getByRole('progressbar').first();
    expect(await bar.getAttribute('aria-valuenow')).toBe(await bar.getAttribute('aria-valuemax'));
    await expectNoAxeViolations(page);

    const file = join(scratch, `year-end-${locale}.pdf`);
    writeFileSync(file, await waitForPdfMail(server.dataDir, 'donor@example.com', before));
    const pdf = execFileSync('pdftotext', ['-layout', file, '-']).toString('utf8');
    expect(pdf).toContain(String(lastYear));
  });

  it('fits a 320 px phone without scrolling sideways', async () => {
    await page.setViewportSize({ width: 320, height: 640 });
    try {
      await page.goto(server.urlFor('demo', '/admin/donors'));
      await page.getByRole('region', { name: text.section }).getByText(text.done).waitFor();
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
        ),
      ).toBe(false);
      await page.getByRole('button', { name: text.start }).click();
      await page
        .getByRole('dialog', { name: text.start })
        .getByRole('combobox', { name: text.letter })
        .waitFor();
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
        ),
      ).toBe(false);
      await expectNoAxeViolations(page);
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });
});
