/**
 * A monthly gift that completes a pledge (docs/PRODUCT.md §14 "Pledges"): what is left of the pledge
 * spread over the monthly gifts the donor can still give through the campaign, starting today and
 * falling on the dates the monthly schedule gives them (`nextGivingDate`), through the campaign's end.
 * Rounded up to the cent, so the last gift never leaves the pledge a cent short. A campaign without
 * an end spreads it over a year of gifts.
 */
import type { CalendarDate } from '../calendarDate';
import { nextGivingDate } from '../nextGivingDate';

/** The monthly gifts a campaign without an end date spreads the rest of a pledge over. */
export const PLEDGE_MONTHLY_GIFTS_WITHOUT_END = 12;

export interface PledgeMonthlyGift {
  /** Cents, each month. */
  amount: number;
  /** How many monthly gifts, the first today. */
  gifts: number;
}

/** How many monthly gifts from `today` fall on or before `endDate` (at least the one today). */
export function monthlyGiftsThrough(today: CalendarDate, endDate: CalendarDate): number {
  let gifts = 1;
  for (let date = nextGivingDate(today, 'monthly'); date <= endDate; date = nextGivingDate(date, 'monthly')) {
    gifts += 1;
  }
  return gifts;
}

/**
 * The monthly gift that gives what is left of the pledge by the campaign's end, or null when nothing
 * is left or the campaign has ended.
 */
export function pledgeMonthlyGift(pledge: {
  pledged: number;
  given: number;
  endDate: CalendarDate | null;
  today: CalendarDate;
}): PledgeMonthlyGift | null {
  const left = pledge.pledged - Math.max(0, pledge.given);
  if (left <= 0) return null;
  if (pledge.endDate !== null && pledge.endDate < pledge.today) return null;
  const gifts =
    pledge.endDate === null
      ? PLEDGE_MONTHLY_GIFTS_WITHOUT_END
      : monthlyGiftsThrough(pledge.today, pledge.endDate);
  return { amount: Math.ceil(left / gifts), gifts };
}
