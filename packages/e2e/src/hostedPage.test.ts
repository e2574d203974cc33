import type { Page } from 'playwright-core';
import { axeViolations } from './harness/axe';
import { openBrowser, removeProfile, type BrowserSession } from './harness/chromium';
import { startServer, type RunningServer } from './harness/server';

jest.setTimeout(120_000);

let server: RunningServer;
let browser: BrowserSession;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await openBrowser();
});

afterAll(async () => {
  await browser?.close();
  if (browser) removeProfile(browser.profileDir);
  await server?.stop();
});

beforeEach(async () => {
  page = await browser.context.newPage();
});

afterEach(async () => {
  await page.close();
});

describe('hosted giving page', () => {
  it("shows the church's name in the header on its subdomain", async () => {
    await page.goto(server.urlFor('demo'));
    await page.getByRole('banner').getByText('Grace Community Church').first().waitFor();
    await page.getByRole('heading', { name: 'Online Giving - Grace Community Church' }).waitFor();
    expect(await page.title()).toBe('Online Giving - Grace Community Church | Halo Donor');
    expect(await page.getByRole('contentinfo').innerText()).toContain('Halo Give');
  });

  it('shows the not-found screen for a subdomain with no church', async () => {
    await page.goto(server.urlFor('nochurch'));
    await page.getByText('no church is registered for this URL').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/404');
  });

  it('redirects an unknown path to /404', async () => {
    await page.goto(server.urlFor('demo', '/no/such/page'));
    await page.waitForURL((url) => url.pathname === '/404');
  });

  it('sends a guest who opens a donor page to sign in', async () => {
    await page.goto(server.urlFor('demo', '/dashboard'));
    await page.waitForURL((url) => url.pathname === '/login');
  });

  it('keeps Spanish after a reload and sets <html lang="es">', async () => {
    await page.goto(server.urlFor('demo'));
    await page.getByRole('banner').getByText('Grace Community Church').first().waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.getByLabel(/language|idioma/i).selectOption('es');
    await page.waitForFunction(() => document.documentElement.lang === 'es');
    await page.reload();
    await page.getByRole('banner').getByText('Grace Community Church').first().waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    expect(await page.evaluate(() => localStorage.getItem('user-locale'))).toBe('es');
    await page
      .getByRole('heading', { name: /Grace Community Church/ })
      .first()
      .waitFor();
    const heading = await page.getByRole('heading', { level: 1 }).first().innerText();
    expect(heading).not.toMatch(/^Online Giving/);
    // switch back so other tests in this profile start in English
    await page.getByLabel(/language|idioma/i).selectOption('en');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
  });

  it.each(['/', '/404', '/login'])('has no axe violations on %s', async (path) => {
    await page.goto(server.urlFor(path === '/404' ? 'nochurch' : 'demo', path));
    await page.locator('main').first().waitFor();
    await page.waitForLoadState('networkidle');
    const violations = await axeViolations(page);
    expect(violations).toEqual([]);
  });
});
