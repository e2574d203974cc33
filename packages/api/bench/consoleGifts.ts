// docs/ARCHITECTURE.md §8 / the console's Gifts: a page of the church's gifts stays fast over 100,000 gifts (a
// page, with the totals per fund and per month of every matching gift, in under 300 ms). Builds the
// real app on a fresh database (PostgreSQL when DATABASE_URL is set, else in-memory PGlite), inserts
// 100,000 gifts for the demo donor, signs in as the demo administrator and times `adminGifts` pages
// of 50 over HTTP, one request at a time: the first page, a page 20 keyset hops deep, and a filtered
// page (one year, a fund and a donor search). Prints a markdown row.
//
//   node scripts/with-postgres.mjs npx tsx packages/api/bench/consoleGifts.ts
import { eq } from 'drizzle-orm';
import { ADMINISTRATOR_ABILITIES, funds, organizations, users } from '../src/db/schema';
import { DEMO_ADMIN } from '../src/seed';
import { startTestApp, TestBrowser } from '../test/helper';
import { insertBulkGifts } from './bulkGifts';
import { ms, summarize, type LatencySummary } from './latencyStats';

const GIFTS = Number(process.env.GIFTS ?? 100_000);
const RUNS = Number(process.env.CONSOLE_GIFTS_RUNS ?? 30);
const BUDGET_MS = 300;

const PAGE = `query($org: ID!, $filters: AdminGiftFilters, $after: String) {
  adminGifts(organizationPrefixedId: $org, filters: $filters, after: $after, first: 50) {
    items { prefixedId amount status refundedAmount donor { name email } fundAccountNames }
    nextCursor totalResults totalAmount
    fundTotals { fundName amount } monthTotals { month amount count }
  } }`;

interface Page {
  nextCursor: string | null;
  totalResults: number;
  items: unknown[];
}

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
    const [fund] = await db.select().from(funds).where(eq(funds.organizationId, demo!.id)).orderBy(funds.id);
    const admin = new TestBrowser(testApp, 'demo.localhost');
    await admin.login(DEMO_ADMIN.email, DEMO_ADMIN.password);

    const page = async (filters: Record<string, unknown>, after: string | null): Promise<Page> => {
      const answer = (await admin.graphql(PAGE, { org: demo!.prefixedId, filters, after })).json() as {
        data?: { adminGifts: Page };
        errors?: unknown;
      };
      if (!answer.data) throw new Error(`adminGifts failed: ${JSON.stringify(answer.errors)}`);
      return answer.data.adminGifts;
    };
    const timed = async (filters: Record<string, unknown>, after: string | null) => {
      for (let warm = 0; warm < 3; warm += 1) await page(filters, after);
      const times: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const started = process.hrtime.bigint();
        const answer = await page(filters, after);
        times.push(Number(process.hrtime.bigint() - started) / 1e6);
        if (answer.items.length === 0) throw new Error('an empty page was timed');
      }
      return summarize(times);
    };

    const first = await page({}, null);
    if (first.totalResults < GIFTS) throw new Error(`only ${first.totalResults} gifts listed`);
    let cursor = first.nextCursor;
    for (let hop = 0; hop < 20 && cursor; hop += 1) cursor = (await page({}, cursor)).nextCursor;
    const filtered = {
      startDate: '2020-01-01',
      endDate: '2020-12-31',
      fundPrefixedId: fund!.prefixedId,
      donorSearch: 'donor',
    };
    const figures = {
      first: await timed({}, null),
      deep: await timed({}, cursor),
      filtered: await timed(filtered, null),
    };
    const text = (name: string, figure: LatencySummary) =>
      `${name} p50 ${ms(figure.p50)}, p95 ${ms(figure.p95)}, worst ${ms(figure.max)}`;
    const within = Object.values(figures).every((figure) => figure.p95 <= BUDGET_MS);
    const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (in memory)';
    // A markdown row on stdout (scripts/bench.mjs gathers the rows into BENCHMARKS.md).
    console.log(
      `| console's Gifts: a page of 50 with the totals of every matching gift over ${GIFTS.toLocaleString('en-US')} gifts, ${database} | ≤ ${BUDGET_MS} ms | ` +
        `${text('first page', figures.first)}; ${text('21st page (keyset)', figures.deep)}; ` +
        `${text('one year + fund + donor search', figures.filtered)} (${RUNS} runs each, one at a time) | ` +
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
