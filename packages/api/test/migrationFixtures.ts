// What the migration tests share: the migrations folder cut just before one migration, a fresh
// empty database of the test's own (PostgreSQL when DATABASE_URL is set, else PGlite in memory),
// and drizzle's migrator run on it as the product runs it.
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { DatabaseHandle } from '../src/db/database';
import { migrationsFolder } from '../src/db/migrationsFolder';
import { openPostgres } from '../src/db/openPostgres';
import { openInMemoryPglite } from './inMemoryPglite';
import { databaseUrl, withAdminClient } from './seededDatabaseTemplate';

/** A copy of the migrations folder whose journal stops just before the migration `tag`. */
export function migrationsBefore(tag: string): { folder: string; remove: () => void } {
  const folder = mkdtempSync(path.join(tmpdir(), `halo-migrations-before-${tag}-`));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  if (index <= 0) throw new Error(`no migration ${tag} after the first in the journal`);
  journal.entries = journal.entries.slice(0, index);
  writeFileSync(journalFile, JSON.stringify(journal));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

/** A fresh, empty database of this test's own, on PostgreSQL when DATABASE_URL is set. */
export async function emptyDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return { handle: await openInMemoryPglite(), drop: async () => {} };
  const name = `halo_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  return {
    handle: await openPostgres(databaseUrl(adminUrl, name)),
    drop: () =>
      withAdminClient(adminUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      ).then(() => undefined),
  };
}

/** Applies only the migrations of `folder`, with drizzle's migrator as the product runs it. */
export async function migrateWith(handle: DatabaseHandle, folder: string): Promise<void> {
  if (handle.driver === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: folder });
  } else {
    await migrateNodePostgres(handle.db as unknown as NodePgDatabase, { migrationsFolder: folder });
  }
}

/**
 * A database of this test's own (`emptyDatabase`) migrated up to just before the migration `tag`,
 * holding the rows `rows` writes: SQL statements separated by semicolons, in the columns of then.
 */
export async function databaseBefore(
  tag: string,
  rows: string,
): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const database = await emptyDatabase();
  const before = migrationsBefore(tag);
  try {
    await migrateWith(database.handle, before.folder);
  } finally {
    before.remove();
  }
  for (const statement of rows.split(';').filter((part) => part.trim())) {
    await database.handle.db.execute(sql.raw(statement));
  }
  return database;
}
