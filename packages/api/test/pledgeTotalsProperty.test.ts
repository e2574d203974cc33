// Pledges summed by the database against the domain's rule (docs/PRODUCT.md §14 "Pledges"), on
// PGlite and PostgreSQL: for any sequence of gifts through a campaign (some before its start, some
// covering the fee, some declined), refunds and pledge changes by three donors, each pledge's given
// is the domain's pledgeGivenCents over that donor's gifts, and the campaign's pledged total and
// number of pledges are those of the last pledge each donor made.
import { pledgeGivenCents, type PledgeGift } from '@halo/domain';
import { eq, sql } from 'drizzle-orm';
import * as fc from 'fast-check';
import { newPrefixedId } from '../src/db/prefixedId';
import { contributions, organizations, pledges, users } from '../src/db/schema';
import {
  campaignPledgeTotals,
  campaignPledgesWithGiven,
  donorPledgesWithGiven,
} from '../src/core/pledges/pledgeReads';
import { writePledge } from '../src/core/pledges/pledgeWrite';
import { startTestApp, type TestApp } from './helper';
import { insertCampaign, insertCampaignGift } from './pledgeFixtures';

jest.setTimeout(240_000);

let testApp: TestApp;
let organizationId: number;
let donorIds: number[];
let slugNumber = 0;

const PERIOD = { startDate: '2026-03-01', endDate: '2026-09-30' };

beforeAll(async () => {
  testApp = await startTestApp({ config: { logLevel: 'error' } });
  const { db } = testApp.app;
  const [church] = await db.select().from(organizations).where(eq(organizations.subdomain, 'demo'));
  organizationId = church!.id;
  donorIds = [];
  for (const name of ['ada', 'ben', 'cy']) {
    const [row] = await db
      .insert(users)
      .values({ prefixedId: newPrefixedId('usr'), organizationId, email: `pledge-${name}@example.com` })
      .returning();
    donorIds.push(row!.id);
  }
}, 120_000);

afterAll(async () => {
  await testApp?.close();
});

type Step =
  | { kind: 'gift'; donor: number; amount: number; coveredFee: number; declined: boolean; date: string }
  | { kind: 'refund'; gift: number; share: number }
  | { kind: 'pledge'; donor: number; amount: number };

const donorIndex = fc.integer({ min: 0, max: 2 });
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('gift' as const),
    donor: donorIndex,
    amount: fc.integer({ min: 100, max: 100_000 }),
    coveredFee: fc.integer({ min: 0, max: 99 }),
    declined: fc.boolean(),
    date: fc.constantFrom('2026-02-28', '2026-03-01', '2026-06-15', '2026-09-30', '2026-10-01'),
  }),
  fc.record({
    kind: fc.constant('refund' as const),
    gift: fc.nat(),
    share: fc.integer({ min: 1, max: 100 }),
  }),
  fc.record({
    kind: fc.constant('pledge' as const),
    donor: donorIndex,
    amount: fc.integer({ min: 1, max: 5_000_000 }),
  }),
);

it('given is the domain’s sum of each donor’s counted gifts, pledged the sum of the active pledges', async () => {
  const { db } = testApp.app;
  await fc.assert(
    fc.asyncProperty(fc.array(step, { maxLength: 14 }), async (steps) => {
      slugNumber += 1;
      const campaign = await insertCampaign(testApp, organizationId, {
        name: `Property ${slugNumber}`,
        slug: `property-${slugNumber}`,
        ...PERIOD,
      });
      const gifts: { id: number; donor: number; gift: PledgeGift }[] = [];
      const lastPledge = new Map<number, number>();
      for (const next of steps) {
        if (next.kind === 'gift') {
          const gift: PledgeGift = {
            amount: next.amount,
            coveredFee: next.declined ? 0 : next.coveredFee,
            refundedAmount: 0,
            status: next.declined ? 'failed' : 'succeeded',
            date: next.date,
          };
          const row = await insertCampaignGift(
            testApp,
            { organizationId, donorUserId: donorIds[next.donor]!, campaignId: campaign.id },
            gift,
          );
          gifts.push({ id: row.id, donor: next.donor, gift });
        } else if (next.kind === 'refund') {
          const target = gifts.filter((entry) => entry.gift.status !== 'failed')[
            next.gift % Math.max(1, gifts.length)
          ];
          if (!target || target.gift.status === 'refunded') continue;
          // A refund gives back a share of what is left, the whole at 100 (then the gift is refunded).
          const left = target.gift.amount - target.gift.refundedAmount;
          const back = Math.max(1, Math.floor((left * next.share) / 100));
          target.gift.refundedAmount += back;
          if (target.gift.refundedAmount >= target.gift.amount) target.gift.status = 'refunded';
          await db
            .update(contributions)
            .set({ refundedAmount: target.gift.refundedAmount, status: target.gift.status })
            .where(eq(contributions.id, target.id));
        } else {
          await db.transaction((tx) =>
            writePledge(tx, {
              organizationId,
              donorUserId: donorIds[next.donor]!,
              campaignId: campaign.id,
              amount: next.amount,
              source: 'donor',
              recordedByUserId: null,
            }),
          );
          lastPledge.set(next.donor, next.amount);
        }
      }
      const listed = await campaignPledgesWithGiven(db, organizationId, campaign.id);
      expect(listed).toHaveLength(lastPledge.size);
      for (const [donor, amount] of lastPledge) {
        const expected = pledgeGivenCents(
          gifts.filter((entry) => entry.donor === donor).map((entry) => entry.gift),
          PERIOD,
        );
        const mine = (await donorPledgesWithGiven(db, organizationId, donorIds[donor]!)).find(
          (entry) => entry.campaign.id === campaign.id,
        );
        expect(mine).toMatchObject({ amount, given: expected });
      }
      const totals = (await campaignPledgeTotals(db, organizationId, [campaign.id])).get(campaign.id);
      expect(totals).toEqual({
        pledged: [...lastPledge.values()].reduce((sum, amount) => sum + amount, 0),
        count: lastPledge.size,
      });
      const [{ active }] = (await db
        .select({ active: sql<string>`COUNT(*)` })
        .from(pledges)
        .where(sql`${pledges.campaignId} = ${campaign.id} AND ${pledges.replacedAt} IS NULL`)) as [
        { active: string },
      ];
      expect(Number(active)).toBe(lastPledge.size);
    }),
    { numRuns: 25 },
  );
});
