// Campaigns and gifts written straight into the database for the pledge tests: what is summed is the
// subject, not the giving flow (adminCampaigns.test.ts drives gifts through the REST calls).
import { eq } from 'drizzle-orm';
import { newPrefixedId } from '../src/db/prefixedId';
import { campaignFunds, campaignSlugs, campaigns, contributions, funds } from '../src/db/schema';
import type { TestApp } from './helper';

export async function insertCampaign(
  testApp: TestApp,
  organizationId: number,
  values: {
    name: string;
    slug: string;
    startDate?: string | null;
    endDate?: string | null;
    status?: 'open' | 'closed' | 'archived';
  },
) {
  const { db } = testApp.app;
  const [row] = await db
    .insert(campaigns)
    .values({
      prefixedId: newPrefixedId('cmp'),
      organizationId,
      name: values.name,
      slug: values.slug,
      goal: 1_000_000,
      startDate: values.startDate ?? null,
      endDate: values.endDate ?? null,
      status: values.status ?? 'open',
    })
    .returning();
  await db.insert(campaignSlugs).values({ organizationId, slug: values.slug, campaignId: row!.id });
  const [fund] = await db.select().from(funds).where(eq(funds.organizationId, organizationId)).limit(1);
  await db.insert(campaignFunds).values({ campaignId: row!.id, fundId: fund!.id, position: 0 });
  return row!;
}

export interface TestGift {
  amount: number;
  coveredFee: number;
  refundedAmount: number;
  status: 'succeeded' | 'failed' | 'refunded';
  date: string;
}

export async function insertCampaignGift(
  testApp: TestApp,
  where: { organizationId: number; donorUserId: number; campaignId: number | null },
  gift: TestGift,
) {
  const [row] = await testApp.app.db
    .insert(contributions)
    .values({
      prefixedId: newPrefixedId('con'),
      organizationId: where.organizationId,
      donorUserId: where.donorUserId,
      campaignId: where.campaignId,
      chargedAmount: gift.amount,
      fee: 0,
      netAmount: gift.amount,
      coveredFee: gift.coveredFee,
      isFeeCovered: gift.coveredFee > 0,
      refundedAmount: gift.refundedAmount,
      currency: 'usd',
      status: gift.status,
      processorMode: 'sandbox',
      date: gift.date,
    })
    .returning();
  return row!;
}
