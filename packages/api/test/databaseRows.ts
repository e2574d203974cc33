import type { SQL } from 'drizzle-orm';
import type { Database } from '../src/db/database';

/**
 * The rows a raw query answers. Both drivers (PGlite and node-postgres) answer `{ rows }`, which the
 * database type, written for either, leaves unknown.
 */
export async function databaseRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
