// Soak: mixed traffic against one API instance for SOAK_SECONDS (600), from SOAK_WORKERS (8)
// concurrent workers, each sending the next weighted-random action as soon as the last is answered
// (bench/soakTraffic.ts: gifts, portal reads, CSV exports of a year). The app runs in a child
// process like bench/apiLoad.ts, on a fresh PostgreSQL database (DATABASE_URL) or in-memory PGlite,
// with the demo data and GIFTS (100,000) gifts for the demo donor. Prints the requests by kind,
// errors, p99 per window (a minute; 30 s or 10 s for a short run), the server's RSS per window and
// its heap after a full GC at the start and the end, and checks that every gift answered 201 was
// recorded once.
//
//   npx tsx packages/api/bench/soak.ts
//   SOAK_SECONDS=30 node scripts/with-postgres.mjs npx tsx packages/api/bench/soak.ts
import os from 'node:os';
import { RAISED_GIVING_LIMITS_NOTE } from './benchAppSettings';
import { createBenchDatabase, type BenchDatabase } from './benchDatabase';
import { signInDemoDonor } from './donorSession';
import { settledGiftTally } from './giftCheck';
import { ms, summarize } from './latencyStats';
import { prepareSandboxGiver } from './sandboxGiver';
import { SoakClient } from './soakClient';
import { SOAK_KINDS, SOAK_WEIGHTS, SoakTraffic, type SoakOutcome } from './soakTraffic';
import { startBenchServer, type BenchServer } from './startBenchServer';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const WORKERS = Number(process.env.SOAK_WORKERS ?? 8);
const GIFTS = Number(process.env.GIFTS ?? 100_000);
const WINDOW_SECONDS = Number(
  process.env.SOAK_WINDOW_SECONDS ?? (SECONDS >= 300 ? 60 : SECONDS >= 60 ? 30 : 10),
);

const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
// stdout carries only the `| what | budget | measured | status |` row (scripts/bench.mjs gathers it
// into BENCHMARKS.md); the detail goes to stderr.
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;

interface SoakRun {
  outcomes: SoakOutcome[];
  /** Server RSS at the end of each window. */
  windowRss: number[];
  giftsAnswered: number;
  seconds: number;
}

async function soak(server: BenchServer): Promise<SoakRun> {
  const session = await signInDemoDonor(server.port);
  const giver = await prepareSandboxGiver(server.port, 'soak-giver@example.com');
  const client = new SoakClient(server.port, WORKERS);
  const started = performance.now();
  const traffic = new SoakTraffic(client, session, giver, started);
  const deadline = started + SECONDS * 1000;
  const outcomes: SoakOutcome[] = [];
  const windowRss: number[] = [];
  const sampler = setInterval(() => {
    server.rss().then(
      (rss) => windowRss.push(rss),
      () => windowRss.push(NaN),
    );
  }, WINDOW_SECONDS * 1000);
  const worker = async () => {
    while (performance.now() < deadline) outcomes.push(...(await traffic.next()));
  };
  try {
    await Promise.all(Array.from({ length: WORKERS }, worker));
  } finally {
    clearInterval(sampler);
    client.close();
  }
  const seconds = (performance.now() - started) / 1000;
  // The last window's sample may not have come (a window longer than the run, a timer late).
  if (windowRss.length < Math.ceil(SECONDS / WINDOW_SECONDS)) windowRss.push(await server.rss());
  return { outcomes, windowRss, giftsAnswered: traffic.giftsAnswered, seconds };
}

function printKinds(run: SoakRun): void {
  console.error(row(['kind', 'requests', 'errors', 'p50', 'p95', 'p99', 'max']));
  console.error(row(Array(7).fill('---')));
  for (const kind of SOAK_KINDS) {
    const ofKind = run.outcomes.filter((outcome) => outcome.kind === kind);
    const latency = summarize(ofKind.filter((outcome) => !outcome.error).map((outcome) => outcome.ms));
    const errors = ofKind.filter((outcome) => outcome.error).length;
    console.error(
      row([kind, ofKind.length, errors, ms(latency.p50), ms(latency.p95), ms(latency.p99), ms(latency.max)]),
    );
  }
  const all = summarize(run.outcomes.filter((outcome) => !outcome.error).map((outcome) => outcome.ms));
  const errors = run.outcomes.filter((outcome) => outcome.error).length;
  console.error(
    row(['**all**', run.outcomes.length, errors, ms(all.p50), ms(all.p95), ms(all.p99), ms(all.max)]),
  );
  const perSecond = (run.outcomes.length / run.seconds).toFixed(0);
  console.error(`\n${run.outcomes.length} requests in ${run.seconds.toFixed(0)} s (${perSecond} req/s)`);
}

/** Requests that began after the deadline (an export's download) belong to the last window. */
function windowOutcomes(run: SoakRun): SoakOutcome[][] {
  const windows = Math.max(1, Math.ceil(SECONDS / WINDOW_SECONDS));
  const grouped: SoakOutcome[][] = Array.from({ length: windows }, () => []);
  for (const outcome of run.outcomes) {
    grouped[Math.min(windows - 1, Math.floor(outcome.at / (WINDOW_SECONDS * 1000)))]!.push(outcome);
  }
  return grouped;
}

function printWindows(run: SoakRun): void {
  console.error(
    row([
      'window',
      'requests',
      'req/s',
      'errors',
      'p99 all',
      ...SOAK_KINDS.map((kind) => `p99 ${kind}`),
      'RSS at end',
    ]),
  );
  console.error(row(Array(6 + SOAK_KINDS.length).fill('---')));
  const grouped = windowOutcomes(run);
  for (let index = 0; index < grouped.length; index += 1) {
    const inWindow = grouped[index]!;
    const p99 = (outcomes: SoakOutcome[]) =>
      ms(summarize(outcomes.filter((outcome) => !outcome.error).map((outcome) => outcome.ms)).p99);
    const from = index * WINDOW_SECONDS;
    const to = Math.min(from + WINDOW_SECONDS, SECONDS);
    const rss = run.windowRss[index];
    console.error(
      row([
        `${from}–${to} s`,
        inWindow.length,
        (inWindow.length / (to - from)).toFixed(0),
        inWindow.filter((outcome) => outcome.error).length,
        p99(inWindow),
        ...SOAK_KINDS.map((kind) => p99(inWindow.filter((outcome) => outcome.kind === kind))),
        rss === undefined ? '–' : mb(rss),
      ]),
    );
  }
}

function printErrors(run: SoakRun): void {
  const reasons = new Map<string, number>();
  for (const outcome of run.outcomes) {
    if (outcome.error)
      reasons.set(
        `${outcome.kind}: ${outcome.error}`,
        (reasons.get(`${outcome.kind}: ${outcome.error}`) ?? 0) + 1,
      );
  }
  if (reasons.size === 0) return;
  console.error('\nerrors by reason:');
  for (const [reason, n] of [...reasons].sort((a, b) => b[1] - a[1])) console.error(`  ${n} × ${reason}`);
}

interface SoakChecks {
  serverErrors: number;
  /** Bytes at the start and the end. */
  rss: [number, number];
  heap: [number, number];
  recorded: number;
  duplicates: number;
  giftsOnce: boolean;
}

function printResultRow(database: BenchDatabase, run: SoakRun, checks: SoakChecks): void {
  const succeeded = (outcomes: SoakOutcome[]) =>
    outcomes.filter((outcome) => !outcome.error).map((outcome) => outcome.ms);
  const errors = run.outcomes.filter((outcome) => outcome.error).length;
  const p99 = summarize(succeeded(run.outcomes)).p99;
  const windowP99 = windowOutcomes(run).map((outcomes) => summarize(succeeded(outcomes)).p99);
  const clean = errors === 0 && checks.serverErrors === 0 && checks.giftsOnce;
  console.log(
    row([
      `soak: ${SECONDS} s of mixed traffic (gifts, portal reads, CSV exports), ${WORKERS} workers, ` +
        database.label,
      'no budget (docs/ARCHITECTURE.md §8); checks: no error, each gift recorded once',
      `${run.outcomes.length.toLocaleString('en-US')} requests ` +
        `(${(run.outcomes.length / run.seconds).toFixed(0)} req/s), ${errors} errors, ` +
        `${checks.serverErrors} server errors logged; p99 ${ms(p99)}, per ${WINDOW_SECONDS} s ` +
        `${ms(Math.min(...windowP99))}–${ms(Math.max(...windowP99))}; RSS ${mb(checks.rss[0])} → ` +
        `${mb(checks.rss[1])}, heap after GC ${mb(checks.heap[0])} → ${mb(checks.heap[1])}; ` +
        `${checks.recorded.toLocaleString('en-US')} gifts, ${checks.duplicates} duplicates`,
      clean ? 'no errors' : '**errors**',
    ]),
  );
}

async function main(): Promise<void> {
  const database = await createBenchDatabase();
  console.error(`# API soak — ${new Date().toISOString()}`);
  console.error(
    `machine: ${os.cpus()[0]?.model ?? '?'} × ${os.cpus().length}, Node ${process.version}, load average ` +
      `${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')} at start`,
  );
  console.error(`database: ${database.label}; ${GIFTS.toLocaleString('en-US')} gifts for the demo donor`);
  console.error(
    `${SECONDS} s, ${WORKERS} workers back to back, weights ${JSON.stringify(SOAK_WEIGHTS)} ` +
      '(an export is a link and a download of one year, about 10,000 gifts)',
  );
  console.error(`note: ${RAISED_GIVING_LIMITS_NOTE}; recurring worker off\n`);

  console.error(`  starting the app with ${GIFTS} gifts…`);
  try {
    const server = await startBenchServer({ kind: 'app', databaseUrl: database.url, gifts: GIFTS });
    try {
      const rssStart = await server.rss();
      const heapStart = await server.heapAfterGc();
      const before = await server.benchGifts();
      console.error(`  soaking for ${SECONDS} s…`);
      const run = await soak(server);
      const after = await settledGiftTally(server);
      const rssEnd = await server.rss();
      const heapEnd = await server.heapAfterGc();

      printKinds(run);
      console.error('');
      printWindows(run);
      printErrors(run);
      const recorded = after.distinct - before.distinct;
      const duplicates = after.total - after.distinct - (before.total - before.distinct);
      const giftsOnce = recorded === run.giftsAnswered && duplicates === 0;
      console.error(
        `\nserver RSS ${mb(rssStart)} at the start, ${mb(rssEnd)} at the end (pid ${server.pid})`,
      );
      console.error(`server heap after a full GC: ${mb(heapStart)} at the start, ${mb(heapEnd)} at the end`);
      console.error(
        `gifts: ${run.giftsAnswered} answered 201, ${recorded} recorded, ${duplicates} duplicates` +
          (giftsOnce ? ' (each gift recorded once)' : ' (**mismatch**)'),
      );
      // Stopped before the report so that every line it logged is counted (the finally below then
      // finds it stopped).
      await server.stop();
      if (server.log.total > 0) {
        console.error(`\nthe server logged ${server.log.total} errors:`);
        for (const line of server.log.summary()) console.error(`  ${line}`);
      }
      printResultRow(database, run, {
        serverErrors: server.log.total,
        rss: [rssStart, rssEnd],
        heap: [heapStart, heapEnd],
        recorded,
        duplicates,
        giftsOnce,
      });
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
