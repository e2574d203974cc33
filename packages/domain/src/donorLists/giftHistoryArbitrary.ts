// Random gift histories for the donor lists' property tests: the domain's own and the API's, which
// checks the database's answer against the domain's over the same histories. A few donors and days
// around 2026, so periods and windows catch both sides of every boundary.
import { addDays } from 'date-fns/addDays';
import * as fc from 'fast-check';
import { formatCalendarDate, requireCalendarDate } from '../calendarDate';
import type { ListedGift } from './donorLists';

const FIRST_DAY = '2025-01-01';
const DAYS = 730;

/** A day of 2025 or 2026. */
export function arbitraryListDay(): fc.Arbitrary<string> {
  const first = requireCalendarDate(FIRST_DAY);
  return fc.integer({ min: 0, max: DAYS - 1 }).map((offset) => formatCalendarDate(addDays(first, offset)));
}

/** A gift of one of `donors` donors (ids 1…donors): succeeded, partly or wholly refunded, or failed. */
export function arbitraryListedGift(donors = 6): fc.Arbitrary<ListedGift> {
  return fc
    .record({
      donorId: fc.integer({ min: 1, max: donors }),
      date: arbitraryListDay(),
      amount: fc.integer({ min: 100, max: 100_000 }),
      outcome: fc.constantFrom('succeeded', 'partlyRefunded', 'refunded', 'failed'),
      refundShare: fc.double({ min: 0.01, max: 0.99, noNaN: true }),
    })
    .map(({ donorId, date, amount, outcome, refundShare }): ListedGift => {
      if (outcome === 'refunded')
        return { donorId, date, amount, status: 'refunded', refundedAmount: amount };
      if (outcome === 'failed') return { donorId, date, amount, status: 'failed', refundedAmount: 0 };
      const refundedAmount = outcome === 'partlyRefunded' ? Math.floor(amount * refundShare) : 0;
      return { donorId, date, amount, status: 'succeeded', refundedAmount };
    });
}

export function arbitraryGiftHistory(donors = 6, maxGifts = 30): fc.Arbitrary<ListedGift[]> {
  return fc.array(arbitraryListedGift(donors), { maxLength: maxGifts });
}
