import * as fc from 'fast-check';
import {
  cardExpiringBy,
  DEFAULT_LAPSED_WINDOWS,
  defaultDonorListPeriod,
  firstTimeGivers,
  giftCountsForDonorLists,
  giftsOfListedDonors,
  invalidLapsedWindows,
  keptAmount,
  lapsedDays,
  lapsedGivers,
  recurringGiftRisks,
  topGivers,
  type ListedGift,
} from './donorLists';
import { arbitraryGiftHistory, arbitraryListDay } from './giftHistoryArbitrary';

const gift = (donorId: number, date: string, amount = 1000, extra: Partial<ListedGift> = {}): ListedGift => ({
  donorId,
  date,
  status: 'succeeded',
  amount,
  refundedAmount: 0,
  ...extra,
});

describe('which gifts count', () => {
  it('counts a succeeded gift, and a partly refunded one for what was kept', () => {
    expect(giftCountsForDonorLists(gift(1, '2026-01-01'))).toBe(true);
    const partly = gift(1, '2026-01-01', 10_000, { refundedAmount: 3000 });
    expect(giftCountsForDonorLists(partly)).toBe(true);
    expect(keptAmount(partly)).toBe(7000);
  });

  it('leaves out failed and wholly refunded gifts', () => {
    expect(giftCountsForDonorLists(gift(1, '2026-01-01', 1000, { status: 'failed' }))).toBe(false);
    const refunded = gift(1, '2026-01-01', 1000, { status: 'refunded', refundedAmount: 1000 });
    expect(giftCountsForDonorLists(refunded)).toBe(false);
    expect(keptAmount(refunded)).toBe(0);
  });
});

describe('a record merged into another', () => {
  const period = { start: '2026-11-01', end: '2026-11-30' };

  it('is in no list while the merge stands, even given to after it; the kept record is', () => {
    // Donor 2 was merged into donor 1 (its October gift moved with it) and gave again in November.
    const gifts = [gift(1, '2026-10-05'), gift(2, '2026-11-20', 5000)];
    const listed = giftsOfListedDonors(gifts, new Set([2]));
    expect(firstTimeGivers(listed, period)).toEqual(new Set());
    expect(topGivers(listed, period, 25)).toEqual([]);
    expect(lapsedGivers(listed, '2026-12-02', { lookbackMonths: 12, quietDays: 30 })).toEqual(new Set([1]));
    // The merge undone: the record gives like any other again.
    expect(firstTimeGivers(giftsOfListedDonors(gifts, new Set()), period)).toEqual(new Set([2]));
  });
});

describe('first-time givers', () => {
  const period = { start: '2026-11-01', end: '2026-11-30' };

  it('names donors whose first gift ever falls in the period', () => {
    const gifts = [
      gift(1, '2026-11-05'),
      gift(1, '2026-11-20'),
      gift(2, '2026-10-31'),
      gift(2, '2026-11-02'),
    ];
    expect([...firstTimeGivers(gifts, period)]).toEqual([1]);
  });

  it('includes both ends of the period', () => {
    expect(firstTimeGivers([gift(1, '2026-11-01'), gift(2, '2026-11-30')], period)).toEqual(new Set([1, 2]));
  });

  it('skips a first gift refunded whole: the next one is the first', () => {
    const gifts = [
      gift(1, '2026-10-10', 1000, { status: 'refunded', refundedAmount: 1000 }),
      gift(1, '2026-11-10'),
      gift(2, '2026-10-10', 1000, { status: 'failed' }),
      gift(2, '2026-11-11'),
    ];
    expect(firstTimeGivers(gifts, period)).toEqual(new Set([1, 2]));
  });

  it('defaults to the last thirty days, today included', () => {
    expect(defaultDonorListPeriod('2026-12-02')).toEqual({ start: '2026-11-03', end: '2026-12-02' });
  });
});

describe('lapsed givers', () => {
  const today = '2026-12-02';

  it('reads the quiet days back from today and the lookback months before them', () => {
    expect(lapsedDays(today, DEFAULT_LAPSED_WINDOWS)).toEqual({
      givenFrom: '2025-09-04',
      givenThrough: '2026-09-03',
      quietFrom: '2026-09-04',
    });
    expect(lapsedDays(today, { lookbackMonths: 1, quietDays: 1 })).toEqual({
      givenFrom: '2026-11-02',
      givenThrough: '2026-12-01',
      quietFrom: '2026-12-02',
    });
  });

  it('names a donor who gave in the lookback but not in the quiet days', () => {
    const gifts = [
      gift(1, '2026-06-01'),
      gift(2, '2026-06-01'),
      gift(2, '2026-09-04'),
      gift(3, '2025-09-03'),
      gift(4, '2025-09-04'),
      gift(5, '2026-09-03'),
    ];
    expect(lapsedGivers(gifts, today, DEFAULT_LAPSED_WINDOWS)).toEqual(new Set([1, 4, 5]));
  });

  it('is not lapsed when the only recent gift was refunded whole', () => {
    const gifts = [
      gift(1, '2026-06-01'),
      gift(1, '2026-11-01', 1000, { status: 'refunded', refundedAmount: 1000 }),
    ];
    expect(lapsedGivers(gifts, today, DEFAULT_LAPSED_WINDOWS)).toEqual(new Set([1]));
  });

  it('refuses windows outside their limits', () => {
    expect(invalidLapsedWindows({ lookbackMonths: 0, quietDays: 731 })).toEqual([
      'lookbackMonths',
      'quietDays',
    ]);
    expect(invalidLapsedWindows({ lookbackMonths: 2.5, quietDays: 90 })).toEqual(['lookbackMonths']);
    expect(() => lapsedDays(today, { lookbackMonths: 12, quietDays: 0 })).toThrow(RangeError);
  });

  it('never names a donor who gave in the quiet days, and only donors who gave in the lookback', () => {
    fc.assert(
      fc.property(
        arbitraryGiftHistory(),
        arbitraryListDay(),
        fc.integer({ min: 1, max: 24 }),
        fc.integer({ min: 1, max: 400 }),
        (gifts, day, lookbackMonths, quietDays) => {
          const windows = { lookbackMonths, quietDays };
          const { givenFrom, quietFrom } = lapsedDays(day, windows);
          expect(givenFrom < quietFrom).toBe(true);
          for (const donorId of lapsedGivers(gifts, day, windows)) {
            const own = gifts.filter((each) => each.donorId === donorId && giftCountsForDonorLists(each));
            expect(own.some((each) => each.date >= quietFrom)).toBe(false);
            expect(own.some((each) => each.date >= givenFrom)).toBe(true);
          }
        },
      ),
    );
  });
});

describe('top givers', () => {
  const period = { start: '2026-01-01', end: '2026-12-31' };

  it('ranks by what the church kept, ties by donor, within the period', () => {
    const gifts = [
      gift(1, '2026-02-01', 5000),
      gift(2, '2026-02-01', 10_000, { refundedAmount: 5000 }),
      gift(3, '2026-02-01', 9000),
      gift(3, '2025-12-31', 90_000),
      gift(4, '2026-03-01', 20_000, { status: 'refunded', refundedAmount: 20_000 }),
    ];
    expect(topGivers(gifts, period, 10)).toEqual([
      { donorId: 3, total: 9000, count: 1 },
      { donorId: 1, total: 5000, count: 1 },
      { donorId: 2, total: 5000, count: 1 },
    ]);
    expect(topGivers(gifts, period, 1)).toHaveLength(1);
  });

  it('always sums to what the period kept when every giver is listed', () => {
    fc.assert(
      fc.property(arbitraryGiftHistory(), (gifts) => {
        const all = topGivers(gifts, period, Number.MAX_SAFE_INTEGER);
        const kept = gifts
          .filter((each) => each.date >= period.start && each.date <= period.end)
          .reduce((sum, each) => sum + keptAmount(each), 0);
        expect(all.reduce((sum, giver) => sum + giver.total, 0)).toBe(kept);
        for (let index = 1; index < all.length; index += 1) {
          expect(all[index - 1]!.total >= all[index]!.total).toBe(true);
        }
      }),
    );
  });
});

describe('first-time givers, as properties', () => {
  it('names each giver in exactly one period of a split, and no one twice over time', () => {
    fc.assert(
      fc.property(arbitraryGiftHistory(), (gifts) => {
        const early = firstTimeGivers(gifts, { start: '2000-01-01', end: '2026-06-30' });
        const late = firstTimeGivers(gifts, { start: '2026-07-01', end: '2099-12-31' });
        const givers = new Set(gifts.filter(giftCountsForDonorLists).map((each) => each.donorId));
        expect([...early].filter((donorId) => late.has(donorId))).toEqual([]);
        expect(new Set([...early, ...late])).toEqual(givers);
      }),
    );
  });
});

describe('recurring gifts at risk', () => {
  const today = '2026-12-02';
  const healthy = {
    status: 'active' as const,
    lastChargeAttemptFailed: false,
    card: { expMonth: 6, expYear: 2028 },
  };

  it('is not at risk with a good card, charged fine and active', () => {
    expect(recurringGiftRisks(healthy, today)).toEqual([]);
  });

  it('counts a card as expiring when its last good day is within thirty days, or past', () => {
    expect(cardExpiringBy(today)).toBe('2027-01-01');
    expect(recurringGiftRisks({ ...healthy, card: { expMonth: 12, expYear: 2026 } }, today)).toEqual([
      'card-expiring',
    ]);
    expect(recurringGiftRisks({ ...healthy, card: { expMonth: 1, expYear: 2027 } }, today)).toEqual([]);
    expect(recurringGiftRisks({ ...healthy, card: { expMonth: 1, expYear: 2020 } }, today)).toEqual([
      'card-expiring',
    ]);
    expect(recurringGiftRisks({ ...healthy, card: { expMonth: 1, expYear: 2027 } }, '2027-01-01')).toEqual([
      'card-expiring',
    ]);
  });

  it('names every reason at once, and none for an ended or deleted gift', () => {
    const worst = {
      status: 'paused' as const,
      lastChargeAttemptFailed: true,
      card: { expMonth: 1, expYear: 2020 },
    };
    expect(recurringGiftRisks(worst, today)).toEqual(['card-expiring', 'last-charge-failed', 'paused']);
    expect(recurringGiftRisks({ ...worst, status: 'ended' }, today)).toEqual([]);
    expect(recurringGiftRisks({ ...worst, status: 'deleted' }, today)).toEqual([]);
  });
});
