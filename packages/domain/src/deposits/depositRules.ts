// A deposit is one payout of the processor to the church's bank (docs/PRODUCT.md §19): the gifts it
// pays, less the processor's fees, the refunds and the disputes since the last one. These rules are
// the sandbox's payout and the totals every deposit must tie out to; the API computes the same sums
// in the database, and its tests hold them to these.
import { addDays, getUTCDay } from './depositCalendar';
import { stripeFee, STRIPE_US_PRICING } from '../stripeFees';
import type { CalendarDate } from '../calendarDate';

/** What the processor kept of a card gift: Stripe's US price, not the church's donor-covered rate. */
export function cardChargeFee(amountCents: number): number {
  return stripeFee('card', amountCents);
}

/** What a dispute costs the church on top of the disputed amount ($15.00 on Stripe's US price). */
export const DISPUTE_FEE_CENTS = STRIPE_US_PRICING.card.disputeFeeCents;

/** A card gift waits this many calendar days (on the church's calendar) before a payout takes it. */
export const CARD_PAYOUT_DELAY_DAYS = 2;

/** The last charge day whose card gifts the sandbox pays out on `payoutDay`. */
export function lastChargeDayPaidOn(payoutDay: CalendarDate): CalendarDate {
  return addDays(payoutDay, -CARD_PAYOUT_DELAY_DAYS);
}

/** Whether a card gift charged on `chargeDay` is due on `payoutDay` (2 or more calendar days later). */
export function isCardGiftDue(chargeDay: CalendarDate, payoutDay: CalendarDate): boolean {
  return chargeDay <= lastChargeDayPaidOn(payoutDay);
}

/**
 * When a payout made on `payoutDay` reaches the bank: the next business day (Monday to Friday; bank
 * holidays are not known to us, so a payout before one arrives a day later than shown).
 */
export function depositArrivalDate(payoutDay: CalendarDate): CalendarDate {
  let day = addDays(payoutDay, 1);
  while (getUTCDay(day) === 0 || getUTCDay(day) === 6) day = addDays(day, 1);
  return day;
}

/** A deposit's figures in cents. `carriedIn` is a negative net of the deposit before (0 or less). */
export interface DepositTotals {
  gross: number;
  fees: number;
  refunds: number;
  disputes: number;
  carriedIn: number;
  net: number;
}

export interface DepositLines {
  /** Each gift's charge and the processor's fee on it. */
  gifts: readonly { amount: number; fee: number }[];
  refunds: readonly { amount: number }[];
  /** Each dispute's amount and its fee. */
  disputes: readonly { amount: number; fee: number }[];
  /** The net of the deposit before, when it was negative (0 otherwise). */
  carriedIn: number;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * net = gross − fees − refunds − disputes (+ a negative net carried in), to the cent. A dispute's fee
 * counts in `fees`, its amount in `disputes`.
 */
export function depositTotals(lines: DepositLines): DepositTotals {
  if (lines.carriedIn > 0) throw new RangeError('carriedIn must be 0 or less');
  const gross = sum(lines.gifts.map((gift) => gift.amount));
  const fees = sum(lines.gifts.map((gift) => gift.fee)) + sum(lines.disputes.map((dispute) => dispute.fee));
  const refunds = sum(lines.refunds.map((refund) => refund.amount));
  const disputes = sum(lines.disputes.map((dispute) => dispute.amount));
  return {
    gross,
    fees,
    refunds,
    disputes,
    carriedIn: lines.carriedIn,
    net: gross - fees - refunds - disputes + lines.carriedIn,
  };
}

/** Whether a deposit's net is paid to the bank, or carried (negative) into the next payout. */
export function depositStatusOfNet(net: number): 'paid' | 'carried' {
  return net < 0 ? 'carried' : 'paid';
}

/** What the next payout starts from: the net of this one when negative, else nothing. */
export function carriedIntoNext(net: number): number {
  return Math.min(net, 0);
}
