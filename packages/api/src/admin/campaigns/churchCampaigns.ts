// The console's campaigns (docs/PRODUCT.md §14): listed with their figures summed by the database,
// started, changed, closed and archived. Each change is one adminChange (the church row locked, so
// two administrators cannot give one slug to two campaigns) and one line of the activity log. Every
// slug a campaign takes is kept in campaign_slugs, so its old links and QR codes keep working.
import { campaignGivingState } from '@halo/domain';
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { newPrefixedId } from '../../db/prefixedId';
import {
  campaignFunds,
  campaignSlugs,
  campaigns,
  funds,
  type CampaignRow,
  type FundRow,
  type OrganizationRow,
} from '../../db/schema';
import type { AdminCampaign, CampaignInput } from '../../graphql/resolverTypes.generated';
import { campaignTotals, type CampaignTotals } from '../../core/campaigns/campaignTotals';
import { campaignFundsOf } from '../../core/campaigns/campaignLookup';
import { campaignPledgeTotals, type CampaignPledgeTotals } from '../../core/pledges/pledgeReads';
import { FieldErrorCollector, notFoundError } from '../../core/localizedRefusals';
import { organizationUrl } from '../../core/organizationUrl';
import { validationError } from '../../graphql/portalErrors';
import { adminChange } from '../adminChange';
import type { AdminScope } from '../adminScope';
import { drawQrCode } from '../secondFactor/authenticatorCode';
import { readCampaignImage, type CampaignImage } from './campaignImage';
import { readCampaignInput, type CampaignValues } from './campaignInput';
import { campaignMessage } from './campaignMessages';

/** The hosted giving page of the church with the campaign named: the link and the QR code's text. */
export function campaignLink(publicUrl: string, organization: OrganizationRow, slug: string): string {
  const url = new URL(organizationUrl(publicUrl, organization.subdomain));
  url.searchParams.set('campaign', slug);
  return url.toString();
}

interface CampaignDetails {
  row: CampaignRow;
  funds: FundRow[];
  formerSlugs: string[];
  totals: CampaignTotals;
  pledges: CampaignPledgeTotals;
}

function presentCampaign(scope: AdminScope, details: CampaignDetails): AdminCampaign {
  const { row } = details;
  const link = campaignLink(scope.app.config.publicUrl, scope.organization, row.slug);
  return {
    prefixedId: row.prefixedId,
    name: row.name,
    slug: row.slug,
    formerSlugs: details.formerSlugs,
    goal: row.goal,
    description: row.description,
    imageUrl: row.imageUrl,
    imageAlt: row.imageAlt,
    startDate: row.startDate,
    endDate: row.endDate,
    status: row.status,
    givingState: campaignGivingState(row, scope.today),
    funds: details.funds.map((fund) => ({ prefixedId: fund.prefixedId, name: fund.name })),
    raised: details.totals.raised,
    givers: details.totals.givers,
    pledged: details.totals.pledged,
    pledgeTotal: details.pledges.pledged,
    pledgeCount: details.pledges.count,
    link,
    qrCode: drawQrCode(link),
  };
}

/** Each campaign's funds and former slugs, read for the whole list at once. */
async function detailsOf(
  db: Database,
  organizationId: number,
  rows: CampaignRow[],
): Promise<CampaignDetails[]> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const fundRows = await db
    .select({ campaignId: campaignFunds.campaignId, fund: funds })
    .from(campaignFunds)
    .innerJoin(funds, eq(funds.id, campaignFunds.fundId))
    .where(inArray(campaignFunds.campaignId, ids))
    .orderBy(asc(campaignFunds.position));
  const slugRows = await db
    .select({ campaignId: campaignSlugs.campaignId, slug: campaignSlugs.slug })
    .from(campaignSlugs)
    .where(and(eq(campaignSlugs.organizationId, organizationId), inArray(campaignSlugs.campaignId, ids)))
    .orderBy(asc(campaignSlugs.createdAt), asc(campaignSlugs.slug));
  const totals = await campaignTotals(db, organizationId, ids);
  const pledgeTotals = await campaignPledgeTotals(db, organizationId, ids);
  return rows.map((row) => ({
    row,
    funds: fundRows.filter((entry) => entry.campaignId === row.id).map((entry) => entry.fund),
    formerSlugs: slugRows
      .filter((entry) => entry.campaignId === row.id && entry.slug !== row.slug)
      .map((entry) => entry.slug),
    totals: totals.get(row.id) ?? { raised: 0, givers: 0, pledged: 0 },
    pledges: pledgeTotals.get(row.id) ?? { pledged: 0, count: 0 },
  }));
}

export async function listCampaigns(scope: AdminScope, includeArchived: boolean): Promise<AdminCampaign[]> {
  const { db } = scope.app;
  const rows = await db
    .select()
    .from(campaigns)
    .where(
      and(
        eq(campaigns.organizationId, scope.organization.id),
        includeArchived ? undefined : ne(campaigns.status, 'archived'),
      ),
    )
    .orderBy(desc(campaigns.id));
  return (await detailsOf(db, scope.organization.id, rows)).map((details) => presentCampaign(scope, details));
}

async function churchCampaign(tx: Database, scope: AdminScope, prefixedId: string): Promise<CampaignRow> {
  const [row] = await tx
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.organizationId, scope.organization.id), eq(campaigns.prefixedId, prefixedId)));
  if (!row) throw notFoundError(scope.locale);
  return row;
}

async function readInput(
  tx: Database,
  scope: AdminScope,
  input: CampaignInput,
  before: CampaignRow | null,
): Promise<CampaignValues & CampaignImage> {
  const churchFunds = await tx.select().from(funds).where(eq(funds.organizationId, scope.organization.id));
  const values = readCampaignInput(scope, input, churchFunds);
  const errors = new FieldErrorCollector(scope.locale);
  const image = await readCampaignImage(scope, input, before, errors);
  errors.throwIfAny();
  return { ...values, ...image };
}

/** The slug goes to this campaign unless another one of the church has, or once had, it. */
async function claimSlug(tx: Database, scope: AdminScope, campaignId: number, slug: string): Promise<void> {
  const [holder] = await tx
    .select({ campaignId: campaignSlugs.campaignId })
    .from(campaignSlugs)
    .where(and(eq(campaignSlugs.organizationId, scope.organization.id), eq(campaignSlugs.slug, slug)));
  if (holder && holder.campaignId !== campaignId) {
    throw validationError({ slug: [campaignMessage(scope.locale, 'slugTaken')] });
  }
  if (!holder) {
    await tx.insert(campaignSlugs).values({ organizationId: scope.organization.id, slug, campaignId });
  }
}

async function setFunds(tx: Database, campaignId: number, chosen: FundRow[]): Promise<void> {
  await tx.delete(campaignFunds).where(eq(campaignFunds.campaignId, campaignId));
  await tx
    .insert(campaignFunds)
    .values(chosen.map((fund, position) => ({ campaignId, fundId: fund.id, position })));
}

async function present(tx: Database, scope: AdminScope, row: CampaignRow): Promise<AdminCampaign> {
  const [details] = await detailsOf(tx, scope.organization.id, [row]);
  return presentCampaign(scope, details!);
}

export function addCampaign(scope: AdminScope, input: CampaignInput): Promise<AdminCampaign> {
  return adminChange(scope, 'campaign.add', async (tx, organization) => {
    const values = await readInput(tx, scope, input, null);
    // The slug is checked before the row exists: a taken one refuses the whole change.
    const [taken] = await tx
      .select({ slug: campaignSlugs.slug })
      .from(campaignSlugs)
      .where(and(eq(campaignSlugs.organizationId, organization.id), eq(campaignSlugs.slug, values.slug)));
    if (taken) throw validationError({ slug: [campaignMessage(scope.locale, 'slugTaken')] });
    const [row] = (await tx
      .insert(campaigns)
      .values({
        prefixedId: newPrefixedId('cmp'),
        organizationId: organization.id,
        name: values.name,
        slug: values.slug,
        goal: values.goal,
        description: values.description,
        startDate: values.startDate,
        endDate: values.endDate,
        imageUrl: values.imageUrl,
        imageAlt: values.imageAlt,
      })
      .returning()) as [CampaignRow];
    await claimSlug(tx, scope, row.id, row.slug);
    await setFunds(tx, row.id, values.funds);
    return {
      value: await present(tx, scope, row),
      details: { campaign: row.prefixedId, name: row.name, slug: row.slug, goal: row.goal },
    };
  });
}

export function updateCampaign(
  scope: AdminScope,
  prefixedId: string,
  input: CampaignInput,
): Promise<AdminCampaign> {
  return adminChange(scope, 'campaign.update', async (tx) => {
    const before = await churchCampaign(tx, scope, prefixedId);
    const values = await readInput(tx, scope, input, before);
    await claimSlug(tx, scope, before.id, values.slug);
    const [row] = (await tx
      .update(campaigns)
      .set({
        name: values.name,
        slug: values.slug,
        goal: values.goal,
        description: values.description,
        startDate: values.startDate,
        endDate: values.endDate,
        imageUrl: values.imageUrl,
        imageAlt: values.imageAlt,
        updatedAt: scope.app.clock(),
      })
      .where(eq(campaigns.id, before.id))
      .returning()) as [CampaignRow];
    const fundsBefore = await campaignFundsOf(tx, before.id);
    await setFunds(tx, row.id, values.funds);
    const fundIds = (list: FundRow[]) => list.map((fund) => fund.prefixedId).join(',');
    return {
      value: await present(tx, scope, row),
      details: {
        campaign: row.prefixedId,
        name: row.name,
        ...(before.name !== row.name ? { was: before.name } : {}),
        ...(before.slug !== row.slug ? { slug: row.slug, formerSlug: before.slug } : {}),
        ...(before.goal !== row.goal ? { goal: row.goal, formerGoal: before.goal } : {}),
        fundsChanged: fundIds(fundsBefore) !== fundIds(values.funds),
        imageChanged: before.imageUrl !== row.imageUrl || before.imageAlt !== row.imageAlt,
      },
    };
  });
}

function setStatus(
  scope: AdminScope,
  prefixedId: string,
  action: 'campaign.close' | 'campaign.archive',
): Promise<AdminCampaign> {
  return adminChange(scope, action, async (tx) => {
    const before = await churchCampaign(tx, scope, prefixedId);
    // Closing an archived campaign leaves it archived: archived is closed and off the list.
    const status =
      action === 'campaign.archive' ? 'archived' : before.status === 'archived' ? 'archived' : 'closed';
    const [row] = (await tx
      .update(campaigns)
      .set({ status, updatedAt: scope.app.clock() })
      .where(eq(campaigns.id, before.id))
      .returning()) as [CampaignRow];
    return {
      value: await present(tx, scope, row),
      details: { campaign: row.prefixedId, name: row.name, status, was: before.status },
    };
  });
}

export const closeCampaign = (scope: AdminScope, prefixedId: string) =>
  setStatus(scope, prefixedId, 'campaign.close');
export const archiveCampaign = (scope: AdminScope, prefixedId: string) =>
  setStatus(scope, prefixedId, 'campaign.archive');
