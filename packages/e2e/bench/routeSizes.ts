// docs/ARCHITECTURE.md §8 size budgets as figures: the JavaScript `<halo-give>` loads on a church's page until
// its form is interactive, the signed-in portal's first route (`/dashboard`) until it shows and the
// administrator console's (`/admin`) until its totals show, and the hosted giving page's until its form
// is interactive (recorded, no budget) —
// measured exactly as `src/sizeBudgets.test.ts` checks them, with the files listed on stderr.
//
//   npx tsx packages/e2e/bench/routeSizes.ts        (needs `npm run build` first)
import {
  ADMIN_FIRST_ROUTE_JAVASCRIPT_BUDGET_BYTES,
  EMBED_JAVASCRIPT_BUDGET_BYTES,
  PORTAL_FIRST_ROUTE_JAVASCRIPT_BUDGET_BYTES,
} from '../src/harness/budgets';
import {
  measureAdminFirstRoute,
  measureEmbedRoute,
  measureHostedGivingRoute,
  measurePortalFirstRoute,
} from '../src/harness/budgetRoutes';
import { openBrowser, removeProfile } from '../src/harness/chromium';
import { serveEmbedPage } from '../src/harness/embedPage';
import { describeRouteJavaScript, kilobytes, type RouteJavaScript } from '../src/harness/routeJavaScript';
import { startServer } from '../src/harness/server';
import { markdownRow, progress } from './benchFigures';

/** How the files came: `br`, or e.g. `br 9, as is 2` when some came otherwise. */
function sentEncodings(route: RouteJavaScript): string {
  const counts = new Map<string, number>();
  for (const file of route.files)
    counts.set(file.encoding ?? 'as is', (counts.get(file.encoding ?? 'as is') ?? 0) + 1);
  return counts.size === 1
    ? [...counts.keys()].join('')
    : [...counts].map(([how, n]) => `${how} ${n}`).join(', ');
}

/** The route's row; a route without a `budget` is recorded, not judged. */
function row(what: string, route: RouteJavaScript, budget?: number): string {
  progress(`${what}:\n${describeRouteJavaScript(route)}`);
  const largest = Math.max(route.gzipBytes, route.sentBytes);
  return markdownRow(
    what,
    budget === undefined ? '—' : `≤ ${kilobytes(budget)}`,
    `${kilobytes(route.gzipBytes)} gzip, ${kilobytes(route.sentBytes)} sent (${sentEncodings(route)}), ` +
      `${kilobytes(route.rawBytes)} raw, ${route.files.length} files`,
    budget === undefined ? '—' : largest <= budget ? 'within' : `**over by ${kilobytes(largest - budget)}**`,
  );
}

async function main(): Promise<void> {
  const server = await startServer();
  const church = await serveEmbedPage(`http://demo.localhost:${server.port}`);
  const browser = await openBrowser();
  const adminBrowser = await openBrowser();
  try {
    const embed = await measureEmbedRoute(browser.context, church.url);
    const hosted = await measureHostedGivingRoute(browser.context, server);
    const portal = await measurePortalFirstRoute(browser.context, server);
    if (portal.pathname !== '/dashboard') throw new Error(`the dashboard did not show: ${portal.pathname}`);
    const admin = await measureAdminFirstRoute(adminBrowser.context, server);
    if (admin.pathname !== '/admin') throw new Error(`the console did not show: ${admin.pathname}`);
    console.log(
      row('`<halo-give>` JavaScript until its form is interactive', embed, EMBED_JAVASCRIPT_BUDGET_BYTES),
    );
    console.log(row('hosted giving page JavaScript until its form is interactive', hosted));
    console.log(
      row(
        'portal first route (signed-in `/dashboard`) JavaScript',
        portal,
        PORTAL_FIRST_ROUTE_JAVASCRIPT_BUDGET_BYTES,
      ),
    );
    console.log(
      row(
        'console first route (signed-in `/admin`) JavaScript',
        admin,
        ADMIN_FIRST_ROUTE_JAVASCRIPT_BUDGET_BYTES,
      ),
    );
  } finally {
    await browser.close();
    removeProfile(browser.profileDir);
    await adminBrowser.close();
    removeProfile(adminBrowser.profileDir);
    await church.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
