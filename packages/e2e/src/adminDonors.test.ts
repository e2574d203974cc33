// In a real browser, each test in English or Spanish by turns (harness/languageTurns.ts; a 320 px phone in both), as the demo administrator: the console's "Donors" section
// finds the demo donor, records a check for them (the server's refusal of a too-long memo shown beside
// the memo with everything typed kept), then follows the donor's link to the Gifts section filtered to
// them, where the check is listed; axe clean, and nothing scrolls sideways at 320 px.
import type { Page } from 'playwright-core';
import { axeViolations } from './harness/axe';
import { type BrowserSession } from './harness/chromium';
import { closeConsoleSession, signInDemoAdministrator } from './harness/consoleSession';
import { testsTakingTurns } from './harness/languageTurns';
import { startServer, type RunningServer } from './harness/server';

jest.setTimeout(240_000);

const DONOR = 'Jordan Rivera';

const TEXT = {
  en: {
    browserLocale: 'en-US',
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    heading: 'Donors',
    search: 'Name or email',
    find: 'Search',
    record: `Record a gift from ${DONOR}`,
    check: 'Check',
    fund: 'Fund',
    amount: 'Amount (USD)',
    memo: 'Memo (optional)',
    save: 'Record gift',
    recorded: /^Recorded a gift of \$12\.34 from Jordan Rivera\.$/,
    seeGifts: `See gifts of ${DONOR}`,
    gifts: 'Gifts',
    oneDonor: 'Showing the gifts of one donor.',
  },
  es: {
    browserLocale: 'es-ES',
    email: 'Correo electrónico',
    password: 'Contraseña',
    signIn: 'Iniciar sesión',
    heading: 'Donantes',
    search: 'Nombre o correo electrónico',
    find: 'Buscar',
    record: `Registrar una donación de ${DONOR}`,
    check: 'Cheque',
    fund: 'Fondo',
    amount: 'Monto (USD)',
    memo: 'Nota (opcional)',
    save: 'Registrar donación',
    recorded: /^Se registró una donación de .*12[.,]34.* de Jordan Rivera\.$/,
    seeGifts: `Ver donaciones de ${DONOR}`,
    gifts: 'Donaciones',
    oneDonor: 'Se muestran las donaciones de un donante.',
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

describe.each(Object.keys(TEXT) as Locale[])('admin console Donors in %s', (locale) => {
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
    await page.goto(server.urlFor('demo', '/admin/donors'));
    await page.getByRole('heading', { level: 1, name: text.heading }).waitFor();
    await page.getByRole('button', { name: text.record }).waitFor();
  }

  it("records a check, shows the server's refusal beside its field, and links to the donor's gifts", async () => {
    await openSection();
    await page.getByRole('searchbox', { name: text.search }).fill('jordan');
    await page.getByRole('button', { name: text.find, exact: true }).click();
    await page.getByRole('button', { name: text.record }).click();
    const dialog = page.getByRole('dialog', { name: text.record });
    await dialog.getByRole('radio', { name: text.check }).check();
    await dialog.getByLabel(text.fund).selectOption({ label: 'Missions' });
    await dialog.getByLabel(text.amount).fill('12.34');
    const memo = dialog.getByLabel(text.memo);
    await memo.fill('x'.repeat(501));
    await dialog.getByRole('button', { name: text.save }).click();
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-invalid') === 'true');
    expect(await memo.getAttribute('aria-invalid')).toBe('true');
    expect(await memo.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await dialog.getByLabel(text.amount).inputValue()).toBe('12.34');
    expect(await axeViolations(page)).toEqual([]);

    await memo.fill('Check 1042');
    await dialog.getByRole('button', { name: text.save }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(text.recorded).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: text.seeGifts }).click();
    await page.getByRole('heading', { level: 1, name: text.gifts }).waitFor();
    await page.getByText(text.oneDonor).waitFor();
    expect(new URL(page.url()).searchParams.get('donor')).toMatch(/^usr_/);
    await page
      .getByRole('table', { name: text.gifts })
      .getByText(/12[.,]34/)
      .first()
      .waitFor();
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);
  });

  it.everyLanguage('fits a 320 px phone without scrolling sideways', async () => {
    await page.setViewportSize({ width: 320, height: 640 });
    try {
      await openSection();
      await page.getByRole('button', { name: text.record }).click();
      await page.getByRole('dialog', { name: text.record }).waitFor();
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
