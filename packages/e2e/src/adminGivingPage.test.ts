// In a real browser, each test in English or Spanish by turns (harness/languageTurns.ts; a 320 px phone in both), as the demo administrator: the console's "Giving page"
// section refuses a brand colour white text cannot be read on (the server's message beside the
// field, nothing typed lost), uploads a logo through the presigned upload, saves name, message,
// colour and amounts, and the settings are there after a reload; the preview follows; the text-to-give
// number is refused beside its field unless in E.164 form, and kept once it is; axe on the
// section, and nothing scrolls sideways at 320 px. Both languages share one server: the names each
// language saves are its own.
import type { Page } from 'playwright-core';
import { axeViolations } from './harness/axe';
import { type BrowserSession } from './harness/chromium';
import { closeConsoleSession, signInDemoAdministrator } from './harness/consoleSession';
import { testsTakingTurns } from './harness/languageTurns';
import { pngImage } from './harness/pngImage';
import { startServer, type RunningServer } from './harness/server';

jest.setTimeout(240_000);

const TEXT = {
  en: {
    browserLocale: 'en-US',
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    heading: 'Giving page',
    name: 'Name shown to donors',
    colour: 'Brand color',
    message: 'Message above the form',
    amountN: /^Amount \d$/,
    addAmount: 'Add an amount',
    chooseLogo: 'Choose logo',
    removeLogo: 'Remove logo',
    logoAlt: /^Logo of /,
    save: 'Save changes',
    saved: 'Your changes were saved.',
    unreadable: 'White text on #ffff00 is hard to read',
    preview: 'Preview',
    count: '19 of 280 characters',
    smsNumber: 'Text-to-give number',
    smsNumberInvalid: '"5551234" is not a phone number in E.164 form',
  },
  es: {
    browserLocale: 'es-ES',
    email: 'Correo electrónico',
    password: 'Contraseña',
    signIn: 'Iniciar sesión',
    heading: 'Página de donaciones',
    name: 'Nombre que ven los donantes',
    colour: 'Color de la marca',
    message: 'Mensaje sobre el formulario',
    amountN: /^Monto \d$/,
    addAmount: 'Agregar un monto',
    chooseLogo: 'Elegir logotipo',
    removeLogo: 'Quitar logotipo',
    logoAlt: /^Logotipo de /,
    save: 'Guardar cambios',
    saved: 'Se guardaron tus cambios.',
    unreadable: 'El texto blanco sobre #ffff00 se lee mal',
    preview: 'Vista previa',
    count: '19 de 280 caracteres',
    smsNumber: 'Número para donar por mensaje de texto',
    smsNumberInvalid: '"5551234" no es un número de teléfono en formato E.164',
  },
} as const;

type Locale = keyof typeof TEXT;

/** Whether the page is wider than the window (something scrolls sideways). */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

// One server for both languages: each test sets up what it needs, whatever the other language did.
let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server?.stop();
});

describe.each(Object.keys(TEXT) as Locale[])('admin console Giving page in %s', (locale) => {
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
    await page.goto(server.urlFor('demo', '/admin/giving-page'));
    await page.getByRole('heading', { level: 1, name: text.heading }).waitFor();
    await page.getByLabel(text.name).waitFor();
  }

  it.everyLanguage('is accessible', async () => {
    await openSection();
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);
  });

  it("shows the server's refusal of an unreadable colour beside it and keeps what was typed", async () => {
    await openSection();
    const name = `Grace ${locale.toUpperCase()}`;
    await page.getByLabel(text.name).fill(name);
    await page.getByRole('textbox', { name: text.colour, exact: true }).fill('#ffff00');
    await page.getByRole('button', { name: text.save }).click();
    const colour = page.getByRole('textbox', { name: text.colour, exact: true });
    await page.getByText(text.unreadable).waitFor();
    expect(await colour.getAttribute('aria-invalid')).toBe('true');
    expect(await colour.inputValue()).toBe('#ffff00');
    expect(await page.getByLabel(text.name).inputValue()).toBe(name);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('uploads a logo and saves the settings; they are there after a reload', async () => {
    await openSection();
    const name = `Grace Church ${locale.toUpperCase()}`;
    await page.getByLabel(text.name).fill(name);
    await page.getByRole('textbox', { name: text.colour, exact: true }).fill('#7a1f2b');
    await page.getByLabel(text.message).fill('Welcome, thank you!');
    await page.getByText(text.count).waitFor();
    await page.getByRole('button', { name: text.addAmount }).click();
    // The demo church's amounts are already there: the new field has the focus.
    await page.locator('input:focus').fill('200');
    await page.getByLabel(text.chooseLogo).setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: pngImage(64, 32, [122, 31, 43]),
    });
    await page.getByRole('button', { name: text.removeLogo }).waitFor();
    const preview = page.getByRole('region', { name: text.preview });
    await preview.getByText('Welcome, thank you!').waitFor();
    await preview.getByText(name).waitFor();
    await page.getByRole('button', { name: text.save }).click();
    await page.getByRole('status').getByText(text.saved).waitFor();

    await page.reload();
    await page.getByLabel(text.name).waitFor();
    expect(await page.getByLabel(text.name).inputValue()).toBe(name);
    expect(await page.getByRole('textbox', { name: text.colour, exact: true }).inputValue()).toBe('#7a1f2b');
    expect(await page.getByRole('textbox', { name: text.amountN }).last().inputValue()).toBe('200');
    const logo = page.getByRole('img', { name: text.logoAlt });
    expect(await logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(64);
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);
  });

  it("sets the church's text-to-give number, after refusing one that is not in E.164 form beside it", async () => {
    await openSection();
    const number = page.getByLabel(text.smsNumber);
    await number.fill('5551234');
    await page.getByRole('button', { name: text.save }).click();
    await page.getByText(text.smsNumberInvalid).waitFor();
    expect(await number.getAttribute('aria-invalid')).toBe('true');
    expect(await number.inputValue()).toBe('5551234');

    // One number per church: the test runs in one language's turn only, on the file's one server.
    await number.fill('+15550001111');
    await page.getByRole('button', { name: text.save }).click();
    await page.getByRole('status').getByText(text.saved).waitFor();
    await page.reload();
    await page.getByLabel(text.smsNumber).waitFor();
    expect(await page.getByLabel(text.smsNumber).inputValue()).toBe('+15550001111');
  });

  it.everyLanguage('fits a 320 px phone without scrolling sideways', async () => {
    await page.setViewportSize({ width: 320, height: 640 });
    try {
      await openSection();
      await page.waitForLoadState('networkidle');
      expect(await scrollsSideways(page)).toBe(false);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });
});
