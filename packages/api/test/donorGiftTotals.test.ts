// The per-donor totals the portal reads for unfiltered pages (drizzle/0002_donor_gift_totals.sql) are
// kept by a trigger: after every kind of write to gifts they equal a count over the gifts themselves
// (a partly refunded gift counting what was not given back), on PGlite and on PostgreSQL.
import { and, eq, sql } from 'drizzle-orm';
import { contributions, recurringGivings, users } from '../src/db/schema';
import { DEMO_DONOR } from '../src/seed';
import { startTestApp, type TestApp } from './helper';
import { registeredDonorWithCard, startRecurringGift, TestClock } from './recurringFlow';
import { addGift, createDonor } from './reportFixtures';
import { RELAXED_GIVING_LIMITS } from './givingFlow';

const clock = new TestClock();
let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp({ clock: clock.read, config: { givingRateLimits: RELAXED_GIVING_LIMITS } });
});
afterAll(async () => {
  await testApp?.close();
});

interface TotalsRow {
  organization_id: number;
  donor_user_id: number;
  kind: string;
  gift_count: number;
  succeeded_count: number;
  succeeded_amount: number;
}

/** Rows as `key → totals` so the two sides compare whatever order they come back in. */
async function totalsBy(query: ReturnType<typeof sql>): Promise<Record<string, string>> {
  const result = await testApp.app.db.execute(query);
  const rows = (Array.isArray(result) ? result : (result as { rows: TotalsRow[] }).rows) as TotalsRow[];
  return Object.fromEntries(
    rows
      .filter((row) => Number(row.gift_count) !== 0)
      .map((row) => [
        `${row.organization_id}/${row.donor_user_id}/${row.kind}`,
        `${Number(row.gift_count)} gifts, ${Number(row.succeeded_count)} succeeded, ${Number(row.succeeded_amount)} cents`,
      ]),
  );
}

async function expectKeptTotalsToMatchTheGifts(): Promise<number> {
  const counted = await totalsBy(sql`
    select organization_id, donor_user_id,
           case when recurring_giving_id is null then 'one_time' else 'recurring' end as kind,
           count(*) as gift_count,
           count(*) filter (where status = 'succeeded') as succeeded_count,
           coalesce(sum(charged_amount - refunded_amount) filter (where status = 'succeeded'), 0) as succeeded_amount
    from contributions group by 1, 2, 3`);
  const kept = await totalsBy(sql`select * from donor_gift_totals`);
  expect(kept).toEqual(counted);
  return Object.keys(counted).length;
}

async function demoDonor() {
  const [donor] = await testApp.app.db.select().from(users).where(eq(users.email, DEMO_DONOR.email));
  return { userId: donor!.id, organizationId: donor!.organizationId };
}

describe('donor gift totals kept by the database', () => {
  it('match the demo gifts as seeded', async () => {
    expect(await expectKeptTotalsToMatchTheGifts()).toBeGreaterThan(1);
  });

  it('follow new gifts, failed ones and refunds', async () => {
    const owner = await demoDonor();
    const gift = await addGift(testApp, owner, { amount: 12_345, date: '2026-03-01' });
    await addGift(testApp, owner, { amount: 5_000, date: '2026-03-02', status: 'failed' });
    await expectKeptTotalsToMatchTheGifts();
    // A part given back first (the gift stays succeeded and counts the rest), then the whole.
    await testApp.app.db
      .update(contributions)
      .set({ refundedAmount: 2_345 })
      .where(eq(contributions.id, gift.id));
    await expectKeptTotalsToMatchTheGifts();
    await testApp.app.db
      .update(contributions)
      .set({
        status: 'refunded',
        refundedAmount: 12_345,
        refundedAt: new Date(),
        refundReason: 'requested_by_customer',
      })
      .where(eq(contributions.id, gift.id));
    await expectKeptTotalsToMatchTheGifts();
  });

  it('move gifts to one-time when their recurring gift is deleted', async () => {
    const owner = await demoDonor();
    const [withGifts] = await testApp.app.db
      .select({ id: recurringGivings.id })
      .from(recurringGivings)
      .innerJoin(contributions, eq(contributions.recurringGivingId, recurringGivings.id))
      .where(and(eq(recurringGivings.donorUserId, owner.userId)))
      .limit(1);
    expect(withGifts).toBeDefined();
    await testApp.app.db.delete(recurringGivings).where(eq(recurringGivings.id, withGifts!.id));
    await expectKeptTotalsToMatchTheGifts();
  });

  it('follow deleted gifts and a deleted donor', async () => {
    const owner = await demoDonor();
    const leaving = await createDonor(testApp, 'demo', {
      email: 'leaving@example.org',
      firstName: 'Lea',
      lastName: 'Ving',
      password: 'password123',
    });
    const leaver = { userId: leaving.user.id, organizationId: leaving.organization.id };
    const gone = await addGift(testApp, owner, { amount: 700, date: '2026-04-01' });
    await addGift(testApp, leaver, { amount: 900, date: '2026-04-02' });
    await testApp.app.db.delete(contributions).where(eq(contributions.id, gone.id));
    await expectKeptTotalsToMatchTheGifts();
    await testApp.app.db.delete(users).where(eq(users.id, leaver.userId));
    await expectKeptTotalsToMatchTheGifts();
  });

  it('follow gifts given through the API and charged by the recurring engine', async () => {
    clock.setDay('2027-01-04');
    const donor = await registeredDonorWithCard(testApp);
    await startRecurringGift(testApp, donor, { frequency: 'weekly', startDate: '2027-01-05', amount: 2_500 });
    await expectKeptTotalsToMatchTheGifts();
    const before = await testApp.app.db.$count(contributions);
    clock.setDay('2027-01-05');
    await testApp.app.recurringWorker.runOnce();
    expect(await testApp.app.db.$count(contributions)).toBeGreaterThan(before);
    expect(await expectKeptTotalsToMatchTheGifts()).toBeGreaterThan(1);
  });
});
