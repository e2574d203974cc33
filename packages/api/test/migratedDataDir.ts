// A DATA_DIR as a server or CLI process leaves it after its first start, without paying PGlite's
// initdb and every migration again (about 4.5 s of CPU per process): globalSetup dumps the database
// as the migrations leave it, before any seed, and a process test copies it into its folder. Tests
// of the first start itself keep an empty folder (test/serverProcess.ts `tempFolder`).
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

/** Where globalSetup left the migrated database's dump, in the PGlite pass only. */
export const MIGRATED_DATA_DIR_ENV = 'HALO_TEST_MIGRATED_DATA_DIR';

/**
 * Puts the run's migrated database in `dataDir` (its `pglite` folder). A server then finds nothing to
 * migrate and seeds the demo as on a first start; the CLI finds no church. Without the dump (the
 * PostgreSQL pass) the folder is left as it is and the process migrates its database itself.
 */
export function copyMigratedDatabase(dataDir: string): void {
  const dump = process.env[MIGRATED_DATA_DIR_ENV];
  if (!dump) return;
  const database = path.join(dataDir, 'pglite');
  mkdirSync(database, { recursive: true, mode: 0o700 });
  const untar = spawnSync('tar', ['-xf', dump, '-C', database], { encoding: 'utf8' });
  if (untar.status !== 0) throw new Error(`could not copy the migrated database: ${untar.stderr}`);
}
