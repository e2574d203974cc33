// The demo data every fresh database is seeded with: the demo donor's history as the portal and the
// giving pages show it.
import { calendarDateInTimeZone } from '@halo/domain';
import { eq } from 'drizzle-orm';
import { contributions, recurringGivings, users } from '../src/db/schema';
import { startTestApp, type TestApp } from './helper';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(() => testApp?.close());

describe('seed', () => {
  it('gives the demo donor a year of gifts, two recurring gifts, a refund and a failure', async () => {
    const db = testApp.app.db;
    const [donor] = await db.select().from(users).where(eq(users.email, 'donor@example.com'));
    const rows = await db.select().from(contributions).where(eq(contributions.donorUserId, donor!.id));
    expect(rows.length).toBeGreaterThan(50);
    expect(rows.filter((row) => row.status === 'refunded')).toEqual([
      expect.objectContaining({ refundReason: expect.any(String) }),
    ]);
    expect(rows.filter((row) => row.status === 'failed')).toHaveLength(1);
    const recurring = await db
      .select()
      .from(recurringGivings)
      .where(eq(recurringGivings.donorUserId, donor!.id));
    expect(recurring.map((row) => [row.scheduleType, row.giftAmount, row.status]).sort()).toEqual([
      ['every_other_week', 2_500, 'active'],
      ['monthly', 10_000, 'active'],
    ]);
    // A gift on the day the seed ran, in the church's zone. That day, not the test's: the run's template
    // is seeded once before its files, and a run across midnight in Chicago seeded it the day before.
    const seededOn = calendarDateInTimeZone('America/Chicago', donor!.createdAt);
    expect(rows.some((row) => row.date === seededOn)).toBe(true);
  });
});
