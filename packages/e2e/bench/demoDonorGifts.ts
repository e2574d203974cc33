// Gives the demo donor (donor@example.com at `demo`) exactly `total` gifts in a STOPPED server's PGlite
// data folder: the seeded year of gifts plus bulk one-time gifts made by the database itself
// (generate_series, as packages/api/test/largeExport.ts does; e2e may not import the api package).
// Each statement runs in a child process (`queryDatabase`), since PGlite allows one process at a time.
import { queryDatabase } from '../src/harness/database';

const DEMO_DONOR = `(select u.id from users u join organizations o on o.id = u.organization_id
  where o.subdomain = 'demo' and u.email = 'donor@example.com')`;

async function demoDonorGiftCount(dataDir: string): Promise<number> {
  const [row] = await queryDatabase<{ gifts: number }>(
    dataDir,
    `select count(*)::int as gifts from contributions where donor_user_id = ${DEMO_DONOR}`,
  );
  return row?.gifts ?? 0;
}

export async function fillDemoDonorGifts(dataDir: string, total: number): Promise<number> {
  const missing = total - (await demoDonorGiftCount(dataDir));
  if (missing > 0) {
    // Amounts $10.00–$59.99, dated over ten years from 2015, every seventh with a memo.
    await queryDatabase(
      dataDir,
      `insert into contributions (prefixed_id, organization_id, donor_user_id, charged_amount, fee, net_amount,
         currency, status, memo, processor_mode, date)
       select 'con_bulk' || lpad(n::text, 20, '0'), u.organization_id, u.id, 1000 + n % 5000, 59,
         941 + n % 5000, 'USD', 'succeeded', case when n % 7 = 0 then 'bulk memo ' || n end, 'sandbox',
         date '2015-01-01' + (n % 3650)
       from generate_series(1, ${missing}) as n, users u
       where u.id = ${DEMO_DONOR}`,
    );
    await queryDatabase(
      dataDir,
      `insert into contribution_funds (contribution_id, fund_id, charged_amount, net_amount)
       select c.id, f.id, c.charged_amount, c.net_amount
       from contributions c join funds f on f.organization_id = c.organization_id and f.is_default
       where c.prefixed_id like 'con_bulk%'`,
    );
    await queryDatabase(dataDir, 'analyze contributions');
    await queryDatabase(dataDir, 'analyze contribution_funds');
  }
  return demoDonorGiftCount(dataDir);
}
