// The slow phone of docs/ARCHITECTURE.md §8 and how its figures are taken, for every measurement on it
// (bench/slowPhone.ts, the product's pages; scripts/bench-react-floor.ts, what React alone costs there):
// the network profile "Slow 4G" (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, as Chromium
// DevTools defines it, through CDP `Network.emulateNetworkConditions`) with a 4× CPU slowdown
// (`Emulation.setCPUThrottlingRate`), or its CPU alone on the loopback network. Each figure is the
// median and worst of BENCH_RUNS (5) runs after WARMUP_RUNS unmeasured ones, printed as a markdown row.
import type { BrowserContext, Page } from 'playwright-core';
import {
  budgetStatus,
  describeFigures,
  markdownRow,
  milliseconds,
  progress,
  summarize,
  WARMUP_RUNS,
} from './benchFigures';
import { timeUntilUsable } from './usableProbe';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CPU_SLOWDOWN = 4;
/** Chromium DevTools' "Slow 4G": throughputs in bytes per second. */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
};
export const SLOW_PHONE_CPU = `${CPU_SLOWDOWN}× CPU`;
export const SLOW_PHONE = `Slow 4G + ${SLOW_PHONE_CPU}`;

/** The slow phone's CPU on Slow 4G, or on the machine's own loopback network (`unthrottledNetwork`). */
export interface SlowPhoneNetwork {
  unthrottledNetwork?: boolean;
}

/** A page of `context` with the slow phone's network and CPU, its cache emptied when `cold`. */
export async function slowPage(
  context: BrowserContext,
  cold: boolean,
  { unthrottledNetwork = false }: SlowPhoneNetwork = {},
): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (cold) await cdp.send('Network.clearBrowserCache');
  if (!unthrottledNetwork) await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return page;
}

/**
 * Milliseconds until usable on the slow phone, in a new context made by `newContext` (with the
 * screen's probe): `url` opened with an empty cache, and on a `secondView` opened once more in the
 * same context, as a donor's next page view with what the HTTP cache kept.
 */
export async function slowPhoneVisit(
  newContext: () => Promise<BrowserContext>,
  url: string,
  { secondView = false, ...network }: SlowPhoneNetwork & { secondView?: boolean } = {},
): Promise<number> {
  const context = await newContext();
  try {
    if (!secondView) return await timeUntilUsable(await slowPage(context, true, network), url);
    const first = await slowPage(context, true, network);
    await timeUntilUsable(first, url);
    await first.close();
    return await timeUntilUsable(await slowPage(context, false, network), url);
  } finally {
    await context.close();
  }
}

export interface SlowPhoneMeasurement {
  what: string;
  /** Its budget, or none for a figure recorded beside the budgets. */
  budgetMs?: number;
  /** One run: the milliseconds until usable. */
  run(): Promise<number>;
}

/** Runs each measurement and prints its row `| what | budget | measured | status |` on stdout. */
export async function measureOnSlowPhone(measurements: readonly SlowPhoneMeasurement[]): Promise<void> {
  for (const measurement of measurements) {
    for (let run = 1; run <= WARMUP_RUNS; run += 1) await measurement.run();
    const times: number[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const ms = await measurement.run();
      progress(`${measurement.what}, run ${run}: ${milliseconds(ms)}`);
      times.push(ms);
    }
    const figures = summarize(times);
    const { budgetMs } = measurement;
    console.log(
      markdownRow(
        measurement.what,
        budgetMs === undefined ? '—' : `≤ ${(budgetMs / 1000).toFixed(1)} s`,
        describeFigures(figures, milliseconds),
        budgetMs === undefined ? '—' : budgetStatus(figures, budgetMs),
      ),
    );
  }
}
