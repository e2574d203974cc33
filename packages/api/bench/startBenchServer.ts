// Forks bench/benchServer.ts (through tsx, as this process runs) and talks to it over IPC.
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { BenchQuestion, BenchReport, GiftTally } from './benchMessages';
import { ServerLog } from './serverLog';

export interface BenchServer {
  port: number;
  pid: number;
  /** What the server logged (level error and above). */
  log: ServerLog;
  /** The child's resident set size, in bytes. */
  rss(): Promise<number>;
  /** The child's JavaScript heap in use right after a full garbage collection, in bytes. */
  heapAfterGc(): Promise<number>;
  /** The benchmark's own gifts, to find duplicates (the real app only). */
  benchGifts(): Promise<GiftTally>;
  stop(): Promise<void>;
}

export type BenchServerKind = { kind: 'bare' } | { kind: 'app'; databaseUrl: string; gifts: number };

type Question = Exclude<BenchQuestion, { type: 'stop' }>['type'];

function waitForExit(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

export async function startBenchServer(server: BenchServerKind): Promise<BenchServer> {
  const args =
    server.kind === 'bare' ? ['--bare'] : [`--database-url=${server.databaseUrl}`, `--gifts=${server.gifts}`];
  // execArgv carries tsx's loader, so the child runs TypeScript like we do; --expose-gc lets it
  // measure its heap after a full collection.
  const child = fork(path.join(__dirname, 'benchServer.ts'), args, {
    execArgv: [...process.execArgv, '--expose-gc'],
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const log = new ServerLog(child.stdout!);
  // Whatever ends this process, the server it started ends with it.
  const killChild = () => child.exitCode === null && child.kill();
  process.once('exit', killChild);

  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 1;
  const port = await new Promise<number>((resolve, reject) => {
    const onExit = (code: number | null) =>
      reject(new Error(`bench server exited (${code}) before it was ready`));
    child.once('exit', onExit);
    child.on('message', (message: BenchReport) => {
      if (message.type === 'ready') {
        child.off('exit', onExit);
        resolve(message.port);
        return;
      }
      const waiter = pending.get(message.id);
      pending.delete(message.id);
      if (message.type === 'answer') waiter?.resolve(message.value);
      else waiter?.reject(new Error(message.message));
    });
  });
  child.on('exit', (code) => {
    for (const waiter of pending.values()) waiter.reject(new Error(`bench server exited (${code})`));
    pending.clear();
  });

  const ask = <T>(type: Question) =>
    new Promise<T>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      child.send({ type, id } satisfies BenchQuestion);
    });

  return {
    port,
    pid: child.pid!,
    log,
    rss: () => ask<number>('rss'),
    heapAfterGc: () => ask<number>('heapAfterGc'),
    benchGifts: () => ask<GiftTally>('benchGifts'),
    stop: async () => {
      if (child.connected) child.send({ type: 'stop' } satisfies BenchQuestion);
      await waitForExit(child);
      process.off('exit', killChild);
    },
  };
}
