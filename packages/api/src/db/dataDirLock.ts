// One process per embedded database folder. PGlite keeps the whole database in one process's memory
// and writes it back to the folder: a second process on the same folder would serve its own copy and
// overwrite the first one's gifts. The lock is a file naming the process that holds the folder,
// created atomically; a holder that is gone (a `kill -9`, a power cut) is recognised and replaced,
// so a crash never blocks the next start.
import { readFileSync, unlinkSync } from 'node:fs';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as v from 'valibot';

export const LOCK_FILE = 'halo.lock';

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
function processStart(pid: number): string | null {
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

async function readHolder(file: string): Promise<LockHolder | null> {
  try {
    const parsed = v.safeParse(Holder, JSON.parse(await readFile(file, 'utf8')));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/**
 * Takes `dataDir` for this process, or throws DataDirLockedError naming the process that has it.
 * Released by `release()` (the database's close) and, failing that, when the process exits.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const me: LockHolder = {
    pid: process.pid,
    hostname: os.hostname(),
    startedAt: processStart(process.pid) ?? new Date().toISOString(),
  };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      await writeFile(file, JSON.stringify(me), { flag: 'wx' });
      const releaseOnExit = () => {
        try {
          if (readFileSync(file, 'utf8') === JSON.stringify(me)) unlinkSync(file);
        } catch {
          // already gone
        }
      };
      process.once('exit', releaseOnExit);
      return {
        async release() {
          process.removeListener('exit', releaseOnExit);
          if (JSON.stringify(await readHolder(file)) === JSON.stringify(me))
            await unlink(file).catch(() => {});
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = await readHolder(file);
    if (holder && stillHolds(holder)) throw new DataDirLockedError(dataDir, holder);
    // Left by a process that is gone (or half-written by one that died writing it): take it over.
    await unlink(file).catch(() => {});
  }
  const holder = await readHolder(file);
  throw new DataDirLockedError(dataDir, holder ?? { pid: 0, hostname: 'unknown', startedAt: '' });
}
