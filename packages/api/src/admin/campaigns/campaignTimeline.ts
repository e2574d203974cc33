// A campaign's raised over time for the console's chart and table (docs/PRODUCT.md §14): each week's
// or month's raised summed by the database with the expression raised is summed with (campaignTotals),
// the periods and the days charted chosen by the domain's campaignTimeline rules.
import {
  campaignTimelineInterval,
  campaignTimelinePoints,
  campaignTimelineSpan,
  type CalendarDate,
} from '@halo/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { contributions } from '../../db/schema';
import type { AdminCampaignTimeline } from '../../graphql/resolverTypes.generated';
import type { AdminScope } from '../adminScope';
import { churchCampaign } from './campaignPledges';

/** Settled gifts through one campaign of the church (a failed charge never reached the church). */
const throughCampaign = (organizationId: number, campaignId: number) =>
  and(
    eq(contributions.organizationId, organizationId),
    eq(contributions.campaignId, campaignId),
    inArray(contributions.status, ['succeeded', 'refunded']),
  );

export async function campaignTimeline(
  scope: AdminScope,
  campaignPrefixedId: string,
): Promise<AdminCampaignTimeline> {
  const { db } = scope.app;
  const campaign = await churchCampaign(db, scope, campaignPrefixedId);
  const where = throughCampaign(scope.organization.id, campaign.id);
  const [dates] = await db
    .select({
      first: sql<string | null>`min(${contributions.date})::text`,
      last: sql<string | null>`max(${contributions.date})::text`,
    })
    .from(contributions)
    .where(where);
  const span = campaignTimelineSpan(
    campaign,
    { first: dates?.first ?? null, last: dates?.last ?? null },
    scope.today,
  );
  const interval = campaignTimelineInterval(span);
  // The interval is written into the statement, not bound, so the grouped expression is the selected
  // one; it is one of the domain's two words.
  const unit = sql.raw(interval === 'month' ? `'month'` : `'week'`);
  const period = sql<string>`to_char(date_trunc(${unit}, ${contributions.date}::timestamp), 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      period,
      raised: sql<string>`COALESCE(SUM(GREATEST(0, ${contributions.chargedAmount} - ${contributions.coveredFee} - ${contributions.refundedAmount})), 0)`,
    })
    .from(contributions)
    .where(where)
    .groupBy(period);
  const raised = new Map<CalendarDate, number>(rows.map((row) => [row.period, Number(row.raised)]));
  return { interval, points: campaignTimelinePoints(span, interval, raised) };
}
