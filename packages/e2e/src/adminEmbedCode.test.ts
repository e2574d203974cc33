// In a real browser, each test in English or Spanish by turns (harness/languageTurns.ts; a 320 px
// phone in both), as the demo administrator: the console's "Embed code" section writes the chosen
// options into the snippet, copies it, names the allowed websites, and shows the real <halo-give>
// element (loaded from the API origin's halo-give.js) as configured, and the hosted giving page's
// QR code, downloaded as SVG (by keyboard) and PNG; axe on the section, and nothing scrolls sideways
// at 320 px. Each test opens the section itself.
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
    heading: 'Embed code',
    frequency: 'Frequency',
    monthly: 'Monthly',
    amount: 'Suggested amount (USD, optional)',
    locale: 'Form language',
    copy: 'Copy',
    copied: 'Copied.',
    websites: 'Allowed websites',
    qrAlt: 'QR code of ',
    downloadSvg: 'Download SVG',
    downloadPng: 'Download PNG',
  },
  es: {
    browserLocale: 'es-ES',
    email: 'Correo electrónico',
    password: 'Contraseña',
    signIn: 'Iniciar sesión',
    heading: 'Código para insertar',
    frequency: 'Frecuencia',
    monthly: 'Mensual',
    amount: 'Monto sugerido (USD, opcional)',
    locale: 'Idioma del formulario',
    copy: 'Copiar',
    copied: 'Copiado.',
    websites: 'Sitios web permitidos',
    qrAlt: 'Código QR de ',
    downloadSvg: 'Descargar SVG',
    downloadPng: 'Descargar PNG',
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

describe.each(Object.keys(TEXT) as Locale[])('admin console Embed code in %s', (locale) => {
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

  async function openSection() {
    await page.goto(server.urlFor('demo', '/admin/embed-code'));
    await page.getByRole('heading', { level: 1, name: text.heading }).waitFor();
    await page.getByRole('button', { name: text.copy, exact: true }).waitFor();
  }

  it('writes the chosen options into the code, copies it, and previews the real element', async () => {
    await session.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: server.urlFor('demo'),
    });
    await openSection();
    await page.getByLabel(text.amount).fill('25.50');
    await page.getByLabel(text.frequency).selectOption({ label: text.monthly });
    await page.getByLabel(text.locale).selectOption('es');
    const code = page.getByRole('textbox', { name: text.heading });
    const origin = server.urlFor('demo').replace(/\/$/, '');
    expect(await code.inputValue()).toBe(
      `<script src="${origin}/halo-give.js" defer></script>\n` +
        '<halo-give org="demo" amount="25.50" frequency="monthly" locale="es"></halo-give>',
    );
    await page.getByRole('button', { name: text.copy, exact: true }).click();
    await page.getByRole('status').getByText(text.copied).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await code.inputValue());

    // The element from halo-give.js renders the church's form in its own shadow root.
    const element = page.locator('halo-give');
    expect(await element.getAttribute('frequency')).toBe('monthly');
    await page.waitForFunction(
      () => (document.querySelector('halo-give')?.shadowRoot?.querySelectorAll('button').length ?? 0) > 0,
      undefined,
      { timeout: 30_000 },
    );
    expect(
      await page.getByRole('link', { name: text.websites, exact: true }).last().getAttribute('href'),
    ).toBe('/admin/websites');
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);
  });

  it("shows the hosted giving page's QR code and downloads it as SVG (by keyboard) and PNG", async () => {
    await openSection();
    const link = server.urlFor('demo', '/');
    const image = page.getByRole('img', { name: `${text.qrAlt}${link}`, exact: true });
    await image.waitFor();
    expect(await image.isVisible()).toBe(true);
    await page.getByRole('button', { name: text.downloadSvg, exact: true }).focus();
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toBe('demo-giving-qr.svg');
    const svg = readFileSync((await download.path())!, 'utf8');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('<path d="M');
    const [png] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: text.downloadPng, exact: true }).click(),
    ]);
    expect(png.suggestedFilename()).toBe('demo-giving-qr.png');
    expect(
      readFileSync((await png.path())!)
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
  });

  it.everyLanguage('fits a 320 px phone without scrolling sideways', async () => {
    await page.setViewportSize({ width: 320, height: 640 });
    try {
      await openSection();
      await page.waitForLoadState('networkidle');
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
        ),
      ).toBe(false);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });
});
