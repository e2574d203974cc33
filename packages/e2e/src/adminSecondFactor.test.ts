// In a real browser, in English and Spanish, as the demo administrator (who holds every ability):
// the Team section refuses her until she sets up a second factor, and the console's dialog leads to
// the Security page; there she scans (here: reads the key as text and computes the code with
// otplib, as an authenticator app would), keeps the recovery codes and turns it on; the team then
// opens. In a new session the team asks for a code in a dialog (focus on its field, a wrong code
// refused beside it), takes a recovery code and loads without a reload. Axe on the page and the
// dialogs; nothing scrolls sideways at 320 px.
import type { Page } from 'playwright-core';
import { authenticatorCode } from '@halo/testkit/admin/secondFactor';
import { axeViolations } from './harness/axe';
import { openBrowser, removeProfile, type BrowserSession } from './harness/chromium';
import { startServer, type RunningServer } from './harness/server';

jest.setTimeout(240_000);

const ADMIN = { email: 'admin@example.com', password: 'halo-admin-1234' };

const TEXT = {
  en: {
    browserLocale: 'en-US',
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    signOut: 'Sign out',
    team: 'Team',
    changeMine: 'Change abilities: Avery Admin',
    security: 'Security',
    enrolFirst: 'Set up a second factor first',
    goToSecurity: 'Go to Security',
    start: 'Set up a second factor',
    qr: 'QR code to scan with an authenticator app',
    codes: 'Recovery codes',
    download: 'Download recovery codes',
    code: 'Code',
    turnOn: 'Turn on',
    on: 'Your second factor is on.',
    verifyDialog: 'Confirm it is you',
    verify: 'Confirm',
    wrong: 'That code is not right',
  },
  es: {
    browserLocale: 'es-ES',
    email: 'Correo electrónico',
    password: 'Contraseña',
    signIn: 'Iniciar sesión',
    signOut: 'Cerrar sesión',
    team: 'Equipo',
    changeMine: 'Cambiar permisos: Avery Admin',
    security: 'Seguridad',
    enrolFirst: 'Configura antes un segundo factor',
    goToSecurity: 'Ir a Seguridad',
    start: 'Configurar un segundo factor',
    qr: 'Código QR para escanear con una aplicación de autenticación',
    codes: 'Códigos de recuperación',
    download: 'Descargar los códigos de recuperación',
    code: 'Código',
    turnOn: 'Activar',
    on: 'Tu segundo factor está activado.',
    verifyDialog: 'Confirma que eres tú',
    verify: 'Confirmar',
    wrong: 'Ese código no es correcto',
  },
} as const;

type Locale = keyof typeof TEXT;

describe.each(Object.keys(TEXT) as Locale[])('administrator second factor in %s', (locale) => {
  const text = TEXT[locale];
  let server: RunningServer;
  let session: BrowserSession;
  let page: Page;
  let recoveryCodes: string[] = [];

  async function signIn() {
    await page.goto(server.urlFor('demo', '/login'));
    await page.getByLabel(text.email).fill(ADMIN.email);
    await page.getByLabel(text.password, { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: text.signIn, exact: true }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
  }

  const scrollsSideways = () =>
    page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

  beforeAll(async () => {
    server = await startServer();
    session = await openBrowser({ locale: text.browserLocale });
    page = session.context.pages()[0] ?? (await session.context.newPage());
    await signIn();
  });

  afterAll(async () => {
    await session?.close();
    if (session) removeProfile(session.profileDir);
    await server?.stop();
  });

  it('leads from the refused team to Security, where the administrator turns the second factor on', async () => {
    await page.goto(server.urlFor('demo', '/admin/team'));
    const enrolFirst = page.getByRole('dialog', { name: text.enrolFirst });
    await enrolFirst.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await enrolFirst.getByRole('link', { name: text.goToSecurity }).click();
    await page.waitForURL((url) => url.pathname === '/admin/security');
    await page.getByRole('heading', { level: 1, name: text.security }).waitFor();
    expect(await page.getByRole('navigation').getByRole('link', { name: text.security }).count()).toBe(1);

    await page.getByRole('button', { name: text.start }).click();
    await page.getByRole('img', { name: text.qr }).waitFor();
    const secret = (await page.locator('.admin-security__secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const codes = page.getByRole('region', { name: text.codes });
    recoveryCodes = (await codes.getByRole('listitem').allTextContents()).map((code) => code.trim());
    expect(recoveryCodes).toHaveLength(10);
    expect(await codes.getByRole('link', { name: text.download }).getAttribute('download')).toBeTruthy();
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 320, height: 640 });
    try {
      expect(await scrollsSideways()).toBe(false);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }

    await page.getByRole('textbox', { name: text.code }).fill(await authenticatorCode(secret));
    await page.getByRole('button', { name: text.turnOn }).click();
    await page.getByText(text.on).first().waitFor();
    expect(await page.getByRole('region', { name: text.codes }).count()).toBe(0);

    await page.getByRole('link', { name: text.team, exact: true }).click();
    await page.getByRole('button', { name: text.changeMine }).waitFor();
  });

  it('asks a new session for a code in a dialog, refuses a wrong one, and then loads the team', async () => {
    await page.getByRole('button', { name: text.signOut }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/admin'));
    await signIn();
    await page.goto(server.urlFor('demo', '/admin/team'));
    const dialog = page.getByRole('dialog', { name: text.verifyDialog });
    await dialog.waitFor();
    const field = dialog.getByRole('textbox', { name: text.code });
    // The dialog puts focus on its field: typing needs no click.
    await page.waitForFunction(() => document.activeElement?.tagName === 'INPUT');
    await page.keyboard.type('000000');
    await page.keyboard.press('Enter');
    await dialog.getByText(text.wrong).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await field.fill(recoveryCodes[0]!);
    await dialog.getByRole('button', { name: text.verify }).click();
    await dialog.waitFor({ state: 'detached' });
    // The refused load was sent again after the code: the team shows without a reload.
    await page.getByRole('button', { name: text.changeMine }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);
  });
});
