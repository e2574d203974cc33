// docs/ARCHITECTURE.md §8 budget: CSV export of 100,000 gifts ≤ 3 s and ≤ 64 MB memory growth. Builds the real
// app on a fresh database (PostgreSQL when DATABASE_URL is set, else in-memory PGlite), inserts
// 100,000 gifts for the demo donor, downloads the export over HTTP without keeping it, and prints
// the time and the process's peak RSS growth (the client only counts bytes, so it is the server's)
// as a markdown row.
//
//   node scripts/with-postgres.mjs npx tsx packages/api/bench/csvExport.ts
import { DEMO_DONOR } from '../src/seed';
import { startTestApp, TestBrowser } from '../test/helper';
import { countCsv } from '../test/largeExport';
import { insertBulkGifts } from './bulkGifts';

const GIFTS = Number(process.env.GIFTS ?? 100_000);

async function main() {
  const testApp = await startTestApp();
  try {
    await insertBulkGifts(testApp.app.db, GIFTS);
    const donor = new TestBrowser(testApp);
    await donor.login(DEMO_DONOR.email, DEMO_DONOR.password);
    const me = (await donor.graphql('{ me { tenant { prefixedId } } }')).json();
    const cookie = () => [...donor.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const link = async () =>
      (
        await donor.graphql(
          'query($org: ID!) { donorContributionsReport(organizationPrefixedId: $org, type: Download, format: CSV) { url } }',
          { org: me.data.me.tenant.prefixedId },
        )
      ).json().data.donorContributionsReport.url as string;

    // One warm-up run (query plans, JIT), then the measured one.
    await countCsv(testApp.port, await link(), cookie());
    global.gc?.();
    const url = await link();
    const rssBefore = process.memoryUsage().rss;
    let peakRss = rssBefore;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }, 5);
    const started = process.hrtime.bigint();
    const result = await countCsv(testApp.port, url, cookie());
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    clearInterval(sampler);
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    const growthMb = (peakRss - rssBefore) / 2 ** 20;
    const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (in memory)';
    const rows = result.records - 1;
    if (result.status !== 200 || rows < GIFTS) {
      throw new Error(`the export answered ${result.status} with ${rows} rows, expected at least ${GIFTS}`);
    }
    const within = ms <= 3000 && growthMb <= 64;
    // A markdown row on stdout (scripts/bench.mjs gathers the rows into BENCHMARKS.md).
    console.log(
      `| CSV export of ${GIFTS.toLocaleString('en-US')} gifts, ${database} | ≤ 3 s, ≤ 64 MB growth | ` +
        `${(ms / 1000).toFixed(2)} s, +${growthMb.toFixed(1)} MB peak RSS (${rows.toLocaleString('en-US')} rows, ` +
        `${(result.bytes / 2 ** 20).toFixed(1)} MB) | ${within ? 'within' : '**over**'} |`,
    );
  } finally {
    await testApp.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
