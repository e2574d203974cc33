// "No error, no duplicate" for a run of gifts: every gift the server recorded is counted by its
// memo number (one per request), once the requests still running when the load stopped are done.
import type { GiftTally } from './benchMessages';
import type { LoadRunResult } from './loadRun';
import type { BenchServer } from './startBenchServer';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The bench gifts once the count stops moving (requests cut off mid-run finish on the server). */
export async function settledGiftTally(server: BenchServer, timeoutMs = 30_000): Promise<GiftTally> {
  const deadline = Date.now() + timeoutMs;
  let last = await server.benchGifts();
  for (;;) {
    await sleep(500);
    const now = await server.benchGifts();
    if (now.total === last.total || Date.now() > deadline) return now;
    last = now;
  }
}

export interface GiftCheck {
  /** Gifts recorded by the measured run. */
  recorded: number;
  /** Gifts recorded more than once (same memo number). */
  duplicates: number;
  /** Sent but cut off when the run ended, and recorded by the server all the same. */
  cutOff: number;
  /** True when no request failed, nothing was duplicated, and every 2xx answer has its gift. */
  clean: boolean;
}

export function checkGifts(before: GiftTally, after: GiftTally, run: LoadRunResult): GiftCheck {
  const recorded = after.distinct - before.distinct;
  const duplicates = after.total - after.distinct - (before.total - before.distinct);
  // Requests autocannon had sent when it stopped get no answer, yet may be recorded: at most
  // sent - answered of them.
  const answered = run.ok + run.non2xx;
  const cutOff = recorded - run.ok;
  const clean =
    run.non2xx === 0 && run.errors === 0 && duplicates === 0 && cutOff >= 0 && cutOff <= run.sent - answered;
  return { recorded, duplicates, cutOff, clean };
}
