// The portal's Pledges (docs/PRODUCT.md §14 "Pledges"): the signed-in donor's own pledges in the
// session's church, with what was given toward each, and a pledge to a campaign of that church.
// The donor is always the session's, never one named by the request.
import {
  campaignGivingState,
  pledgeMonthlyGift,
  pledgeProgress,
  readPledgeFields,
  type Locale,
} from '@halo/domain';
import { and, desc, eq, ne } from 'drizzle-orm';
import { campaigns, type CampaignRow } from '../db/schema';
import type { DonorPledge, DonorPledges, PledgeCampaign } from '../graphql/resolverTypes.generated';
import { notFoundError, validationError } from '../core/localizedRefusals';
import { donorPledgesWithGiven, type PledgeWithGiven } from '../core/pledges/pledgeReads';
import { writePledge } from '../core/pledges/pledgeWrite';
import type { PortalScope } from '../core/recurringGifts/portalScope';

const CAMPAIGN_ENDED: Record<Locale, string> = {
  en: 'This campaign has ended: choose an open one.',
  es: 'Esta campaña terminó: elige una abierta.',
};

function presentCampaign(scope: PortalScope, row: CampaignRow): PledgeCampaign {
  return {
    prefixedId: row.prefixedId,
    name: row.name,
    slug: row.slug,
    description: row.description,
    goal: row.goal,
    startDate: row.startDate,
    endDate: row.endDate,
    givingState: campaignGivingState(row, scope.today),
  };
}

function presentPledge(scope: PortalScope, pledge: PledgeWithGiven): DonorPledge {
  const progress = pledgeProgress(pledge.given, pledge.amount);
  const campaign = presentCampaign(scope, pledge.campaign);
  // A gift counts toward the pledge only while the campaign is open: no monthly gift is offered
  // before it begins or after it ends.
  const monthly =
    campaign.givingState === 'open'
      ? pledgeMonthlyGift({
          pledged: pledge.amount,
          given: pledge.given,
          endDate: pledge.campaign.endDate,
          today: scope.today,
        })
      : null;
  return {
    prefixedId: pledge.prefixedId,
    campaign,
    amount: pledge.amount,
    given: progress.given,
    percent: progress.percent,
    fulfilled: progress.fulfilled,
    createdAt: pledge.createdAt.toISOString(),
    monthlyGift: monthly?.amount ?? null,
  };
}

/** The donor's pledges, newest first, and the church's campaigns a pledge may go to today. */
export async function listDonorPledges(scope: PortalScope): Promise<DonorPledges> {
  const { db } = scope.app;
  const pledged = await donorPledgesWithGiven(db, scope.organization.id, scope.user.id);
  const rows = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.organizationId, scope.organization.id), ne(campaigns.status, 'archived')))
    .orderBy(desc(campaigns.id));
  return {
    pledges: pledged.map((pledge) => presentPledge(scope, pledge)),
    openCampaigns: rows
      .filter((row) => campaignGivingState(row, scope.today) !== 'ended')
      .map((row) => presentCampaign(scope, row)),
  };
}

/**
 * Pledges `amount` to a campaign of the session's church that has not ended, replacing the donor's
 * earlier pledge to it. Another church's campaign is not found, as if it did not exist.
 */
export async function pledgeToCampaign(
  scope: PortalScope,
  campaignPrefixedId: string,
  amount: unknown,
): Promise<DonorPledge> {
  const read = readPledgeFields({ campaign: campaignPrefixedId, amount }, scope.locale);
  if (!read.ok) throw validationError(read.errors as Record<string, string[]>);
  const { db } = scope.app;
  const [campaign] = await db
    .select()
    .from(campaigns)
    .where(
      and(
        eq(campaigns.organizationId, scope.organization.id),
        eq(campaigns.prefixedId, read.fields.campaign),
      ),
    );
  if (!campaign) throw notFoundError(scope.locale);
  if (campaignGivingState(campaign, scope.today) === 'ended') {
    throw validationError({ campaign: [CAMPAIGN_ENDED[scope.locale]] });
  }
  const written = await db.transaction((tx) =>
    writePledge(tx, {
      organizationId: scope.organization.id,
      donorUserId: scope.user.id,
      campaignId: campaign.id,
      amount: read.fields.amount,
      source: 'donor',
      recordedByUserId: null,
    }),
  );
  const pledged = await donorPledgesWithGiven(db, scope.organization.id, scope.user.id);
  const mine = pledged.find((pledge) => pledge.prefixedId === written.pledge.prefixedId);
  if (!mine) throw new Error('pledgeToCampaign: the pledge just written is not found');
  return presentPledge(scope, mine);
}
