// docs/ARCHITECTURE.md §8: transactions with page size "All" over 10,000 gifts, first render ≤ 300 ms and
// ≤ 1,400 DOM nodes. The real API on its own PGlite folder, the demo donor given 10,000 gifts while the
// server is stopped, then the built portal in Chromium (no CPU slowdown), signed in as the demo donor.
//
// Each run opens a new browser context (empty cache) with the donor's session and measures, with
// marks taken in the page by an init script (`performance.now()`, origin: the navigation start):
// - page load: navigation start → the first frame painted after the transactions list (20 per page)
//   entered the DOM;
// - "All" first render (the budget): the `change` event of "Per page" set to All (capture listener on
//   document, so before React handles it) → the first frame painted after the first screen of the All
//   list entered the DOM: the windowed list (a spacer after its rendered rows, so it is as long as
//   every gift) whose rows in view are real gifts, not loading placeholders. The portal asks for one
//   screen of gifts first and for every gift next; either way this is the first screen the donor can
//   read. The commit is seen by a MutationObserver; "painted" is the next requestAnimationFrame followed
//   by a message-channel task, i.e. after that frame's style, layout and paint. It includes asking the
//   API and receiving the answer, so it is split in two: the GraphQL answer (Resource Timing
//   `responseEnd` of the first request after the `change` event) and the page's own work after it;
// - "All" everything loaded: the same `change` event → the first frame painted once the table holds
//   every gift (`data-rows-loaded` = aria-rowcount − 1), with the GraphQL answer of every gift (the
//   largest response after the `change` event);
// - DOM nodes: `document.getElementsByTagName('*').length` once every gift is loaded and painted.
//
//   npx tsx packages/e2e/bench/transactionsAll.ts        (needs `npm run build` first)
//   BENCH_RUNS (5): runs measured; TRANSACTIONS_GIFTS (TRANSACTIONS_ALL_GIFTS, 10,000): the demo donor's gifts
//   (`npm run bench -- --smoke` makes one run over a few hundred).
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import {
  TRANSACTIONS_ALL_DOM_NODES_BUDGET,
  TRANSACTIONS_ALL_FIRST_RENDER_BUDGET_MS,
  TRANSACTIONS_ALL_GIFTS,
} from '../src/harness/budgets';
import { chromiumArgs } from '../src/harness/chromium';
import { startServer, type RunningServer } from '../src/harness/server';
import {
  benchChromium,
  budgetStatus,
  count,
  describeFigures,
  markdownRow,
  milliseconds,
  progress,
  summarize,
  WARMUP_RUNS,
} from './benchFigures';
import { fillDemoDonorGifts } from './demoDonorGifts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const GIFTS = Number(process.env.TRANSACTIONS_GIFTS ?? TRANSACTIONS_ALL_GIFTS);
const DEMO_DONOR = { email: 'donor@example.com', password: 'halo-demo-1234' };

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

interface TransactionsRun {
  pageLoadMs: number;
  allFirstRenderMs: number;
  allGraphqlMs: number;
  allRenderAfterAnswerMs: number;
  allLoadedMs: number;
  allLoadedGraphqlMs: number;
  allRequests: number;
  domNodes: number;
  rowCount: number;
}

interface PageMarks {
  listShownAt: number | null;
  listPaintedAt: number | null;
  allChosenAt: number | null;
  allRenderedAt: number | null;
  allPaintedAt: number | null;
  allLoadedAt: number | null;
  allLoadedPaintedAt: number | null;
}

// Plain JavaScript for the page, installed before the portal's own scripts run.
const MARKS_PROBE = `(() => {
  const marks = { listShownAt: null, listPaintedAt: null, allChosenAt: null, allRenderedAt: null, allPaintedAt: null,
    allLoadedAt: null, allLoadedPaintedAt: null };
  window.__haloMarks = marks;
  performance.setResourceTimingBufferSize(1000);
  const markAfterPaint = (key) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => { marks[key] = performance.now(); };
      channel.port2.postMessage(null);
    });
  document.addEventListener('change', (event) => {
    const target = event.target;
    if (marks.allChosenAt === null && target instanceof HTMLSelectElement && target.value === 'all') {
      marks.allChosenAt = performance.now();
    }
  }, true);
  new MutationObserver(() => {
    if (marks.listShownAt === null && document.querySelector('table.portal-transactions tbody tr[aria-rowindex]')) {
      marks.listShownAt = performance.now();
      markAfterPaint('listPaintedAt');
    }
    if (marks.allChosenAt === null) return;
    const list = document.querySelector('.portal-transactions-scroll--virtual');
    // Only a list as long as every gift leaves a spacer after its rendered window; the rows in view
    // must be gifts (data-id), none of them a loading placeholder (aria-busy).
    if (marks.allRenderedAt === null && list &&
        list.querySelector('tbody tr.portal-spacer:last-child') &&
        list.querySelector('tbody tr[data-id]') && !list.querySelector('tbody tr[aria-busy="true"]')) {
      marks.allRenderedAt = performance.now();
      markAfterPaint('allPaintedAt');
    }
    const table = list && list.querySelector('table.portal-transactions');
    if (marks.allLoadedAt === null && table &&
        Number(table.getAttribute('data-rows-loaded')) === Number(table.getAttribute('aria-rowcount')) - 1) {
      marks.allLoadedAt = performance.now();
      markAfterPaint('allLoadedPaintedAt');
    }
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-rows-loaded'] });
})();`;

/** A server whose demo donor has GIFTS gifts: seeded, stopped, filled, restarted. */
async function serverWithGifts(): Promise<{ server: RunningServer; gifts: number }> {
  const seeded = await startServer({}, { keepDataDir: true });
  await seeded.stop();
  try {
    progress(`giving the demo donor ${count(GIFTS)} gifts in ${seeded.dataDir}`);
    const gifts = await fillDemoDonorGifts(seeded.dataDir, GIFTS);
    return { server: await startServer({}, { dataDir: seeded.dataDir }), gifts };
  } catch (error) {
    seeded.removeDataDir();
    throw error;
  }
}

async function signIn(browser: Browser, server: RunningServer): Promise<StorageState> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(server.urlFor('demo', '/login'));
    await page.getByLabel('Email').fill(DEMO_DONOR.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_DONOR.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    return await context.storageState();
  } finally {
    await context.close();
  }
}

async function measureRun(
  browser: Browser,
  server: RunningServer,
  session: StorageState,
): Promise<TransactionsRun> {
  const context = await browser.newContext({
    storageState: session,
    viewport: { width: 1280, height: 900 },
    locale: 'en-US',
  });
  try {
    await context.addInitScript(MARKS_PROBE);
    const page = await context.newPage();
    const marks = () => page.evaluate(() => (window as unknown as { __haloMarks: PageMarks }).__haloMarks);
    await page.goto(server.urlFor('demo', '/transactions'));
    await page.waitForFunction(
      () => (window as unknown as { __haloMarks: PageMarks }).__haloMarks.listPaintedAt !== null,
      undefined,
      { timeout: 60_000 },
    );
    // Choose All on a settled page, as a donor would, not while its other requests are still going.
    await page.waitForLoadState('networkidle');
    await page.getByLabel('Per page').selectOption('all');
    await page.waitForFunction(
      () => (window as unknown as { __haloMarks: PageMarks }).__haloMarks.allLoadedPaintedAt !== null,
      undefined,
      { timeout: 60_000 },
    );
    const shown = await marks();
    const { domNodes, rowCount, rowsLoaded, firstAnswerEnd, everythingAnswerEnd, requests } =
      await page.evaluate((chosenAt) => {
        const answers = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((entry) => entry.name.includes('/graphql') && entry.startTime >= chosenAt)
          .sort((a, b) => a.startTime - b.startTime);
        const everything = answers.reduce<PerformanceResourceTiming | undefined>(
          (largest, entry) => (largest && largest.decodedBodySize >= entry.decodedBodySize ? largest : entry),
          undefined,
        );
        const table = document.querySelector('table.portal-transactions');
        return {
          domNodes: document.getElementsByTagName('*').length,
          rowCount: Number(table?.getAttribute('aria-rowcount')) - 1,
          rowsLoaded: Number(table?.getAttribute('data-rows-loaded')),
          firstAnswerEnd: answers[0]?.responseEnd ?? NaN,
          everythingAnswerEnd: everything?.responseEnd ?? NaN,
          requests: answers.length,
        };
      }, shown.allChosenAt ?? 0);
    if (
      shown.listPaintedAt === null ||
      shown.allChosenAt === null ||
      shown.allPaintedAt === null ||
      shown.allLoadedPaintedAt === null
    ) {
      throw new Error(`marks missing: ${JSON.stringify(shown)}`);
    }
    if (rowsLoaded !== rowCount) throw new Error(`${rowsLoaded} of ${rowCount} gifts loaded`);
    return {
      pageLoadMs: shown.listPaintedAt,
      allFirstRenderMs: shown.allPaintedAt - shown.allChosenAt,
      allGraphqlMs: firstAnswerEnd - shown.allChosenAt,
      allRenderAfterAnswerMs: shown.allPaintedAt - firstAnswerEnd,
      allLoadedMs: shown.allLoadedPaintedAt - shown.allChosenAt,
      allLoadedGraphqlMs: everythingAnswerEnd - shown.allChosenAt,
      allRequests: requests,
      domNodes,
      rowCount,
    };
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const { server, gifts } = await serverWithGifts();
  const browser = await chromium.launch({
    executablePath: benchChromium,
    args: chromiumArgs,
  });
  try {
    const session = await signIn(browser, server);
    // Unmeasured: the server's first "All" answer also pays for loading modules and planning.
    for (let run = 1; run <= WARMUP_RUNS; run += 1) await measureRun(browser, server, session);
    const runs: TransactionsRun[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const result = await measureRun(browser, server, session);
      if (result.rowCount !== gifts) {
        throw new Error(`the list counts ${result.rowCount} gifts, the database ${gifts}`);
      }
      progress(
        `run ${run}: page load ${milliseconds(result.pageLoadMs)}, All ${milliseconds(result.allFirstRenderMs)} ` +
          `(GraphQL answer ${milliseconds(result.allGraphqlMs)}, then ${milliseconds(result.allRenderAfterAnswerMs)} ` +
          `to paint), every gift ${milliseconds(result.allLoadedMs)} (answer ${milliseconds(result.allLoadedGraphqlMs)}; ` +
          `${result.allRequests} requests), ${result.domNodes} DOM nodes`,
      );
      runs.push(result);
    }
    const firstRender = summarize(runs.map((run) => run.allFirstRenderMs));
    const graphql = summarize(runs.map((run) => run.allGraphqlMs));
    const rendering = summarize(runs.map((run) => run.allRenderAfterAnswerMs));
    const loaded = summarize(runs.map((run) => run.allLoadedMs));
    const loadedGraphql = summarize(runs.map((run) => run.allLoadedGraphqlMs));
    const pageLoad = summarize(runs.map((run) => run.pageLoadMs));
    const nodes = summarize(runs.map((run) => run.domNodes));
    const what = `transactions "All" over ${count(gifts)} gifts`;
    console.log(
      markdownRow(
        `${what}: choosing All → first render painted (first screen of gifts; includes the API answer)`,
        `≤ ${TRANSACTIONS_ALL_FIRST_RENDER_BUDGET_MS} ms`,
        describeFigures(firstRender, milliseconds),
        budgetStatus(firstRender, TRANSACTIONS_ALL_FIRST_RENDER_BUDGET_MS),
      ),
    );
    console.log(
      markdownRow(
        `${what}: of which the GraphQL answer (choosing All → first response end)`,
        '—',
        describeFigures(graphql, milliseconds),
        '—',
      ),
    );
    console.log(
      markdownRow(
        `${what}: of which the page's own work (response end → painted: parse, render, layout, paint)`,
        '—',
        describeFigures(rendering, milliseconds),
        '—',
      ),
    );
    console.log(
      markdownRow(
        `${what}: choosing All → every gift loaded and painted (the rest swapped in under the first screen)`,
        '—',
        describeFigures(loaded, milliseconds),
        '—',
      ),
    );
    console.log(
      markdownRow(
        `${what}: of which the GraphQL answer with every gift (choosing All → its response end)`,
        '—',
        describeFigures(loadedGraphql, milliseconds),
        '—',
      ),
    );
    console.log(
      markdownRow(
        `${what}: DOM nodes once every gift is loaded`,
        `≤ ${count(TRANSACTIONS_ALL_DOM_NODES_BUDGET)}`,
        describeFigures(nodes, count),
        budgetStatus(nodes, TRANSACTIONS_ALL_DOM_NODES_BUDGET),
      ),
    );
    console.log(
      markdownRow(
        `${what}: signed-in /transactions, cold cache, navigation → list painted (20 per page)`,
        '—',
        describeFigures(pageLoad, milliseconds),
        '—',
      ),
    );
  } finally {
    await browser.close();
    await server.stop();
    server.removeDataDir();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
