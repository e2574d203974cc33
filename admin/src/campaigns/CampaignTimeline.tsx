import { formatMoney } from '@halo/domain';
import { Button } from '@halo/ui';
import { useGraphqlQuery } from 'halo_shared/api';
import { AdminCampaignTimelineDocument } from '@halo/shared/graphql/admin-pledges';
import { useTranslation } from 'halo_shared/i18n';
import { useState } from 'react';
import { LoadingSkeleton, QueryFailure } from '../layout/QueryFailure';
import { useChurch } from '../layout/useChurch';
import { GivingChart } from '../reports/GivingChart';
import { formatReportMonth } from '../reports/reportMonth';
import { reportsCss } from '../reports/reportsCss';
import { CAMPAIGNS_NAMESPACE } from './campaignsMessages';

interface TimelineCampaign {
  prefixedId: string;
  name: string;
}

/** A week's first day in the reader's words: "Nov 30" under a bar, "Nov 30, 2026" in the table. */
function formatWeek(date: string, locale: string, style: 'short' | 'long'): string {
  const day = new Date(`${date}T00:00:00Z`);
  return new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    ...(style === 'long' ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(day);
}

/** The chart and, beside it, its table: asked for only once shown. */
function TimelineReport({ campaign }: { campaign: TimelineCampaign }) {
  const { t } = useTranslation(CAMPAIGNS_NAMESPACE);
  const { organizationPrefixedId, currency, formattingLocale } = useChurch();
  const money = (cents: number) => formatMoney(cents, currency, formattingLocale);
  const { state, reload } = useGraphqlQuery(AdminCampaignTimelineDocument, {
    organizationPrefixedId,
    campaignPrefixedId: campaign.prefixedId,
  });
  if (state.status === 'error') return <QueryFailure onRetry={reload} />;
  if (!state.data) return <LoadingSkeleton />;
  const { interval, points } = state.data.adminCampaignTimeline;
  const byMonth = interval === 'month';
  const label = (start: string, style: 'short' | 'long') =>
    byMonth
      ? formatReportMonth(start.slice(0, 7), formattingLocale, style)
      : formatWeek(start, formattingLocale, style);
  const caption = t(byMonth ? 'timeline.captionMonth' : 'timeline.captionWeek', { name: campaign.name });
  const rowHeading = t(byMonth ? 'timeline.month' : 'timeline.week');
  return (
    <div className="admin-report">
      <GivingChart
        labels={points.map((point) => label(point.start, 'short'))}
        series={[{ name: t('timeline.series'), values: points.map((point) => point.raised) }]}
        currency={currency}
        formattingLocale={formattingLocale}
      />
      <div className="admin-table-wrap" tabIndex={0} role="group" aria-label={caption}>
        <table className="admin-table">
          <caption className="halo-visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{rowHeading}</th>
              <th scope="col" className="admin-amount">
                {t('timeline.raised')}
              </th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.start}>
                <th scope="row" data-label={rowHeading}>
                  {label(point.start, 'long')}
                </th>
                <td data-label={t('timeline.raised')} className="admin-amount">
                  {money(point.raised)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/**
 * A campaign's raised over time in the console (docs/PRODUCT.md §14): by week, or by month for a long
 * campaign, as a chart with the table of the same figures beside it, which is what a screen reader
 * reads (the chart is hidden from it). Shown on request; the chart's library loads only then
 * (GivingChart).
 */
export function CampaignTimeline({ campaign }: { campaign: TimelineCampaign }) {
  const { t } = useTranslation(CAMPAIGNS_NAMESPACE);
  const [shown, setShown] = useState(false);
  const regionId = `admin-campaign-timeline-${campaign.prefixedId}`;
  return (
    <div className="admin-campaign__pledge-block">
      <div className="admin-campaign__actions">
        <Button
          variant="secondary"
          aria-expanded={shown}
          aria-controls={regionId}
          aria-label={t('timeline.showOf', { name: campaign.name })}
          onClick={() => setShown((value) => !value)}
        >
          {t('timeline.show')}
        </Button>
      </div>
      <div id={regionId}>
        {shown ? (
          <>
            <style href="halo-admin-reports" precedence="default">
              {reportsCss}
            </style>
            <TimelineReport campaign={campaign} />
          </>
        ) : null}
      </div>
    </div>
  );
}
