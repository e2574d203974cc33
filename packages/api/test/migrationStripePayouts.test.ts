// A deposit counts a Stripe payout's other activity in its net (docs/PRODUCT.md §19) since migration
// 0045. A database migrated up to just before it holds a sandbox payout; the migration gives it no
// other activity and it still ties out; afterwards only a Stripe deposit may have other activity, and
// the net must count it. Runs on PGlite and PostgreSQL (the file name's `migration` puts it in both
// passes).
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/db/database';
import { deposits } from '../src/db/schema';
import { databaseBefore } from './migrationFixtures';

const STRIPE_PAYOUTS_MIGRATION = '0045_stripe_payouts';

/** A church and its sandbox payout of $80.00 gross, $2.92 fees, as stored before 0045. */
const DEPOSIT_BEFORE = `
  INSERT INTO "organizations" ("prefixed_id", "subdomain", "name", "display_name", "min_amount", "max_amount", "time_zone", "contact")
  VALUES ('org_payouts', 'payouts', 'Payout Church', 'Payout Church', 100, 1000000, 'America/Chicago', '{}'::jsonb);
  INSERT INTO "deposits" ("prefixed_id", "organization_id", "source", "payout_id", "payout_date", "arrival_date", "status", "gross", "fees", "net")
  SELECT 'dep_before', "id", 'sandbox', 'po_sandbox_2026-03-04', '2026-03-04', '2026-03-05', 'paid', 8000, 292, 7708
  FROM "organizations" WHERE "prefixed_id" = 'org_payouts';
`;

describe('deposits made before migration 0045', () => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ handle, drop } = await databaseBefore(STRIPE_PAYOUTS_MIGRATION, DEPOSIT_BEFORE));
  });

  afterAll(async () => {
    await handle.close();
    await drop();
  });

  it('keep tying out with no other activity; only a Stripe deposit may have some, counted in its net', async () => {
    await handle.migrate();
    const [before] = await handle.db.select().from(deposits).where(eq(deposits.prefixedId, 'dep_before'));
    expect(before).toMatchObject({ otherActivity: 0, net: 7708 });
    // The sandbox reads no account of Stripe's: it has no other activity.
    await expect(
      handle.db
        .update(deposits)
        .set({ otherActivity: 100, net: 7808 })
        .where(eq(deposits.prefixedId, 'dep_before')),
    ).rejects.toThrow();
    const stripeDeposit = {
      prefixedId: 'dep_stripe',
      organizationId: before!.organizationId,
      source: 'stripe' as const,
      payoutId: 'po_1Stripe',
      payoutDate: '2026-03-05',
      arrivalDate: '2026-03-09',
      status: 'paid' as const,
      gross: 8000,
      fees: 292,
      otherActivity: -500,
    };
    // A net that leaves the other activity out does not tie out.
    await expect(handle.db.insert(deposits).values({ ...stripeDeposit, net: 7708 })).rejects.toThrow();
    await handle.db.insert(deposits).values({ ...stripeDeposit, net: 7208 });
  });
});
