// docs/ARCHITECTURE.md §8 API budgets under load: `donorContributions` page over 100,000 gifts p95 ≤ 25 ms at
// 200 req/s (PostgreSQL), and POST /api/give (sandbox) ≥ 150 gifts/s from one process, with no error
// and no duplicate. The real app runs in a child process (bench/benchServer.ts) on a fresh database
// (PostgreSQL when DATABASE_URL is set, else in-memory PGlite) with the demo data and GIFTS (100,000)
// gifts for the demo donor; autocannon loads it from this process. A bare fastify app with one JSON
// route is measured the same way, as the ceiling of this machine, client and HTTP stack. The
// 200 req/s budget is read from a steady run (bench/pacedLoad.ts), autocannon's overallRate being
// bursts; both are printed.
//
//   npx tsx packages/api/bench/apiLoad.ts
//   node scripts/with-postgres.mjs npx tsx packages/api/bench/apiLoad.ts
//   BENCH_SECONDS (10) per run, BENCH_CONNECTIONS (10), GIFTS (100000)
import os from 'node:os';
import { sendRequest } from '../test/httpClient';
import { RAISED_GIVING_LIMITS_NOTE } from './benchAppSettings';
import { createBenchDatabase, type BenchDatabase } from './benchDatabase';
import { signInDemoDonor, type DonorSession } from './donorSession';
import { checkGifts, settledGiftTally, type GiftCheck } from './giftCheck';
import { ms } from './latencyStats';
import { runLoad, type LoadRunOptions, type LoadRunResult } from './loadRun';
import { runPacedLoad } from './pacedLoad';
import { DONOR_CONTRIBUTIONS, DONOR_DASHBOARD_REPORT, graphqlBody, ME } from './portalQueries';
import { prepareSandboxGiver } from './sandboxGiver';
import { startBenchServer, type BenchServer } from './startBenchServer';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const GIFTS = Number(process.env.GIFTS ?? 100_000);
const WARM_UP_SECONDS = Math.min(2, SECONDS);

const FIXED_RATE = 200;
const BUDGET_P95_MS = 25;
const BUDGET_GIFTS_PER_SECOND = 150;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Measure = (
  options: Omit<LoadRunOptions, 'seconds' | 'connections'>,
  afterWarmUp?: () => Promise<void>,
) => Promise<LoadRunResult>;

/** A warm-up run (JIT, query plans, pools), then the measured one. */
const measure: Measure = async (options, afterWarmUp) => {
  await runLoad({ ...options, connections: CONNECTIONS, seconds: WARM_UP_SECONDS });
  // The warm-up's last requests, cut off when it stopped, still run on the server for a moment.
  await sleep(1000);
  await afterWarmUp?.();
  const result = await runLoad({ ...options, connections: CONNECTIONS, seconds: SECONDS });
  console.error(`  measured ${result.title}`);
  return result;
};

/** One request outside the load, so a run never measures errors answered fast (GraphQL says 200). */
async function checkGraphql(port: number, session: DonorSession, body: string, field: string) {
  const response = await sendRequest(port, {
    method: 'POST',
    url: '/graphql',
    headers: session.headers,
    payload: body,
  });
  const answer = response.statusCode === 200 ? response.json() : null;
  if (!answer?.data?.[field] || answer.errors) {
    throw new Error(`${field}: ${response.statusCode} ${response.body.slice(0, 500)}`);
  }
  return answer.data[field];
}

const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
/**
 * stdout carries only `| what | budget | measured | status |` rows (scripts/bench.mjs gathers them
 * into BENCHMARKS.md); the detail, notes and progress go to stderr.
 */
const resultRow = (cells: string[]) => console.log(row(cells));
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
const perSecond = (result: LoadRunResult) => result.requestsPerSecond.toFixed(0);
/** A share as a percentage with two significant digits at most: 100 %, 12 %, 0.031 %. */
const share = (value: number) => `${Number((value * 100).toPrecision(2))} %`;

interface AppRuns {
  me: LoadRunResult;
  contributionsMax: LoadRunResult;
  contributionsAtRate: LoadRunResult;
  /** Null when the server's maximum is below the rate. */
  contributionsPaced: LoadRunResult | null;
  dashboard: LoadRunResult;
  give: LoadRunResult;
  gifts: GiftCheck;
  rssStart: number;
  rssEnd: number;
}

async function measureApp(server: BenchServer): Promise<AppRuns> {
  const rssStart = await server.rss();
  const session = await signInDemoDonor(server.port);
  const organizationPrefixedId = session.organizationPrefixedId;
  const contributionsBody = graphqlBody(DONOR_CONTRIBUTIONS, {
    organizationPrefixedId,
    filters: { type: 'all', page: 1, perPage: 50 },
  });
  const page = await checkGraphql(server.port, session, contributionsBody, 'donorContributions');
  if (page.items.length !== 50) throw new Error(`donorContributions: ${page.items.length} items, not 50`);
  const dashboardBody = graphqlBody(DONOR_DASHBOARD_REPORT, { organizationPrefixedId });
  await checkGraphql(server.port, session, dashboardBody, 'DonorDashboardReport');
  // The app's own document: the server runs only the documents its front ends were built with.
  const meBody = graphqlBody(ME, {});
  await checkGraphql(server.port, session, meBody, 'me');
  const graphql = { port: server.port, method: 'POST' as const, path: '/graphql', headers: session.headers };

  // The floor of any portal query: session, CSRF, GraphQL parsing and execution, one small read.
  const me = await measure({ ...graphql, title: 'GraphQL `Me` (the signed-in user), max', body: meBody });
  const total = (page.totalResults as number).toLocaleString('en-US');
  const contributionsMax = await measure({
    ...graphql,
    title: `donorContributions, page 1 of 50 over ${total} gifts, max`,
    body: contributionsBody,
  });
  const contributionsAtRate = await measure({
    ...graphql,
    title: `donorContributions, page 1 of 50, ${FIXED_RATE} req/s in bursts`,
    body: contributionsBody,
    overallRate: FIXED_RATE,
  });
  // Below the rate at full speed, a steady run only queues requests until it gives up.
  const contributionsPaced =
    contributionsMax.requestsPerSecond < FIXED_RATE * 0.9
      ? null
      : await runPacedLoad({
          title: `donorContributions, page 1 of 50, steady ${FIXED_RATE} req/s`,
          port: server.port,
          request: {
            method: 'POST',
            path: '/graphql',
            headers: session.headers,
            body: contributionsBody,
            keepBody: true,
          },
          rate: FIXED_RATE,
          seconds: SECONDS,
          connections: CONNECTIONS,
          check: (_status, body) => !JSON.parse(body).errors,
        });
  if (contributionsPaced) console.error(`  measured ${contributionsPaced.title}`);
  const dashboard = await measure({ ...graphql, title: 'DonorDashboardReport, max', body: dashboardBody });

  const giver = await prepareSandboxGiver(server.port, 'bench-giver@example.com');
  let before = { total: 0, distinct: 0 };
  const give = await measure(
    {
      title: '`POST /api/give` (sandbox), max',
      port: server.port,
      method: 'POST',
      path: '/api/give',
      perRequest: () => giver.nextGift(),
    },
    // The warm-up's gifts are not the measured run's.
    async () => {
      before = await settledGiftTally(server);
    },
  );
  const gifts = checkGifts(before, await settledGiftTally(server), give);
  return {
    me,
    contributionsMax,
    contributionsAtRate,
    contributionsPaced,
    dashboard,
    give,
    gifts,
    rssStart,
    rssEnd: await server.rss(),
  };
}

function printRuns(bare: LoadRunResult, runs: AppRuns): void {
  console.error(
    row(['run', '2xx/s', 'p50', 'p95', 'p99', 'non-2xx', 'conn. errors', '2xx/s of bare', 'p50 × bare']),
  );
  console.error(row(Array(9).fill('---')));
  const { me, contributionsMax, contributionsAtRate, contributionsPaced, dashboard, give } = runs;
  const all = [bare, me, contributionsMax, contributionsAtRate, contributionsPaced, dashboard, give];
  for (const result of all.filter((run) => run !== null)) {
    console.error(
      row([
        result.title,
        perSecond(result),
        ms(result.latency.p50),
        ms(result.latency.p95),
        ms(result.latency.p99),
        result.non2xx,
        result.errors,
        share(result.requestsPerSecond / bare.requestsPerSecond),
        `×${(result.latency.p50 / bare.latency.p50).toFixed(0)}`,
      ]),
    );
  }
  const { gifts } = runs;
  console.error(`\nserver RSS ${mb(runs.rssStart)} after start-up, ${mb(runs.rssEnd)} at the end`);
  console.error(
    `gifts: ${give.ok} answered 2xx, ${gifts.recorded} recorded (${gifts.cutOff} of them cut off ` +
      `unanswered when the run stopped), ${gifts.duplicates} duplicates, ${give.non2xx} non-2xx ` +
      `${JSON.stringify(give.statusCodes)}, ${give.errors} connection errors`,
  );
}

function printResultRows(database: BenchDatabase, bare: LoadRunResult, runs: AppRuns): void {
  const {
    me,
    contributionsMax,
    contributionsAtRate,
    contributionsPaced: paced,
    dashboard,
    give,
    gifts,
  } = runs;
  // The budget's reading is the steady run; the burst run (autocannon's overallRate) is stricter.
  const rateReached =
    paced !== null && paced.requestsPerSecond >= FIXED_RATE * 0.95 && paced.non2xx + paced.errors === 0;
  const p95Within = rateReached && paced.latency.p95 <= BUDGET_P95_MS;
  const giftsWithin = gifts.clean && give.requestsPerSecond >= BUDGET_GIFTS_PER_SECOND;
  const indicative = database.driver === 'postgres' ? '' : ' (budget is for PostgreSQL: indicative)';
  const steady = paced
    ? `steady: p95 ${ms(paced.latency.p95)} (p50 ${ms(paced.latency.p50)}, p99 ${ms(paced.latency.p99)}) ` +
      `at ${perSecond(paced)} req/s; `
    : `steady: not run, the maximum is below ${FIXED_RATE} req/s; `;
  resultRow([
    `\`donorContributions\` page of 50 over ${GIFTS.toLocaleString('en-US')} gifts, ${database.label}`,
    `p95 ≤ ${BUDGET_P95_MS} ms at ${FIXED_RATE} req/s`,
    steady +
      `in bursts (autocannon): p95 ${ms(contributionsAtRate.latency.p95)} at ` +
      `${perSecond(contributionsAtRate)} req/s; at most ${perSecond(contributionsMax)} req/s ` +
      `(p95 ${ms(contributionsMax.latency.p95)})`,
    (p95Within ? 'within' : rateReached ? '**over**' : `**over** (${FIXED_RATE} req/s not reached)`) +
      indicative,
  ]);
  resultRow([
    `\`POST /api/give\` (sandbox), one process, ${database.label}`,
    `≥ ${BUDGET_GIFTS_PER_SECOND} gifts/s, no error, no duplicate`,
    `${perSecond(give)} gifts/s (p50 ${ms(give.latency.p50)}, p99 ${ms(give.latency.p99)}); ` +
      `${give.non2xx + give.errors} errors, ${gifts.duplicates} duplicates`,
    (giftsWithin ? 'within' : gifts.clean ? '**under**' : '**errors or duplicates**') + indicative,
  ]);
  const against = (run: LoadRunResult) =>
    `${perSecond(run)} req/s (${share(run.requestsPerSecond / bare.requestsPerSecond)}, p95 ${ms(run.latency.p95)})`;
  resultRow([
    `API at full speed, ${CONNECTIONS} connections, against a bare fastify JSON route, ${database.label}`,
    '–',
    `bare ${perSecond(bare)} req/s; GraphQL \`me\` ${against(me)}; donorContributions ` +
      `${against(contributionsMax)}; DonorDashboardReport ${against(dashboard)}; gifts ${against(give)}`,
    'figures',
  ]);
}

async function main(): Promise<void> {
  const database = await createBenchDatabase();
  console.error(`# API load — ${new Date().toISOString()}`);
  console.error(
    `machine: ${os.cpus()[0]?.model ?? '?'} × ${os.cpus().length}, Node ${process.version}, ` +
      `load average ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')} at start`,
  );
  console.error(`database: ${database.label}; ${GIFTS.toLocaleString('en-US')} gifts for the demo donor`);
  console.error(
    `autocannon: ${CONNECTIONS} connections, ${SECONDS} s per run after a ${WARM_UP_SECONDS} s warm-up`,
  );
  console.error(`note: ${RAISED_GIVING_LIMITS_NOTE}; recurring worker off`);
  console.error(
    `note: at ${FIXED_RATE} req/s, "bursts" is autocannon's overallRate (each connection sends ` +
      "its share of a second's requests back to back at the start of the second); " +
      `"steady" sends one request every ${1000 / FIXED_RATE} ms, queued behind busy connections ` +
      'when need be, and times it from then (bench/pacedLoad.ts)\n',
  );

  const bareServer = await startBenchServer({ kind: 'bare' });
  let bare: LoadRunResult;
  try {
    bare = await measure({
      title: 'bare fastify, `GET /bare` `{ ok: true }`',
      port: bareServer.port,
      path: '/bare',
    });
  } finally {
    await bareServer.stop();
  }

  console.error(`  starting the app with ${GIFTS} gifts…`);
  try {
    const server = await startBenchServer({ kind: 'app', databaseUrl: database.url, gifts: GIFTS });
    try {
      const runs = await measureApp(server);
      printRuns(bare, runs);
      printResultRows(database, bare, runs);
    } finally {
      await server.stop();
      if (server.log.total > 0) {
        console.error(`\nthe server logged ${server.log.total} errors:`);
        for (const line of server.log.summary()) console.error(`  ${line}`);
      }
    }
  } finally {
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
