import {
  campaignTimelineInterval,
  campaignTimelinePeriodStart,
  campaignTimelinePoints,
  campaignTimelineSpan,
} from './campaignTimeline';

const noGifts = { first: null, last: null };

describe('campaignTimelineSpan', () => {
  it('runs from the campaign’s start through today while it is open', () => {
    expect(
      campaignTimelineSpan({ startDate: '2026-10-01', endDate: '2027-03-31' }, noGifts, '2026-12-03'),
    ).toEqual({
      start: '2026-10-01',
      end: '2026-12-03',
    });
  });

  it('stops at the end of a campaign that has ended, unless a gift came later', () => {
    const campaign = { startDate: '2026-01-01', endDate: '2026-03-31' };
    expect(campaignTimelineSpan(campaign, noGifts, '2026-12-03').end).toBe('2026-03-31');
    expect(
      campaignTimelineSpan(campaign, { first: '2026-02-01', last: '2026-04-02' }, '2026-12-03').end,
    ).toBe('2026-04-02');
  });

  it('starts at the first gift of a campaign without dates, or today without any gift', () => {
    const undated = { startDate: null, endDate: null };
    expect(campaignTimelineSpan(undated, { first: '2026-11-02', last: '2026-11-20' }, '2026-12-03')).toEqual({
      start: '2026-11-02',
      end: '2026-12-03',
    });
    expect(campaignTimelineSpan(undated, noGifts, '2026-12-03')).toEqual({
      start: '2026-12-03',
      end: '2026-12-03',
    });
  });

  it('charts the one day a campaign not begun yet begins', () => {
    expect(campaignTimelineSpan({ startDate: '2027-02-01', endDate: null }, noGifts, '2026-12-03')).toEqual({
      start: '2027-02-01',
      end: '2027-02-01',
    });
  });
});

describe('campaignTimelineInterval', () => {
  it('is weekly up to 26 weeks of days and monthly beyond', () => {
    expect(campaignTimelineInterval({ start: '2026-01-05', end: '2026-07-05' })).toBe('week'); // 182 days
    expect(campaignTimelineInterval({ start: '2026-01-05', end: '2026-07-06' })).toBe('month'); // 183 days
  });
});

describe('campaignTimelinePeriodStart', () => {
  it('takes a week from its Monday and a month from its first day', () => {
    expect(campaignTimelinePeriodStart('2026-12-03', 'week')).toBe('2026-11-30'); // a Thursday
    expect(campaignTimelinePeriodStart('2026-11-30', 'week')).toBe('2026-11-30');
    expect(campaignTimelinePeriodStart('2026-12-06', 'week')).toBe('2026-11-30'); // a Sunday
    expect(campaignTimelinePeriodStart('2026-12-31', 'month')).toBe('2026-12-01');
  });
});

describe('campaignTimelinePoints', () => {
  it('lists every week of the span, nothing raised where the database found no gift', () => {
    const points = campaignTimelinePoints(
      { start: '2026-11-12', end: '2026-12-03' },
      'week',
      new Map([['2026-11-16', 5_000]]),
    );
    expect(points).toEqual([
      { start: '2026-11-09', raised: 0 },
      { start: '2026-11-16', raised: 5_000 },
      { start: '2026-11-23', raised: 0 },
      { start: '2026-11-30', raised: 0 },
    ]);
  });

  it('lists every month across a new year', () => {
    const points = campaignTimelinePoints(
      { start: '2025-11-20', end: '2026-02-01' },
      'month',
      new Map([['2026-01-01', 7_500]]),
    );
    expect(points.map((point) => [point.start, point.raised])).toEqual([
      ['2025-11-01', 0],
      ['2025-12-01', 0],
      ['2026-01-01', 7_500],
      ['2026-02-01', 0],
    ]);
  });
});
