// The sandbox's payouts as rules: what a payout made on a given day takes. The API's payout pass
// does the same in SQL (one statement per line kind, with the database's unique keys making it
// exactly-once); this model is what its property tests and the API's tests compare with.
import type { CalendarDate } from '../calendarDate';
import { addDays } from './depositCalendar';
import {
  cardChargeFee,
  carriedIntoNext,
  depositTotals,
  DISPUTE_FEE_CENTS,
  isCardGiftDue,
  type DepositTotals,
} from './depositRules';

export interface PayoutGift {
  id: string;
  chargeDay: CalendarDate;
  amount: number;
  /** The fee the gift recorded, what the processor charged; Stripe's card price when not given. */
  fee?: number;
}
export interface PayoutRefund {
  id: string;
  giftId: string;
  day: CalendarDate;
  amount: number;
}
export interface PayoutDispute {
  id: string;
  giftId: string;
  day: CalendarDate;
  amount: number;
  /** The fee the dispute recorded; Stripe's $15.00 when not given. */
  fee?: number;
}

export interface PayoutHistory {
  gifts: readonly PayoutGift[];
  refunds: readonly PayoutRefund[];
  disputes: readonly PayoutDispute[];
}

export interface SandboxDeposit {
  payoutDay: CalendarDate;
  giftIds: string[];
  refundIds: string[];
  disputeIds: string[];
  totals: DepositTotals;
}

/**
 * The deposit a payout on `payoutDay` makes, after the deposits already made: every card gift charged
 * 2 or more days earlier that none holds, and every refund and dispute made by that day on a gift
 * paid out (before or in this deposit) that none holds; null when there is nothing new. A refund or
 * dispute waits for its gift's payout, so a deposit never takes back money it did not pay.
 */
export function sandboxPayout(
  history: PayoutHistory,
  made: readonly SandboxDeposit[],
  payoutDay: CalendarDate,
): SandboxDeposit | null {
  const taken = (kind: 'giftIds' | 'refundIds' | 'disputeIds') =>
    new Set(made.flatMap((deposit) => deposit[kind]));
  const paidGifts = taken('giftIds');
  const gifts = history.gifts.filter(
    (gift) => !paidGifts.has(gift.id) && isCardGiftDue(gift.chargeDay, payoutDay),
  );
  for (const gift of gifts) paidGifts.add(gift.id);
  const takenRefunds = taken('refundIds');
  const refunds = history.refunds.filter(
    (refund) => !takenRefunds.has(refund.id) && refund.day <= payoutDay && paidGifts.has(refund.giftId),
  );
  const takenDisputes = taken('disputeIds');
  const disputes = history.disputes.filter(
    (dispute) => !takenDisputes.has(dispute.id) && dispute.day <= payoutDay && paidGifts.has(dispute.giftId),
  );
  if (gifts.length + refunds.length + disputes.length === 0) return null;
  const last = made.at(-1);
  return {
    payoutDay,
    giftIds: gifts.map((gift) => gift.id),
    refundIds: refunds.map((refund) => refund.id),
    disputeIds: disputes.map((dispute) => dispute.id),
    totals: depositTotals({
      gifts: gifts.map((gift) => ({ amount: gift.amount, fee: gift.fee ?? cardChargeFee(gift.amount) })),
      refunds,
      disputes: disputes.map((dispute) => ({
        amount: dispute.amount,
        fee: dispute.fee ?? DISPUTE_FEE_CENTS,
      })),
      carriedIn: last ? carriedIntoNext(last.totals.net) : 0,
    }),
  };
}

/**
 * The payout days a pass runs on `today`: every day after the last payout up to today, so a server
 * started after a pause catches up day by day; a church's first pass pays out once, today.
 */
export function payoutDaysToRun(lastPayoutDay: CalendarDate | null, today: CalendarDate): CalendarDate[] {
  if (lastPayoutDay === null) return [today];
  const days: CalendarDate[] = [];
  for (let day = addDays(lastPayoutDay, 1); day <= today; day = addDays(day, 1)) days.push(day);
  return days;
}
