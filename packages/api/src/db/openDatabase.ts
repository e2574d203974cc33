import path from 'node:path';
import type { Config } from '../config';
import type { DatabaseHandle } from './database';
import { openPglite } from './openPglite';
import { openPostgres } from './openPostgres';

/** Picks the driver from the settings: DATABASE_URL postgres://… or memory://, else PGlite on disk. */
export function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<DatabaseHandle> {
  if (config.databaseUrl === 'memory://') return openPglite(null);
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  return openPglite(path.join(config.dataDir, 'pglite'));
}
