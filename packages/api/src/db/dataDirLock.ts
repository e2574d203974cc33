// One process per embedded database folder. PGlite keeps the whole database in one process's memory
// and writes it back to the folder: a second process on the same folder would serve its own copy and
// overwrite the first one's gifts. The lock is a file naming the process that holds the folder,
// created atomically; a holder that is gone (a `kill -9`, a power cut) is recognised and replaced,
// so a crash never blocks the next start. The server and any command-line tool on the same folder
// take it the same way: `lockDataDir(dataDir)` → `release()`, or DataDirLockedError naming the holder.
import { readFileSync, unlinkSync } from 'node:fs';
import { mkdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as v from 'valibot';

export const LOCK_FILE = 'halo.lock';
/** Held for a moment while a gone holder's lock is replaced, so two starters never both replace it. */
const TAKEOVER_FILE = 'halo.lock.takeover';
/** A takeover file older than this was left by a process killed in that moment. */
const TAKEOVER_STALE_MS = 5_000;
const ATTEMPTS = 20;

const Holder = v.object({ pid: v.number(), hostname: v.string(), startedAt: v.string() });
export type LockHolder = v.InferOutput<typeof Holder>;

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `${dataDir} is in use by process ${holder.pid} on ${holder.hostname}: ` +
        'stop that process first (one Halo process per embedded database), or point DATA_DIR elsewhere.',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  release(): Promise<void>;
}

/** When the process `pid` started, as Linux counts it (clock ticks since boot); null elsewhere. */
export function processStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22, counted after the command name, which may itself hold spaces or parentheses.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, owned by someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The holder is this host's process that wrote the file, still running. */
function stillHolds(holder: LockHolder): boolean {
  if (holder.hostname !== os.hostname()) return true; // cannot tell from here: assume it does
  if (!isAlive(holder.pid)) return false;
  // A reused pid belongs to another process, started at another moment.
  const started = processStart(holder.pid);
  return started === null || started === holder.startedAt;
}

/** The lock file's text, null when there is none. */
async function readText(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

function parseHolder(text: string | null): LockHolder | null {
  if (text === null) return null;
  try {
    const parsed = v.safeParse(Holder, JSON.parse(text));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Removes the lock file if it still says `staleText`. Only the process that created the takeover
 * file does so; without it two starters that both saw the same gone holder could each remove it,
 * the slower one deleting the lock the faster one had just taken.
 */
async function replaceGoneHolder(dataDir: string, file: string, staleText: string): Promise<void> {
  const takeover = path.join(dataDir, TAKEOVER_FILE);
  try {
    await writeFile(takeover, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const age = await stat(takeover).then(
      (s) => Date.now() - s.mtimeMs,
      () => 0,
    );
    if (age > TAKEOVER_STALE_MS) await unlink(takeover).catch(() => {});
    else await pause(50); // another starter is replacing it: look again after it
    return;
  }
  try {
    // Nothing else changes a present lock file: its holder is gone and takeovers wait for ours.
    if ((await readText(file)) === staleText) await unlink(file).catch(() => {});
  } finally {
    await unlink(takeover).catch(() => {});
  }
}

/**
 * Takes `dataDir` for this process, or throws DataDirLockedError naming the process that has it.
 * Released by `release()` (the database's close) and, failing that, when the process exits.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const mine = JSON.stringify({
    pid: process.pid,
    hostname: os.hostname(),
    startedAt: processStart(process.pid) ?? new Date().toISOString(),
  } satisfies LockHolder);
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    try {
      await writeFile(file, mine, { flag: 'wx' });
      return holdUntilRelease(file, mine);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const text = await readText(file);
    if (text === null) continue; // released in the meantime
    const holder = parseHolder(text);
    if (holder && stillHolds(holder)) throw new DataDirLockedError(dataDir, holder);
    if (!holder && attempt === 0) {
      // Perhaps being written this instant (wx creates the file before its text): look once more.
      await pause(100);
      continue;
    }
    // Left by a process that is gone (or half-written by one that died writing it): take it over.
    await replaceGoneHolder(dataDir, file, text);
  }
  const holder = parseHolder(await readText(file));
  throw new DataDirLockedError(dataDir, holder ?? { pid: 0, hostname: 'unknown', startedAt: '' });
}

function holdUntilRelease(file: string, mine: string): DataDirLock {
  const releaseOnExit = () => {
    try {
      if (readFileSync(file, 'utf8') === mine) unlinkSync(file);
    } catch {
      // already gone
    }
  };
  process.once('exit', releaseOnExit);
  return {
    async release() {
      process.removeListener('exit', releaseOnExit);
      if ((await readText(file).catch(() => null)) === mine) await unlink(file).catch(() => {});
    },
  };
}
