// The console's pledges (docs/PRODUCT.md §14 "Pledges"): a campaign's active pledges with what was
// given toward each, and a pledge recorded for a donor from a paper pledge card. Recording is one
// adminChange (a line of the activity log); it replaces the donor's earlier pledge to the campaign.
import { readPledgeFields } from '@halo/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { campaigns, users, type CampaignRow } from '../../db/schema';
import type { AdminPledge } from '../../graphql/resolverTypes.generated';
import { notFoundError } from '../../core/localizedRefusals';
import { campaignPledgesWithGiven, type CampaignPledgeEntry } from '../../core/pledges/pledgeReads';
import { writePledge } from '../../core/pledges/pledgeWrite';
import { validationError } from '../../graphql/portalErrors';
import { adminChange } from '../adminChange';
import type { AdminScope } from '../adminScope';

function presentPledge(entry: CampaignPledgeEntry): AdminPledge {
  const name = entry.firstName
    ? [entry.firstName, entry.lastName].filter(Boolean).join(' ')
    : entry.donorEmail;
  return {
    prefixedId: entry.prefixedId,
    donorPrefixedId: entry.donorPrefixedId,
    donorName: name,
    amount: entry.amount,
    given: entry.given,
    source: entry.source,
    createdAt: entry.createdAt.toISOString(),
  };
}

/** A campaign of the church, archived ones included; another church's is not found. */
export async function churchCampaign(
  db: Database,
  scope: AdminScope,
  prefixedId: string,
): Promise<CampaignRow> {
  const [row] = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.organizationId, scope.organization.id), eq(campaigns.prefixedId, prefixedId)));
  if (!row) throw notFoundError(scope.locale);
  return row;
}

export async function listCampaignPledges(
  scope: AdminScope,
  campaignPrefixedId: string,
): Promise<AdminPledge[]> {
  const { db } = scope.app;
  const campaign = await churchCampaign(db, scope, campaignPrefixedId);
  return (await campaignPledgesWithGiven(db, scope.organization.id, campaign.id)).map(presentPledge);
}

/**
 * Records a donor's pledge from a paper pledge card. The donor is a donor record of the church
 * (another church's is not found); an archived campaign takes no new pledge.
 */
export async function recordPledge(
  scope: AdminScope,
  campaignPrefixedId: string,
  donorPrefixedId: string,
  amount: unknown,
): Promise<AdminPledge> {
  const read = readPledgeFields({ campaign: campaignPrefixedId, amount }, scope.locale);
  if (!read.ok) throw validationError(read.errors as Record<string, string[]>);
  const { db } = scope.app;
  const campaign = await churchCampaign(db, scope, read.fields.campaign);
  const [donor] = await db
    .select({ id: users.id, prefixedId: users.prefixedId })
    .from(users)
    .where(and(eq(users.organizationId, scope.organization.id), eq(users.prefixedId, donorPrefixedId)));
  if (!donor) throw notFoundError(scope.locale);
  if (campaign.status === 'archived') {
    throw validationError({
      campaign: [
        scope.locale === 'es'
          ? 'Esta campaña está archivada: no recibe promesas nuevas.'
          : 'This campaign is archived: it takes no new pledges.',
      ],
    });
  }
  const written = await adminChange(scope, 'pledge.record', async (tx) => {
    const result = await writePledge(tx, {
      organizationId: scope.organization.id,
      donorUserId: donor.id,
      campaignId: campaign.id,
      amount: read.fields.amount,
      source: 'administrator',
      recordedByUserId: scope.user.id,
    });
    return {
      value: result.pledge,
      details: {
        campaign: campaign.prefixedId,
        donor: donor.prefixedId,
        pledge: result.pledge.prefixedId,
        amount: result.pledge.amount,
        replacedAmount: result.replacedAmount,
      },
    };
  });
  const entries = await campaignPledgesWithGiven(db, scope.organization.id, campaign.id);
  const entry = entries.find((candidate) => candidate.prefixedId === written.prefixedId);
  if (!entry) throw new Error('recordPledge: the pledge just written is not found');
  return presentPledge(entry);
}
