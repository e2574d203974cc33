// Runs once per browser run, before any test file: the seeded DATA_DIR every server starts from and,
// when the run has PostgreSQL (./testDatabase.ts), the seeded template database each server copies.
import { rmSync } from 'node:fs';
import { DATA_TEMPLATE_ENV } from './seededDataDir';
import { startServer } from './server';
import { adminUrl, createEmptyDatabase, DATABASE_TEMPLATE_ENV, dropRunDatabases } from './testDatabase';

declare global {
  var haloRemoveE2eTemplate: (() => Promise<void>) | undefined;
}

export default async function globalSetup(): Promise<void> {
  const database = adminUrl() ? await createEmptyDatabase() : null;
  // The first start on an empty database migrates it and seeds the demo church. Its worker stays off:
  // the template holds the seed alone, not whatever a start-up pass (payouts, recurring charges) had
  // time to write before the stop; each test's server runs those passes itself, at its own date.
  const seeded = await startServer(
    { RECURRING_WORKER: 'off', ...(database ? { DATABASE_URL: database.url } : {}) },
    { keepDataDir: true },
  );
  await seeded.stop();
  // Workers start after globalSetup and inherit the environment.
  process.env[DATA_TEMPLATE_ENV] = seeded.dataDir;
  if (database) process.env[DATABASE_TEMPLATE_ENV] = database.name;
  globalThis.haloRemoveE2eTemplate = async () => {
    rmSync(seeded.dataDir, { recursive: true, force: true });
    if (database) await dropRunDatabases(database.name);
  };
}
