// Exactly once across instances (PostgreSQL only): due recurring gifts (800 in npm test, sixteen
// claims of 50 for the two workers to race over; 10,000 in npm run bench through RECURRING_LOAD_GIFTS),
// two worker processes over the same database at once, then a run in which one of them is killed
// with SIGKILL mid-way. Every occurrence must be charged once: not lost, not doubled.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { coverFee } from '@halo/domain';
import { sql } from 'drizzle-orm';
import { startTestApp, type TestApp } from './helper';
import { typescriptProcess } from './typescriptProcess';
import { databaseRows } from './databaseRows';

const DATABASE_URL = process.env.DATABASE_URL;
const GIFTS = Number(process.env.RECURRING_LOAD_GIFTS ?? 800);
const MEMO = 'load test (recurringConcurrency.test.ts)';
const API_DIR = path.resolve(__dirname, '..');
const RUN_ONCE = path.join(API_DIR, 'src/recurring/runOnce.ts');

// *.postgres.test.ts files run only in the PostgreSQL pass (jest.config.js leaves them out without
// DATABASE_URL): `node scripts/with-postgres.mjs npx jest --selectProjects api --testPathPatterns recurring`.
if (!DATABASE_URL) throw new Error('recurringConcurrency needs PostgreSQL: set DATABASE_URL');

// About 12 s per 1,000 gifts on this 2-core machine with the other API pass beside it, and 38 s when
// the machine is loaded several times over (a killed run then overran 120 s); five times that.
jest.setTimeout(Math.max(240_000, GIFTS * 120));

interface Worker {
  child: ChildProcess;
  done: Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>;
}

describe('the recurring worker on PostgreSQL, several instances at once', () => {
  let testApp: TestApp;
  let databaseUrl: string;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'halo-recurring-pg-'));

  /** One `runOnce.ts` process over the test's database, its clock frozen at `now`. */
  function startWorker(now: string, name = 'recurring-worker'): Worker {
    // The name shows in pg_stat_activity, so the test can see when a worker is at work.
    const url = new URL(databaseUrl);
    url.searchParams.set('application_name', name);
    const [node, ...nodeArgs] = typescriptProcess(RUN_ONCE);
    const child = spawn(node, nodeArgs, {
      cwd: API_DIR,
      env: {
        PATH: process.env.PATH,
        DATABASE_URL: url.toString(),
        CLOCK_NOW: now,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // A nonexistent .env keeps a developer's settings out of the test.
        INIT_CWD: dataDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (chunk) => (stdout += chunk));
    child.stderr!.on('data', (chunk) => (stderr += chunk));
    const done = new Promise<{
      code: number | null;
      signal: NodeJS.Signals | null;
      stdout: string;
      stderr: string;
    }>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal, stdout, stderr })));
    return { child, done };
  }

  function expectExitedCleanly(result: { code: number | null; stderr: string }): void {
    expect({ code: result.code, stderr: result.code === 0 ? '' : result.stderr.slice(-600) }).toEqual({
      code: 0,
      stderr: '',
    });
  }

  async function count(query: ReturnType<typeof sql>): Promise<number> {
    const [row] = await databaseRows<{ n: string | number }>(testApp.app.db, query);
    return Number(row!.n);
  }

  beforeAll(async () => {
    testApp = await startTestApp({ config: { dataDir } });
    const db = testApp.app.db;
    const [name] = (await databaseRows<{ name: string }>(db, sql`SELECT current_database() AS name`)) as [
      { name: string },
    ];
    const url = new URL(DATABASE_URL!);
    url.pathname = `/${name.name}`;
    databaseUrl = url.toString();
    // The demo data's own gifts follow the wall clock; only the load test's gifts take part.
    await db.execute(sql`UPDATE recurring_givings SET status = 'paused'`);
    // GIFTS monthly gifts of the demo donor, due on 2027-03-01, a third covering the fee.
    await db.execute(sql`
      INSERT INTO recurring_givings
        (prefixed_id, organization_id, donor_user_id, schedule_type, start_date, next_occurrence,
         gift_amount, is_fee_covered, memo, status, payment_method_id)
      SELECT 'rcg_' || lpad(to_hex(g), 24, '0'), pm.organization_id, pm.user_id, 'monthly',
             '2027-03-01', '2027-03-01', 1000 + g % 50, g % 3 = 0, ${MEMO}, 'active', pm.id
      FROM generate_series(1, ${GIFTS}) AS g,
           (SELECT pm.* FROM payment_methods pm JOIN organizations o ON o.id = pm.organization_id
            WHERE o.subdomain = 'demo' AND pm.is_primary LIMIT 1) AS pm`);
    await db.execute(sql`
      INSERT INTO recurring_giving_funds (recurring_giving_id, fund_id, gift_amount)
      SELECT rg.id, f.id, rg.gift_amount FROM recurring_givings rg
      JOIN funds f ON f.organization_id = rg.organization_id AND f.is_default
      WHERE rg.memo = ${MEMO}`);
  });

  afterAll(async () => {
    await testApp?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** What each occurrence of the load test's gifts should have cost: the gift, or coverFee of it. */
  function expectedTotal(): number {
    let total = 0;
    for (let g = 1; g <= GIFTS; g += 1) {
      const amount = 1000 + (g % 50);
      total += g % 3 === 0 ? coverFee(amount, { percentBps: 290, fixedCents: 30 }).chargedCents : amount;
    }
    return total;
  }

  async function expectEveryOccurrenceChargedOnce(occurrence: string): Promise<void> {
    const db = testApp.app.db;
    const contributionsOf = sql`FROM contributions c JOIN recurring_givings rg ON rg.id = c.recurring_giving_id
      WHERE rg.memo = ${MEMO} AND c.occurrence_date = ${occurrence}`;
    // One succeeded contribution per gift and occurrence (the unique index allows no more).
    expect(await count(sql`SELECT count(*) AS n ${contributionsOf} AND c.status = 'succeeded'`)).toBe(GIFTS);
    expect(await count(sql`SELECT count(*) AS n ${contributionsOf}`)).toBe(GIFTS);
    // One charge at the processor per occurrence: every key, and every gift, exactly once.
    const charges = sql`FROM sandbox_charges WHERE metadata->>'occurrence_date' = ${occurrence}
      AND description LIKE 'Recurring gift%'`;
    expect(await count(sql`SELECT count(*) AS n ${charges}`)).toBe(GIFTS);
    expect(
      await count(sql`SELECT count(DISTINCT metadata->>'recurring_giving_prefixed_id') AS n ${charges}`),
    ).toBe(GIFTS);
    // The money matches: what the cards were charged is what the contributions say.
    const total = expectedTotal();
    expect(await count(sql`SELECT sum(amount_cents) AS n ${charges}`)).toBe(total);
    expect(await count(sql`SELECT sum(c.charged_amount) AS n ${contributionsOf}`)).toBe(total);
    expect(
      await count(sql`SELECT sum(cf.charged_amount) AS n FROM contribution_funds cf JOIN contributions c ON c.id = cf.contribution_id
        JOIN recurring_givings rg ON rg.id = c.recurring_giving_id WHERE rg.memo = ${MEMO} AND c.occurrence_date = ${occurrence}`),
    ).toBe(total);
    expect(await count(sql`SELECT count(*) AS n FROM recurring_charges WHERE status <> 'succeeded'`)).toBe(0);
    await db.execute(sql`SELECT 1`);
  }

  it(`two instances at once charge each of ${GIFTS} occurrences exactly once`, async () => {
    const started = Date.now();
    const [a, b] = [startWorker('2027-03-01T15:00:00Z'), startWorker('2027-03-01T15:00:00Z')];
    const results = await Promise.all([a.done, b.done]);
    for (const result of results) expectExitedCleanly(result);
    const summaries = results.map((result) => JSON.parse(result.stdout.trim().split('\n').at(-1)!));
    // Both did part of the work, and together all of it.
    expect(summaries[0].succeeded + summaries[1].succeeded).toBe(GIFTS);
    expect(Math.min(summaries[0].succeeded, summaries[1].succeeded)).toBeGreaterThan(0);
    console.info(`two instances charged ${GIFTS} gifts in ${Date.now() - started} ms`, summaries);
    await expectEveryOccurrenceChargedOnce('2027-03-01');
    expect(
      await count(
        sql`SELECT count(*) AS n FROM recurring_givings WHERE memo = ${MEMO} AND next_occurrence = '2027-04-01'`,
      ),
    ).toBe(GIFTS);
  });

  it('an instance killed mid-run loses nothing and doubles nothing once the other and a recovery pass finish', async () => {
    const started = Date.now();
    const [victim, survivor] = [
      startWorker('2027-04-01T15:00:00Z', 'victim'),
      startWorker('2027-04-01T15:00:00Z', 'survivor'),
    ];
    // Kill one when charging is well under way and it is in the middle of a batch.
    const inFlight = () =>
      count(sql`SELECT count(*) AS n FROM pg_stat_activity WHERE application_name = 'victim'`);
    const claimedSoFar = () =>
      count(sql`SELECT count(*) AS n FROM recurring_charges WHERE occurrence_date = '2027-04-01'`);
    const processing = () =>
      count(sql`SELECT count(*) AS n FROM recurring_charges WHERE status = 'processing'`);
    while ((await inFlight()) === 0 || (await claimedSoFar()) < GIFTS * 0.5 || (await processing()) === 0) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    victim.child.kill('SIGKILL');
    const killed = await victim.done;
    expect(killed.signal).toBe('SIGKILL');
    const survived = await survivor.done;
    expectExitedCleanly(survived);
    const leftProcessing = await count(
      sql`SELECT count(*) AS n FROM recurring_charges WHERE status = 'processing'`,
    );

    // The survivor leaves the victim's in-flight attempts alone (their owner might be alive); a
    // later run, once they are stale (15 minutes), finishes them with the same keys.
    const recovery = startWorker('2027-04-01T15:20:00Z');
    const recovered = await recovery.done;
    expectExitedCleanly(recovered);
    const summary = JSON.parse(recovered.stdout.trim().split('\n').at(-1)!);
    expect(summary.recovered).toBe(leftProcessing);
    console.info(
      `kill test: ${leftProcessing} attempts left processing by the killed instance, recovered; ${Date.now() - started} ms`,
      survived.stdout,
    );
    await expectEveryOccurrenceChargedOnce('2027-04-01');
  });
});
