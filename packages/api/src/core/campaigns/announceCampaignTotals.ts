// After a gift through a campaign is saved (or refunded), every open giving form of that campaign
// moves its progress bar: the totals go out on the campaign's public channel. Best effort, like
// every live update (src/live/broadcaster.ts): the gift stands whatever happens here.
import type { CampaignTotalsEvent } from '@halo/domain';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { campaigns } from '../../db/schema';
import { oneCampaignTotals } from './campaignTotals';

export async function announceCampaignTotals(
  app: FastifyInstance,
  organizationId: number,
  campaignId: number,
): Promise<void> {
  try {
    const [campaign] = await app.db
      .select({
        prefixedId: campaigns.prefixedId,
        goal: campaigns.goal,
        organizationId: campaigns.organizationId,
      })
      .from(campaigns)
      .where(eq(campaigns.id, campaignId));
    if (!campaign || campaign.organizationId !== organizationId) return;
    const totals = await oneCampaignTotals(app.db, organizationId, campaignId);
    const event: CampaignTotalsEvent = {
      campaignPrefixedId: campaign.prefixedId,
      raised: totals.raised,
      givers: totals.givers,
      goal: campaign.goal,
    };
    await app.broadcaster.toCampaign(campaign.prefixedId, event);
  } catch (error) {
    app.log.warn({ err: error, campaignId }, 'live: campaign totals not announced');
  }
}
