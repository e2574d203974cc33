// `Idempotency-Key` of POST /api/give (docs/ARCHITECTURE.md §4): the first request inserts a claim row, does
// the work and stores its answer on the row; a repeat with the same key gets that answer, and a
// concurrent one waits for it. Together with the processor's own idempotency key (derived from the
// same key) a gift is charged at most once, however many copies arrive on however many instances.
import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import { idempotencyKeys } from '../db/schema';

export interface StoredAnswer {
  status: number;
  body: Record<string, unknown>;
}

export type IdempotentOutcome =
  | { kind: 'answer'; answer: StoredAnswer; replayed: boolean }
  | { kind: 'mismatch' }
  | { kind: 'in-progress' };

/** Stable hash of a JSON body: keys sorted, so `{a,b}` and `{b,a}` are the same request. */
export function requestHash(value: unknown): string {
  const canonical = (input: unknown): unknown => {
    if (Array.isArray(input)) return input.map(canonical);
    if (input && typeof input === 'object') {
      return Object.fromEntries(
        Object.keys(input)
          .sort()
          .map((key) => [key, canonical((input as Record<string, unknown>)[key])]),
      );
    }
    return input;
  };
  return createHash('sha256')
    .update(JSON.stringify(canonical(value)))
    .digest('hex');
}

export interface RunOnceOptions {
  organizationId: number;
  key: string;
  requestHash: string;
  /** How long a duplicate waits for the first request's answer. */
  waitMs?: number;
  /** A claim without an answer this old is from a crashed process and may be taken over. */
  staleMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` once per (organization, key). `work` receives `saveAnswer`, which it must call inside
 * the transaction that records its effects (so the answer and the gift commit together); when
 * `work` throws, or answers without saving (nothing recorded yet), the claim is released so the
 * client may send the same key again.
 */
export async function runOnce(
  db: Database,
  options: RunOnceOptions,
  work: (saveAnswer: (tx: Database, answer: StoredAnswer) => Promise<void>) => Promise<StoredAnswer>,
): Promise<IdempotentOutcome> {
  const { organizationId, key, waitMs = 30_000, staleMs = 120_000 } = options;
  const where = and(eq(idempotencyKeys.organizationId, organizationId), eq(idempotencyKeys.key, key));
  const deadline = Date.now() + waitMs;
  let pause = 10;
  for (;;) {
    const [claimed] = await db
      .insert(idempotencyKeys)
      .values({ organizationId, key, requestHash: options.requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed) {
      let saved = false;
      const saveAnswer = async (tx: Database, answer: StoredAnswer) => {
        await tx
          .update(idempotencyKeys)
          .set({ responseStatus: answer.status, responseBody: answer.body })
          .where(where);
        saved = true;
      };
      try {
        const answer = await work(saveAnswer);
        // An answer the work did not keep is not the request's last word (the bank waits for the
        // donor's authentication): the claim goes, so the same key runs again once they have.
        if (!saved)
          await db.delete(idempotencyKeys).where(and(where, isNull(idempotencyKeys.responseStatus)));
        return { kind: 'answer', answer, replayed: false };
      } catch (error) {
        // No answer was stored (it commits with the work), so release the claim for a retry.
        await db.delete(idempotencyKeys).where(and(where, isNull(idempotencyKeys.responseStatus)));
        throw error;
      }
    }
    const [row] = await db.select().from(idempotencyKeys).where(where);
    if (!row) continue; // released by a failed first request: claim it ourselves
    if (row.requestHash !== options.requestHash) return { kind: 'mismatch' };
    if (row.responseStatus !== null && row.responseBody) {
      return {
        kind: 'answer',
        answer: { status: row.responseStatus, body: row.responseBody },
        replayed: true,
      };
    }
    if (Date.now() - row.createdAt.getTime() > staleMs) {
      // Only that very claim (same created_at): a fresh claim by another taker stays.
      await db
        .delete(idempotencyKeys)
        .where(
          and(where, isNull(idempotencyKeys.responseStatus), eq(idempotencyKeys.createdAt, row.createdAt)),
        );
      continue;
    }
    if (Date.now() >= deadline) return { kind: 'in-progress' };
    await sleep(pause);
    pause = Math.min(pause * 2, 200);
  }
}
