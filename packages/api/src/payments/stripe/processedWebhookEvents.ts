import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { processedWebhookEvents } from '../../db/schema';

/** A claim older than this with no `processed_at` belongs to a process that died; it may be retaken. */
const ABANDONED_CLAIM_MS = 5 * 60_000;

/** At-most-once bookkeeping of Stripe events (Stripe delivers at least once). */
export interface ProcessedWebhookEvents {
  /**
   * Takes the event for this process. false: it was handled already, or another delivery of it is
   * being handled right now (Stripe retries concurrently after a slow answer).
   */
  claim(event: { id: string; type: string; account: string | null }, now: Date): Promise<boolean>;
  /** The handlers succeeded: later deliveries of this event are acknowledged and ignored. */
  complete(eventId: string, now: Date): Promise<void>;
  /** The handlers failed: drop the claim so Stripe's next delivery runs them again. */
  release(eventId: string): Promise<void>;
}

export function createProcessedWebhookEvents(db: Database): ProcessedWebhookEvents {
  const table = processedWebhookEvents;
  return {
    async claim(event, now) {
      const rows = await db
        .insert(table)
        .values({ eventId: event.id, type: event.type, account: event.account, claimedAt: now })
        .onConflictDoUpdate({
          target: table.eventId,
          set: { claimedAt: now },
          setWhere: and(
            isNull(table.processedAt),
            lt(table.claimedAt, new Date(now.getTime() - ABANDONED_CLAIM_MS)),
          ),
        })
        .returning({ eventId: table.eventId });
      return rows.length === 1;
    },
    async complete(eventId, now) {
      await db.update(table).set({ processedAt: now }).where(eq(table.eventId, eventId));
    },
    async release(eventId) {
      await db.delete(table).where(and(eq(table.eventId, eventId), isNull(table.processedAt)));
    },
  };
}
