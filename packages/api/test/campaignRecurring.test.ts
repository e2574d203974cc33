// A recurring gift started through a campaign (docs/PRODUCT.md §14): its next charge is pledged, and
// each later charge the recurring engine makes counts toward the campaign's raised and givers and
// moves the campaign's bar live; on the real app with an injected clock.
import { eq } from 'drizzle-orm';
import { campaignFunds, campaignSlugs, campaigns, funds, organizations } from '../src/db/schema';
import { newPrefixedId } from '../src/db/prefixedId';
import { oneCampaignTotals } from '../src/core/campaigns/campaignTotals';
import type { TestApp } from './helper';
import { giftRow, openRecurringEngineWorld, registeredDonorWithCard, runDaily } from './recurringFlow';

jest.setTimeout(60_000);

const world = openRecurringEngineWorld();
const { clock, ended } = world;
let testApp: TestApp;
beforeAll(() => {
  ({ testApp } = world);
});

it('pledges the next charge, then counts each charge toward the campaign and announces it', async () => {
  clock.setDay('2028-03-01');
  const { db } = testApp.app;
  const [church] = await db.select().from(organizations).where(eq(organizations.subdomain, 'demo'));
  const [general] = await db.select().from(funds).where(eq(funds.organizationId, church!.id));
  const prefixedId = newPrefixedId('cmp');
  const [campaign] = await db
    .insert(campaigns)
    .values({ prefixedId, organizationId: church!.id, name: 'Organ', slug: 'organ', goal: 1_000_000 })
    .returning();
  await db
    .insert(campaignSlugs)
    .values({ organizationId: church!.id, slug: 'organ', campaignId: campaign!.id });
  await db.insert(campaignFunds).values({ campaignId: campaign!.id, fundId: general!.id, position: 0 });

  const donor = await registeredDonorWithCard(testApp);
  const started = await donor.client.give(donor, {
    payment_method_id: donor.paymentMethodId,
    amount: 1_100,
    fund_prefixed_id: general!.prefixedId,
    frequency: 'monthly',
    start_date: '2028-03-02',
    campaign: 'organ',
  });
  expect(started.statusCode).toBe(201);
  const giftId = started.json().recurring_giving.prefixed_id as string;
  ended.push(giftId);
  expect((await giftRow(testApp, giftId)).campaignId).toBe(campaign!.id);
  expect(await oneCampaignTotals(db, church!.id, campaign!.id)).toEqual({
    raised: 0,
    givers: 0,
    pledged: 1_100,
  });

  const toCampaign = jest.spyOn(testApp.app.broadcaster, 'toCampaign');
  try {
    await runDaily(testApp, clock, '2028-03-02', '2028-04-02');
    expect(await oneCampaignTotals(db, church!.id, campaign!.id)).toEqual({
      raised: 2_200,
      givers: 1,
      pledged: 1_100,
    });
    expect(toCampaign).toHaveBeenLastCalledWith(prefixedId, {
      campaignPrefixedId: prefixedId,
      raised: 2_200,
      givers: 1,
      goal: 1_000_000,
    });
  } finally {
    toCampaign.mockRestore();
  }
});
