// docs/ARCHITECTURE.md §8 budget: an import of 100,000 rows of giving history on PostgreSQL ≤ 60 s.
// The halo CLI as a church's operator runs it after `npm run build` (packages/api/dist/cli.js, what
// `npm run halo` runs, a process per command) on a fresh database: a church with three funds, one
// file of our own format (5,000 donors, half the rows with a reference), then a dry run, the
// import, and the same file again. Each time is the whole command: start, reading the file,
// checking, writing, commit. The database is then asked whether every row became exactly one gift.
// Prints markdown rows (scripts/bench.mjs gathers them into BENCHMARKS.md).
//
//   node scripts/with-postgres.mjs npx tsx packages/api/bench/historyImport.ts
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { runProcess, type CliRun } from '../test/runProcess';
import { createBenchDatabase } from './benchDatabase';

const ROWS = Number(process.env.IMPORT_ROWS ?? 100_000);
const BUDGET_SECONDS = 60;
const DONORS = Math.max(1, Math.min(5_000, Math.floor(ROWS / 20)));
const CHURCH = 'history';
const FUNDS = ['General Fund', 'Missions', 'Building Fund'];
const METHODS = ['cash', 'check', 'card', 'bank'];
const CLI = path.resolve(__dirname, '../dist/cli.js');

/** A file of our import format: gifts dated over ten years, spread over the donors and funds. */
function historyFile(rows: number): string {
  // A fixed sequence, so every run imports the same file.
  let seed = 20_261_202;
  // The high bits of a linear congruential sequence: its low bits repeat after a few steps.
  const pick = (choices: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return Math.floor((seed / 2 ** 31) * choices);
  };
  const lines = ['date,first_name,last_name,email,amount,fund,method,reference,note'];
  const start = Date.UTC(2015, 0, 1);
  for (let row = 0; row < rows; row += 1) {
    const donor = row % DONORS;
    const day = new Date(start + pick(3_650) * 86_400_000).toISOString().slice(0, 10);
    const cents = 500 + pick(50_000);
    const reference = row % 2 === 0 ? `OLD-${row}` : '';
    lines.push(
      [
        day,
        `Giver${donor}`,
        `Family${donor % 700}`,
        `giver${donor}@example.org`,
        (cents / 100).toFixed(2),
        FUNDS[row % FUNDS.length],
        METHODS[pick(METHODS.length)],
        reference,
        row % 10 === 0 ? 'Imported from our old system' : '',
      ].join(','),
    );
  }
  return `${lines.join('\n')}\n`;
}

interface Said extends CliRun {
  seconds: number;
}

async function halo(databaseUrl: string, dataDir: string, args: string[]): Promise<Said> {
  const started = process.hrtime.bigint();
  const said = await runProcess(process.execPath, ['--enable-source-maps', CLI, ...args], {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
  });
  return { ...said, seconds: Number(process.hrtime.bigint() - started) / 1e9 };
}

function expectDone(said: Said, what: string, says: string): Said {
  if (said.code !== 0 || !said.stdout.includes(says)) {
    throw new Error(`${what}: exit ${String(said.code)}, expected "${says}"\n${said.stdout}${said.stderr}`);
  }
  return said;
}

async function counts(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ gifts: string; keys: string; donors: string; parts: string }>(
      `SELECT count(*) AS gifts, count(DISTINCT c.import_key) AS keys, count(DISTINCT c.donor_user_id) AS donors,
              (SELECT count(*) FROM contribution_funds cf JOIN contributions g ON g.id = cf.contribution_id
                WHERE g.organization_id = o.id) AS parts
         FROM contributions c JOIN organizations o ON o.id = c.organization_id
        WHERE o.subdomain = $1 GROUP BY o.id`,
      [CHURCH],
    );
    const row = rows[0];
    return {
      gifts: Number(row?.gifts ?? 0),
      keys: Number(row?.keys ?? 0),
      donors: Number(row?.donors ?? 0),
      parts: Number(row?.parts ?? 0),
    };
  } finally {
    await client.end();
  }
}

async function main() {
  if (!process.env.DATABASE_URL)
    throw new Error('The import is measured on PostgreSQL: run it through scripts/with-postgres.mjs.');
  if (!existsSync(CLI)) throw new Error(`No compiled CLI at ${CLI}: run npm run build first.`);
  const database = await createBenchDatabase();
  const folder = mkdtempSync(path.join(tmpdir(), 'halo-import-bench-'));
  try {
    const file = path.join(folder, 'history.csv');
    writeFileSync(file, historyFile(ROWS));
    const run = (args: string[]) => halo(database.url, folder, args);
    expectDone(
      await run([
        'church:create',
        '--subdomain',
        CHURCH,
        '--name',
        'History Church',
        '--timezone',
        'America/Chicago',
        '--currency',
        'USD',
        '--admin-email',
        'treasurer@history.example',
      ]),
      'church:create',
      'Created',
    );
    for (const fund of FUNDS.slice(1)) {
      expectDone(await run(['fund:add', '--subdomain', CHURCH, '--name', fund]), 'fund:add', fund);
    }
    const importing = ['import:gifts', '--subdomain', CHURCH, '--file', file];
    const dryRun = expectDone(await run([...importing, '--dry-run']), 'dry run', `Gifts: ${ROWS} to import`);
    const imported = expectDone(await run(importing), 'import', `Gifts: ${ROWS} imported`);
    const again = expectDone(await run(importing), 'import again', `Gifts already present: ${ROWS}`);
    const written = await counts(database.url);
    if (
      written.gifts !== ROWS ||
      written.keys !== ROWS ||
      written.parts !== ROWS ||
      written.donors !== DONORS
    ) {
      throw new Error(
        `expected ${ROWS} gifts, each once, of ${DONORS} donors; found ${JSON.stringify(written)}`,
      );
    }
    const rows = ROWS.toLocaleString('en-US');
    const seconds = (said: Said) => `${said.seconds.toFixed(1)} s`;
    console.log(
      `| \`import:gifts\` of ${rows} rows, ${database.label}: ${rows} gifts and ${DONORS.toLocaleString('en-US')} donor records written | ≤ ${BUDGET_SECONDS} s | ` +
        `${seconds(imported)} (the whole command; each row one gift, checked in the database) | ` +
        `${imported.seconds <= BUDGET_SECONDS ? 'within' : '**over**'} |`,
    );
    console.log(
      `| the same file with \`--dry-run\` (read, checked, counted; nothing written) | — | ${seconds(dryRun)} | — |`,
    );
    console.log(
      `| the same file again (${rows} already present, nothing written) | — | ${seconds(again)} | — |`,
    );
  } finally {
    rmSync(folder, { recursive: true, force: true });
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
