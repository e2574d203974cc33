// Since migration 0056 a recurring gift's amount before any covered fee is `gift_amount` (its funds'
// parts too) and a contribution's charged total is `charged_amount` (its funds' shares too); both
// were `amount` (docs/CONTRACTS.md "Gift amounts"). A database migrated up to just before 0056 holds
// a recurring gift split over two funds and two of its charges; the migration keeps every value, the
// donor totals' trigger keeps counting under the new name, and the rules follow the columns. Runs on
// PGlite and PostgreSQL (the file name's `migration` puts it in both passes).
import { eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/db/database';
import {
  contributionFunds,
  contributions,
  donorGiftTotals,
  recurringGivingFunds,
  recurringGivings,
} from '../src/db/schema';
import { databaseBefore } from './migrationFixtures';

const RENAMING_MIGRATION = '0056_gift_and_charged_amounts';

/**
 * A church, a donor giving $50.00 a month split $30/$20 with the fee covered ($51.79 charged, Stripe
 * keeping $1.80), two charges, the second partly refunded, and a cash gift of $10.00, as stored
 * before 0056.
 */
const GIFTS_BEFORE = `
  INSERT INTO "organizations" ("prefixed_id", "subdomain", "name", "display_name", "min_amount", "max_amount", "time_zone", "contact")
  VALUES ('org_amounts', 'amounts', 'Amounts Church', 'Amounts Church', 100, 1000000, 'America/Chicago', '{}'::jsonb);
  INSERT INTO "users" ("prefixed_id", "organization_id", "email")
  SELECT 'usr_amounts', "id", 'giver@example.com' FROM "organizations" WHERE "prefixed_id" = 'org_amounts';
  INSERT INTO "funds" ("prefixed_id", "organization_id", "name")
  SELECT "fund"."prefixed_id", "organizations"."id", "fund"."name"
  FROM "organizations", (VALUES ('fnd_general', 'General'), ('fnd_missions', 'Missions')) AS "fund" ("prefixed_id", "name")
  WHERE "organizations"."prefixed_id" = 'org_amounts';
  INSERT INTO "recurring_givings" ("prefixed_id", "organization_id", "donor_user_id", "schedule_type", "start_date", "amount", "is_fee_covered")
  SELECT 'rcg_amounts', "organization_id", "id", 'monthly', '2026-01-05', 5000, true FROM "users" WHERE "prefixed_id" = 'usr_amounts';
  INSERT INTO "recurring_giving_funds" ("recurring_giving_id", "fund_id", "amount")
  SELECT "recurring_givings"."id", "funds"."id", CASE WHEN "funds"."prefixed_id" = 'fnd_general' THEN 3000 ELSE 2000 END
  FROM "recurring_givings", "funds" WHERE "recurring_givings"."prefixed_id" = 'rcg_amounts';
  INSERT INTO "contributions" ("prefixed_id", "organization_id", "donor_user_id", "amount", "fee", "net_amount", "covered_fee", "is_fee_covered", "refunded_amount", "currency", "status", "processor_mode", "date", "recurring_giving_id", "occurrence_date")
  SELECT "gift"."prefixed_id", "users"."organization_id", "users"."id", 5179, 180, 4999, 179, true, "gift"."refunded", 'USD', 'succeeded', 'sandbox', "gift"."day"::date, "recurring_givings"."id", "gift"."day"::date
  FROM "users", "recurring_givings", (VALUES ('con_january', '2026-01-05', 0), ('con_february', '2026-02-05', 1000)) AS "gift" ("prefixed_id", "day", "refunded")
  WHERE "users"."prefixed_id" = 'usr_amounts' AND "recurring_givings"."prefixed_id" = 'rcg_amounts';
  INSERT INTO "contribution_funds" ("contribution_id", "fund_id", "amount", "net_amount")
  SELECT "contributions"."id", "funds"."id",
         CASE WHEN "funds"."prefixed_id" = 'fnd_general' THEN 3107 ELSE 2072 END,
         CASE WHEN "funds"."prefixed_id" = 'fnd_general' THEN 2999 ELSE 2000 END
  FROM "contributions", "funds" WHERE "contributions"."prefixed_id" IN ('con_january', 'con_february');
  INSERT INTO "contributions" ("prefixed_id", "organization_id", "donor_user_id", "amount", "fee", "net_amount", "currency", "status", "processor_mode", "date", "offline_method")
  SELECT 'con_cash', "organization_id", "id", 1000, 0, 1000, 'USD', 'succeeded', 'sandbox', '2026-02-10', 'cash' FROM "users" WHERE "prefixed_id" = 'usr_amounts';
`;

async function totals(handle: DatabaseHandle): Promise<Record<string, number>> {
  const rows = await handle.db
    .select({ kind: donorGiftTotals.kind, succeededAmount: donorGiftTotals.succeededAmount })
    .from(donorGiftTotals);
  return Object.fromEntries(rows.map((row) => [row.kind, row.succeededAmount]));
}

async function columnsNamedAmount(handle: DatabaseHandle): Promise<string[]> {
  const result = await handle.db.execute(sql`
    SELECT table_name || '.' || column_name AS "column" FROM information_schema.columns
    WHERE table_schema = 'public' AND column_name IN ('amount', 'gift_amount', 'charged_amount')
      AND table_name IN ('recurring_givings', 'recurring_giving_funds', 'contributions', 'contribution_funds')
    ORDER BY 1`);
  return (result as unknown as { rows: { column: string }[] }).rows.map((row) => row.column);
}

describe('gift amounts stored before migration 0056', () => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ handle, drop } = await databaseBefore(RENAMING_MIGRATION, GIFTS_BEFORE));
  });

  afterAll(async () => {
    await handle.close();
    await drop();
  });

  it('keep every value under the column named for what it holds', async () => {
    // The trigger counted what the church kept: two charges less the refund, and the cash.
    expect(await totals(handle)).toEqual({ recurring: 5179 * 2 - 1000, one_time: 1000 });

    await handle.migrate();

    expect(await columnsNamedAmount(handle)).toEqual([
      'contribution_funds.charged_amount',
      'contributions.charged_amount',
      'recurring_giving_funds.gift_amount',
      'recurring_givings.gift_amount',
    ]);
    const [recurring] = await handle.db
      .select({ giftAmount: recurringGivings.giftAmount })
      .from(recurringGivings)
      .where(eq(recurringGivings.prefixedId, 'rcg_amounts'));
    expect(recurring).toEqual({ giftAmount: 5000 });
    const parts = await handle.db
      .select({ giftAmount: recurringGivingFunds.giftAmount })
      .from(recurringGivingFunds)
      .orderBy(recurringGivingFunds.giftAmount);
    expect(parts.map((part) => part.giftAmount)).toEqual([2000, 3000]);
    const gifts = await handle.db
      .select({ prefixedId: contributions.prefixedId, chargedAmount: contributions.chargedAmount })
      .from(contributions)
      .orderBy(contributions.prefixedId);
    expect(gifts).toEqual([
      { prefixedId: 'con_cash', chargedAmount: 1000 },
      { prefixedId: 'con_february', chargedAmount: 5179 },
      { prefixedId: 'con_january', chargedAmount: 5179 },
    ]);
    const shares = await handle.db
      .select({ total: sql<number>`sum(${contributionFunds.chargedAmount})`.mapWith(Number) })
      .from(contributionFunds);
    expect(shares).toEqual([{ total: 5179 * 2 }]);
    expect(await totals(handle)).toEqual({ recurring: 5179 * 2 - 1000, one_time: 1000 });
  });

  it('keeps the donor totals with the renamed column: a refund and a new gift count', async () => {
    await handle.db
      .update(contributions)
      .set({ refundedAmount: 179 })
      .where(eq(contributions.prefixedId, 'con_january'));
    const [cash] = await handle.db
      .select()
      .from(contributions)
      .where(eq(contributions.prefixedId, 'con_cash'));
    await handle.db.insert(contributions).values({
      prefixedId: 'con_check',
      organizationId: cash!.organizationId,
      donorUserId: cash!.donorUserId,
      chargedAmount: 2500,
      fee: 0,
      netAmount: 2500,
      currency: 'USD',
      status: 'succeeded',
      processorMode: 'sandbox',
      date: '2026-03-01',
      offlineMethod: 'check',
    });
    // A change of the charged total alone is still followed by the trigger.
    await handle.db
      .update(contributions)
      .set({ chargedAmount: 1200, netAmount: 1200 })
      .where(eq(contributions.prefixedId, 'con_cash'));
    expect(await totals(handle)).toEqual({ recurring: 5179 * 2 - 1000 - 179, one_time: 1200 + 2500 });
  });

  it('keeps the rules on the renamed columns, under names that say so', async () => {
    const result = await handle.db.execute(sql`
      SELECT conname FROM pg_constraint
      WHERE conname IN ('recurring_givings_amount_positive', 'recurring_givings_gift_amount_positive', 'contributions_money')
      ORDER BY conname`);
    expect((result as unknown as { rows: { conname: string }[] }).rows.map((row) => row.conname)).toEqual([
      'contributions_money',
      'recurring_givings_gift_amount_positive',
    ]);
    await expect(
      handle.db
        .update(recurringGivings)
        .set({ giftAmount: 0 })
        .where(eq(recurringGivings.prefixedId, 'rcg_amounts')),
    ).rejects.toThrow();
    await expect(
      handle.db
        .update(contributions)
        .set({ chargedAmount: 5180 })
        .where(eq(contributions.prefixedId, 'con_january')),
    ).rejects.toThrow();
  });
});
