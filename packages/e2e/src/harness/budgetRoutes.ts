// The routes the size budgets of docs/ARCHITECTURE.md §8 are measured on, shared by `sizeBudgets.test.ts`
// (which fails CI when a budget breaks), `bench/routeSizes.ts` (which prints the figures) and
// `npm run bench:routes` (which says what each file holds): `<halo-give>` on a church's page until its
// form is interactive, and the signed-in `/dashboard` until its overview shows; and, recorded without
// a budget, the hosted giving page until its form is interactive. Each is opened in a page with an
// empty, disabled cache.
import type { BrowserContext, Page } from 'playwright-core';
import { isGivingFormInteractive } from './embedPage';
import { measureRouteJavaScript, type RouteJavaScript } from './routeJavaScript';
import type { RunningServer } from './server';

const DEMO_DONOR = { email: 'donor@example.com', password: 'halo-demo-1234' };
const DEMO_ADMIN = { email: 'admin@example.com', password: 'halo-admin-1234' };

/** A new page that fetches everything from the server: nothing from an earlier page's cache. */
export async function uncachedPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  return page;
}

/**
 * Runs IN THE PAGE (sent as source text, like `isGivingFormInteractive`): true once the hosted giving
 * page shows its amount choices and an enabled Continue. The hosted page renders the form in its own
 * document, not in an element's shadow root.
 */
export function isHostedGivingFormInteractive(): boolean {
  const submit = document.querySelector<HTMLButtonElement>('form button[type="submit"]');
  const amounts = Array.from(document.querySelectorAll<HTMLInputElement>('input[name="amountChoice"]'));
  if (!submit || submit.disabled || amounts.length < 2 || amounts.some((input) => input.disabled))
    return false;
  const box = submit.getBoundingClientRect();
  return box.width > 0 && box.height > 0;
}

/** Every `.js` file a page at `url` loads until `usable` (run in the page, as source text) holds. */
async function measureUntilUsable(
  context: BrowserContext,
  url: string,
  usable: () => boolean,
): Promise<RouteJavaScript> {
  const page = await uncachedPage(context);
  try {
    return await measureRouteJavaScript(
      page,
      () => page.goto(url),
      () => page.waitForFunction(usable, undefined, { polling: 'raf', timeout: 30_000 }),
    );
  } finally {
    await page.close();
  }
}

/** Every `.js` file the hosted giving page (`/` of the demo church) loads until its form can be used. */
export function measureHostedGivingRoute(
  context: BrowserContext,
  server: RunningServer,
): Promise<RouteJavaScript> {
  return measureUntilUsable(context, server.urlFor('demo', '/'), isHostedGivingFormInteractive);
}

/** Every `.js` file the church page loads until the giving form can be used. */
export function measureEmbedRoute(context: BrowserContext, churchUrl: string): Promise<RouteJavaScript> {
  return measureUntilUsable(context, churchUrl, isGivingFormInteractive);
}

export interface PortalRoute extends RouteJavaScript {
  /** Where the page ended up: `/dashboard` unless the sign-in did not hold. */
  pathname: string;
  /** The overview's first figure, read once it showed (a number when the route really rendered). */
  firstFigure: string | null;
}

/** Signs the demo donor in through the login screen; `context` keeps the session cookie. */
export async function signInDemoDonor(
  context: BrowserContext,
  server: RunningServer,
  account: { email: string; password: string } = DEMO_DONOR,
): Promise<void> {
  const login = await context.newPage();
  await login.goto(server.urlFor('demo', '/login'));
  await login.getByLabel('Email').fill(account.email);
  await login.getByLabel('Password', { exact: true }).fill(account.password);
  await login.getByRole('button', { name: 'Sign in', exact: true }).click();
  await login.waitForURL((url) => url.pathname === '/dashboard');
  await login.close();
}

/** Signs the demo donor in, then measures a fresh `/dashboard` until its overview shows a figure. */
export async function measurePortalFirstRoute(
  context: BrowserContext,
  server: RunningServer,
): Promise<PortalRoute> {
  await signInDemoDonor(context, server);

  const page = await uncachedPage(context);
  try {
    const overview = page.getByRole('region', { name: 'Overview' });
    const route = await measureRouteJavaScript(
      page,
      () => page.goto(server.urlFor('demo', '/dashboard')),
      async () => {
        await overview.getByText('Total gifts').waitFor();
        await overview.locator('dd').first().waitFor();
      },
    );
    return {
      ...route,
      pathname: new URL(page.url()).pathname,
      firstFigure: await overview.locator('dd').first().textContent(),
    };
  } finally {
    await page.close();
  }
}

/**
 * Signs the demo administrator in (in a context nobody is signed in to yet), then measures a fresh
 * `/admin` until the overview shows this year's total.
 */
export async function measureAdminFirstRoute(
  context: BrowserContext,
  server: RunningServer,
): Promise<PortalRoute> {
  await signInDemoDonor(context, server, DEMO_ADMIN);

  const page = await uncachedPage(context);
  try {
    const totals = page.getByRole('region', { name: 'Gifts received' });
    // The Overview asks for its chart and latest gifts half a second after its totals show: the page
    // notes the moment its first figure appears, and only what it asked for until then counts.
    await page.addInitScript(() => {
      const marked = window as unknown as { haloTotalsShownAt?: number };
      new MutationObserver(() => {
        if (
          marked.haloTotalsShownAt === undefined &&
          document.querySelector('section[aria-labelledby="admin-overview-totals"] dd')
        )
          marked.haloTotalsShownAt = Date.now();
      }).observe(document, { childList: true, subtree: true });
    });
    const route = await measureRouteJavaScript(
      page,
      () => page.goto(server.urlFor('demo', '/admin')),
      () => totals.locator('dd').first().waitFor(),
      async () => {
        const shownAt = await page.evaluate(
          () => (window as unknown as { haloTotalsShownAt?: number }).haloTotalsShownAt,
        );
        if (shownAt === undefined) throw new Error('the Overview never noted its totals showing');
        return shownAt;
      },
    );
    return {
      ...route,
      pathname: new URL(page.url()).pathname,
      firstFigure: await totals.locator('dd').first().textContent(),
    };
  } finally {
    await page.close();
  }
}
