// A dispute records what the processor charged the church for it (docs/PRODUCT.md §22 "Refunds and
// disputes") since migration 0039. A database migrated up to just before it holds a chargeback whose
// funds were withdrawn and an inquiry that took none; the product's own migration then gives the
// first Stripe's $15.00 dispute fee and the inquiry none, and a fee below nothing is refused. Runs on
// PGlite and PostgreSQL (the file name's `migration` puts it in both passes).
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/db/database';
import { contributionDisputes } from '../src/db/schema';
import { databaseBefore } from './migrationFixtures';

const DISPUTE_FEE_MIGRATION = '0039_dispute_fees';

/** A church, a donor, a Stripe gift and its two disputes, as stored before 0039. */
const DISPUTES_BEFORE = `
  INSERT INTO "organizations" ("prefixed_id", "subdomain", "name", "display_name", "min_amount", "max_amount", "time_zone", "contact")
  VALUES ('org_disputes', 'disputes', 'Dispute Church', 'Dispute Church', 100, 1000000, 'America/Chicago', '{}'::jsonb);
  INSERT INTO "users" ("prefixed_id", "organization_id", "email")
  SELECT 'usr_disputes', "id", 'giver@example.com' FROM "organizations" WHERE "prefixed_id" = 'org_disputes';
  INSERT INTO "contributions" ("prefixed_id", "organization_id", "donor_user_id", "amount", "fee", "net_amount", "currency", "status", "processor_mode", "processor_charge_id", "date")
  SELECT 'con_disputed', "organization_id", "id", 7500, 248, 7252, 'USD', 'succeeded', 'stripe', 'ch_disputed', '2026-03-01'
  FROM "users" WHERE "prefixed_id" = 'usr_disputes';
  INSERT INTO "contribution_disputes" ("organization_id", "contribution_id", "processor_dispute_id", "status", "amount", "currency", "reason", "event_created")
  SELECT "contributions"."organization_id", "contributions"."id", "dispute"."id", "dispute"."status", 7500, 'USD', 'fraudulent', now()
  FROM "contributions", (VALUES ('dp_chargeback', 'needs_response'), ('dp_inquiry', 'warning_needs_response')) AS "dispute" ("id", "status")
  WHERE "contributions"."prefixed_id" = 'con_disputed';
`;

async function storedFees(handle: DatabaseHandle): Promise<Record<string, number>> {
  const rows = await handle.db
    .select({ id: contributionDisputes.processorDisputeId, fee: contributionDisputes.fee })
    .from(contributionDisputes)
    .orderBy(contributionDisputes.processorDisputeId);
  return Object.fromEntries(rows.map((row) => [row.id, row.fee]));
}

describe('disputes recorded before migration 0039', () => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ handle, drop } = await databaseBefore(DISPUTE_FEE_MIGRATION, DISPUTES_BEFORE));
  });

  afterAll(async () => {
    await handle.close();
    await drop();
  });

  it('cost Stripe’s $15.00 when the funds were withdrawn and nothing for an inquiry; a fee below nothing is refused', async () => {
    await handle.migrate();
    expect(await storedFees(handle)).toEqual({ dp_chargeback: 1500, dp_inquiry: 0 });
    await expect(
      handle.db
        .update(contributionDisputes)
        .set({ fee: -1 })
        .where(eq(contributionDisputes.processorDisputeId, 'dp_inquiry')),
    ).rejects.toThrow();
  });
});
