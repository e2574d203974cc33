// What the browser benchmarks print: markdown rows `| what | budget | measured | status |` on stdout
// (scripts/bench.mjs gathers them into BENCHMARKS.md's table), each figure as median and worst of
// several runs. Progress and diagnostics go to stderr, so stdout holds only the rows.

/**
 * The browser the measurements drive: the whole Chromium, as a donor's phone runs the whole browser.
 * `npm run bench -- --smoke` drives the browser suite's headless shell instead (CHROMIUM_PATH): it
 * proves each measurement still runs, its figures are not recorded, and the shell costs about 40% of
 * the whole browser's CPU on the machine the browser suite shares with it.
 */
export const benchChromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * Unmeasured runs before the measured ones, so the server's own first-request work (module loading,
 * query plans) is not charged to the page: one, none in `--smoke` (BENCH_WARMUP_RUNS).
 */
export const WARMUP_RUNS = Number(process.env.BENCH_WARMUP_RUNS ?? 1);

export interface RunFigures {
  median: number;
  /** The highest value (every figure here is "lower is better"). */
  worst: number;
  runs: number;
}

export function summarize(values: readonly number[]): RunFigures {
  if (values.length === 0) throw new Error('no runs to summarize');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { median, worst: sorted[sorted.length - 1]!, runs: sorted.length };
}

/** `within` when even the worst run meets the budget; `over` when the median does not. */
export function budgetStatus(figures: RunFigures, budget: number): string {
  if (figures.worst <= budget) return 'within';
  if (figures.median <= budget) return 'median within, **worst over**';
  return '**over**';
}

export function describeFigures(figures: RunFigures, format: (value: number) => string): string {
  return `median ${format(figures.median)}, worst ${format(figures.worst)} (${figures.runs} runs)`;
}

export const milliseconds = (value: number) => `${Math.round(value)} ms`;
export const count = (value: number) => Math.round(value).toLocaleString('en-US');

export function markdownRow(what: string, budget: string, measured: string, status: string): string {
  return `| ${what} | ${budget} | ${measured} | ${status} |`;
}

export const progress = (message: string) => process.stderr.write(`${message}\n`);
