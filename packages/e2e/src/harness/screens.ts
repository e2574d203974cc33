// What the accessibility suite needs to reach each screen: one Chromium per language whose contexts
// (guest, signed-in donor, administrator) carry that language as the browser locale, the check run on
// every screen, signing in, and a plain church page on another origin embedding `<halo-give>`.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { axeViolations } from './axe';
import { chromiumArgs, testChromium } from './chromium';
import { networkQuiet, trackRequests } from './networkQuiet';
import type { Language, ScreenText } from './screenText';

export const DEMO_DONOR = { email: 'donor@example.com', password: 'halo-demo-1234' };
export const DEMO_ADMIN = { email: 'admin@example.com', password: 'halo-admin-1234' };

/** One browser; each context is a fresh visitor (own cookies and storage) with the language's locale. */
export interface LanguageBrowser {
  browser: Browser;
  newContext(options?: { viewport?: { width: number; height: number } }): Promise<BrowserContext>;
  close(): Promise<void>;
}

export async function launchLanguageBrowser(
  text: Pick<ScreenText, 'browserLocale'>,
): Promise<LanguageBrowser> {
  const browser = await chromium.launch({
    executablePath: testChromium,
    args: chromiumArgs.filter((arg) => arg !== '--headless'),
    headless: true,
  });
  return {
    browser,
    newContext: async (options = {}) => {
      const context = await browser.newContext({
        locale: text.browserLocale,
        viewport: options.viewport ?? { width: 1280, height: 900 },
      });
      trackRequests(context);
      return context;
    },
    close: () => browser.close(),
  };
}

/**
 * The screen, once its page stopped loading, is in `language` (the `lang` of `root`: the page's
 * `<html>`, which the host sets from the chosen locale, or the `<halo-give>` form's own root) and
 * axe-core (WCAG 2.1 A/AA, shadow roots included) finds nothing on the whole page.
 */
export async function expectAccessible(page: Page, language: Language, root?: Locator): Promise<void> {
  await networkQuiet(page);
  expect(await (root ?? page.locator('html')).getAttribute('lang')).toBe(language);
  expect(await axeViolations(page)).toEqual([]);
}

/** A modal dialog holds the keyboard focus while open (WAI-ARIA APG; WCAG 2.4.3), inside shadow roots too. */
export async function expectFocusInside(dialog: Locator): Promise<void> {
  const inside = await dialog.evaluate((node) => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return node.contains(active);
  });
  expect(inside).toBe(true);
}

export async function signIn(
  page: Page,
  url: string,
  text: ScreenText,
  credentials: { email: string; password: string },
): Promise<void> {
  await page.goto(url);
  await page.getByLabel(text.email).fill(credentials.email);
  await page.getByLabel(text.password, { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: text.signIn, exact: true }).click();
  await page.waitForURL((target) => target.pathname === '/dashboard');
}

/**
 * A church's own page on another origin, in English, with the documented `<halo-give>` snippet: a
 * Spanish-speaking visitor sees the form in Spanish there, so the form must say its own language.
 */
function churchPage(apiOrigin: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Grace Community Church</title>
</head>
<body>
<main>
<h1>Grace Community Church</h1>
<script src="${apiOrigin}/halo-give.js" defer></script>
<halo-give org="demo" api="${apiOrigin}"></halo-give>
</main>
</body>
</html>`;
}

export interface ChurchSite {
  url: string;
  close(): Promise<void>;
}

export async function startChurchSite(apiOrigin: string): Promise<ChurchSite> {
  const server: Server = createServer((_request, response) => {
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.end(churchPage(apiOrigin));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
