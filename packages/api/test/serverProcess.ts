// Real server processes (packages/api/src/main.ts, as `npm start` runs it) on temporary folders, for
// tests of what only a process shows: the DATA_DIR lock, start-up messages, a crash with kill -9.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { copyMigratedDatabase } from './migratedDataDir';
import { typescriptProcess } from './typescriptProcess';

const MAIN = path.resolve(__dirname, '../src/main.ts');

// A real start is a process, TypeScript compiled on the fly, and on a fresh folder initdb and every
// migration (a test not about the first start copies the migrated database instead: migratedFolder):
// seconds alone, over a minute while the PostgreSQL pass and other suites share two cores.
// Files that start servers get this much per test unless they say otherwise after importing this.
jest.setTimeout(240_000);

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * Rows of one SQL statement on a stopped server's embedded database, read in a process of its own
 * (PGlite cannot load on disk inside jest's module sandbox).
 */
export function queryStoppedDatabase<Row>(dataDir: string, statement: string): Row[] {
  const script = `
    const { PGlite } = await import('@electric-sql/pglite');
    const db = new PGlite(process.argv[1] + '/pglite');
    const result = await db.query(process.argv[2]);
    process.stdout.write(JSON.stringify(result.rows));
    await db.close();`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script, dataDir, statement], {
    cwd: path.resolve(__dirname, '..'),
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`query failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as Row[];
}

export async function health(port: number): Promise<number | null> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/health`)).status;
  } catch {
    return null;
  }
}

/** Starts servers and temporary folders, and removes every one of them at `cleanUp`. */
export class ServerProcesses {
  private readonly folders: string[] = [];
  private readonly children: ChildProcess[] = [];

  tempFolder = (): string => {
    const folder = mkdtempSync(path.join(tmpdir(), 'halo-process-'));
    this.folders.push(folder);
    return folder;
  };

  /**
   * A temporary DATA_DIR holding the migrated database, for tests about something other than the
   * first start on an empty folder (which tempFolder's empty folders still show).
   */
  migratedFolder = (): string => {
    const folder = this.tempFolder();
    copyMigratedDatabase(folder);
    return folder;
  };

  startServer = async (
    dataDir: string,
    env: Record<string, string> = {},
    port?: number,
    /** A command the server runs under, e.g. `setpriv` with its options. */
    launcher: string[] = [],
  ): Promise<ServerProcess> => {
    const chosen = port ?? (await freePort());
    const [command, ...args] = [...launcher, ...typescriptProcess(MAIN)];
    const child = spawn(command!, args, {
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DATA_DIR: dataDir,
        PORT: String(chosen),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        RECURRING_WORKER: 'off',
        LIVE_UPDATES: 'false',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.children.push(child);
    let output = '';
    child.stdout!.on('data', (chunk) => (output += String(chunk)));
    child.stderr!.on('data', (chunk) => (output += String(chunk)));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    return { child, port: chosen, output: () => output, exited };
  };

  untilServing = async (started: ServerProcess, timeoutMs = 180_000): Promise<void> => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if ((await health(started.port)) === 200) return;
      if (started.child.exitCode !== null) throw new Error(`server exited: ${started.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`server did not start: ${started.output()}`);
  };

  cleanUp = (): void => {
    for (const child of this.children) if (child.exitCode === null) child.kill('SIGKILL');
    for (const folder of this.folders) rmSync(folder, { recursive: true, force: true });
  };
}
