// One writer per DATA_DIR, and a DATA_DIR that cannot be used is said in one line: real server
// processes (packages/api/src/main.ts) on temporary folders, as `npm start` runs them.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { health, ServerProcesses } from './serverProcess';

const servers = new ServerProcesses();
afterAll(() => servers.cleanUp());
const { startServer, tempFolder, untilServing } = servers;

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
