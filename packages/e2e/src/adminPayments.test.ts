// In a real browser, each test in English or Spanish by turns (harness/languageTurns.ts; a 320 px
// phone in both), as the demo administrator on a server without Stripe keys: the console's
// "Payments" shows the sandbox mode, connects a simulated account by keyboard that is labelled as a
// test everywhere it shows, ticks the overview's "Connect payments" step, disconnects it after a
// dialog that gives focus back on Escape, is axe clean, and fits a 320 px phone without scrolling
// sideways. Each test begins with no account connected, as the server starts.
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
    heading: 'Payments',
    processor: 'Processor',
    account: 'Stripe account',
    sandbox: /^Test Sandbox: gifts are recorded and nobody is charged/,
    connectTest: 'Connect a test account',
    connected:
      /^Test Connected to a simulated test account \(acct_test_[0-9a-f]{16}\)\. This is a test: no money moves\.$/,
    announced: 'Payments connected.',
    disconnect: 'Disconnect',
    dialog: 'Disconnect the Stripe account?',
    cancel: 'Cancel',
    disconnected: 'Payments disconnected.',
    setup: 'Set-up checklist',
    connectStep: 'Connect payments',
    done: 'Done',
    toDo: 'To do',
  },
  es: {
    browserLocale: 'es-ES',
    email: 'Correo electrónico',
    password: 'Contraseña',
    signIn: 'Iniciar sesión',
    heading: 'Pagos',
    processor: 'Procesador',
    account: 'Cuenta de Stripe',
    sandbox: /^Prueba Modo de prueba: las donaciones se registran y no se cobra a nadie/,
    connectTest: 'Conectar una cuenta de prueba',
    connected:
      /^Prueba Conectada a una cuenta de prueba simulada \(acct_test_[0-9a-f]{16}\)\. Es una prueba: no se mueve dinero\.$/,
    announced: 'Pagos conectados.',
    disconnect: 'Desconectar',
    dialog: '¿Desconectar la cuenta de Stripe?',
    cancel: 'Cancelar',
    disconnected: 'Pagos desconectados.',
    setup: 'Lista de configuración',
    connectStep: 'Conecta los pagos',
    done: 'Hecho',
    toDo: 'Pendiente',
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

describe.each(Object.keys(TEXT) as Locale[])('admin console Payments in %s', (locale) => {
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
    await page.goto(server.urlFor('demo', '/admin/payments'));
    await page.getByRole('heading', { level: 1, name: text.heading }).waitFor();
    await page.getByRole('region', { name: text.account }).waitFor();
  }

  // Each test begins as the server did, with no account connected, whichever test ran before it.
  beforeEach(async () => {
    await openSection();
    const account = page.getByRole('region', { name: text.account });
    const disconnect = account.getByRole('button', { name: text.disconnect });
    const connect = account.getByRole('button', { name: text.connectTest });
    await disconnect.or(connect).waitFor();
    if (await connect.isVisible()) return;
    await disconnect.click();
    await page
      .getByRole('dialog', { name: text.dialog })
      .getByRole('button', { name: text.disconnect })
      .click();
    await connect.waitFor();
  });

  async function connectStep(): Promise<string> {
    await page.goto(server.urlFor('demo', '/admin'));
    const setup = page.getByRole('region', { name: text.setup });
    const item = setup.getByRole('listitem').filter({ hasText: text.connectStep });
    await item.waitFor();
    return (await item.textContent()) ?? '';
  }

  it('connects a simulated account by keyboard, labelled as a test, and the overview ticks the step', async () => {
    expect(await connectStep()).toContain(text.toDo);
    await openSection();
    const processor = page.getByRole('region', { name: text.processor });
    expect((await processor.locator('p').textContent())?.trim()).toMatch(text.sandbox);
    expect(await axeViolations(page)).toEqual([]);

    const connect = page.getByRole('button', { name: text.connectTest });
    await connect.focus();
    await page.keyboard.press('Enter');
    const account = page.getByRole('region', { name: text.account });
    await account.getByRole('button', { name: text.disconnect }).waitFor();
    expect((await account.locator('p').first().textContent())?.trim()).toMatch(text.connected);
    expect(await page.getByRole('status').filter({ hasText: text.announced }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    // Kept by the server: still connected after a reload.
    await page.reload();
    await page
      .getByRole('region', { name: text.account })
      .getByRole('button', { name: text.disconnect })
      .waitFor();
    expect(await connectStep()).toContain(text.done);
  });

  it('disconnects after the dialog, which gives focus back on Escape', async () => {
    const account = page.getByRole('region', { name: text.account });
    await account.getByRole('button', { name: text.connectTest }).click();
    const disconnect = account.getByRole('button', { name: text.disconnect });
    await disconnect.waitFor();
    await disconnect.click();
    const dialog = page.getByRole('dialog', { name: text.dialog });
    await dialog.waitFor();
    // Cancel comes first and has the focus: Enter by habit disconnects nothing.
    expect(
      await dialog.getByRole('button', { name: text.cancel }).evaluate((b) => b === document.activeElement),
    ).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await disconnect.evaluate((button) => button === document.activeElement)).toBe(true);

    await disconnect.click();
    await dialog.getByRole('button', { name: text.disconnect }).click();
    await account.getByRole('button', { name: text.connectTest }).waitFor();
    expect(await page.getByRole('status').filter({ hasText: text.disconnected }).count()).toBe(1);
    expect(await connectStep()).toContain(text.toDo);
  });

  it.everyLanguage('fits a 320 px phone without scrolling sideways, and is axe clean there', async () => {
    await page.setViewportSize({ width: 320, height: 640 });
    try {
      await openSection();
      await page.getByRole('button', { name: text.connectTest }).click();
      await page.getByRole('button', { name: text.disconnect }).waitFor();
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
