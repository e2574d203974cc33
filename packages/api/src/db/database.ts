// One Database type for both drivers: PGlite (embedded default) and node-postgres (DATABASE_URL).
// Both are drizzle PgDatabase instances over the same schema, so repositories never know which.
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/**
 * The database or a transaction of it: drizzle's transaction extends its database over the same
 * schema, so what reads and writes through one runs unchanged inside a caller's transaction.
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * What `db.transaction(work)` hands `work`: for code that must run inside one transaction (a CLI
 * command is all or nothing). It is a Database too, so it goes wherever one is taken.
 */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** An open database plus what only the owner of the connection may do with it. */
export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Applies pending migrations from packages/api/drizzle. */
  migrate(): Promise<void>;
  /** A cheap round trip, for the health check. */
  ping(): Promise<void>;
  /**
   * PostgreSQL's NOTIFY and LISTEN, what lets the instances sharing one server tell each other
   * things (live updates fan out through it, src/live/postgresFanOut.ts). Null on PGlite, whose
   * database belongs to one process.
   */
  notifications: DatabaseNotifications | null;
  close(): Promise<void>;
}

export interface DatabaseNotifications {
  /** `NOTIFY channel, payload` from a pooled connection; PostgreSQL refuses 8000 bytes or more. */
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Opens a connection of its own and LISTENs on `channel`; resolves once LISTEN is in effect.
   * `onLost` is called once if that connection ends other than by `close()` (a server restart,
   * a network cut): listening again is the caller's choice.
   */
  listen(
    channel: string,
    onNotification: (payload: string) => void,
    onLost: (error: Error) => void,
  ): Promise<NotificationListener>;
}

export interface NotificationListener {
  close(): Promise<void>;
}
