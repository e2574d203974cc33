// `npm run bench:routes` (after `npm run build`): the JavaScript each first route loads before first use
// (docs/ARCHITECTURE.md §8: portal first route ≤ 170 KB gzip, `<halo-give>` ≤ 125 KB), measured in Chromium
// against the built product: every `.js` response, raw and gzip level 9, and what it holds (from its
// source map). Routes: a signed-in /dashboard and /transactions and the hosted giving page, each in a
// fresh context (cold cache), until its content shows; then `<halo-give>` on a plain page of another
// site, until the form is interactive. Files requested afterwards (live updates) are listed apart.
//   --only=/dashboard   one route (--only=embed: the element alone)
//   --detail            what each file holds, per source file instead of per package
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import {
  EMBED_JAVASCRIPT_BUDGET_BYTES,
  PORTAL_FIRST_ROUTE_JAVASCRIPT_BUDGET_BYTES,
} from '../packages/e2e/src/harness/budgets';
import { signInDemoDonor, uncachedPage } from '../packages/e2e/src/harness/budgetRoutes';
import { chromiumArgs } from '../packages/e2e/src/harness/chromium';
import { isGivingFormInteractive, serveEmbedPage } from '../packages/e2e/src/harness/embedPage';
import { measureRouteJavaScript, type JavaScriptFile } from '../packages/e2e/src/harness/routeJavaScript';
import { repoRoot, startServer, type RunningServer } from '../packages/e2e/src/harness/server';
import { bytesPerSource, type SourceMap } from './bench/bytesPerSource';

const BUDGETS_KB = {
  portal: PORTAL_FIRST_ROUTE_JAVASCRIPT_BUDGET_BYTES / 1024,
  embed: EMBED_JAVASCRIPT_BUDGET_BYTES / 1024,
};

const detail = process.argv.includes('--detail');
const only = process.argv.find((argument) => argument.startsWith('--only='))?.slice('--only='.length);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** A route's JavaScript: what it requested before its content showed, and just after. */
interface Measured {
  before: JavaScriptFile[];
  after: JavaScriptFile[];
}

interface Route {
  path: string;
  signedIn: boolean;
  budgetKb: number | null;
  contentShown: (page: Page) => Promise<unknown>;
}

const routes: Route[] = [
  {
    path: '/dashboard',
    signedIn: true,
    budgetKb: BUDGETS_KB.portal,
    contentShown: (page) =>
      page.getByRole('region', { name: 'Recent activity' }).locator('tbody tr').first().waitFor(),
  },
  {
    path: '/transactions',
    signedIn: true,
    budgetKb: BUDGETS_KB.portal,
    contentShown: (page) => page.locator('.portal-transactions-scroll tbody tr').first().waitFor(),
  },
  {
    path: '/',
    signedIn: false,
    budgetKb: null,
    contentShown: (page) => page.getByRole('button', { name: 'Continue' }).waitFor(),
  },
];

/** Opens `url` uncached and waits for `shown`, then lets what follows load (live updates wait a quiet second). */
async function measure(context: BrowserContext, url: string, shown: (page: Page) => Promise<unknown>) {
  const page = await uncachedPage(context);
  try {
    const before = await measureRouteJavaScript(
      page,
      () => page.goto(url),
      () => shown(page),
    );
    const after = await measureRouteJavaScript(
      page,
      async () => undefined,
      async () => {
        await page.waitForTimeout(3000);
        await page.waitForLoadState('networkidle');
      },
    );
    return { before: before.files, after: after.files };
  } finally {
    await page.close();
  }
}

function packageOf(source: string): string {
  const path = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');
  if (detail) return path;
  return /node_modules\/((@[^/]+\/)?[^/]+)/.exec(path)?.[1] ?? path;
}

/** "react-dom 202.7, scheduler 3.4, …": raw KB per package (or source file), from the built file's map. */
function contentsOf(url: string): string {
  const { pathname } = new URL(url);
  const file = join(
    repoRoot,
    'dist',
    pathname === '/halo-give.js' ? 'embed/halo-give.js' : pathname.replace(/^\/static\//, ''),
  );
  if (!existsSync(`${file}.map`)) return '';
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as SourceMap;
  const totals = new Map<string, number>();
  for (const [source, bytes] of bytesPerSource(readFileSync(file, 'utf8'), map)) {
    const name = packageOf(source);
    totals.set(name, (totals.get(name) ?? 0) + bytes);
  }
  return [...totals]
    .sort(([, a], [, b]) => b - a)
    .filter(([, bytes]) => bytes >= (detail ? 300 : 500))
    .map(([name, bytes]) => `${name} ${kb(bytes)}`)
    .join(', ');
}

function report(title: string, measured: Measured, budgetKb: number | null): string {
  const before = [...measured.before].sort((a, b) => b.gzipBytes - a.gzipBytes);
  const { after } = measured;
  const gzip = before.reduce((total, file) => total + file.gzipBytes, 0);
  const raw = before.reduce((total, file) => total + file.rawBytes, 0);
  const verdict =
    budgetKb === null
      ? ''
      : gzip / 1024 <= budgetKb
        ? ` (budget ${budgetKb}: within)`
        : ` (budget ${budgetKb}: OVER)`;
  console.log(`\n## ${title}: ${before.length} files, ${kb(raw)} KB raw, ${kb(gzip)} KB gzip${verdict}\n`);
  console.log('| file | raw KB | gzip KB | holds (raw KB, from the source map) |');
  console.log('|---|---|---|---|');
  for (const file of before) {
    console.log(
      `| ${new URL(file.url).pathname} | ${kb(file.rawBytes)} | ${kb(file.gzipBytes)} | ${contentsOf(file.url)} |`,
    );
  }
  if (after.length > 0) {
    console.log(
      `\nRequested after first use: ${after.map((file) => `${new URL(file.url).pathname} ${kb(file.gzipBytes)}`).join(', ')}`,
    );
  }
  return `${title}: ${kb(gzip)} KB gzip in ${before.length} files${verdict}`;
}

/** `<halo-give>` as a church pastes it, on a page of another site, until the form is interactive. */
async function measureEmbed(browser: Browser, server: RunningServer) {
  const church = await serveEmbedPage(`http://demo.localhost:${server.port}`);
  const context = await browser.newContext();
  try {
    return await measure(context, church.url, (page) =>
      page.waitForFunction(isGivingFormInteractive, undefined, { polling: 'raf', timeout: 30_000 }),
    );
  } finally {
    await context.close();
    await church.close();
  }
}

async function main() {
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: chromiumArgs,
  });
  const summary: string[] = [];
  try {
    for (const route of routes.filter((candidate) => !only || candidate.path === only)) {
      const context = await browser.newContext();
      if (route.signedIn) await signInDemoDonor(context, server);
      const measured = await measure(context, server.urlFor('demo', route.path), route.contentShown);
      await context.close();
      summary.push(
        report(
          `${route.path}${route.signedIn ? ' (signed in)' : ''} until its content shows`,
          measured,
          route.budgetKb,
        ),
      );
    }
    if (!only || only === 'embed') {
      summary.push(
        report(
          '<halo-give> until the form is interactive',
          await measureEmbed(browser, server),
          BUDGETS_KB.embed,
        ),
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  console.log(`\n## Summary\n\n${summary.map((line) => `- ${line}`).join('\n')}`);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
