// One migrated and seeded database per test run, copied for each test file instead of migrating
// and seeding again: jest's globalSetup builds it once (a PGlite data-directory dump, or a
// PostgreSQL template database), and startTestApp opens a copy. Every file still gets a database
// of its own, exactly as the seed leaves it.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import type { Database } from '../src/db/database';
import { seedDemoData } from '../src/seed';
import { seedHopeFellowship } from './hopeFellowship';
import { quickSeededPasswords } from './quickPasswordHash';

/** Where globalSetup left the template: a dump file (PGlite) or a database name (PostgreSQL). */
export const TEMPLATE_ENV = 'HALO_TEST_DATABASE_TEMPLATE';

/**
 * What every test file's database starts with: the demo church and the second church, `hope`; the
 * demo accounts' passwords stored at a test's scrypt cost (test/quickPasswordHash.ts).
 */
export async function seedTestData(db: Database): Promise<void> {
  await seedDemoData(db);
  await seedHopeFellowship(db);
  await quickSeededPasswords(db);
}

export async function withAdminClient<T>(
  adminUrl: string,
  run: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const { default: postgres } = await import('pg');
  const client = new postgres.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Builds the template; returns what to put in TEMPLATE_ENV, on PGlite also the dump of the database
 * before any seed (test/migratedDataDir.ts), and how to remove them afterwards.
 */
export async function createTemplate(): Promise<{
  value: string;
  migrated?: string;
  remove: () => Promise<void>;
}> {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const name = `halo_template_${randomBytes(6).toString('hex')}`;
    await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
    const { openPostgres } = await import('../src/db/openPostgres');
    const handle = await openPostgres(databaseUrl(adminUrl, name));
    await handle.migrate();
    await seedTestData(handle.db);
    // CREATE DATABASE … TEMPLATE needs the template without connections.
    await handle.close();
    return {
      value: name,
      remove: () =>
        withAdminClient(adminUrl, (client) =>
          client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
        ).then(() => undefined),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pgliteHandle } = await import('../src/db/openPglite');
  const client = new PGlite();
  const handle = await pgliteHandle(client);
  const folder = mkdtempSync(path.join(tmpdir(), 'halo-test-template-'));
  const write = async (name: string) => {
    const file = path.join(folder, name);
    writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    return file;
  };
  await handle.migrate();
  const migrated = await write('migrated.tar');
  await seedTestData(handle.db);
  const seeded = await write('seeded.tar');
  await client.close();
  return { value: seeded, migrated, remove: async () => rmSync(folder, { recursive: true, force: true }) };
}
