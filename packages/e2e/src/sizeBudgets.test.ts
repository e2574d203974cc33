// docs/ARCHITECTURE.md §8 size budgets, measured on what Chromium really downloads from the built product:
// (a) `<halo-give>` pasted into a church's plain page on another site, every `.js` response until the
// giving form is interactive; (b) the donor portal's first route, a signed-in `/dashboard` opened with
// an empty cache, every `.js` response until the dashboard's overview shows; (c) the administrator
// console's first route, `/admin` likewise until its totals show. Sizes are gzip level 9, and what the
// server really sent is held to the same budgets: every script over a kilobyte arrives in brotli
// (the build's `.br` copies), and the bytes received (before the browser decodes them) fit.
// A failure lists each file, largest first, so the regression can be found.
import {
  ADMIN_FIRST_ROUTE_JAVASCRIPT_BUDGET_BYTES,
  EMBED_JAVASCRIPT_BUDGET_BYTES,
  PORTAL_FIRST_ROUTE_JAVASCRIPT_BUDGET_BYTES,
} from './harness/budgets';
import { openBrowser, removeProfile, type BrowserSession } from './harness/chromium';
import { measureAdminFirstRoute, measureEmbedRoute, measurePortalFirstRoute } from './harness/budgetRoutes';
import { serveEmbedPage, type EmbedPage } from './harness/embedPage';
import { describeRouteJavaScript, kilobytes, type RouteJavaScript } from './harness/routeJavaScript';
import { startServer, type RunningServer } from './harness/server';

jest.setTimeout(120_000);

let server: RunningServer;
let church: EmbedPage;
let browser: BrowserSession;

beforeAll(async () => {
  server = await startServer();
  church = await serveEmbedPage(`http://demo.localhost:${server.port}`);
  browser = await openBrowser();
});

afterAll(async () => {
  await browser?.close();
  if (browser) removeProfile(browser.profileDir);
  await church?.close();
  await server?.stop();
});

/** Below it the build keeps no compressed copy (webpack/common.ts) and the server sends files as they are. */
const COMPRESSED_ABOVE_BYTES = 1024;

/** Fails with every file that makes up the figure, largest first, so a regression can be traced. */
function expectWithinBudget(what: string, route: RouteJavaScript, budget: number): void {
  if (route.gzipBytes > budget) {
    throw new Error(
      `${what}: ${kilobytes(route.gzipBytes)} of JavaScript (gzip) is over its budget of ${kilobytes(budget)}\n` +
        describeRouteJavaScript(route),
    );
  }
  expect(route.gzipBytes).toBeLessThanOrEqual(budget);

  // What the server sent: brotli for every file worth it, and within the same budget.
  const uncompressed = route.files.filter(
    (file) => file.rawBytes > COMPRESSED_ABOVE_BYTES && file.encoding !== 'br',
  );
  if (uncompressed.length > 0 || route.sentBytes > budget) {
    throw new Error(
      `${what}: ${kilobytes(route.sentBytes)} of JavaScript sent (budget ${kilobytes(budget)}), ` +
        `${uncompressed.length} file(s) over a kilobyte not in brotli\n${describeRouteJavaScript(route)}`,
    );
  }
  // Brotli at its highest quality beats gzip level 9 on every build we have made.
  expect(route.sentBytes).toBeLessThan(route.gzipBytes);
  expect(route.sentBytes).toBeLessThanOrEqual(budget);
}

describe('size budgets (docs/ARCHITECTURE.md §8)', () => {
  it('<halo-give> on a church page loads at most 125 KB of JavaScript (gzip) before its form is interactive', async () => {
    const route = await measureEmbedRoute(browser.context, church.url);
    // The measurement saw the loader churches paste, the element's chunk (React and all it renders
    // with) and the form's chunk, each as the server sent it.
    const paths = route.files.map((file) => new URL(file.url).pathname);
    expect(paths).toContain('/halo-give.js');
    expect(paths).toContainEqual(
      expect.stringMatching(/^\/static\/embed\/halo-give-element\.[0-9a-f]{8}\.js$/),
    );
    expect(paths).toContainEqual(expect.stringMatching(/^\/static\/embed\/giving-form\.[0-9a-f]{8}\.js$/));
    expect(route.gzipBytes).toBeGreaterThan(30 * 1024);
    expectWithinBudget('<halo-give> until its form is interactive', route, EMBED_JAVASCRIPT_BUDGET_BYTES);
  });

  it("the portal's first route (signed-in /dashboard) loads at most 170 KB of JavaScript (gzip) until it shows", async () => {
    const route = await measurePortalFirstRoute(browser.context, server);
    // Still signed in: the dashboard, not the login page, is what was measured.
    expect(route.pathname).toBe('/dashboard');
    expect(route.firstFigure).toMatch(/\d/);
    expectWithinBudget(
      'signed-in /dashboard until its overview shows',
      route,
      PORTAL_FIRST_ROUTE_JAVASCRIPT_BUDGET_BYTES,
    );
  });

  it("the console's first route (signed-in /admin) loads at most 170 KB of JavaScript (gzip) until it shows", async () => {
    // A browser of its own: the donor signed in above would be sent from the login page to /dashboard.
    const admin = await openBrowser();
    try {
      const route = await measureAdminFirstRoute(admin.context, server);
      expect(route.pathname).toBe('/admin');
      expect(route.firstFigure).toMatch(/\d/);
      expectWithinBudget(
        'signed-in /admin until its totals show',
        route,
        ADMIN_FIRST_ROUTE_JAVASCRIPT_BUDGET_BYTES,
      );
    } finally {
      await admin.close();
      removeProfile(admin.profileDir);
    }
  });
});
