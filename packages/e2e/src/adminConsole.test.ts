// In a real browser, the church administrator console's frame, each test in English or Spanish by
// turns (harness/languageTurns.ts; a 320 px phone in both): a guest going to /admin signs in and
// comes back to it; the demo donor (no administrator ability) meets the page-not-found screen; the
// demo administrator sees the overview's totals and set-up checklist, moves between sections by the
// console's links (focus on each page's heading), adds and removes an allowed website (the server's
// refusal of a bad address beside the field, in the reader's language); axe on /admin and
// /admin/websites in English and Spanish, and nothing scrolls sideways on a 320 px phone. Each test
// opens its page itself, signing the administrator in when its browser has no session yet.
import type { Page } from 'playwright-core';
import { axeViolations } from './harness/axe';
import { openBrowser, removeProfile, type BrowserSession } from './harness/chromium';
import { testsTakingTurns } from './harness/languageTurns';
import { startServer, type RunningServer } from './harness/server';

jest.setTimeout(240_000);

const DEMO_ADMIN = { email: 'admin@example.com', password: 'halo-admin-1234' };
const DEMO_DONOR = { email: 'donor@example.com', password: 'halo-demo-1234' };

const TEXT = {
  en: {
    browserLocale: 'en-US',
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    console: 'Console',
    overview: 'Overview',
    websites: 'Allowed websites',
    funds: 'Funds',
    totals: 'Gifts received',
    thisMonth: 'This month',
    thisYear: 'This year',
    setup: 'Set-up checklist',
    address: 'Website address',
    add: 'Add website',
    remove: (origin: string) => `Remove ${origin}`,
    notAWebsite: '"not a website" is not a website address',
    notFound: 'Page not found',
  },
  es: {
    browserLocale: 'es-ES',
    email: 'Correo electrónico',
    password: 'Contraseña',
    signIn: 'Iniciar sesión',
    console: 'Consola',
    overview: 'Resumen',
    websites: 'Sitios web permitidos',
    funds: 'Fondos',
    totals: 'Donaciones recibidas',
    thisMonth: 'Este mes',
    thisYear: 'Este año',
    setup: 'Lista de configuración',
    address: 'Dirección del sitio web',
    add: 'Agregar sitio web',
    remove: (origin: string) => `Quitar ${origin}`,
    notAWebsite: '"not a website" no es una dirección de sitio web',
    notFound: 'Página no encontrada',
  },
} as const;

type Locale = keyof typeof TEXT;

let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server?.stop();
});

async function signIn(page: Page, locale: Locale, account: { email: string; password: string }) {
  const text = TEXT[locale];
  await page.getByLabel(text.email).fill(account.email);
  await page.getByLabel(text.password, { exact: true }).fill(account.password);
  await page.getByRole('button', { name: text.signIn, exact: true }).click();
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

async function expectAccessible(page: Page) {
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page)).toEqual([]);
}

/** Adds `origin` through the Allowed websites form and waits for the server's answer to show. */
async function addWebsite(page: Page, locale: Locale, origin: string) {
  const text = TEXT[locale];
  await page.getByLabel(text.address).fill(origin);
  await page.getByRole('button', { name: text.add }).click();
}

describe.each(Object.keys(TEXT) as Locale[])('the administrator console in %s', (locale) => {
  const it = testsTakingTurns(Object.keys(TEXT), locale);
  const text = TEXT[locale];
  let session: BrowserSession;
  let page: Page;

  beforeAll(async () => {
    session = await openBrowser({ locale: text.browserLocale });
    page = session.context.pages()[0] ?? (await session.context.newPage());
  });

  afterAll(async () => {
    await session?.close();
    if (session) removeProfile(session.profileDir);
  });

  /** Opens `path` (whose heading is `name`) as the demo administrator, signing her in if need be. */
  async function openSignedIn(path: string, name: string) {
    await page.goto(server.urlFor('demo', path));
    const email = page.getByLabel(text.email);
    await heading(page, name).or(email).waitFor();
    if (await email.isVisible()) {
      await signIn(page, locale, DEMO_ADMIN);
      await page.waitForURL((url) => url.pathname === path);
      await heading(page, name).waitFor();
    }
  }

  it('sends a guest to sign in and brings them back to /admin', async () => {
    await session.context.clearCookies();
    await page.goto(server.urlFor('demo', '/admin'));
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('p')).toBe('/admin');
    await signIn(page, locale, DEMO_ADMIN);
    await page.waitForURL((url) => url.pathname === '/admin');
    await heading(page, text.overview).waitFor();
  });

  it("shows this month's and this year's gifts and the set-up checklist", async () => {
    await openSignedIn('/admin', text.overview);
    const totals = page.getByRole('region', { name: text.totals });
    await totals.getByText(text.thisYear).waitFor();
    const figures = await totals.locator('dd').allTextContents();
    expect(figures).toHaveLength(2);
    for (const figure of figures) expect(figure).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
    expect(await totals.getByText(text.thisMonth).count()).toBe(1);
    const setup = page.getByRole('region', { name: text.setup });
    await setup.getByRole('listitem').first().waitFor();
    const links = await setup
      .getByRole('link')
      .evaluateAll((elements) => elements.map((element) => element.getAttribute('href')));
    // The demo church allows localhost sites, so the embed code step links to its own section.
    expect(links).toEqual([
      '/admin/giving-page',
      '/admin/funds',
      '/admin/websites',
      '/admin/payments',
      '/admin/embed-code',
    ]);
    await expectAccessible(page);
  });

  it("moves between sections by the console's links, focusing each page's heading", async () => {
    await openSignedIn('/admin', text.overview);
    const nav = page.getByRole('navigation', { name: text.console });
    await nav.getByRole('link', { name: text.funds, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/admin/funds');
    await heading(page, text.funds).waitFor();
    expect(await nav.getByRole('link', { name: text.funds, exact: true }).getAttribute('aria-current')).toBe(
      'page',
    );
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    await nav.getByRole('link', { name: text.websites, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/admin/websites');
    await heading(page, text.websites).waitFor();
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(text.websites);
  });

  it('refuses a bad address beside the field, then adds a website and removes it', async () => {
    await openSignedIn('/admin/websites', text.websites);
    const origin = `https://${locale}-console.example.org`;
    const field = page.getByLabel(text.address);
    await addWebsite(page, locale, 'not a website');
    await page.getByText(text.notAWebsite).waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await field.inputValue()).toBe('not a website');
    await expectAccessible(page);

    await addWebsite(page, locale, origin);
    const remove = page.getByRole('button', { name: text.remove(origin) });
    await remove.waitFor();
    expect(await field.inputValue()).toBe('');
    expect(await field.getAttribute('aria-invalid')).toBeNull();
    await expectAccessible(page);

    await remove.click();
    await remove.waitFor({ state: 'detached' });
    await page.reload();
    await heading(page, text.websites).waitFor();
    await page.getByRole('button', { name: text.remove('http://localhost:*') }).waitFor();
    expect(await page.getByRole('button', { name: text.remove(origin) }).count()).toBe(0);
  });

  it.everyLanguage('fits a 320 px phone without scrolling sideways', async () => {
    await page.setViewportSize({ width: 320, height: 640 });
    try {
      for (const [path, name] of [
        ['/admin', text.overview],
        ['/admin/websites', text.websites],
      ] as const) {
        await openSignedIn(path, name);
        await page.waitForLoadState('networkidle');
        expect(await scrollsSideways(page)).toBe(false);
        expect(await axeViolations(page)).toEqual([]);
      }
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });
});

describe('the administrator console for a donor', () => {
  let session: BrowserSession;

  afterAll(async () => {
    await session?.close();
    if (session) removeProfile(session.profileDir);
  });

  it('is a page that does not exist', async () => {
    session = await openBrowser({ locale: 'en-US' });
    const page = session.context.pages()[0] ?? (await session.context.newPage());
    await page.goto(server.urlFor('demo', '/login'));
    await signIn(page, 'en', DEMO_DONOR);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.goto(server.urlFor('demo', '/admin/websites'));
    await page.waitForURL((url) => url.pathname === '/404');
    await heading(page, TEXT.en.notFound).waitFor();
    expect(await page.getByRole('navigation', { name: TEXT.en.console }).count()).toBe(0);
  });
});
