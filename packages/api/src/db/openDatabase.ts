import path from 'node:path';
import type { Config } from '../config';
import type { DatabaseHandle } from './database';
import { lockDataDir } from './dataDirLock';
import { openPglite } from './openPglite';
import { openPostgres } from './openPostgres';

/** The embedded database could not be opened from DATA_DIR: said in one line, with what to do. */
export class DataDirUnusableError extends Error {
  constructor(
    readonly dataDir: string,
    readonly reason: string,
  ) {
    super(
      `${dataDir} cannot be used as the embedded database (${reason}). ` +
        'Move it aside, or set DATA_DIR to an empty folder for a new database.',
    );
    this.name = 'DataDirUnusableError';
  }
}

const reasonOf = (error: unknown): string => {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code === 'ENOTDIR' || code === 'EEXIST') return 'it is not a folder';
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') return 'it cannot be written';
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0]!.slice(0, 200) || 'its database files are damaged or of another version';
};

/** The embedded database under DATA_DIR, held by this process alone (dataDirLock.ts). */
async function openEmbedded(dataDir: string): Promise<DatabaseHandle> {
  let lock;
  try {
    lock = await lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof Error && error.name === 'DataDirLockedError') throw error;
    throw new DataDirUnusableError(dataDir, reasonOf(error));
  }
  try {
    const handle = await openPglite(path.join(dataDir, 'pglite'));
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
    throw new DataDirUnusableError(dataDir, reasonOf(error));
  }
}

/** Picks the driver from the settings: DATABASE_URL postgres://… or memory://, else PGlite on disk. */
export function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<DatabaseHandle> {
  if (config.databaseUrl === 'memory://') return openPglite(null);
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  return openEmbedded(config.dataDir);
}
