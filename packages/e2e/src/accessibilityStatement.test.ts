// The accessibility statement in a real browser, in English and Spanish: reached from the footer of
// the hosted giving page (a visitor), of the donor portal (the demo donor signed in) and of the
// console (the demo administrator signed in); axe finds nothing on it, and at 320 px wide nothing on
// it scrolls sideways. Drives the built product.
import type { BrowserContext, Page } from 'playwright-core';
import {
  DEMO_ADMIN,
  DEMO_DONOR,
  expectAccessible,
  launchLanguageBrowser,
  signIn,
  type LanguageBrowser,
} from './harness/screens';
import { LANGUAGES, SCREEN_TEXT, type Language } from './harness/screenText';
import { startServer, type RunningServer } from './harness/server';

jest.setTimeout(240_000);

const STATEMENT = {
  en: { link: 'Accessibility', heading: 'Accessibility statement', limitations: 'Known limitations' },
  es: {
    link: 'Accesibilidad',
    heading: 'Declaración de accesibilidad',
    limitations: 'Limitaciones conocidas',
  },
} as const;

let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server?.stop();
});

const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe.each(LANGUAGES)('the accessibility statement in %s', (language: Language) => {
  const text = SCREEN_TEXT[language];
  const statement = STATEMENT[language];
  let browser: LanguageBrowser;
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    browser = await launchLanguageBrowser(text);
  });

  afterAll(async () => {
    await browser?.close();
  });

  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  /** Follows the footer's link from the page at hand and waits for the statement's heading. */
  async function followFooterLink(page: Page): Promise<void> {
    await page.getByRole('contentinfo').getByRole('link', { name: statement.link, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/accessibility');
    await page.getByRole('heading', { level: 1, name: statement.heading }).waitFor();
    await page.getByRole('heading', { level: 2, name: statement.limitations }).waitFor();
  }

  it('is linked from the hosted giving page’s footer, passes axe and fits a 320 px phone', async () => {
    context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(server.urlFor('demo', '/'));
    await page.getByRole('heading', { name: text.giving.heading }).waitFor();
    await followFooterLink(page);
    await expectAccessible(page, language);
    await page.setViewportSize({ width: 320, height: 640 });
    expect(await scrollsSideways(page)).toBe(false);
  });

  it('is linked from the donor portal’s footer, and a signed-in donor may read it', async () => {
    context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, server.urlFor('demo', '/login'), text, DEMO_DONOR);
    await followFooterLink(page);
    await expectAccessible(page, language);
  });

  it('is linked from the console’s footer', async () => {
    context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, server.urlFor('demo', '/login'), text, DEMO_ADMIN);
    await page.goto(server.urlFor('demo', '/admin'));
    // The console's overview page has the words of the portal dashboard's overview region as its heading.
    await page.getByRole('heading', { level: 1, name: text.overview }).waitFor();
    await followFooterLink(page);
    await expectAccessible(page, language);
  });
});
