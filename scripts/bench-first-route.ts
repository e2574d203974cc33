// `npm run bench:routes` (after `npm run build`): the JavaScript each first route loads before first use
// (DESIGN.md §8: portal first route ≤ 170 KB gzip, `<halo-give>` ≤ 100 KB), measured in Chromium
// against the built product: every `.js` response, raw and gzip level 9, and what it holds (from its
// source map). Routes: a signed-in /dashboard and /transactions and the hosted giving page, each in a
// fresh context (cold cache), until its content shows; then `<halo-give>` on a plain page of another
// site, until the form is interactive. Files requested afterwards (live updates) are listed apart.
//   --only=/dashboard   one route (--only=embed: the element alone)
//   --detail            what each file holds, per source file instead of per package
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { chromiumArgs } from '../packages/e2e/src/harness/chromium';
import { repoRoot, startServer, type RunningServer } from '../packages/e2e/src/harness/server';
import { bytesPerSource, type SourceMap } from './bench/bytesPerSource';

const DONOR = { email: 'donor@example.com', password: 'halo-demo-1234' };
const BUDGETS_KB = { portal: 170, embed: 100 };

const detail = process.argv.includes('--detail');
const only = process.argv.find((argument) => argument.startsWith('--only='))?.slice('--only='.length);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

interface Measured {
  url: string;
  raw: number;
  gzip: number;
  /** Requested before the route's content showed. */
  beforeFirstUse: boolean;
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

/** Records every JavaScript response of `page`; `firstUse.done` splits before from after. */
function recordScripts(page: Page, firstUse: { done: boolean }) {
  const measured: Measured[] = [];
  const reading: Promise<void>[] = [];
  page.on('response', (response) => {
    if (!/\.js(\?|$)/.test(response.url())) return;
    const beforeFirstUse = !firstUse.done;
    reading.push(
      response.body().then(
        (body) => {
          measured.push({
            url: response.url(),
            raw: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
            beforeFirstUse,
          });
        },
        () => undefined,
      ),
    );
  });
  return async () => {
    await Promise.all(reading);
    return measured;
  };
}

/** Opens `url` and waits for `shown`, then lets what follows load (live updates wait a quiet second). */
async function measure(context: BrowserContext, url: string, shown: (page: Page) => Promise<unknown>) {
  const page = await context.newPage();
  const firstUse = { done: false };
  const finish = recordScripts(page, firstUse);
  await page.goto(url);
  await shown(page);
  firstUse.done = true;
  await page.waitForTimeout(3000);
  await page.waitForLoadState('networkidle');
  return finish();
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

function report(title: string, measured: Measured[], budgetKb: number | null): string {
  const before = measured.filter((file) => file.beforeFirstUse).sort((a, b) => b.gzip - a.gzip);
  const after = measured.filter((file) => !file.beforeFirstUse);
  const gzip = before.reduce((total, file) => total + file.gzip, 0);
  const raw = before.reduce((total, file) => total + file.raw, 0);
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
      `| ${new URL(file.url).pathname} | ${kb(file.raw)} | ${kb(file.gzip)} | ${contentsOf(file.url)} |`,
    );
  }
  if (after.length > 0) {
    console.log(
      `\nRequested after first use: ${after.map((file) => `${new URL(file.url).pathname} ${kb(file.gzip)}`).join(', ')}`,
    );
  }
  return `${title}: ${kb(gzip)} KB gzip in ${before.length} files${verdict}`;
}

async function signIn(browser: Browser, server: RunningServer) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(server.urlFor('demo', '/login'));
  await page.getByLabel('Email').fill(DONOR.email);
  await page.getByLabel('Password', { exact: true }).fill(DONOR.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
  const cookies = await context.cookies();
  await context.close();
  return cookies;
}

/** `<halo-give>` as a church pastes it, on a page of another site. */
async function measureEmbed(browser: Browser, server: RunningServer) {
  const apiOrigin = `http://demo.localhost:${server.port}`;
  const church = createServer((_request, response) => {
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.end(
      `<!doctype html><title>Church</title><script src="${apiOrigin}/halo-give.js"></script><halo-give org="demo"></halo-give>`,
    );
  });
  await new Promise<void>((resolve) => church.listen(0, '127.0.0.1', resolve));
  const context = await browser.newContext();
  try {
    const { port } = church.address() as AddressInfo;
    return await measure(context, `http://127.0.0.1:${port}/`, (page) =>
      page.locator('halo-give').getByRole('button', { name: 'Continue' }).waitFor(),
    );
  } finally {
    await context.close();
    await new Promise((resolve) => church.close(resolve));
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
    const cookies = await signIn(browser, server);
    for (const route of routes.filter((candidate) => !only || candidate.path === only)) {
      const context = await browser.newContext();
      if (route.signedIn) await context.addCookies(cookies);
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
