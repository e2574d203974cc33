// docs/ARCHITECTURE.md §8: `<halo-give>` on a cold page with a 4× CPU slowdown, navigation to an interactive
// form ≤ 1.0 s. The element is pasted into a church's plain page on another site (127.0.0.1) and
// served by the real API and the built dist/. Each run: a new browser context (empty cache, also
// cleared through CDP `Network.clearBrowserCache`), CDP `Emulation.setCPUThrottlingRate {rate: 4}`.
//
// Figures, per run, all up to the moment the form is interactive:
// - time: `performance.now()` (origin: the church page's navigation start) in the first animation
//   frame in which the amount choices and Continue are rendered and enabled (`isGivingFormInteractive`,
//   checked every frame from document start by an init script, bench/usableProbe.ts);
// - main-thread busy: CDP `Performance.getMetrics` TaskDuration of the page's renderer (the sum of its
//   main-thread tasks, in throttled time), read when the form is interactive;
// - requests: the navigation plus the page's Resource Timing entries started before that moment;
// - JavaScript: every `.js` file requested until then, gzip level 9.
//
//   npx tsx packages/e2e/bench/embedColdPage.ts        (needs `npm run build` first)
//   BENCH_RUNS (5): runs measured (`npm run bench -- --smoke` makes one).
import { chromium, type Browser } from 'playwright-core';
import { EMBED_COLD_PAGE_INTERACTIVE_BUDGET_MS, EMBED_JAVASCRIPT_BUDGET_BYTES } from '../src/harness/budgets';
import { chromiumArgs } from '../src/harness/chromium';
import { isGivingFormInteractive, serveEmbedPage, type EmbedPage } from '../src/harness/embedPage';
import { kilobytes, measureRouteJavaScript } from '../src/harness/routeJavaScript';
import { startServer } from '../src/harness/server';
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
import { usableAt, usableProbe, usableSignal } from './usableProbe';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CPU_SLOWDOWN = 4;

interface ColdRun {
  interactiveMs: number;
  mainThreadBusyMs: number;
  requests: number;
  javaScriptGzipBytes: number;
}

async function coldRun(browser: Browser, church: EmbedPage): Promise<ColdRun> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  try {
    await context.addInitScript(usableProbe(isGivingFormInteractive));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Performance.enable');
    const interactive = usableSignal(page);
    const javaScript = await measureRouteJavaScript(
      page,
      () => page.goto(church.url),
      () => interactive,
    );
    const { metrics } = await cdp.send('Performance.getMetrics');
    const taskSeconds = metrics.find((metric) => metric.name === 'TaskDuration')?.value;
    if (taskSeconds === undefined) throw new Error('CDP Performance.getMetrics has no TaskDuration');
    const interactiveMs = await usableAt(page);
    const requests = await page.evaluate(
      (at) => performance.getEntriesByType('resource').filter((entry) => entry.startTime <= at).length + 1,
      interactiveMs,
    );
    return {
      interactiveMs,
      mainThreadBusyMs: taskSeconds * 1000,
      requests,
      javaScriptGzipBytes: javaScript.gzipBytes,
    };
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const server = await startServer();
  const church = await serveEmbedPage(`http://demo.localhost:${server.port}`);
  const browser = await chromium.launch({
    executablePath: benchChromium,
    args: chromiumArgs,
  });
  try {
    for (let run = 1; run <= WARMUP_RUNS; run += 1) await coldRun(browser, church);
    const runs: ColdRun[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const result = await coldRun(browser, church);
      progress(
        `run ${run}: interactive ${milliseconds(result.interactiveMs)}, busy ${milliseconds(result.mainThreadBusyMs)}, ` +
          `${result.requests} requests, ${kilobytes(result.javaScriptGzipBytes)} JS gzip`,
      );
      runs.push(result);
    }
    const interactive = summarize(runs.map((run) => run.interactiveMs));
    const busy = summarize(runs.map((run) => run.mainThreadBusyMs));
    const requests = summarize(runs.map((run) => run.requests));
    const javaScript = summarize(runs.map((run) => run.javaScriptGzipBytes));
    const what = `embed on a cold page, ${CPU_SLOWDOWN}× CPU slowdown`;
    console.log(
      markdownRow(
        `${what}: navigation to an interactive form`,
        `≤ ${(EMBED_COLD_PAGE_INTERACTIVE_BUDGET_MS / 1000).toFixed(1)} s`,
        describeFigures(interactive, milliseconds),
        budgetStatus(interactive, EMBED_COLD_PAGE_INTERACTIVE_BUDGET_MS),
      ),
    );
    console.log(
      markdownRow(
        `${what}: main-thread busy until interactive (CDP TaskDuration)`,
        '—',
        describeFigures(busy, milliseconds),
        '—',
      ),
    );
    console.log(
      markdownRow(`${what}: requests until interactive`, '—', describeFigures(requests, count), '—'),
    );
    console.log(
      markdownRow(
        `${what}: JavaScript until interactive, gzip`,
        `≤ ${kilobytes(EMBED_JAVASCRIPT_BUDGET_BYTES)}`,
        describeFigures(javaScript, kilobytes),
        budgetStatus(javaScript, EMBED_JAVASCRIPT_BUDGET_BYTES),
      ),
    );
  } finally {
    await browser.close();
    await church.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
