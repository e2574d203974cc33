import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { DatabaseHandle, DatabaseNotifications } from './database';
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
    notifications: postgresNotifications(pool, connectionString),
    close: () => pool.end(),
  };
}

function postgresNotifications(pool: pg.Pool, connectionString: string): DatabaseNotifications {
  return {
    notify: async (channel, payload) => {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    listen: async (channel, onNotification, onLost) => {
      // Not a pooled connection: LISTEN belongs to a session, which must stay open for as long as
      // we listen. Keep-alive lets a silently dead connection (a cut network) end and be reported.
      const client = new pg.Client({ connectionString, keepAlive: true });
      let state: 'connecting' | 'listening' | 'done' = 'connecting';
      const lost = (error: Error) => {
        if (state !== 'listening') return;
        state = 'done';
        onLost(error);
      };
      // Without an 'error' listener a server restart would crash the process.
      client.on('error', lost);
      client.on('end', () => lost(new Error('the listening connection ended')));
      client.on('notification', (message) => {
        if (message.channel === channel) onNotification(message.payload ?? '');
      });
      try {
        await client.connect();
        await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
      } catch (error) {
        state = 'done';
        await client.end().catch(() => undefined);
        throw error;
      }
      state = 'listening';
      return {
        close: async () => {
          state = 'done';
          await client.end();
        },
      };
    },
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
