// What the bench script and its server child say to each other over the fork IPC channel.

/** Parent → child: a question (answered with the same id) or the order to stop. */
export type BenchQuestion =
  | { type: 'rss'; id: number }
  | { type: 'heapAfterGc'; id: number }
  | { type: 'benchGifts'; id: number }
  | { type: 'stop' };

/** Child → parent. */
export type BenchReport =
  | { type: 'ready'; port: number }
  | { type: 'answer'; id: number; value: number | GiftTally }
  | { type: 'failed'; id: number; message: string };

/**
 * The gifts the benchmark made (memo "bench gift <n>", one n per request): a duplicate shows as
 * total > distinct.
 */
export interface GiftTally {
  total: number;
  distinct: number;
}

/** The memo of every benchmark gift, followed by the request's number. */
export const BENCH_GIFT_MEMO = 'bench gift ';
