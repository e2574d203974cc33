// Who is behind the gifts (docs/PRODUCT.md §15): first-time givers in a period, lapsed givers, recurring
// gifts at risk and top givers. The one definition of each, shared by the console's Donors lists and
// the treasurer's Reports; the API's SQL computes the same sets with the dates these functions give
// it, and a property test holds the two together. Pure: gifts come in as plain records.
import { addDays } from 'date-fns/addDays';
import { addMonths } from 'date-fns/addMonths';
import { subDays } from 'date-fns/subDays';
import { formatCalendarDate, requireCalendarDate, type CalendarDate } from '../calendarDate';
import { CARD_EXPIRY_REMINDER_DAYS, cardGoodThrough, type CardExpiry } from '../cardExpiryReminder';

/** A gift as the lists read it: whose, on which day of the church's calendar, and what it kept. */
export interface ListedGift {
  donorId: number;
  date: CalendarDate;
  status: 'succeeded' | 'failed' | 'refunded';
  /** Cents charged. */
  amount: number;
  /** Cents given back so far; the whole amount once the status is refunded. */
  refundedAmount: number;
}

/**
 * Whether a gift makes its donor a giver: it succeeded and something of it is still the church's, as
 * in every total (a wholly refunded gift is status refunded; a partial refund leaves the gift in).
 */
export function giftCountsForDonorLists(gift: ListedGift): boolean {
  return gift.status === 'succeeded' && gift.amount > gift.refundedAmount;
}

/**
 * The gifts the lists read: none of a record standing merged into another (docs/PRODUCT.md §24). The
 * merge moved the record's gifts to the record kept, so the person is listed once, as that record. A
 * gift given to the merged record after the merge stays with it (its statement, the Gifts section)
 * and lists it nowhere while the merge stands; once the merge is undone the record is listed again.
 */
export function giftsOfListedDonors(
  gifts: readonly ListedGift[],
  mergedDonorIds: ReadonlySet<number>,
): ListedGift[] {
  return gifts.filter((gift) => !mergedDonorIds.has(gift.donorId));
}

/** What a gift counts for in a list's total: what the church kept of it. */
export function keptAmount(gift: ListedGift): number {
  return giftCountsForDonorLists(gift) ? gift.amount - gift.refundedAmount : 0;
}

/** A period of the church's calendar, both days included. */
export interface DonorListPeriod {
  start: CalendarDate;
  end: CalendarDate;
}

/** Days a period covers when none is chosen: the last thirty, today included. */
export const DEFAULT_DONOR_LIST_PERIOD_DAYS = 30;

export function defaultDonorListPeriod(today: CalendarDate): DonorListPeriod {
  const day = requireCalendarDate(today, 'today');
  return { start: formatCalendarDate(subDays(day, DEFAULT_DONOR_LIST_PERIOD_DAYS - 1)), end: today };
}

function countedGiftsByDonor(gifts: readonly ListedGift[]): Map<number, ListedGift[]> {
  const byDonor = new Map<number, ListedGift[]>();
  for (const gift of gifts) {
    if (!giftCountsForDonorLists(gift)) continue;
    const list = byDonor.get(gift.donorId) ?? [];
    list.push(gift);
    byDonor.set(gift.donorId, list);
  }
  return byDonor;
}

/**
 * First-time givers of a period: donors whose first counted gift ever to the church falls within it.
 * A first gift refunded whole does not count, so the donor's next gift is their first.
 */
export function firstTimeGivers(gifts: readonly ListedGift[], period: DonorListPeriod): Set<number> {
  const found = new Set<number>();
  for (const [donorId, own] of countedGiftsByDonor(gifts)) {
    const first = own.reduce((earliest, gift) => (gift.date < earliest ? gift.date : earliest), own[0]!.date);
    if (period.start <= first && first <= period.end) found.add(donorId);
  }
  return found;
}

/** The two adjustable windows of "lapsed". */
export interface LapsedWindows {
  /** How far back before the quiet days a donor must have given, in months. */
  lookbackMonths: number;
  /** The most recent days, today included, in which a lapsed donor has not given. */
  quietDays: number;
}

export const DEFAULT_LAPSED_WINDOWS: LapsedWindows = { lookbackMonths: 12, quietDays: 90 };

/** The bounds an administrator may set each window to. */
export const LAPSED_WINDOW_LIMITS = {
  lookbackMonths: { min: 1, max: 60 },
  quietDays: { min: 1, max: 730 },
} as const;

/** The windows that are not whole numbers within their limits (none when both are). */
export function invalidLapsedWindows(windows: LapsedWindows): (keyof LapsedWindows)[] {
  return (Object.keys(LAPSED_WINDOW_LIMITS) as (keyof LapsedWindows)[]).filter((field) => {
    const value = windows[field];
    const { min, max } = LAPSED_WINDOW_LIMITS[field];
    return !Number.isInteger(value) || value < min || value > max;
  });
}

/** The days "lapsed" compares with: given from givenFrom through givenThrough, nothing from quietFrom on. */
export interface LapsedDays {
  givenFrom: CalendarDate;
  /** The day before quietFrom. */
  givenThrough: CalendarDate;
  quietFrom: CalendarDate;
}

/**
 * The quiet days are the last `quietDays` days, today included; the lookback is the `lookbackMonths`
 * months just before them. With the defaults on 2026-12-02: quiet from 2026-09-04, given from
 * 2025-09-04 through 2026-09-03.
 */
export function lapsedDays(today: CalendarDate, windows: LapsedWindows): LapsedDays {
  if (invalidLapsedWindows(windows).length > 0) {
    throw new RangeError(`lapsed windows out of bounds: ${JSON.stringify(windows)}`);
  }
  const quietFrom = subDays(requireCalendarDate(today, 'today'), windows.quietDays - 1);
  return {
    givenFrom: formatCalendarDate(addMonths(quietFrom, -windows.lookbackMonths)),
    givenThrough: formatCalendarDate(subDays(quietFrom, 1)),
    quietFrom: formatCalendarDate(quietFrom),
  };
}

/** Lapsed givers: a counted gift in the lookback months, none in the quiet days (or since). */
export function lapsedGivers(
  gifts: readonly ListedGift[],
  today: CalendarDate,
  windows: LapsedWindows,
): Set<number> {
  const { givenFrom, quietFrom } = lapsedDays(today, windows);
  const found = new Set<number>();
  for (const [donorId, own] of countedGiftsByDonor(gifts)) {
    const gaveBefore = own.some((gift) => givenFrom <= gift.date && gift.date < quietFrom);
    const gaveSince = own.some((gift) => gift.date >= quietFrom);
    if (gaveBefore && !gaveSince) found.add(donorId);
  }
  return found;
}

/** How many top givers a list shows when none is chosen, and at most. */
export const DEFAULT_TOP_GIVERS = 25;
export const MAX_TOP_GIVERS = 500;

export interface TopGiver {
  donorId: number;
  /** Cents kept of the donor's gifts in the period. */
  total: number;
  count: number;
}

/**
 * The donors who gave the most in a period (what the church kept of their gifts), largest first;
 * equal totals by donor id so the list is the same every time.
 */
export function topGivers(gifts: readonly ListedGift[], period: DonorListPeriod, limit: number): TopGiver[] {
  const totals = new Map<number, TopGiver>();
  for (const gift of gifts) {
    if (!giftCountsForDonorLists(gift) || gift.date < period.start || gift.date > period.end) continue;
    const giver = totals.get(gift.donorId) ?? { donorId: gift.donorId, total: 0, count: 0 };
    giver.total += keptAmount(gift);
    giver.count += 1;
    totals.set(gift.donorId, giver);
  }
  return [...totals.values()]
    .sort((a, b) => b.total - a.total || a.donorId - b.donorId)
    .slice(0, Math.max(0, limit));
}

/** Why a recurring gift is at risk of not reaching the church, in the order the console lists them. */
export const RECURRING_RISKS = ['card-expiring', 'last-charge-failed', 'paused'] as const;
export type RecurringRisk = (typeof RECURRING_RISKS)[number];

/** A recurring gift as "at risk" reads it. */
export interface RiskedRecurringGift {
  status: 'active' | 'paused' | 'ended' | 'deleted';
  lastChargeAttemptFailed: boolean;
  /** The card it is charged to; null when it has none. */
  card: CardExpiry | null;
}

/**
 * The last good-through day that counts as "expiring": a card whose last good day is on or before
 * it, already expired included. The same thirty days as the donor's card expiry reminder.
 */
export function cardExpiringBy(today: CalendarDate): CalendarDate {
  return formatCalendarDate(addDays(requireCalendarDate(today, 'today'), CARD_EXPIRY_REMINDER_DAYS));
}

/**
 * Why a recurring gift is at risk: its card expires within thirty days (or has), its last charge
 * was declined, or it is paused. Ended and deleted gifts are over and never at risk.
 */
export function recurringGiftRisks(gift: RiskedRecurringGift, today: CalendarDate): RecurringRisk[] {
  if (gift.status !== 'active' && gift.status !== 'paused') return [];
  const risks: RecurringRisk[] = [];
  if (gift.card && cardGoodThrough(gift.card) <= cardExpiringBy(today)) risks.push('card-expiring');
  if (gift.lastChargeAttemptFailed) risks.push('last-charge-failed');
  if (gift.status === 'paused') risks.push('paused');
  return risks;
}
