// One writer per DATA_DIR, and a DATA_DIR that cannot be used is said in one line: real server
// processes (packages/api/src/main.ts) on temporary folders, as `npm start` runs them.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const MAIN = path.resolve(__dirname, '../src/main.ts');
const folders: string[] = [];
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function tempFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'halo-datadir-'));
  folders.push(folder);
  return folder;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

async function startServer(dataDir: string): Promise<Started & { port: number }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RECURRING_WORKER: 'off',
      LIVE_UPDATES: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += String(chunk)));
  child.stderr!.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, port, output: () => output, exited };
}

async function health(port: number): Promise<number | null> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/health`)).status;
  } catch {
    return null;
  }
}

async function untilServing(started: Started & { port: number }, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await health(started.port)) === 200) return;
    if (started.child.exitCode !== null) throw new Error(`server exited: ${started.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not start: ${started.output()}`);
}

it('a second process on the same DATA_DIR exits at once naming the folder and the holder; a kill -9 leaves no block', async () => {
  const dataDir = tempFolder();
  const first = await startServer(dataDir);
  await untilServing(first);

  const startedAt = Date.now();
  const second = await startServer(dataDir);
  expect(await second.exited).toBe(1);
  expect(Date.now() - startedAt).toBeLessThan(15_000);
  const said = second.output().trim();
  expect(said).toContain(`${dataDir} is in use by process ${first.child.pid}`);
  expect(said).not.toMatch(/\n\s+at /); // no stack trace
  expect(await health(first.port)).toBe(200);

  first.child.kill('SIGKILL');
  await first.exited;
  const third = await startServer(dataDir);
  await untilServing(third);
  third.child.kill('SIGTERM');
  expect(await third.exited).toBe(0);
});

it.each([
  [
    'a file',
    () => {
      const file = path.join(tempFolder(), 'not-a-folder');
      writeFileSync(file, 'x');
      return file;
    },
    'it is not a folder',
  ],
  [
    'damaged database files',
    () => {
      const dataDir = tempFolder();
      mkdirSync(path.join(dataDir, 'pglite'));
      writeFileSync(path.join(dataDir, 'pglite', 'PG_VERSION'), 'garbage\n');
      writeFileSync(path.join(dataDir, 'pglite', 'global'), 'garbage\n');
      return dataDir;
    },
    'cannot be used as the embedded database',
  ],
])('a DATA_DIR that is %s is told in one line with what to do', async (_name, make, reason) => {
  const dataDir = make();
  const started = await startServer(dataDir);
  expect(await started.exited).toBe(1);
  const said = started.output().trim();
  expect(said.split('\n')).toHaveLength(1);
  expect(said).toContain(dataDir);
  expect(said).toContain(reason);
  expect(said).toContain('set DATA_DIR to an empty folder');
});
