// docs/PRODUCT.md §19 / the console's Deposits: a deposit of 5,000 gifts (a church's first payout
// holds its whole history) stays fast (≤ 300 ms p95). Builds the real app on a fresh database
// (PostgreSQL when DATABASE_URL is set, else in-memory PGlite), inserts 5,000 gifts for the demo donor
// and one deposit holding them all (each gift's card fee at Stripe's US price, the figures summed by
// the database), signs in as the demo administrator and times over HTTP, one request at a time:
// the deposit's page (`adminDeposit`, its first 50 gifts with the count, what it takes back and its
// split by fund), a later page of its gifts (`adminDepositGifts`, 50 after the 2,500th) and its CSV
// (`GET /api/admin/deposits/:id/csv`, every line). Prints markdown rows.
//
//   node scripts/with-postgres.mjs npx tsx packages/api/bench/depositPage.ts
import { eq, sql } from 'drizzle-orm';
import { encodeCursor } from '../src/core/keysetCursor';
import { ADMINISTRATOR_ABILITIES, organizations, users } from '../src/db/schema';
import { DEMO_ADMIN } from '../src/seed';
import { startTestApp, TestBrowser } from '../test/helper';
import { insertBulkGifts } from './bulkGifts';
import { ms, summarize, type LatencySummary } from './latencyStats';

const GIFTS = Number(process.env.DEPOSIT_GIFTS ?? 5_000);
const RUNS = Number(process.env.CONSOLE_GIFTS_RUNS ?? 30);
const BUDGET_MS = 300;
const DEPOSIT = 'dep_bench00000000000000000001';

const PAGE = `query($org: ID!, $deposit: ID!) {
  adminDeposit(organizationPrefixedId: $org, depositPrefixedId: $deposit, giftsFirst: 50) {
    deposit { prefixedId gross fees net giftCount }
    gifts { giftPrefixedId date donorName amount fee net } giftsNextCursor
    adjustments { kind giftPrefixedId date amount }
    funds { fundPrefixedId fundName gross fee net } csvPath } }`;
const LATER = `query($org: ID!, $deposit: ID!, $after: String!) {
  adminDepositGifts(organizationPrefixedId: $org, depositPrefixedId: $deposit, after: $after, first: 50) {
    items { giftPrefixedId date donorName amount fee net } nextCursor } }`;

/** One deposit of the demo church holding every bulk gift, its figures summed from its lines. */
async function insertDeposit(db: Parameters<typeof insertBulkGifts>[0], organizationId: number) {
  await db.execute(sql`
    INSERT INTO deposits (prefixed_id, organization_id, source, payout_id, payout_date, arrival_date, status)
    VALUES (${DEPOSIT}, ${organizationId}, 'sandbox', 'po_sandbox_bench', '2025-01-02', '2025-01-03', 'paid')`);
  await db.execute(sql`
    INSERT INTO deposit_gifts (deposit_id, contribution_id, amount, fee)
    SELECT d.id, c.id, c.charged_amount, (c.charged_amount * 290 + 5000) / 10000 + 30
    FROM deposits d, contributions c
    WHERE d.prefixed_id = ${DEPOSIT} AND c.prefixed_id LIKE 'con_bulk%'`);
  await db.execute(sql`
    UPDATE deposits SET gross = lines.gross, fees = lines.fees, net = lines.gross - lines.fees
    FROM (SELECT sum(amount)::integer AS gross, sum(fee)::integer AS fees FROM deposit_gifts
          WHERE deposit_id = (SELECT id FROM deposits WHERE prefixed_id = ${DEPOSIT})) lines
    WHERE prefixed_id = ${DEPOSIT}`);
  await db.execute(sql`analyze deposit_gifts`);
}

async function main() {
  const testApp = await startTestApp();
  try {
    const { db } = testApp.app;
    await insertBulkGifts(db, GIFTS);
    const [demo] = await db.select().from(organizations).where(eq(organizations.subdomain, 'demo'));
    await insertDeposit(db, demo!.id);
    await db
      .update(users)
      .set({ abilities: [...ADMINISTRATOR_ABILITIES] })
      .where(eq(users.email, DEMO_ADMIN.email));
    const admin = new TestBrowser(testApp, 'demo.localhost');
    await admin.login(DEMO_ADMIN.email, DEMO_ADMIN.password);

    const variables = { org: demo!.prefixedId, deposit: DEPOSIT };
    // The keyset of the 2,500th gift (oldest first by date, id): a page from the middle of the deposit.
    const [middle] = (
      (await db.execute(sql`
        SELECT c.date::text AS date, c.id FROM deposit_gifts dg JOIN contributions c ON c.id = dg.contribution_id
        ORDER BY c.date, c.id OFFSET ${Math.floor(GIFTS / 2) - 1} LIMIT 1`)) as unknown as {
        rows: { date: string; id: number }[];
      }
    ).rows;
    const after = encodeCursor({ key: middle!.date, id: Number(middle!.id) });

    const graphql = async (
      document: string,
      extra: Record<string, unknown>,
      check: (data: never) => boolean,
    ) => {
      const answer = (await admin.graphql(document, { ...variables, ...extra })).json() as {
        data?: never;
        errors?: unknown;
      };
      if (!answer.data || !check(answer.data)) throw new Error(`failed: ${JSON.stringify(answer.errors)}`);
    };
    const page = () =>
      graphql(
        PAGE,
        {},
        (data: { adminDeposit: { gifts: unknown[]; deposit: { giftCount: number } } }) =>
          data.adminDeposit.gifts.length === 50 && data.adminDeposit.deposit.giftCount === GIFTS,
      );
    const later = () =>
      graphql(
        LATER,
        { after },
        (data: { adminDepositGifts: { items: unknown[] } }) => data.adminDepositGifts.items.length === 50,
      );
    const csv = async () => {
      const response = await admin.request({ method: 'GET', url: `/api/admin/deposits/${DEPOSIT}/csv` });
      // The header, a line per gift and the deposit's line.
      if (response.statusCode !== 200 || response.body.split('\r\n').filter(Boolean).length !== GIFTS + 2) {
        throw new Error(`the CSV failed: ${response.statusCode}`);
      }
    };
    const timed = async (work: () => Promise<void>) => {
      for (let warm = 0; warm < 3; warm += 1) await work();
      const times: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const started = process.hrtime.bigint();
        await work();
        times.push(Number(process.hrtime.bigint() - started) / 1e6);
      }
      return summarize(times);
    };

    const figures: Record<string, LatencySummary> = {
      page: await timed(page),
      later: await timed(later),
      csv: await timed(csv),
    };
    const text = (figure: LatencySummary) =>
      `p50 ${ms(figure.p50)}, p95 ${ms(figure.p95)}, worst ${ms(figure.max)}`;
    const status = (figure: LatencySummary) => (figure.p95 <= BUDGET_MS ? 'within' : '**over**');
    const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (in memory)';
    const gifts = GIFTS.toLocaleString('en-US');
    // Markdown rows on stdout (scripts/bench.mjs gathers the rows into BENCHMARKS.md).
    console.log(
      `| console's Deposits: a deposit of ${gifts} gifts, ${database}: its page (first 50 gifts with the count, split by fund), p95 of ${RUNS} | ≤ ${BUDGET_MS} ms | ${text(figures.page!)} | ${status(figures.page!)} |`,
    );
    console.log(
      `| the same: 50 of its gifts from the middle (keyset), p95 of ${RUNS} | ≤ ${BUDGET_MS} ms | ${text(figures.later!)} | ${status(figures.later!)} |`,
    );
    console.log(
      `| the same: its CSV (${gifts} gift lines), p95 of ${RUNS} | ≤ ${BUDGET_MS} ms | ${text(figures.csv!)} | ${status(figures.csv!)} |`,
    );
  } finally {
    await testApp.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
