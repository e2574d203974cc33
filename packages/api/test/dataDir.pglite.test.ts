// One writer per DATA_DIR, and a DATA_DIR that cannot be used is said in one line: real server
// processes (packages/api/src/main.ts) on temporary folders, as `npm start` runs them.
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { health, ServerProcesses } from './serverProcess';

const servers = new ServerProcesses();
afterAll(() => servers.cleanUp());
const { startServer, tempFolder, migratedFolder, untilServing } = servers;

it('a second process on the same DATA_DIR exits at once naming the folder and the holder; a kill -9 leaves no block', async () => {
  // About the lock, not a first start: the database is already migrated (productionStart starts on
  // an empty folder).
  const dataDir = migratedFolder();
  const first = await startServer(dataDir);
  await untilServing(first);

  // It exits while the first still holds the folder: waiting for it would never end (the first runs
  // until this test kills it), so reaching the next line is the proof.
  const second = await startServer(dataDir);
  expect(await second.exited).toBe(1);
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

/**
 * Root writes anywhere, whatever a folder's mode says. So when we are root, the server runs as root
 * without its capabilities (setpriv clears them), for whom a folder's mode counts as for anyone. It
 * stays the owner of the checkout, so this works wherever the checkout is, even under a folder only
 * root may enter (which running as another user such as nobody could not).
 */
const withoutRootPowers = (): string[] =>
  process.getuid?.() === 0 ? ['setpriv', '--inh-caps=-all', '--bounding-set=-all', '--'] : [];

// Five values in every row: with fewer, jest would take the last parameter for a `done` callback.
it.each<[string, () => string, string, string, string[]]>([
  [
    'a file',
    () => {
      const file = path.join(tempFolder(), 'not-a-folder');
      writeFileSync(file, 'x');
      return file;
    },
    'it is not a folder',
    'Move it aside, or set DATA_DIR to an empty folder for a new database.',
    [],
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
    'its pglite folder holds files that are not an embedded database, or are damaged',
    'Move it aside (keep it if it holds gifts), or set DATA_DIR to an empty folder for a new database.',
    [],
  ],
  [
    "another PostgreSQL version's files",
    () => {
      const dataDir = tempFolder();
      for (const folder of ['base/1', 'global', 'pg_wal']) {
        mkdirSync(path.join(dataDir, 'pglite', folder), { recursive: true });
      }
      writeFileSync(path.join(dataDir, 'pglite', 'PG_VERSION'), '15\n');
      writeFileSync(path.join(dataDir, 'pglite', 'global', 'pg_control'), Buffer.alloc(8192, 7));
      return dataDir;
    },
    'its pglite folder holds PostgreSQL 15 files that the embedded PostgreSQL cannot open: another version, or damaged',
    'Move it aside (keep it if it holds gifts), or set DATA_DIR to an empty folder for a new database.',
    [],
  ],
  [
    'a folder this user cannot write',
    () => {
      const dataDir = tempFolder();
      chmodSync(dataDir, 0o555);
      return path.join(dataDir, 'data');
    },
    'cannot be written by this user',
    'Let the user running Halo Give write to it, or set DATA_DIR to an empty folder for a new database.',
    withoutRootPowers(),
  ],
])(
  'a DATA_DIR that is %s is told in one line with what to do',
  async (_name, make, reason, advice, launcher) => {
    const dataDir = make();
    const started = await startServer(dataDir, { HOME: tmpdir() }, undefined, launcher);
    expect(await started.exited).toBe(1);
    const said = started.output().trim();
    expect(said.split('\n')).toHaveLength(1);
    expect(said).toContain(`Halo Give cannot start: ${dataDir}`);
    expect(said).toContain(reason);
    expect(said).toContain(advice);
  },
);

it('tells the whole error behind the line at LOG_LEVEL debug', async () => {
  const file = path.join(tempFolder(), 'not-a-folder');
  writeFileSync(file, 'x');
  const started = await startServer(file, { LOG_LEVEL: 'debug' });
  expect(await started.exited).toBe(1);
  const [line, ...details] = started.output().trim().split('\n');
  expect(line).toContain(`Halo Give cannot start: ${file} cannot be used`);
  expect(details.join('\n')).toMatch(/EEXIST|ENOTDIR/);
});
