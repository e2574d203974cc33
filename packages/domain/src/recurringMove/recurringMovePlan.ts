import type { CalendarDate } from '../calendarDate';
import type { Frequency } from '../constants';
import type { RecurringMoveReason } from './recurringMoveMessages';

/** A recurring gift at the old platform, as read from Stripe's subscription or a schedule line. */
export interface OldRecurringGift {
  /** The subscription's id (`sub_…`), or a schedule line's key: unique per church once moved. */
  key: string;
  /** The customer's email, null when it has none. */
  email: string | null;
  /** The card to charge, when the customer has it saved; null otherwise. */
  cardId: string | null;
  /** ISO 4217, any capitals. */
  currency: string;
  /** Ours, or null when its interval is not one we keep (`intervalLabel` says which it was). */
  frequency: Frequency | null;
  intervalLabel: string;
  /** Each priced line: the old price and product ids (for the fund map), or a fund named outright. */
  lines: ReadonlyArray<{ oldIds: readonly string[]; fund: string | null; amountCents: number }>;
  /** The old platform's next charge, on the church's calendar. */
  nextDate: CalendarDate;
  /** Collection paused at the old platform by someone else than a move. */
  collectionPaused: boolean;
  /** Stripe's subscription status (`active`, `past_due`, `canceled`, …); a schedule line's is `active`. */
  status: string;
}

/**
 * The statuses of a subscription that still charges its donor: in a trial, paid up, or retrying a
 * failed payment (the donor has not stopped giving; our first charge is the next retry). A canceled,
 * unpaid or expired one charges nobody, so moving it would start giving the donor has ended.
 */
export const CHARGING_SUBSCRIPTION_STATUSES: readonly string[] = ['active', 'trialing', 'past_due'];

export interface RecurringMoveRules {
  currency: string;
  today: CalendarDate;
  maxCents: number;
  /** `--fund-map`: old price or product id → our fund's name. */
  fundMap: Readonly<Record<string, string>> | null;
  /** The church's funds' names. */
  fundNames: readonly string[];
  /** The church's default fund's name, where an unmapped gift goes. */
  defaultFund: string | null;
}

export type RecurringMovePlan =
  | {
      ok: true;
      frequency: Frequency;
      amountCents: number;
      nextDate: CalendarDate;
      /** Per fund (our names), summed when two lines give to one fund. */
      parts: Array<{ fund: string; amountCents: number }>;
    }
  | { ok: false; reason: RecurringMoveReason; params: Record<string, string> };

/**
 * What becomes of one old recurring gift (docs/PRODUCT.md §17): the same amount, frequency, next
 * date and fund with us, or the reason it stays behind. A next date already past is today: the old
 * platform's collection is paused before our first charge, so the donor is neither charged twice
 * nor missed.
 */
export function planRecurringMove(gift: OldRecurringGift, rules: RecurringMoveRules): RecurringMovePlan {
  const refuse = (reason: RecurringMoveReason, params: Record<string, string> = {}) =>
    ({ ok: false, reason, params }) as const;
  if (!CHARGING_SUBSCRIPTION_STATUSES.includes(gift.status))
    return refuse('notCharging', { value: gift.status });
  if (!gift.email) return refuse('noEmail');
  if (gift.currency.toLowerCase() !== rules.currency.toLowerCase()) {
    return refuse('currency', { value: gift.currency.toUpperCase(), currency: rules.currency.toUpperCase() });
  }
  if (!gift.frequency) return refuse('interval', { value: gift.intervalLabel });
  if (gift.collectionPaused) return refuse('pausedElsewhere');
  if (!gift.cardId) return refuse('noCard');
  const amountCents = gift.lines.reduce((sum, line) => sum + line.amountCents, 0);
  if (
    gift.lines.length === 0 ||
    gift.lines.some((line) => !Number.isSafeInteger(line.amountCents) || line.amountCents < 0) ||
    amountCents <= 0 ||
    amountCents > rules.maxCents
  ) {
    return refuse('amount', { value: (amountCents / 100).toFixed(2) });
  }
  const ourName = new Map(rules.fundNames.map((name) => [name.trim().toLowerCase(), name]));
  const parts = new Map<string, number>();
  for (const line of gift.lines) {
    const mapped = line.oldIds.map((id) => rules.fundMap?.[id]).find((name) => name !== undefined);
    const wanted =
      line.fund !== null ? (rules.fundMap?.[line.fund] ?? line.fund) : (mapped ?? rules.defaultFund);
    const fund = wanted === null ? undefined : ourName.get(wanted.trim().toLowerCase());
    if (!fund) return refuse('fundUnknown', { value: wanted ?? line.oldIds[0] ?? '' });
    parts.set(fund, (parts.get(fund) ?? 0) + line.amountCents);
  }
  return {
    ok: true,
    frequency: gift.frequency,
    amountCents,
    nextDate: gift.nextDate < rules.today ? rules.today : gift.nextDate,
    parts: [...parts].filter(([, cents]) => cents > 0).map(([fund, cents]) => ({ fund, amountCents: cents })),
  };
}
