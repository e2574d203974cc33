import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle } from './database';
import { migrationsFolder } from './migrationsFolder';
import * as schema from './schema';

/**
 * The embedded database: PostgreSQL compiled to WebAssembly, in this process. `dataDir` null keeps
 * it in memory; otherwise it persists in that folder.
 */
export async function openPglite(dataDir: string | null): Promise<DatabaseHandle> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  return pgliteHandle(dataDir ? new PGlite(dataDir) : new PGlite());
}

/** Wraps an open PGlite. One connection, so migrations need no lock. */
export async function pgliteHandle(client: PGlite): Promise<DatabaseHandle> {
  await client.waitReady;
  const db = drizzle(client, { schema });
  return {
    db,
    driver: 'pglite',
    migrate: () => migrate(db, { migrationsFolder }),
    ping: async () => {
      await client.query('SELECT 1');
    },
    // One process holds the database (the data folder's lock), so there is nobody to notify.
    notifications: null,
    close: () => client.close(),
  };
}
