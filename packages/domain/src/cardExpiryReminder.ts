// When a donor is reminded that a card paying a recurring gift is about to expire. A card is good
// through the last day of its expiry month (12/2026 is good through 2026-12-31); the reminder is due
// thirty days before that day (2026-12-01), on the church's calendar. Pure: the API finds the cards
// and records each reminder once.
import { UTCDateMini } from '@date-fns/utc/date/mini';
import { subDays } from 'date-fns/subDays';
import { formatCalendarDate, requireCalendarDate, type CalendarDate } from './calendarDate';

/** Days before a card's last good day on which its donor is reminded. */
export const CARD_EXPIRY_REMINDER_DAYS = 30;

export interface CardExpiry {
  /** 1–12. */
  expMonth: number;
  expYear: number;
}

/** The last day a card is good through: the last day of its expiry month. */
export function cardGoodThrough({ expMonth, expYear }: CardExpiry): CalendarDate {
  if (!Number.isInteger(expMonth) || expMonth < 1 || expMonth > 12 || !Number.isInteger(expYear)) {
    throw new RangeError(`not a card expiry: ${expMonth}/${expYear}`);
  }
  // Day 0 of the following month is the last day of this one.
  return formatCalendarDate(new UTCDateMini(expYear, expMonth, 0));
}

/** The day the card's expiry reminder is due. */
export function cardExpiryReminderDate(card: CardExpiry): CalendarDate {
  return formatCalendarDate(subDays(requireCalendarDate(cardGoodThrough(card)), CARD_EXPIRY_REMINDER_DAYS));
}

/**
 * Whether the card's reminder is due on `today`: from its reminder date through its last good day,
 * so a day the worker missed is made up the next day, and a card already expired is not reminded
 * (the declined charge's email says so instead). Once sent, the API never sends it again.
 */
export function isCardExpiryReminderDue(card: CardExpiry, today: CalendarDate): boolean {
  requireCalendarDate(today, 'today');
  return cardExpiryReminderDate(card) <= today && today <= cardGoodThrough(card);
}

/**
 * The expiries whose reminder is due on `today`: this month's (good through its end), and next
 * month's once its reminder date has come. Thirty days reach back at most into the month before, so
 * no other expiry can be due; the API selects the cards of these expiries only.
 */
export function expiriesDueForReminder(today: CalendarDate): CardExpiry[] {
  const day = requireCalendarDate(today, 'today');
  const thisMonth = { expMonth: day.getMonth() + 1, expYear: day.getFullYear() };
  const nextMonth =
    thisMonth.expMonth === 12
      ? { expMonth: 1, expYear: thisMonth.expYear + 1 }
      : { expMonth: thisMonth.expMonth + 1, expYear: thisMonth.expYear };
  return [thisMonth, nextMonth].filter((card) => isCardExpiryReminderDue(card, today));
}
