// 100,000 gifts for one donor, inserted by the database itself (generate_series), and a CSV
// download that counts rows without keeping them: the export's memory is the server's alone.
import http from 'node:http';
import { and, eq, sql } from 'drizzle-orm';
import { funds, organizations, users } from '../src/db/schema';
import { DEMO_DONOR } from '../src/seed';
import type { TestApp } from './helper';

export async function insertGifts(testApp: TestApp, count: number): Promise<void> {
  const db = testApp.app.db;
  const [organization] = await db.select().from(organizations).where(eq(organizations.subdomain, 'demo'));
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.organizationId, organization!.id), eq(users.email, DEMO_DONOR.email)));
  const [fund] = await db
    .select()
    .from(funds)
    .where(and(eq(funds.organizationId, organization!.id), eq(funds.isDefault, true)));
  await db.execute(sql`
    insert into contributions (prefixed_id, organization_id, donor_user_id, amount, fee, net_amount, currency, status, memo, processor_mode, date)
    select 'con_bulk' || lpad(n::text, 20, '0'), ${organization!.id}, ${user!.id}, 1000 + n % 5000, 59, 941 + n % 5000, 'USD',
           'succeeded', case when n % 7 = 0 then '=bulk memo ' || n end, 'sandbox', date '2015-01-01' + (n % 3650)
    from generate_series(1, ${count}) as n`);
  await db.execute(sql`
    insert into contribution_funds (contribution_id, fund_id, amount, net_amount)
    select id, ${fund!.id}, amount, net_amount from contributions where prefixed_id like 'con_bulk%'`);
  await db.execute(sql`analyze contributions`);
  await db.execute(sql`analyze contribution_funds`);
}

/** Streams a report URL, counting CRLF records and bytes; the body is never held. */
export function countCsv(
  port: number,
  url: string,
  cookie: string,
): Promise<{ status: number; records: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(
        { host: '127.0.0.1', port, path: new URL(url).pathname, headers: { host: 'demo.localhost', cookie } },
        (response) => {
          let records = 0;
          let bytes = 0;
          response.on('data', (chunk: Buffer) => {
            bytes += chunk.length;
            for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) records += 1;
          });
          response.on('end', () => resolve({ status: response.statusCode ?? 0, records, bytes }));
          response.on('error', reject);
        },
      )
      .on('error', reject);
  });
}
