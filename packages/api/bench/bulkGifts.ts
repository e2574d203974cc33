// N gifts for the demo donor, inserted by the database itself (generate_series), for the benchmarks
// and the API tests of large reports (test/largeExport.ts). PostgreSQL only.
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
  // The donor's running totals are kept by a row trigger; 100,000 updates of one totals row in one
  // statement each walk the row's ever longer chain of versions (minutes). Instead the trigger is off
  // for this insert alone and the totals are counted once afterwards, as the trigger's migration does.
  await db.transaction(async (tx) => {
    await tx.execute(sql`alter table contributions disable trigger contributions_keep_donor_gift_totals`);
    await tx.execute(sql`
      insert into contributions (prefixed_id, organization_id, donor_user_id, charged_amount, fee, net_amount, currency, status, memo, processor_mode, date)
      select 'con_bulk' || lpad(n::text, 20, '0'), ${organization.id}, ${user.id}, 1000 + n % 5000, 59, 941 + n % 5000, 'USD',
             'succeeded', case when n % 7 = 0 then '=bulk memo ' || n end, 'sandbox', date '2015-01-01' + (n % 3650)
      from generate_series(1, ${count}) as n`);
    await tx.execute(sql`alter table contributions enable trigger contributions_keep_donor_gift_totals`);
    await tx.execute(sql`
      insert into donor_gift_totals (organization_id, donor_user_id, kind, gift_count, succeeded_count, succeeded_amount)
      select organization_id, donor_user_id,
             case when recurring_giving_id is null then 'one_time' else 'recurring' end,
             count(*), count(*) filter (where status = 'succeeded'),
             coalesce(sum(charged_amount - refunded_amount) filter (where status = 'succeeded'), 0)
      from contributions
      where organization_id = ${organization.id} and donor_user_id = ${user.id}
      group by 1, 2, 3
      on conflict (organization_id, donor_user_id, kind) do update
      set gift_count = excluded.gift_count,
          succeeded_count = excluded.succeeded_count,
          succeeded_amount = excluded.succeeded_amount`);
    await tx.execute(sql`
      insert into contribution_funds (contribution_id, fund_id, charged_amount, net_amount)
      select id, ${fund.id}, charged_amount, net_amount from contributions where prefixed_id like 'con_bulk%'`);
  });
  await db.execute(sql`analyze contributions`);
  await db.execute(sql`analyze contribution_funds`);
}
