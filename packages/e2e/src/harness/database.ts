// Reads and writes the database of a server's data folder: its PostgreSQL database directly (see
// ./testDatabase.ts), or, on the embedded database, while the server is stopped (started with
// `keepDataDir`): PGlite allows one process at a time and does not load inside jest's sandbox, so a
// child process opens it and prints JSON rows.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from './server';
import { databaseUrlOf, queryPostgres } from './testDatabase';

const run = promisify(execFile);

export async function queryDatabase<Row = Record<string, unknown>>(
  dataDir: string,
  sql: string,
): Promise<Row[]> {
  const url = await databaseUrlOf(dataDir);
  if (url) return queryPostgres<Row>(url, sql);
  const script = join(repoRoot, 'packages/e2e/src/harness/queryDatabase.script.ts');
  const { stdout } = await run(process.execPath, ['--import', 'tsx', script, dataDir, sql], {
    cwd: repoRoot,
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(stdout) as Row[];
}
