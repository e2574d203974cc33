// An offline gift's method is stored as the console writes it, `check` (US English), since migration
// 0024; before it, `cheque`. A database migrated up to just before 0024 holds a check, cash and an
// online gift written in the old words; the product's own migration then brings it up to date, and
// the gifts read as `check`, `cash` and no method. Runs on PGlite and PostgreSQL (the file name's
// `migration` puts it in both passes).
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { DatabaseHandle } from '../src/db/database';
import { migrationsFolder } from '../src/db/migrationsFolder';
import { openPostgres } from '../src/db/openPostgres';
import { contributions } from '../src/db/schema';
import { openInMemoryPglite } from './inMemoryPglite';
import { databaseUrl, withAdminClient } from './seededDatabaseTemplate';

const RENAMING_MIGRATION = '0024_offline_gift_method_check';

interface JournalEntry {
  idx: number;
  tag: string;
}

/** A copy of the migrations folder whose journal stops before the migration that renames `cheque`. */
function migrationsBeforeRenaming(): { folder: string; remove: () => void } {
  const folder = mkdtempSync(path.join(tmpdir(), 'halo-migrations-before-check-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: JournalEntry[] };
  const renaming = journal.entries.findIndex((entry) => entry.tag === RENAMING_MIGRATION);
  expect(renaming).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, renaming);
  writeFileSync(journalFile, JSON.stringify(journal));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

/** A fresh, empty database of this test's own, on PostgreSQL when DATABASE_URL is set. */
async function emptyDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
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
async function migrateWith(handle: DatabaseHandle, folder: string): Promise<void> {
  if (handle.driver === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: folder });
  } else {
    await migrateNodePostgres(handle.db as unknown as NodePgDatabase, { migrationsFolder: folder });
  }
}

/** The rows of a church with one donor who gave a cheque, cash and a gift online, as stored before 0024. */
const GIFTS_IN_THE_OLD_WORDS = `
  INSERT INTO "organizations" ("prefixed_id", "subdomain", "name", "display_name", "min_amount", "max_amount", "time_zone", "contact")
  VALUES ('org_migration', 'migration', 'Migration Church', 'Migration Church', 100, 1000000, 'America/Chicago', '{}'::jsonb);
  INSERT INTO "users" ("prefixed_id", "organization_id", "email")
  SELECT 'usr_migration', "id", 'giver@example.com' FROM "organizations" WHERE "prefixed_id" = 'org_migration';
  INSERT INTO "contributions" ("prefixed_id", "organization_id", "donor_user_id", "amount", "fee", "net_amount", "currency", "status", "processor_mode", "date", "offline_method")
  SELECT "gift"."prefixed_id", "users"."organization_id", "users"."id", 2500, 0, 2500, 'usd', 'succeeded', 'sandbox', '2026-03-01', "gift"."method"
  FROM "users", (VALUES ('con_cheque', 'cheque'), ('con_cash', 'cash'), ('con_online', NULL)) AS "gift" ("prefixed_id", "method")
  WHERE "users"."prefixed_id" = 'usr_migration';
`;

async function storedMethods(handle: DatabaseHandle): Promise<Record<string, string | null>> {
  const rows = await handle.db
    .select({ prefixedId: contributions.prefixedId, offlineMethod: contributions.offlineMethod })
    .from(contributions)
    .orderBy(contributions.prefixedId);
  return Object.fromEntries(rows.map((row) => [row.prefixedId, row.offlineMethod]));
}

/** The statements of a migration file, split where drizzle splits them. */
function statementsOf(tag: string): string[] {
  return readFileSync(path.join(migrationsFolder, `${tag}.sql`), 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter((statement) => statement.length > 0);
}

describe('an offline gift stored as a cheque before migration 0024', () => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ handle, drop } = await emptyDatabase());
    const before = migrationsBeforeRenaming();
    try {
      await migrateWith(handle, before.folder);
    } finally {
      before.remove();
    }
    for (const statement of GIFTS_IN_THE_OLD_WORDS.split(';').filter((part) => part.trim())) {
      await handle.db.execute(sql.raw(statement));
    }
  });

  afterAll(async () => {
    await handle.close();
    await drop();
  });

  it('reads as a check once the product migrates the database, and the rule allows only the new word', async () => {
    expect(await storedMethods(handle)).toEqual({ con_cash: 'cash', con_cheque: 'cheque', con_online: null });

    await handle.migrate();

    expect(await storedMethods(handle)).toEqual({ con_cash: 'cash', con_cheque: 'check', con_online: null });
    await expect(
      handle.db
        .update(contributions)
        .set({ offlineMethod: 'cheque' as 'check' })
        .where(eq(contributions.prefixedId, 'con_cash')),
    ).rejects.toThrow();
    await handle.db
      .update(contributions)
      .set({ offlineMethod: 'check' })
      .where(eq(contributions.prefixedId, 'con_cash'));
    expect((await storedMethods(handle)).con_cash).toBe('check');
  });

  it('can run again on a database it already migrated without changing anything', async () => {
    const before = await storedMethods(handle);
    for (const statement of statementsOf(RENAMING_MIGRATION)) await handle.db.execute(sql.raw(statement));
    expect(await storedMethods(handle)).toEqual(before);
    await expect(
      handle.db.execute(
        sql`UPDATE "contributions" SET "offline_method" = 'cheque' WHERE "prefixed_id" = 'con_online'`,
      ),
    ).rejects.toThrow();
  });
});
