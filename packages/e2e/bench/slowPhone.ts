// docs/ARCHITECTURE.md §8, the budgets on a slow phone: the network profile "Slow 4G" (150 ms round
// trip, 1.6 Mbit/s down, 750 kbit/s up, as Chromium DevTools defines it, through CDP
// `Network.emulateNetworkConditions`) with a 4× CPU slowdown (`Emulation.setCPUThrottlingRate`), the
// built product served by the real API:
// - `<halo-give>` on a church's plain page of another site: first visit (a new browser context, empty
//   cache) and second page view (the same context opens the page again: what the HTTP cache keeps);
// - the hosted giving page, first visit, until its form is interactive;
// - the portal's first route (`/dashboard`, the demo donor signed in beforehand without throttling),
//   first visit with an empty cache, until the overview shows its first figure.
// Each time is `performance.now()` (origin: the navigation's start) in the first animation frame in
// which the screen is usable, marked by an init script (bench/usableProbe.ts); median of BENCH_RUNS (5).
//
//   npx tsx packages/e2e/bench/slowPhone.ts        (needs `npm run build` first)
//   npx tsx packages/e2e/bench/slowPhone.ts halo-give    only the measurements whose row names that text
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { signInDemoDonor } from '../src/harness/budgetRoutes';
import { chromiumArgs } from '../src/harness/chromium';
import { isGivingFormInteractive, serveEmbedPage } from '../src/harness/embedPage';
import { startServer } from '../src/harness/server';
import {
  benchChromium,
  budgetStatus,
  describeFigures,
  markdownRow,
  milliseconds,
  progress,
  summarize,
  WARMUP_RUNS,
} from './benchFigures';
import { timeUntilUsable, usableProbe } from './usableProbe';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CPU_SLOWDOWN = 4;
/** Chromium DevTools' "Slow 4G": throughputs in bytes per second. */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
};
const PROFILE = `Slow 4G + ${CPU_SLOWDOWN}× CPU`;

/** The hosted page renders the form in its own document, not in an element's shadow root. */
function hostedGivingFormInteractive(): boolean {
  const submit = document.querySelector<HTMLButtonElement>('form button[type="submit"]');
  const amounts = Array.from(document.querySelectorAll<HTMLInputElement>('input[name="amountChoice"]'));
  if (!submit || submit.disabled || amounts.length < 2 || amounts.some((input) => input.disabled))
    return false;
  const box = submit.getBoundingClientRect();
  return box.width > 0 && box.height > 0;
}

function portalOverviewShown(): boolean {
  const figure = document.querySelector('section[aria-labelledby="portal-overview-title"] dd');
  return Boolean(figure && /\d/.test(figure.textContent ?? ''));
}

/** A page of `context` with the slow phone's network and CPU, its cache emptied when `cold`. */
async function slowPage(context: BrowserContext, cold: boolean): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (cold) await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return page;
}

interface Measurement {
  what: string;
  budgetMs: number;
  /** One run: the milliseconds until usable. */
  run(): Promise<number>;
}

async function main(): Promise<void> {
  const server = await startServer();
  const church = await serveEmbedPage(`http://demo.localhost:${server.port}`);
  const browser = await chromium.launch({
    executablePath: benchChromium,
    args: chromiumArgs,
  });
  const newContext = async (probe: () => boolean) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
    await context.addInitScript(usableProbe(probe));
    return context;
  };
  const measurements: Measurement[] = [
    {
      what: `\`<halo-give>\` on ${PROFILE}: first visit, navigation to an interactive form`,
      budgetMs: 2000,
      async run() {
        const context = await newContext(isGivingFormInteractive);
        try {
          return await timeUntilUsable(await slowPage(context, true), church.url);
        } finally {
          await context.close();
        }
      },
    },
    {
      what: `\`<halo-give>\` on ${PROFILE}: second page view, navigation to an interactive form`,
      budgetMs: 900,
      async run() {
        const context = await newContext(isGivingFormInteractive);
        try {
          const first = await slowPage(context, true);
          await timeUntilUsable(first, church.url);
          await first.close();
          return await timeUntilUsable(await slowPage(context, false), church.url);
        } finally {
          await context.close();
        }
      },
    },
    {
      what: `hosted giving page on ${PROFILE}: first visit, navigation to an interactive form`,
      budgetMs: 2500,
      async run() {
        const context = await newContext(hostedGivingFormInteractive);
        try {
          return await timeUntilUsable(await slowPage(context, true), server.urlFor('demo', '/'));
        } finally {
          await context.close();
        }
      },
    },
    {
      what: `portal first route (\`/dashboard\`) on ${PROFILE}: first visit, navigation to the overview's first figure`,
      budgetMs: 2500,
      async run() {
        const context = await newContext(portalOverviewShown);
        try {
          await signInDemoDonor(context, server);
          return await timeUntilUsable(await slowPage(context, true), server.urlFor('demo', '/dashboard'));
        } finally {
          await context.close();
        }
      },
    },
  ];
  // Text after the script's name keeps only the rows that contain it (`halo-give`: the embed's two).
  const only = process.argv[2];
  const chosen = only ? measurements.filter((measurement) => measurement.what.includes(only)) : measurements;
  if (chosen.length === 0) throw new Error(`no slow-phone measurement names "${only}"`);
  try {
    for (const measurement of chosen) {
      for (let run = 1; run <= WARMUP_RUNS; run += 1) await measurement.run();
      const times: number[] = [];
      for (let run = 1; run <= RUNS; run += 1) {
        const ms = await measurement.run();
        progress(`${measurement.what}, run ${run}: ${milliseconds(ms)}`);
        times.push(ms);
      }
      const figures = summarize(times);
      console.log(
        markdownRow(
          measurement.what,
          `≤ ${(measurement.budgetMs / 1000).toFixed(1)} s`,
          describeFigures(figures, milliseconds),
          budgetStatus(figures, measurement.budgetMs),
        ),
      );
    }
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
