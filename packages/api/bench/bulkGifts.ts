// N gifts for the demo donor, inserted by the database itself (generate_series): the same rows as
// test/largeExport.ts `insertGifts`, which the API tests use. A copy, because that file reaches the
// jest-only test helper, which the typecheck does not cover.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../src/db/database';
import { funds, organizations, users } from '../src/db/schema';
import { DEMO_DONOR } from '../src/seed';

export async function insertBulkGifts(db: Database, count: number): Promise<void> {
  const [organization] = await db.select().from(organizations).where(eq(organizations.subdomain, 'demo'));
  if (!organization) throw new Error('the demo organization is not seeded');
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.organizationId, organization.id), eq(users.email, DEMO_DONOR.email)));
  const [fund] = await db
    .select()
    .from(funds)
    .where(and(eq(funds.organizationId, organization.id), eq(funds.isDefault, true)));
  if (!user || !fund) throw new Error('the demo donor or default fund is not seeded');
  await db.execute(sql`
    insert into contributions (prefixed_id, organization_id, donor_user_id, amount, fee, net_amount, currency, status, memo, processor_mode, date)
    select 'con_bulk' || lpad(n::text, 20, '0'), ${organization.id}, ${user.id}, 1000 + n % 5000, 59, 941 + n % 5000, 'USD',
           'succeeded', case when n % 7 = 0 then '=bulk memo ' || n end, 'sandbox', date '2015-01-01' + (n % 3650)
    from generate_series(1, ${count}) as n`);
  await db.execute(sql`
    insert into contribution_funds (contribution_id, fund_id, amount, net_amount)
    select id, ${fund.id}, amount, net_amount from contributions where prefixed_id like 'con_bulk%'`);
  await db.execute(sql`analyze contributions`);
  await db.execute(sql`analyze contribution_funds`);
}
