import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataDirLockedError, LOCK_FILE, lockDataDir, processStart, type LockHolder } from './dataDirLock';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'halo-lock-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const lockFile = () => path.join(dataDir, LOCK_FILE);
const writeHolder = (holder: LockHolder | string) =>
  writeFileSync(lockFile(), typeof holder === 'string' ? holder : JSON.stringify(holder));
const holderInFile = () => JSON.parse(readFileSync(lockFile(), 'utf8')) as LockHolder;

/** The pid of a process that has already exited. */
const gonePid = () => spawnSync(process.execPath, ['-e', '']).pid!;

const lockedError = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DataDirLockedError);
  return error as DataDirLockedError;
};

it('names this process as the holder, refuses a second taker, and is free again once released', async () => {
  const lock = await lockDataDir(dataDir);
  expect(holderInFile()).toEqual({
    pid: process.pid,
    hostname: os.hostname(),
    startedAt: processStart(process.pid),
  });

  const error = await lockedError(lockDataDir(dataDir));
  expect(error.dataDir).toBe(dataDir);
  expect(error.holder.pid).toBe(process.pid);
  expect(error.message).toBe(
    `${dataDir} is in use by process ${process.pid} on ${os.hostname()}: stop that process first ` +
      '(one Halo process per embedded database), or point DATA_DIR elsewhere.',
  );

  await lock.release();
  expect(existsSync(lockFile())).toBe(false);
  await (await lockDataDir(dataDir)).release();
});

it('creates a DATA_DIR that does not exist yet', async () => {
  const nested = path.join(dataDir, 'a', 'b');
  await (await lockDataDir(nested)).release();
  expect(existsSync(nested)).toBe(true);
});

it.each<[string, () => LockHolder | string]>([
  ['a process that is gone', () => ({ pid: gonePid(), hostname: os.hostname(), startedAt: '1' })],
  // The pid is alive (ours) but was started at another moment: a reused pid, not the holder.
  ['a reused pid', () => ({ pid: process.pid, hostname: os.hostname(), startedAt: '1' })],
  ['a half-written file', () => '{"pid":'],
])('takes over a lock left by %s', async (_case, holder) => {
  writeHolder(holder());
  const lock = await lockDataDir(dataDir);
  expect(holderInFile().pid).toBe(process.pid);
  await lock.release();
});

it("never takes over another host's lock (it cannot see that host's processes)", async () => {
  writeHolder({ pid: gonePid(), hostname: 'elsewhere.example', startedAt: '1' });
  const error = await lockedError(lockDataDir(dataDir));
  expect(error.holder.hostname).toBe('elsewhere.example');
  expect(error.message).toContain('on elsewhere.example');
});

it('lets exactly one of many simultaneous starters replace a gone holder', async () => {
  writeHolder({ pid: gonePid(), hostname: os.hostname(), startedAt: '1' });
  const results = await Promise.allSettled(Array.from({ length: 10 }, () => lockDataDir(dataDir)));
  const taken = results.filter((result) => result.status === 'fulfilled');
  expect(taken).toHaveLength(1);
  for (const result of results) {
    if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(DataDirLockedError);
  }
  expect(existsSync(path.join(dataDir, 'halo.lock.takeover'))).toBe(false);
  await (taken[0] as PromiseFulfilledResult<{ release(): Promise<void> }>).value.release();
});

it('release leaves alone a lock that is no longer its own', async () => {
  const lock = await lockDataDir(dataDir);
  const other = { pid: 1, hostname: os.hostname(), startedAt: processStart(1) ?? '' };
  writeHolder(other);
  await lock.release();
  expect(holderInFile()).toEqual(other);
});
