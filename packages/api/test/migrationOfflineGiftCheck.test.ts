// An offline gift's method is stored as the console writes it, `check` (US English), since migration
// 0024; before it, `cheque`. A database migrated up to just before 0024 holds a check, cash and an
// online gift written in the old words; the product's own migration then brings it up to date, and
// the gifts read as `check`, `cash` and no method. Runs on PGlite and PostgreSQL (the file name's
// `migration` puts it in both passes).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/db/database';
import { migrationsFolder } from '../src/db/migrationsFolder';
import { contributions } from '../src/db/schema';
import { databaseBefore } from './migrationFixtures';

const RENAMING_MIGRATION = '0024_offline_gift_method_check';

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
    ({ handle, drop } = await databaseBefore(RENAMING_MIGRATION, GIFTS_IN_THE_OLD_WORDS));
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
