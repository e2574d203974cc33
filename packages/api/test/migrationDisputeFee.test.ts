// A dispute records what the processor charged the church for it (docs/PRODUCT.md §22 "Refunds and
// disputes") since migration 0039. A database migrated up to just before it holds a chargeback whose
// funds were withdrawn and an inquiry that took none; the product's own migration then gives the
// first Stripe's $15.00 dispute fee and the inquiry none, and a fee below nothing is refused. Runs on
// PGlite and PostgreSQL (the file name's `migration` puts it in both passes).
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
import { contributionDisputes } from '../src/db/schema';
import { openInMemoryPglite } from './inMemoryPglite';
import { databaseUrl, withAdminClient } from './seededDatabaseTemplate';

const DISPUTE_FEE_MIGRATION = '0039_dispute_fees';

/** A copy of the migrations folder whose journal stops before the dispute fee's migration. */
function migrationsBeforeDisputeFees(): { folder: string; remove: () => void } {
  const folder = mkdtempSync(path.join(tmpdir(), 'halo-migrations-before-dispute-fees-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const adding = journal.entries.findIndex((entry) => entry.tag === DISPUTE_FEE_MIGRATION);
  expect(adding).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, adding);
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

async function migrateWith(handle: DatabaseHandle, folder: string): Promise<void> {
  if (handle.driver === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: folder });
  } else {
    await migrateNodePostgres(handle.db as unknown as NodePgDatabase, { migrationsFolder: folder });
  }
}

/** A church, a donor, a Stripe gift and its two disputes, as stored before 0039. */
const DISPUTES_BEFORE = `
  INSERT INTO "organizations" ("prefixed_id", "subdomain", "name", "display_name", "min_amount", "max_amount", "time_zone", "contact")
  VALUES ('org_disputes', 'disputes', 'Dispute Church', 'Dispute Church', 100, 1000000, 'America/Chicago', '{}'::jsonb);
  INSERT INTO "users" ("prefixed_id", "organization_id", "email")
  SELECT 'usr_disputes', "id", 'giver@example.com' FROM "organizations" WHERE "prefixed_id" = 'org_disputes';
  INSERT INTO "contributions" ("prefixed_id", "organization_id", "donor_user_id", "amount", "fee", "net_amount", "currency", "status", "processor_mode", "processor_charge_id", "date")
  SELECT 'con_disputed', "organization_id", "id", 7500, 248, 7252, 'USD', 'succeeded', 'stripe', 'ch_disputed', '2026-03-01'
  FROM "users" WHERE "prefixed_id" = 'usr_disputes';
  INSERT INTO "contribution_disputes" ("organization_id", "contribution_id", "processor_dispute_id", "status", "amount", "currency", "reason", "event_created")
  SELECT "contributions"."organization_id", "contributions"."id", "dispute"."id", "dispute"."status", 7500, 'USD', 'fraudulent', now()
  FROM "contributions", (VALUES ('dp_chargeback', 'needs_response'), ('dp_inquiry', 'warning_needs_response')) AS "dispute" ("id", "status")
  WHERE "contributions"."prefixed_id" = 'con_disputed';
`;

async function storedFees(handle: DatabaseHandle): Promise<Record<string, number>> {
  const rows = await handle.db
    .select({ id: contributionDisputes.processorDisputeId, fee: contributionDisputes.fee })
    .from(contributionDisputes)
    .orderBy(contributionDisputes.processorDisputeId);
  return Object.fromEntries(rows.map((row) => [row.id, row.fee]));
}

describe('disputes recorded before migration 0039', () => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ handle, drop } = await emptyDatabase());
    const before = migrationsBeforeDisputeFees();
    try {
      await migrateWith(handle, before.folder);
    } finally {
      before.remove();
    }
    for (const statement of DISPUTES_BEFORE.split(';').filter((part) => part.trim())) {
      await handle.db.execute(sql.raw(statement));
    }
  });

  afterAll(async () => {
    await handle.close();
    await drop();
  });

  it('cost Stripe’s $15.00 when the funds were withdrawn and nothing for an inquiry; a fee below nothing is refused', async () => {
    await handle.migrate();
    expect(await storedFees(handle)).toEqual({ dp_chargeback: 1500, dp_inquiry: 0 });
    await expect(
      handle.db
        .update(contributionDisputes)
        .set({ fee: -1 })
        .where(eq(contributionDisputes.processorDisputeId, 'dp_inquiry')),
    ).rejects.toThrow();
  });
});
