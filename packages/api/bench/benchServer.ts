// The server side of the API benchmarks, run as a child process (bench/startBenchServer.ts) so the
// load generator never shares the server's event loop. Two kinds:
//   benchServer.ts --database-url=URL --gifts=N   the real app: demo data, N gifts for the demo donor
//   benchServer.ts --bare                         a bare fastify app with one JSON route, GET /bare
// Reports { type: 'ready', port } over IPC, then answers the parent's questions (its RSS, its heap
// after a full GC, the benchmark's gifts).
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { count, countDistinct, like } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { contributions } from '../src/db/schema';
import { seedDemoData } from '../src/seed';
import { benchAppSettings } from './benchAppSettings';
import { insertBulkGifts } from './bulkGifts';
import { BENCH_GIFT_MEMO, type BenchQuestion, type BenchReport, type GiftTally } from './benchMessages';

function argument(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length);
}

function report(message: BenchReport): void {
  process.send?.(message);
}

async function startBare(): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.get('/bare', async () => ({ ok: true }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  return app;
}

async function startApp(databaseUrl: string, gifts: number, dataDir: string): Promise<FastifyInstance> {
  const app = buildApp(loadConfig(benchAppSettings(databaseUrl, dataDir)));
  await app.ready();
  await seedDemoData(app.db);
  await insertBulkGifts(app.db, gifts);
  await app.listen({ host: '127.0.0.1', port: 0 });
  return app;
}

async function answer(
  app: FastifyInstance,
  question: Exclude<BenchQuestion, { type: 'stop' }>,
): Promise<number | GiftTally> {
  if (question.type === 'rss') return process.memoryUsage().rss;
  if (question.type === 'heapAfterGc') {
    // node --expose-gc (startBenchServer.ts): what stays alive, without garbage not yet collected.
    (globalThis as { gc?: () => void }).gc?.();
    return process.memoryUsage().heapUsed;
  }
  const [row] = await app.db
    .select({ total: count(), distinct: countDistinct(contributions.memo) })
    .from(contributions)
    .where(like(contributions.memo, `${BENCH_GIFT_MEMO}%`));
  return { total: row?.total ?? 0, distinct: row?.distinct ?? 0 };
}

async function main(): Promise<void> {
  const bare = process.argv.includes('--bare');
  const dataDir = bare ? null : await mkdtemp(path.join(os.tmpdir(), 'halo-bench-'));
  const databaseUrl = argument('database-url') ?? 'memory://';
  const app = dataDir
    ? await startApp(databaseUrl, Number(argument('gifts') ?? 100_000), dataDir)
    : await startBare();

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await app.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('message', (question: BenchQuestion) => {
    if (question.type === 'stop') {
      void stop();
      return;
    }
    answer(app, question).then(
      (value) => report({ type: 'answer', id: question.id, value }),
      (error: unknown) => report({ type: 'failed', id: question.id, message: String(error) }),
    );
  });
  // The parent died without saying stop: do not linger.
  process.on('disconnect', () => void stop());
  report({ type: 'ready', port: (app.server.address() as AddressInfo).port });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
