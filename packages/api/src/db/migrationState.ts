// Whether the database has every migration this build carries: drizzle's migrator records each one
// it applied in drizzle.__drizzle_migrations with the journal's timestamp, so the newest recorded
// must be the journal's newest. An instance of an older build on the same database is still ready
// (its migrations are a prefix); a database restored from an older backup is not until migrated.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { max } from 'drizzle-orm';
import { bigint, pgSchema, serial, text } from 'drizzle-orm/pg-core';
import * as v from 'valibot';
import type { Database } from './database';
import { migrationsFolder } from './migrationsFolder';

/** drizzle's own record of applied migrations (not ours to migrate, so not in schema.ts). */
const appliedMigrations = pgSchema('drizzle').table('__drizzle_migrations', {
  id: serial('id').primaryKey(),
  hash: text('hash').notNull(),
  createdAt: bigint('created_at', { mode: 'number' }),
});

const Journal = v.object({ entries: v.array(v.object({ when: v.number() })) });

let newestInBuild: number | null = null;

/** The timestamp of the newest migration this build carries (read once). */
function newestMigrationOfBuild(): number {
  if (newestInBuild === null) {
    const journal = v.parse(
      Journal,
      JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')),
    );
    newestInBuild = Math.max(...journal.entries.map((entry) => entry.when));
  }
  return newestInBuild;
}

export async function migrationsApplied(db: Database): Promise<boolean> {
  const [row] = await db.select({ newest: max(appliedMigrations.createdAt) }).from(appliedMigrations);
  return row?.newest != null && Number(row.newest) >= newestMigrationOfBuild();
}
