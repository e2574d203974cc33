import type { Page } from 'playwright-core';
import { axeViolations } from './harness/axe';
import { signInDemoDonor } from './harness/budgetRoutes';
import { DEMO_ADMIN } from './harness/screens';
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

/**
 * The paths of the scripts `page` asks for, its GETs of a church's record and the GraphQL operations
 * it sends (by name), from now on.
 */
function watchRequests(page: Page): { scripts: string[]; records: string[]; queries: string[] } {
  const seen = { scripts: [] as string[], records: [] as string[], queries: [] as string[] };
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() === 'script') seen.scripts.push(pathname);
    if (pathname.startsWith('/api/online-giving/')) seen.records.push(pathname);
    if (pathname === '/graphql') {
      const { query } = (request.postDataJSON() ?? {}) as { query?: string };
      seen.queries.push(/(?:query|mutation)\s+(\w+)/.exec(query ?? '')?.[1] ?? '(anonymous)');
    }
  });
  return seen;
}

function preloadedScripts(page: Page): Promise<string[]> {
  return page
    .locator('head link[rel="preload"][as="script"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

/**
 * The first screen has shown: each preloaded script was fetched once (a preload the page's own script
 * element did not take would be fetched a second time), and every script fetched so far was preloaded
 * but the page's own main.js: no hint is missing, none is wasted.
 */
function expectPreloadsUsed(preloads: string[], scripts: string[]): void {
  for (const href of preloads) expect(scripts.filter((path) => path === href)).toHaveLength(1);
  expect(new Set(scripts)).toEqual(new Set(['/static/host/main.js', ...preloads]));
}

describe('hosted giving page', () => {
  it("shows the church's name in the header on its subdomain", async () => {
    await page.goto(server.urlFor('demo'));
    await page.getByRole('banner').getByText('Grace Community Church').first().waitFor();
    await page.getByRole('heading', { name: 'Online Giving - Grace Community Church' }).waitFor();
    expect(await page.title()).toBe('Online Giving - Grace Community Church | Halo Donor');
    expect(await page.getByRole('contentinfo').innerText()).toContain('Halo Give');
  });

  it("names in its head every script of the giving page's first screen and carries the church's record", async () => {
    const seen = watchRequests(page);
    await page.goto(server.urlFor('demo'));
    await page.getByRole('button', { name: 'Continue' }).waitFor();
    const preloads = await preloadedScripts(page);
    expect(preloads).toEqual(
      expect.arrayContaining(['/static/shared/remoteEntry.js', '/static/widget/remoteEntry.js']),
    );
    expectPreloadsUsed(preloads, seen.scripts);
    // The shell took the record from the page rather than asking for it.
    expect(seen.records).toEqual([]);
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

  it("keeps a signed-in donor's choice made before the page knew them, then gives as them", async () => {
    await page.goto(server.urlFor('demo', '/login'));
    await page.getByLabel('Email').fill('donor@example.com');
    await page.getByLabel('Password', { exact: true }).fill('halo-demo-1234');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');

    // `/` is a guest route: the page asks who is signed in once it shows, unless it came with the
    // answer. Send it without (as when its database was away), and hold the answer back, as a slow
    // connection would, while the donor picks an amount.
    await page.route(server.urlFor('demo', '/'), async (route) => {
      // Node cannot resolve a church's *.localhost host as Chromium does: ask the loopback for it.
      const { host } = new URL(route.request().url());
      const response = await route.fetch({
        url: route.request().url().replace(host, `127.0.0.1:${server.port}`),
        headers: { ...route.request().headers(), host },
      });
      const body = (await response.text()).replace(/<script id="halo-page-answers"[^>]*>.*?<\/script>/s, '');
      await route.fulfill({ response, body });
    });
    let answerWhoIsSignedIn = () => {};
    let heldBack = 0;
    const asked = new Promise<void>((resolve) => {
      answerWhoIsSignedIn = resolve;
    });
    await page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('query Me')) {
        heldBack += 1;
        await asked;
      }
      await route.continue();
    });
    await page.goto(server.urlFor('demo', '/'));
    await page.getByRole('heading', { name: 'Online Giving - Grace Community Church' }).waitFor();
    await page.getByText('$100.00', { exact: true }).click();
    answerWhoIsSignedIn();

    await page.getByRole('link', { name: 'Go to donor portal' }).waitFor();
    expect(heldBack).toBe(1);
    expect(await page.getByRole('radio', { name: '$100.00' }).isChecked()).toBe(true);
    expect(await page.getByLabel('Email').inputValue()).toBe('donor@example.com');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: /Almost Done!/ }).waitFor();
    // Their saved card is the payment method, once their cards have come.
    await page.getByRole('radio', { name: /ending in 4242/, checked: true }).waitFor();
    await page.getByRole('button', { name: 'Give Now' }).click();
    await page.getByRole('heading', { name: 'Thank you for your gift!' }).waitFor({ timeout: 20_000 });
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    // The other tests of this file are a guest's.
    await browser.context.clearCookies();
  });

  it("names in its head every script of a signed-in donor's overview, and brings its first answers", async () => {
    await signInDemoDonor(browser.context, server);
    const overview = await browser.context.newPage();
    try {
      const seen = watchRequests(overview);
      await overview.goto(server.urlFor('demo', '/dashboard'));
      await overview.getByRole('region', { name: 'Overview' }).locator('dd').first().waitFor();
      await overview.getByRole('group', { name: 'Recent Activity' }).getByRole('row').nth(1).waitFor();
      const preloads = await preloadedScripts(overview);
      expect(preloads).toEqual(expect.arrayContaining(['/static/portal/remoteEntry.js']));
      expectPreloadsUsed(preloads, seen.scripts);
      expect(seen.records).toEqual([]);
      // The donor, the overview's figures and the recent activity came with the page.
      expect(seen.queries).toEqual([]);
      await overview.getByText('Welcome, Jordan!', { exact: true }).waitFor();
    } finally {
      await overview.close();
      await browser.context.clearCookies();
    }
  });

  it("names in its head every script of the console's overview for an administrator, and brings its first answers", async () => {
    await signInDemoDonor(browser.context, server, DEMO_ADMIN);
    const overview = await browser.context.newPage();
    try {
      const seen = watchRequests(overview);
      await overview.goto(server.urlFor('demo', '/admin'));
      await overview.getByRole('region', { name: 'Gifts received' }).locator('dd').first().waitFor();
      // The overview asks for its chart and latest gifts half a second after its totals show.
      const scriptsUntilTotals = [...seen.scripts];
      const queriesUntilTotals = [...seen.queries];
      const preloads = await preloadedScripts(overview);
      expect(preloads).toEqual(expect.arrayContaining(['/static/admin/remoteEntry.js']));
      expectPreloadsUsed(preloads, scriptsUntilTotals);
      // Who is signed in, the year's totals and the setup checklist came with the page.
      expect(queriesUntilTotals).toEqual([]);
    } finally {
      await overview.close();
      await browser.context.clearCookies();
    }
  });
});
