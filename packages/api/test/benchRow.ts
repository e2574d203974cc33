// A few API tests run again at full size by `npm run bench` (scripts/bench.mjs), which sets
// BENCH_ROWS_FILE: each such test appends its figures there as a row of BENCHMARKS.md's table
// (`| what | budget | measured | status |`). Without it, nothing is written.
import { appendFileSync } from 'node:fs';

/** `met` null: figures recorded against no budget. */
export function recordBenchRow(what: string, budget: string, measured: string, met: boolean | null): void {
  const file = process.env.BENCH_ROWS_FILE;
  const status = met === null ? 'figures' : met ? 'within' : 'over';
  if (file) appendFileSync(file, `| ${what} | ${budget} | ${measured} | ${status} |\n`);
}

/** A size for npm test, or the full one when the bench asks for it. */
export function benchSize(variable: string, small: number): number {
  const value = Number(process.env[variable]);
  return Number.isInteger(value) && value > 0 ? value : small;
}
