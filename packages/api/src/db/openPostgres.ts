import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { DatabaseHandle } from './database';
import { migrationsFolder } from './migrationsFolder';
import * as schema from './schema';

// Any constant works; it only has to be the same in every instance of this API.
const MIGRATION_LOCK_KEY = 7_262_001;

/** A PostgreSQL server through node-postgres, shared by any number of API instances. */
export async function openPostgres(connectionString: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection the server ends (restart, failover, a dropped test database) is emitted as
  // an 'error' on the pool; without a listener Node would crash the API. The pool already discards
  // that connection and opens a new one on the next query, so saying so is all that is left to do.
  pool.on('error', (error) => {
    process.emitWarning(`idle PostgreSQL connection ended: ${error.message}`, 'HaloDatabaseWarning');
  });
  const db = drizzle(pool, { schema });
  return {
    db,
    driver: 'postgres',
    migrate: () => migrateUnderLock(connectionString),
    ping: async () => {
      await pool.query('SELECT 1');
    },
    close: () => pool.end(),
  };
}

/**
 * drizzle's migrator does not lock, so two instances starting together could both apply the same
 * migration. Run it on one dedicated connection holding a session advisory lock.
 */
async function migrateUnderLock(connectionString: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate(drizzle(client, { schema }), { migrationsFolder });
  } finally {
    // Closing the connection also releases the lock if the unlock never ran.
    await client.end();
  }
}
