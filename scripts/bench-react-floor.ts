// The floor under the embed's slow-phone budgets (docs/ARCHITECTURE.md §8): the same church page, the
// same phone (packages/e2e/bench/slowPhoneProfile.ts) and the same probe as `<halo-give>`'s rows, with
// the giving form's first screen at its barest in place of our element: four amounts and Continue,
// once as a plain custom element and once rendered by React (scripts/bench/reactFloor/). Each is
// built here as our embed is (production webpack, V8's compile hint) and served as `halo-give.js` is:
// brotli, `Cache-Control: public, max-age=300`, from another site than the church's page; measured
// as `<halo-give>` is, on Slow 4G (a first visit and a second page view) and with the phone's CPU on
// an unthrottled network (a first visit: the floor under the embed on a cold page). The React rows
// are the least any React-rendered `<halo-give>` can take; the plain rows, what is left of it for
// the church's page and the phone. `npm run bench` runs it after bench/slowPhone.ts.
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import webpack from 'webpack';
import { benchChromium, progress } from '../packages/e2e/bench/benchFigures';
import {
  measureOnSlowPhone,
  SLOW_PHONE,
  SLOW_PHONE_CPU,
  slowPhoneVisit,
  type SlowPhoneMeasurement,
} from '../packages/e2e/bench/slowPhoneProfile';
import { usableProbe } from '../packages/e2e/bench/usableProbe';
import { chromiumArgs } from '../packages/e2e/src/harness/chromium';
import {
  isGivingFormInteractive,
  serveEmbedPage,
  type EmbedPage,
} from '../packages/e2e/src/harness/embedPage';
import { EMBED_SCRIPT_CACHE_CONTROL } from '../packages/api/src/http/cacheControlFor';
import { common, compiledWhileStreaming, fromRoot } from '../webpack/common';

/** The two elements measured: their source in scripts/bench/reactFloor/ and their rows' words. */
const FLOORS = {
  plain: {
    source: 'plainElement',
    described: 'floor: four amounts and Continue as a plain custom element (no library)',
  },
  react: {
    source: 'reactElement',
    described: 'floor: four amounts and Continue rendered by React (React and react-dom only)',
  },
} as const;
type Kind = keyof typeof FLOORS;
const KINDS = Object.keys(FLOORS) as Kind[];

/** Builds both elements into `outputPath` (each with its brotli copy), as webpack/embedBuild.ts builds ours. */
async function buildElements(outputPath: string): Promise<void> {
  const config = common('react-floor', 'production');
  const compiler = webpack({
    ...config,
    devtool: false,
    entry: Object.fromEntries(
      KINDS.map((kind) => [kind, fromRoot('scripts/bench/reactFloor', `${FLOORS[kind].source}.ts`)]),
    ),
    plugins: [...(config.plugins ?? []), compiledWhileStreaming(/\.js$/)],
    output: { ...config.output, path: outputPath },
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
      else resolve();
    }),
  );
}

/**
 * Serves `file` as `/halo-give.js` on a loopback port: its brotli copy, or the file itself when it is
 * too small to have one (as the API serves the build).
 */
async function serveScript(file: string): Promise<{ origin: string; server: Server }> {
  const brotli = existsSync(`${file}.br`);
  const body = readFileSync(brotli ? `${file}.br` : file);
  const server = createServer((request, response) => {
    if (request.url !== '/halo-give.js') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      ...(brotli ? { 'Content-Encoding': 'br' } : {}),
      'Cache-Control': EMBED_SCRIPT_CACHE_CONTROL,
      Vary: 'Accept-Encoding',
    });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // `*.localhost` is loopback to Chromium and another site than the church page's 127.0.0.1.
  return { origin: `http://floor.localhost:${(server.address() as AddressInfo).port}`, server };
}

async function main(): Promise<void> {
  const outputPath = await mkdtemp(join(tmpdir(), 'halo-react-floor-'));
  const servers: Server[] = [];
  const churches: EmbedPage[] = [];
  const browser = await chromium.launch({ executablePath: benchChromium, args: chromiumArgs });
  try {
    progress('building the floor elements');
    await buildElements(outputPath);
    const newContext = async (): Promise<BrowserContext> => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
      await context.addInitScript(usableProbe(isGivingFormInteractive));
      return context;
    };
    const measurements: SlowPhoneMeasurement[] = [];
    for (const kind of KINDS) {
      const { origin, server } = await serveScript(join(outputPath, `${kind}.js`));
      servers.push(server);
      const church = await serveEmbedPage(origin);
      churches.push(church);
      measurements.push(
        {
          what: `${FLOORS[kind].described}, on ${SLOW_PHONE}: first visit`,
          run: () => slowPhoneVisit(newContext, church.url),
        },
        {
          what: `${FLOORS[kind].described}, on ${SLOW_PHONE}: second page view`,
          run: () => slowPhoneVisit(newContext, church.url, { secondView: true }),
        },
        {
          what: `${FLOORS[kind].described}, ${SLOW_PHONE_CPU} on an unthrottled network: first visit`,
          run: () => slowPhoneVisit(newContext, church.url, { unthrottledNetwork: true }),
        },
      );
    }
    await measureOnSlowPhone(measurements);
  } finally {
    await browser.close();
    await Promise.all(churches.map((church) => church.close()));
    for (const server of servers) server.close();
    await rm(outputPath, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
