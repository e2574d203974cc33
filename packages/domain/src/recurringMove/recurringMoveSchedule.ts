import { parseAmountInput } from '../amountInput';
import { isCalendarDate, type CalendarDate } from '../calendarDate';
import type { Frequency } from '../constants';
import { frequencyOfScheduleInterval } from './recurringMoveInterval';
import type { RecurringMoveReason } from './recurringMoveMessages';

/**
 * The columns of a schedule file (docs/PRODUCT.md §17), for gifts whose subscriptions did not come
 * along with the customers and cards: who, which card, how much, how often, when next, which fund.
 */
export const RECURRING_MOVE_SCHEDULE_COLUMNS = [
  'customer',
  'payment_method',
  'amount',
  'interval',
  'next_date',
  'fund',
] as const;
export type RecurringMoveScheduleColumn = (typeof RECURRING_MOVE_SCHEDULE_COLUMNS)[number];

/** Every column but the fund must be in the header (a missing fund is the church's default fund). */
export function missingScheduleColumns(header: readonly string[]): RecurringMoveScheduleColumn[] {
  const present = new Set(header.map((name) => name.trim().toLowerCase()));
  return RECURRING_MOVE_SCHEDULE_COLUMNS.filter((column) => column !== 'fund' && !present.has(column));
}

export interface RecurringMoveScheduleRow {
  customerId: string;
  paymentMethodId: string;
  amountCents: number;
  frequency: Frequency;
  nextDate: CalendarDate;
  /** Our fund's name or an old price/product id the fund map names; null: the default fund. */
  fund: string | null;
}

export type ScheduleRowResult =
  | { ok: true; row: RecurringMoveScheduleRow }
  | {
      ok: false;
      column: RecurringMoveScheduleColumn;
      reason: RecurringMoveReason;
      params: Record<string, string>;
    };

/**
 * One line of a schedule file (its cells by lowercased header name) as a gift to move, or the first
 * column that refuses it. Amounts in the church's currency like `25.00`; dates `YYYY-MM-DD`.
 */
export function parseScheduleRow(cells: Readonly<Record<string, string | undefined>>): ScheduleRowResult {
  const cell = (column: RecurringMoveScheduleColumn) => (cells[column] ?? '').trim();
  const refuse = (column: RecurringMoveScheduleColumn, reason: RecurringMoveReason, value = cell(column)) =>
    ({ ok: false, column, reason, params: { value } }) as const;
  for (const column of ['customer', 'payment_method', 'amount', 'interval', 'next_date'] as const) {
    if (!cell(column)) return refuse(column, 'required');
  }
  const amountCents = parseAmountInput(cell('amount'));
  if (amountCents === null || amountCents <= 0) return refuse('amount', 'amount');
  const frequency = frequencyOfScheduleInterval(cell('interval'));
  if (!frequency) return refuse('interval', 'interval');
  if (!isCalendarDate(cell('next_date'))) return refuse('next_date', 'date');
  return {
    ok: true,
    row: {
      customerId: cell('customer'),
      paymentMethodId: cell('payment_method'),
      amountCents,
      frequency,
      nextDate: cell('next_date'),
      fund: cell('fund') || null,
    },
  };
}

/**
 * What makes a schedule line the same gift in a later run: the old ids, amount, frequency and fund,
 * not the next date (which moves on as the old platform charges). The caller numbers repeats.
 */
export function scheduleRowKeyBase(row: RecurringMoveScheduleRow): string {
  return `schedule:${row.customerId}:${row.paymentMethodId}:${row.amountCents}:${row.frequency}:${(row.fund ?? '').toLowerCase()}`;
}
