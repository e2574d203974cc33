import { and, eq, gt, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { sessions, type SessionRow } from '../db/schema';

export interface NewSession {
  idHash: string;
  csrfToken: string;
  userId: number | null;
  organizationId: number | null;
  remember: boolean;
  expiresAt: Date;
}

export interface SessionsRepository {
  insert(session: NewSession): Promise<void>;
  /** The session with this id hash, unless it has expired. */
  findLive(idHash: string, now: Date): Promise<SessionRow | null>;
  touch(idHash: string, lastSeenAt: Date, expiresAt: Date): Promise<void>;
  /**
   * An expired session with this id hash, turned into a guest session (no user) that lives until
   * `expiresAt`; null when there is none. One UPDATE, so concurrent requests agree.
   */
  demoteExpired(idHash: string, now: Date, expiresAt: Date): Promise<SessionRow | null>;
  delete(idHash: string): Promise<void>;
  deleteExpired(now: Date): Promise<void>;
}

export function createSessionsRepository(db: Database): SessionsRepository {
  // Every signed-in request asks this: prepared once (docs/ARCHITECTURE.md §8, prepared lookups).
  const liveSession = db
    .select()
    .from(sessions)
    .where(
      and(eq(sessions.idHash, sql.placeholder('idHash')), gt(sessions.expiresAt, sql.placeholder('now'))),
    )
    .limit(1)
    .prepare('session_live');
  return {
    async insert(session) {
      await db.insert(sessions).values(session);
    },
    async findLive(idHash, now) {
      const [row] = await liveSession.execute({ idHash, now: now.toISOString() });
      return row ?? null;
    },
    async touch(idHash, lastSeenAt, expiresAt) {
      await db.update(sessions).set({ lastSeenAt, expiresAt }).where(eq(sessions.idHash, idHash));
    },
    async demoteExpired(idHash, now, expiresAt) {
      const [row] = await db
        .update(sessions)
        .set({ userId: null, organizationId: null, remember: false, lastSeenAt: now, expiresAt })
        .where(and(eq(sessions.idHash, idHash), lte(sessions.expiresAt, now)))
        .returning();
      return row ?? null;
    },
    async delete(idHash) {
      await db.delete(sessions).where(eq(sessions.idHash, idHash));
    },
    async deleteExpired(now) {
      await db.delete(sessions).where(lt(sessions.expiresAt, now));
    },
  };
}
