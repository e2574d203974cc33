// What the browser benchmarks print: markdown rows `| what | budget | measured | status |` on stdout
// (scripts/bench.mjs gathers them into BENCHMARKS.md's table), each figure as median and worst of
// several runs. Progress and diagnostics go to stderr, so stdout holds only the rows.

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
