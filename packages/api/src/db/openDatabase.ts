import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';
import type { DatabaseHandle } from './database';
import { lockDataDir } from './dataDirLock';

/** The embedded database could not be opened from DATA_DIR: said in one line, with what to do. */
export class DataDirUnusableError extends Error {
  constructor(
    readonly dataDir: string,
    readonly reason: string,
    readonly advice: string,
    cause: unknown,
  ) {
    super(`${dataDir} cannot be used as the embedded database (${reason}). ${advice}`, { cause });
    this.name = 'DataDirUnusableError';
  }
}

const FRESH_START = 'set DATA_DIR to an empty folder for a new database';

/** Why the folder could not be prepared or locked (a file, a folder this user may not write…). */
function unusable(dataDir: string, error: unknown): DataDirUnusableError {
  const { code, path: where } = (error as NodeJS.ErrnoException | null) ?? {};
  const what = where && where !== dataDir ? where : 'it';
  if (code === 'ENOTDIR' || code === 'EEXIST')
    return new DataDirUnusableError(
      dataDir,
      `${what} is not a folder`,
      `Move it aside, or ${FRESH_START}.`,
      error,
    );
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS')
    return new DataDirUnusableError(
      dataDir,
      `${what} cannot be written by this user`,
      `Let the user running Halo Give write to it, or ${FRESH_START}.`,
      error,
    );
  return damaged(dataDir, error, null);
}

/** PGlite could not open what is in DATA_DIR/pglite: damaged files, or another PostgreSQL's. */
function damaged(dataDir: string, error: unknown, pgVersion: string | null): DataDirUnusableError {
  const reason = pgVersion
    ? `its pglite folder holds PostgreSQL ${pgVersion} files that the embedded PostgreSQL cannot open: another version, or damaged`
    : 'its pglite folder holds files that are not an embedded database, or are damaged';
  return new DataDirUnusableError(
    dataDir,
    reason,
    `Move it aside (keep it if it holds gifts), or ${FRESH_START}.`,
    error,
  );
}

/** The major version written by whichever PostgreSQL created the folder, if it says one. */
async function pgVersionIn(folder: string): Promise<string | null> {
  const text = await readFile(path.join(folder, 'PG_VERSION'), 'utf8').catch(() => '');
  return /^\d+$/.test(text.trim()) ? text.trim() : null;
}

/** The embedded database under DATA_DIR, held by this process alone (dataDirLock.ts). */
async function openEmbedded(dataDir: string): Promise<DatabaseHandle> {
  let lock;
  try {
    lock = await lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof Error && error.name === 'DataDirLockedError') throw error;
    throw unusable(dataDir, error);
  }
  const folder = path.join(dataDir, 'pglite');
  try {
    const { openPglite } = await import('./openPglite');
    const handle = await openPglite(folder);
    return {
      ...handle,
      close: async () => {
        try {
          await handle.close();
        } finally {
          await lock.release();
        }
      },
    };
  } catch (error) {
    await lock.release();
    if ((error as NodeJS.ErrnoException | null)?.code) throw unusable(dataDir, error);
    throw damaged(dataDir, error, await pgVersionIn(folder));
  }
}

/**
 * Picks the driver from the settings: DATABASE_URL postgres://… or memory://, else PGlite on disk.
 * Only the embedded database is locked: a PostgreSQL server takes any number of instances, and what
 * they share under DATA_DIR (mail files, uploads, the app key) is written safely by several.
 */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<DatabaseHandle> {
  // Each database's driver is loaded only where it is used: a PostgreSQL server never loads the
  // embedded database's WebAssembly, nor the embedded one the PostgreSQL client.
  if (config.databaseUrl === 'memory://') return (await import('./openPglite')).openPglite(null);
  if (config.databaseUrl) return (await import('./openPostgres')).openPostgres(config.databaseUrl);
  return openEmbedded(config.dataDir);
}
