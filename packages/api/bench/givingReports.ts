// docs/PRODUCT.md §18 / the console's Reports: every giving report of a period stays fast over 100,000
// gifts (≤ 300 ms p95). Builds the real app on a fresh database (PostgreSQL when DATABASE_URL is set,
// else in-memory PGlite), inserts 100,000 gifts for the demo donor (dated 2015–2024), signs in as the
// demo administrator and times `adminGivingReports` over HTTP, one request at a time: a year, and the
// longest period a report reads (five years). Prints a markdown row.
//
//   node scripts/with-postgres.mjs npx tsx packages/api/bench/givingReports.ts
import { eq } from 'drizzle-orm';
import { ADMINISTRATOR_ABILITIES, organizations, users } from '../src/db/schema';
import { DEMO_ADMIN } from '../src/seed';
import { startTestApp, TestBrowser } from '../test/helper';
import { insertBulkGifts } from './bulkGifts';
import { ms, summarize, type LatencySummary } from './latencyStats';

const GIFTS = Number(process.env.GIFTS ?? 100_000);
const RUNS = Number(process.env.CONSOLE_GIFTS_RUNS ?? 30);
const BUDGET_MS = 300;

const REPORTS = `query($org: ID!, $range: GivingReportRange) {
  adminGivingReports(organizationPrefixedId: $org, range: $range) {
    totalAmount totalCount lastYearTotalAmount
    byFundByMonth { fundPrefixedId month amount count }
    byMethod { method amount count lastYearAmount lastYearCount }
    byMonth { month amount count lastYearAmount lastYearCount }
    firstTimeGivers lastYearFirstTimeGivers } }`;

async function main() {
  const testApp = await startTestApp();
  try {
    await insertBulkGifts(testApp.app.db, GIFTS);
    const { db } = testApp.app;
    await db
      .update(users)
      .set({ abilities: [...ADMINISTRATOR_ABILITIES] })
      .where(eq(users.email, DEMO_ADMIN.email));
    const [demo] = await db.select().from(organizations).where(eq(organizations.subdomain, 'demo'));
    const admin = new TestBrowser(testApp, 'demo.localhost');
    await admin.login(DEMO_ADMIN.email, DEMO_ADMIN.password);

    const report = async (range: { startDate: string; endDate: string }) => {
      const answer = (await admin.graphql(REPORTS, { org: demo!.prefixedId, range })).json() as {
        data?: { adminGivingReports: { totalCount: number } };
        errors?: unknown;
      };
      if (!answer.data) throw new Error(`adminGivingReports failed: ${JSON.stringify(answer.errors)}`);
      return answer.data.adminGivingReports;
    };
    const timed = async (range: { startDate: string; endDate: string }) => {
      for (let warm = 0; warm < 3; warm += 1) await report(range);
      const times: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const started = process.hrtime.bigint();
        const answer = await report(range);
        times.push(Number(process.hrtime.bigint() - started) / 1e6);
        if (answer.totalCount === 0) throw new Error('an empty period was timed');
      }
      return summarize(times);
    };

    const figures = {
      year: await timed({ startDate: '2024-01-01', endDate: '2024-12-31' }),
      fiveYears: await timed({ startDate: '2020-01-01', endDate: '2024-12-31' }),
    };
    const text = (name: string, figure: LatencySummary) =>
      `${name} p50 ${ms(figure.p50)}, p95 ${ms(figure.p95)}, worst ${ms(figure.max)}`;
    const within = Object.values(figures).every((figure) => figure.p95 <= BUDGET_MS);
    const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (in memory)';
    // A markdown row on stdout (scripts/bench.mjs gathers the rows into BENCHMARKS.md).
    console.log(
      `| console's Reports: every giving report of a period (by month and by method against last year, by fund by month, first-time givers) over ${GIFTS.toLocaleString('en-US')} gifts, ${database} | ≤ ${BUDGET_MS} ms | ` +
        `${text('a year', figures.year)}; ${text('five years', figures.fiveYears)} (${RUNS} runs each, one at a time) | ` +
        `${within ? 'within' : '**over**'} |`,
    );
  } finally {
    await testApp.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
