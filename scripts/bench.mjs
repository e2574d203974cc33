// `npm run bench`: measures what BENCHMARKS.md records against the budgets of docs/ARCHITECTURE.md §8 and
// writes the figures into BENCHMARKS.md (between the `bench:results` markers) with the machine and date.
//   npm run bench                    every figure; the soak runs 10 minutes
//   npm run bench -- --quick         the same with short runs (API 3 s each, soak 60 s), to try it out
//   npm run bench -- --smoke         every measurement once at a tiny size (4,000 gifts, 1 s
//                                    runs, one browser run each), so that none can stop working
//                                    unnoticed (`npm run bench:smoke`). Fails when any measurement fails;
//                                    records nothing. The trust checks, which are API tests `npm test`
//                                    runs anyway, are left out.
// Builds dist/ first when it is missing (except --smoke, which measures the build it is given). Each measurement is its own script printing markdown rows
// `| what | budget | measured | status |` on stdout (progress on stderr); a failing one is named in
// the report and the others still run. Exits non-zero when any measurement could not be made.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync, existsSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import os from 'node:os';

const root = resolve(import.meta.dirname, '..');
const quick = process.argv.includes('--quick');
const smoke = process.argv.includes('--smoke');
const dist = join(root, 'dist');

/** Runs a command in the repository; resolves with its stdout (stderr passes through) and exit code. */
function run(command, args, env = {}) {
  return new Promise((resolveRun) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let stdout = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      process.stdout.write(chunk);
    });
    child.on('close', (code) => resolveRun({ code, stdout }));
  });
}

if (!existsSync(join(dist, 'host', 'index.html'))) {
  if (smoke) {
    console.error('No build to measure: run npm run build first.');
    process.exit(1);
  }
  const { code } = await run('npm', ['run', 'build']);
  if (code !== 0) process.exit(code ?? 1);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function jsFiles(dir) {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((name) => name.endsWith('.js'))
    .map((name) => join(dir, name));
}

function sizeOf(files) {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const content = readFileSync(file);
    raw += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
  }
  return { raw, gzip };
}

const startedAt = new Date();
const machine = `${os.cpus()[0]?.model?.trim() ?? 'unknown'} × ${os.cpus().length}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM, Node ${process.version}, ${os.type()} ${os.release()}`;
const sizeLines = ['| build | files | raw | gzip |', '|---|---|---|---|'];
for (const build of ['embed', 'widget', 'portal', 'admin', 'shared', 'host']) {
  const dir = join(dist, build);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) continue;
  const files = jsFiles(dir);
  const { raw, gzip } = sizeOf(files);
  sizeLines.push(`| ${build} | ${files.length} | ${kb(raw)} | ${kb(gzip)} |`);
}
console.log(`# Halo Give benchmarks — ${startedAt.toISOString()}\nmachine: ${machine}\n`);
console.log(sizeLines.join('\n'));

const apiSeconds = smoke ? '1' : quick ? '3' : (process.env.BENCH_SECONDS ?? '10');
const soakSeconds = smoke ? '3' : quick ? '60' : (process.env.SOAK_SECONDS ?? '600');
/**
 * The tiny size of --smoke: enough for every query and page to have rows, nothing to wait for, one
 * measured run and no unmeasured one before it. The
 * bulk gifts are dated one a day from 2015 (bench/bulkGifts.ts), so it takes some 4,000 for every
 * year to hold gifts (the console's 2020 filter, the soak's year of CSV).
 */
const smokeEnv = smoke
  ? {
      GIFTS: '4000',
      TRANSACTIONS_GIFTS: '300',
      IMPORT_ROWS: '2000',
      BENCH_RUNS: '1',
      BENCH_WARMUP_RUNS: '0',
      CONSOLE_GIFTS_RUNS: '1',
      SOAK_WORKERS: '2',
      // The browser suite's headless shell rather than the whole Chromium the measurements drive
      // (packages/e2e/bench/benchFigures.ts): the smoke's figures are not recorded, and it shares the
      // machine with the browser suite.
      CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
    }
  : {};
const tsx = ['npx', 'tsx'];
const withPostgres = ['node', 'scripts/with-postgres.mjs', 'npx', 'tsx'];
const measurements = [
  {
    name: 'JavaScript before first use',
    command: [...tsx, 'packages/e2e/bench/routeSizes.ts'],
    seeded: true,
  },
  { name: 'embed on a cold page', command: [...tsx, 'packages/e2e/bench/embedColdPage.ts'], seeded: true },
  {
    name: 'a slow phone (Slow 4G + 4× CPU)',
    command: [...tsx, 'packages/e2e/bench/slowPhone.ts'],
    seeded: true,
  },
  // What React alone takes on the same phone and church page: the floor under the embed's budgets.
  { name: 'the floor of a React form on a slow phone', command: [...tsx, 'scripts/bench-react-floor.ts'] },
  { name: 'transactions "All"', command: [...tsx, 'packages/e2e/bench/transactionsAll.ts'], seeded: true },
  { name: 'API load, PGlite', command: [...tsx, 'packages/api/bench/apiLoad.ts'] },
  { name: 'API load, PostgreSQL', command: [...withPostgres, 'packages/api/bench/apiLoad.ts'] },
  { name: 'CSV export, PostgreSQL', command: [...withPostgres, 'packages/api/bench/csvExport.ts'] },
  {
    name: 'console gifts page, PostgreSQL',
    command: [...withPostgres, 'packages/api/bench/consoleGifts.ts'],
  },
  {
    name: 'console reports, PostgreSQL',
    command: [...withPostgres, 'packages/api/bench/givingReports.ts'],
  },
  {
    name: 'console deposit of 5,000 gifts, PostgreSQL',
    command: [...withPostgres, 'packages/api/bench/depositPage.ts'],
  },
  {
    name: 'history import of 100,000 rows, PostgreSQL',
    command: [...withPostgres, 'packages/api/bench/historyImport.ts'],
  },
  { name: 'soak, PostgreSQL', command: [...withPostgres, 'packages/api/bench/soak.ts'] },
  // The trust checks: the same API tests as in npm test, at full size; they append their rows.
  {
    name: 'hostile GraphQL, congregation, crash with kill -9',
    command: [
      'npx',
      'jest',
      'packages/api/test/trustedDocuments.test.ts',
      'packages/api/test/cardTesting.test.ts',
      'packages/api/test/outboxCrash.pglite.test.ts',
      '--selectProjects',
      'api',
    ],
    rowsFile: true,
    inNpmTest: true,
    env: { CRASH_GIFTS: quick ? '60' : '200', CONGREGATION_DONORS: quick ? '60' : '300' },
  },
  {
    name: 'recurring charging, two workers on PostgreSQL',
    command: [
      'node',
      'scripts/with-postgres.mjs',
      'npx',
      'jest',
      'packages/api/test/recurringConcurrency.postgres.test.ts',
      '--selectProjects',
      'api',
    ],
    inNpmTest: true,
    env: { RECURRING_LOAD_GIFTS: quick ? '2000' : '10000' },
  },
  // Two API processes on one PostgreSQL, live updates fanned out with NOTIFY/LISTEN: gifts per
  // second through one of them, then through both, three rounds (the median is recorded); the
  // test appends its row.
  {
    name: 'gifts through one and two API instances, PostgreSQL',
    command: [
      'node',
      'scripts/with-postgres.mjs',
      'npx',
      'jest',
      'packages/api/test/liveFanOut.postgres.test.ts',
      '--selectProjects',
      'api',
    ],
    rowsFile: true,
    inNpmTest: true,
    env: {
      FAN_OUT_GIFTS: quick ? '200' : '1000',
      FAN_OUT_THROUGHPUT_GIFTS: quick ? '300' : '1000',
      FAN_OUT_ROUNDS: quick ? '1' : '3',
    },
  },
];

/**
 * The browser measurements' servers start from one seeded template made here (the demo church
 * migrated and seeded once, as for the browser suite), not each from an empty database.
 */
let seededTemplate = null;
async function seededTemplateSettings() {
  if (seededTemplate) return seededTemplate;
  const { code, stdout } = await run('npx', ['tsx', 'packages/e2e/bench/seededTemplate.ts', 'create']);
  if (code !== 0) throw new Error('the seeded template for the browser measurements could not be made');
  seededTemplate = stdout.trim().split('\n').at(-1) ?? '';
  return seededTemplate;
}

const rows = [];
const failed = [];
for (const { name, command, rowsFile, inNpmTest, seeded, env = {} } of measurements) {
  if (smoke && inNpmTest) continue;
  console.log(`\n## ${name}\n`);
  const began = Date.now();
  const templateEnv = seeded ? JSON.parse(await seededTemplateSettings()) : {};
  const file = rowsFile ? join(os.tmpdir(), `halo-bench-rows-${process.pid}.md`) : null;
  if (file) writeFileSync(file, '');
  const { code, stdout } = await run(command[0], command.slice(1), {
    BENCH_SECONDS: apiSeconds,
    SOAK_SECONDS: soakSeconds,
    ...env,
    ...templateEnv,
    ...smokeEnv,
    ...(file ? { BENCH_ROWS_FILE: file } : {}),
  });
  if (code !== 0) failed.push(name);
  if (smoke) console.log(`${code === 0 ? 'ran' : 'FAILED'} in ${((Date.now() - began) / 1000).toFixed(0)} s`);
  const output = file ? readFileSync(file, 'utf8') : stdout;
  if (file) console.log(output);
  rows.push(...output.split('\n').filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line)));
}

if (seededTemplate)
  await run('npx', ['tsx', 'packages/e2e/bench/seededTemplate.ts', 'remove', seededTemplate]);

if (smoke) {
  const took = `${((Date.now() - startedAt.getTime()) / 1000).toFixed(0)} s`;
  if (failed.length) {
    console.error(`\nbench smoke (${took}): could not be measured: ${failed.join(', ')}`);
    process.exit(1);
  }
  console.log(`\nbench smoke (${took}): every measurement ran.`);
  process.exit(0);
}

// One figure a cell, each with the day and the commit it measured (BENCHMARKS.md's table).
const commit = (await run('git', ['rev-parse', '--short', 'HEAD'])).stdout.trim();
const when = `${startedAt.toISOString().slice(0, 10)}, ${commit}${quick ? ' (`--quick`)' : ''}`;
const report = [
  `Machine: ${machine}.`,
  '',
  '| what | budget | measured | status | when |',
  '|---|---|---|---|---|',
  ...rows.map((row) => `${row.replace(/\s*$/, '')} ${when} |`),
  '',
  failed.length ? `Could not be measured in this run: ${failed.join(', ')}.` : 'Every measurement ran.',
  '',
  '### Build sizes (gzip level 9, every JavaScript file of each build)',
  '',
  ...sizeLines,
].join('\n');

const benchmarksFile = join(root, 'BENCHMARKS.md');
const start = '<!-- bench:results -->';
const end = '<!-- /bench:results -->';
const current = readFileSync(benchmarksFile, 'utf8');
if (current.includes(start) && current.includes(end)) {
  const before = current.slice(0, current.indexOf(start) + start.length);
  const after = current.slice(current.indexOf(end));
  writeFileSync(benchmarksFile, `${before}\n${report}\n${after}`);
  console.log(`\nBENCHMARKS.md updated (between the bench:results markers).`);
}
if (failed.length) {
  console.error(`\nCould not be measured: ${failed.join(', ')}`);
  process.exit(1);
}
