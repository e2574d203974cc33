/**
 * A campaign's raised over time, as the console charts it (docs/PRODUCT.md §14): one point per week
 * (from Monday, as PostgreSQL's `date_trunc('week', …)` counts weeks) or, for a campaign longer than
 * half a year, per month (from the 1st). The database sums each period's raised; these rules choose
 * the period, the days charted and the points, so a period with no gift shows as nothing raised.
 */
import type { CalendarDate } from '../calendarDate';

export type CampaignTimelineInterval = 'week' | 'month';

/** Longer than this many days is charted by month: 26 weeks is as many bars as a phone shows well. */
export const CAMPAIGN_TIMELINE_WEEKLY_MAX_DAYS = 26 * 7;

const DAY_MS = 86_400_000;
const toTime = (date: CalendarDate) => Date.parse(`${date}T00:00:00Z`);
const toDate = (time: number): CalendarDate => new Date(time).toISOString().slice(0, 10);

export interface CampaignTimelineSpan {
  start: CalendarDate;
  end: CalendarDate;
}

/**
 * The days charted: from the campaign's start or its first gift, whichever is earlier, through its
 * end or today, whichever is earlier, but never before its last gift nor before the start (a
 * campaign not begun yet charts the one day it begins).
 */
export function campaignTimelineSpan(
  campaign: { startDate: CalendarDate | null; endDate: CalendarDate | null },
  gifts: { first: CalendarDate | null; last: CalendarDate | null },
  today: CalendarDate,
): CampaignTimelineSpan {
  const earliest = (dates: (CalendarDate | null)[]) =>
    dates.filter((d): d is CalendarDate => d !== null).sort()[0];
  const start = earliest([campaign.startDate, gifts.first]) ?? today;
  const closes = campaign.endDate !== null && campaign.endDate < today ? campaign.endDate : today;
  const end = [closes, gifts.last ?? start, start].sort().at(-1)!;
  return { start, end };
}

/** By week up to 26 weeks of days, by month beyond. */
export function campaignTimelineInterval(span: CampaignTimelineSpan): CampaignTimelineInterval {
  const days = (toTime(span.end) - toTime(span.start)) / DAY_MS + 1;
  return days > CAMPAIGN_TIMELINE_WEEKLY_MAX_DAYS ? 'month' : 'week';
}

/** The first day of the week (Monday) or month holding `date`. */
export function campaignTimelinePeriodStart(
  date: CalendarDate,
  interval: CampaignTimelineInterval,
): CalendarDate {
  if (interval === 'month') return `${date.slice(0, 7)}-01`;
  const time = toTime(date);
  const sinceMonday = (new Date(time).getUTCDay() + 6) % 7;
  return toDate(time - sinceMonday * DAY_MS);
}

export interface CampaignTimelinePoint {
  /** The period's first day. */
  start: CalendarDate;
  /** Cents raised in it. */
  raised: number;
}

/**
 * Every period of the span in order, each with the database's sum for it (`raisedByPeriod`, keyed
 * by the period's first day), nothing where no gift counted.
 */
export function campaignTimelinePoints(
  span: CampaignTimelineSpan,
  interval: CampaignTimelineInterval,
  raisedByPeriod: ReadonlyMap<CalendarDate, number>,
): CampaignTimelinePoint[] {
  const points: CampaignTimelinePoint[] = [];
  const last = campaignTimelinePeriodStart(span.end, interval);
  let start = campaignTimelinePeriodStart(span.start, interval);
  while (start <= last) {
    points.push({ start, raised: raisedByPeriod.get(start) ?? 0 });
    if (interval === 'week') start = toDate(toTime(start) + 7 * DAY_MS);
    else {
      const [year, month] = start.split('-').map(Number) as [number, number];
      start = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
    }
  }
  return points;
}
