// Finding a church's campaign by any slug it has had (docs/PRODUCT.md §14: a renamed slug keeps the
// old one working), with the funds a gift through it may go to. Always within one church.
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  campaignFunds,
  campaignSlugs,
  campaigns,
  funds,
  type CampaignRow,
  type FundRow,
} from '../../db/schema';

export interface FoundCampaign {
  campaign: CampaignRow;
  /** The campaign's funds in its order, the form's default first, whatever their state today. */
  funds: FundRow[];
}

export async function campaignFundsOf(db: Database, campaignId: number): Promise<FundRow[]> {
  const rows = await db
    .select({ fund: funds })
    .from(campaignFunds)
    .innerJoin(funds, eq(funds.id, campaignFunds.fundId))
    .where(eq(campaignFunds.campaignId, campaignId))
    .orderBy(asc(campaignFunds.position));
  return rows.map((row) => row.fund);
}

/** The campaign a slug names in this church now or named before, or null. */
export async function findCampaignBySlug(
  db: Database,
  organizationId: number,
  slug: string,
): Promise<FoundCampaign | null> {
  const [row] = await db
    .select({ campaign: campaigns })
    .from(campaignSlugs)
    .innerJoin(campaigns, eq(campaigns.id, campaignSlugs.campaignId))
    .where(
      and(
        eq(campaignSlugs.organizationId, organizationId),
        eq(campaignSlugs.slug, slug),
        eq(campaigns.organizationId, organizationId),
      ),
    );
  if (!row) return null;
  return { campaign: row.campaign, funds: await campaignFundsOf(db, row.campaign.id) };
}
