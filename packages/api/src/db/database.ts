// One Database type for both drivers: PGlite (embedded default) and node-postgres (DATABASE_URL).
// Both are drizzle PgDatabase instances over the same schema, so repositories never know which.
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database plus what only the owner of the connection may do with it. */
export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Applies pending migrations from packages/api/drizzle. */
  migrate(): Promise<void>;
  /** A cheap round trip, for the health check. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
