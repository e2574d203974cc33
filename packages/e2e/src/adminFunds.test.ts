// In a real browser, each test in English or Spanish by turns (harness/languageTurns.ts; a 320 px phone in both), as the demo administrator: the console's "Funds" section
// adds a fund, renames it in a dialog, hides it from online giving, moves it up with the keyboard
// (its new place announced), and refuses to disable Missions, which the demo donor's recurring gift
// charges to, naming that gift; axe on the section and its dialogs, and nothing scrolls sideways at
// 320 px.
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
    heading: 'Funds',
    name: 'Fund name',
    add: 'Add fund',
    renameYouth: 'Rename Youth',
    renameDialog: 'Rename Youth',
    save: 'Save',
    hideYouth: 'Hide online: Youth Ministry',
    hidden: 'Hidden online',
    moveUp: 'Move up: Youth Ministry',
    moved: 'Youth Ministry is now in position 3 of 4.',
    disableMissions: 'Disable Missions',
    inUseDialog: 'Missions has recurring gifts',
    inUse: 'These recurring gifts charge to this fund; disable it after moving or stopping them.',
    close: 'Close',
  },
  es: {
    browserLocale: 'es-ES',
    email: 'Correo electrónico',
    password: 'Contraseña',
    signIn: 'Iniciar sesión',
    heading: 'Fondos',
    name: 'Nombre del fondo',
    add: 'Agregar fondo',
    renameYouth: 'Renombrar Youth',
    renameDialog: 'Renombrar Youth',
    save: 'Guardar',
    hideYouth: 'Ocultar en línea: Youth Ministry',
    hidden: 'Oculto en línea',
    moveUp: 'Subir: Youth Ministry',
    moved: 'Youth Ministry está ahora en la posición 3 de 4.',
    disableMissions: 'Desactivar Missions',
    inUseDialog: 'Missions tiene donaciones recurrentes',
    inUse:
      'Estas donaciones recurrentes se cargan a este fondo; desactívalo después de moverlas o detenerlas.',
    close: 'Cerrar',
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

describe.each(Object.keys(TEXT) as Locale[])('admin console Funds in %s', (locale) => {
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
    await page.goto(server.urlFor('demo', '/admin/funds'));
    await page.getByRole('heading', { level: 1, name: text.heading }).waitFor();
    await page.getByRole('textbox', { name: text.name }).waitFor();
  }

  it('adds, renames, hides and moves a fund, and names the recurring gift that keeps Missions enabled', async () => {
    await openSection();
    await page.getByRole('textbox', { name: text.name }).fill('Youth');
    await page.getByRole('button', { name: text.add, exact: true }).click();
    await page.getByRole('button', { name: text.renameYouth, exact: true }).click();

    const rename = page.getByRole('dialog', { name: text.renameDialog });
    const field = rename.getByRole('textbox', { name: text.name });
    expect(await field.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await field.fill('Youth Ministry');
    await rename.getByRole('button', { name: text.save }).click();
    await rename.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: text.hideYouth }).click();
    const youth = page
      .getByRole('listitem')
      .filter({ has: page.getByText('Youth Ministry', { exact: true }) });
    await youth.getByText(text.hidden, { exact: true }).waitFor();

    // The keyboard moves it: Enter on the focused button, which keeps the focus in the new place.
    await page.getByRole('button', { name: text.moveUp }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: text.moved }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toMatch(/-up$/);

    await page.getByRole('button', { name: text.disableMissions }).click();
    const inUse = page.getByRole('dialog', { name: text.inUseDialog });
    await inUse.getByText(text.inUse).waitFor();
    expect(await inUse.getByRole('listitem').allTextContents()).toEqual([
      expect.stringMatching(/^Jordan Rivera: .*25[.,]00/),
    ]);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await inUse.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      text.disableMissions,
    );

    // What changed is what the server keeps.
    await openSection();
    const names = await page.locator('.admin-funds__name').allTextContents();
    expect(names).toEqual(['General Fund', 'Missions', 'Youth Ministry', 'Building Fund']);
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);
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
