import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { DATA_TEMPLATE_ENV, freshDataDir } from './seededDataDir';
import { databaseUrlOf, dropDatabaseOf } from './testDatabase';

export const repoRoot = resolve(__dirname, '../../../..');

export interface RunningServer {
  port: number;
  /**
   * The server's DATA_DIR (the emails it "sent" under `mail/`, and its database: PGlite's files, or
   * the name of its own PostgreSQL database, see ./testDatabase.ts).
   */
  dataDir: string;
  /** `http://{subdomain}.localhost:{port}` — Chromium resolves every *.localhost to loopback. */
  urlFor(subdomain: string, path?: string): string;
  /** Stops the server; removes its data folder unless it was started with `keepDataDir` or `dataDir`. */
  stop(): Promise<void>;
  /** Removes the data folder (for a server started with `keepDataDir`, once it has been read). */
  removeDataDir(): void;
}

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

async function waitForHealth(port: number, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`API exited early with code ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`API did not become healthy on port ${port} within ${timeoutMs} ms`);
}

/**
 * Starts the real API (which serves the built front end from dist/) as its own process, with a
 * throwaway data folder (a copy of the run's seeded one) and a database of its own: a copy of the
 * run's seeded PostgreSQL database when the run has one, else the embedded default in the folder,
 * exactly as `npm start` would.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: StartOptions = {},
): Promise<RunningServer> {
  // The browser suite's workers start servers at the same time: a free port found by one can be taken
  // by another's server before this one listens. Only a port we chose ourselves is chosen again.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startServerOnce(env, options);
    } catch (error) {
      const portTaken = error instanceof PortTakenError;
      if (!portTaken || options.port !== undefined || attempt >= 3) throw error;
    }
  }
}

interface StartOptions {
  port?: number;
  keepDataDir?: boolean;
  /** Starts on this existing data folder (e.g. one a stopped server left and rows were added to); kept. */
  dataDir?: string;
}

/** The server could not listen: its port was taken between choosing it and starting. */
class PortTakenError extends Error {}

async function startServerOnce(env: Record<string, string>, options: StartOptions): Promise<RunningServer> {
  // A port chosen beforehand lets a test register the server's URLs elsewhere first (an OpenID provider).
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? freshDataDir();
  const keepDataDir = options.keepDataDir || options.dataDir !== undefined;
  // The compiled API, as `npm start` runs it (`npm run build` makes it, before the browser tests), but
  // without `--enable-source-maps`: the server bundle is not minified, so a stack trace in a failed
  // test's server output still names our functions, and mapping costs each server CPU: reading the
  // chunks' maps, then each stack formatted (started and asked nine requests, 1.76 s of CPU against
  // 1.56 s; some 140 servers a run).
  // HALO_E2E_SOURCE_MAPS=1 maps them when a trace needs the TypeScript lines.
  const child = spawn(
    process.execPath,
    [
      ...(process.env.HALO_E2E_SOURCE_MAPS === '1' ? ['--enable-source-maps'] : []),
      join(repoRoot, 'packages/api/dist/server.js'),
    ],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: `http://localhost:${port}`,
        LOG_LEVEL: 'warn',
        DATABASE_URL: await databaseUrlOf(dataDir),
        // Each server's modules compiled by V8 once per run, not at every start (Node's compile cache).
        NODE_COMPILE_CACHE: join(repoRoot, 'node_modules/.cache/halo-node-compile'),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  try {
    // A first start seeds PGlite (about 4 s on a quiet machine); on two cores shared with other test
    // runs it took 65 s, so the wait is long: a healthy server ends it at once.
    await waitForHealth(port, child, 180_000);
  } catch (error) {
    child.kill('SIGKILL');
    if (options.dataDir === undefined) await removeFolderAndDatabase(dataDir);
    const message = `${(error as Error).message}\n--- server output ---\n${output}`;
    throw output.includes('EADDRINUSE') ? new PortTakenError(message) : new Error(message);
  }
  // A kept folder is removed by the test when it has read it; its database is dropped meanwhile (and
  // at the latest by globalTeardown).
  const removeDataDir = () => void removeFolderAndDatabase(dataDir).catch(() => undefined);
  return {
    port,
    dataDir,
    removeDataDir,
    urlFor: (subdomain, path = '/') => `http://${subdomain}.localhost:${port}${path}`,
    async stop() {
      // A process ended by a signal has no exit code but a signal code; stopped twice (a test's own
      // stop, then afterAll's), waiting for an 'exit' already emitted would never end.
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(timer);
      }
      if (!keepDataDir) await removeFolderAndDatabase(dataDir);
    },
  };
}

async function removeFolderAndDatabase(dataDir: string): Promise<void> {
  // Reads the folder's database name before the folder goes.
  const dropping = dropDatabaseOf(dataDir);
  rmSync(dataDir, { recursive: true, force: true });
  await dropping;
}

/**
 * A seeded data folder no server runs on yet, for rows a test writes (`queryDatabase`) before its
 * server's one start (`startServer(env, { dataDir })`; remove it with `removeDataDir` after `stop`):
 * a copy of the run's seeded template, already migrated and seeded, so no start is spent seeding it.
 * Without a template (a run without the e2e globalSetup), a first start on an empty folder seeds it.
 */
export async function seededDataDir(): Promise<string> {
  if (process.env[DATA_TEMPLATE_ENV]) return freshDataDir();
  const first = await startServer({}, { keepDataDir: true });
  await first.stop();
  return first.dataDir;
}
