// A treasurer's batch of cash and checks (docs/PRODUCT.md §13): what a batch and each of its entries
// must be, how its running total stands against the expected one, and when it may be committed,
// reopened or signed off. Pure rules: the API applies them to what the database summed, and the
// console to what was typed, so both refuse the same things with the same field names.
import { isCalendarDate, type CalendarDate } from '../calendarDate';
import * as v from 'valibot';
import { MEMO_MAX_LENGTH } from '../constants';
import { emailField } from '../validation/emailField';
import type { GiftBatchReason } from './giftBatchMessages';

/** How a batch gift was given; stored as the gift's offline method. */
export const GIFT_BATCH_METHODS = ['cash', 'check'] as const;
export type GiftBatchMethod = (typeof GIFT_BATCH_METHODS)[number];
export const GIFT_BATCH_NAME_MAX_LENGTH = 80;
export const CHECK_NUMBER_MAX_LENGTH = 20;
/** The largest single gift or expected total, in cents (a million in the church's currency). */
export const GIFT_BATCH_MAX_CENTS = 100_000_000;

export type GiftBatchStatus = 'open' | 'committed';
export type GiftBatchField = 'name' | 'date' | 'expectedTotal';
export type GiftBatchEntryField =
  'donorPrefixedId' | 'email' | 'firstName' | 'fundPrefixedId' | 'amount' | 'method' | 'checkNumber' | 'memo';

export interface GiftBatchProblem {
  reason: GiftBatchReason;
  params?: Record<string, string | number>;
}

export type FieldProblems<F extends string> = Partial<Record<F, GiftBatchProblem>>;

const isCents = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 && value <= GIFT_BATCH_MAX_CENTS;

export interface GiftBatchHeader {
  name: string;
  date: string;
  expectedTotal: unknown;
}

/** What is wrong with a new batch's name, date and expected total, by field (empty when nothing). */
export function giftBatchHeaderProblems(
  header: GiftBatchHeader,
  today: CalendarDate,
): FieldProblems<GiftBatchField> {
  const problems: FieldProblems<GiftBatchField> = {};
  const name = header.name.trim();
  if (!name) problems.name = { reason: 'required' };
  else if ([...name].length > GIFT_BATCH_NAME_MAX_LENGTH) {
    problems.name = { reason: 'nameTooLong', params: { max: GIFT_BATCH_NAME_MAX_LENGTH } };
  }
  const date = header.date.trim();
  if (!isCalendarDate(date) || date > today) problems.date = { reason: 'dateInvalid' };
  // An empty envelope is no batch: the expected total is what the counters counted, above zero.
  if (!isCents(header.expectedTotal)) problems.expectedTotal = { reason: 'expectedTotalInvalid' };
  return problems;
}

/** One entry as typed: an existing donor, or a new donor record by email and name. */
export interface GiftBatchEntryInput {
  donorPrefixedId?: string | null;
  newDonor?: { email: string; firstName?: string | null; lastName?: string | null } | null;
  fundPrefixedId: string;
  amount: unknown;
  method: string;
  checkNumber?: string | null;
  memo?: string | null;
}

const CHECK_NUMBER = new RegExp(`^[\\p{L}\\p{N}-]{1,${CHECK_NUMBER_MAX_LENGTH}}$`, 'u');

/** What is wrong with an entry, by field (empty when nothing). */
export function giftBatchEntryProblems(entry: GiftBatchEntryInput): FieldProblems<GiftBatchEntryField> {
  const problems: FieldProblems<GiftBatchEntryField> = {};
  const newDonor = entry.newDonor ?? null;
  if (newDonor) {
    // The same address rule as every email a donor gives (at most 255 characters).
    if (!v.safeParse(emailField, newDonor.email).success) {
      problems.email = { reason: newDonor.email.trim() ? 'emailInvalid' : 'required' };
    }
    if (!newDonor.firstName?.trim() && !newDonor.lastName?.trim()) {
      problems.firstName = { reason: 'nameRequired' };
    }
  } else if (!entry.donorPrefixedId?.trim()) problems.donorPrefixedId = { reason: 'required' };
  if (!entry.fundPrefixedId.trim()) problems.fundPrefixedId = { reason: 'required' };
  if (!isCents(entry.amount)) problems.amount = { reason: 'amountInvalid' };
  const method = (GIFT_BATCH_METHODS as readonly string[]).includes(entry.method) ? entry.method : null;
  if (!method) problems.method = { reason: 'methodInvalid' };
  const checkNumber = entry.checkNumber?.trim() ?? '';
  if (checkNumber && method === 'cash') problems.checkNumber = { reason: 'checkNumberForCash' };
  else if (checkNumber && !CHECK_NUMBER.test(checkNumber)) {
    problems.checkNumber = { reason: 'checkNumberInvalid', params: { max: CHECK_NUMBER_MAX_LENGTH } };
  }
  if ([...(entry.memo?.trim() ?? '')].length > MEMO_MAX_LENGTH) {
    problems.memo = { reason: 'memoTooLong', params: { max: MEMO_MAX_LENGTH } };
  }
  return problems;
}

export type GiftBatchBalanceState = 'under' | 'balanced' | 'over';

/** Where the running total stands against the expected one; `difference` is total − expected. */
export function giftBatchBalance(
  expectedTotal: number,
  total: number,
): { state: GiftBatchBalanceState; difference: number } {
  const difference = total - expectedTotal;
  return { state: difference === 0 ? 'balanced' : difference < 0 ? 'under' : 'over', difference };
}

export interface GiftBatchStanding {
  status: GiftBatchStatus;
  entryCount: number;
  /** The entries' sum in cents, as the database added it. */
  total: number;
  expectedTotal: number;
}

/**
 * Why the batch may not be committed, or null: it must be open, hold a gift, and its entries must add
 * up to exactly what the counters counted, so a deposit is never short of what the gifts say.
 */
export function giftBatchCommitRefusal(batch: GiftBatchStanding): GiftBatchReason | null {
  if (batch.status !== 'open') return 'notOpen';
  if (batch.entryCount === 0) return 'empty';
  if (giftBatchBalance(batch.expectedTotal, batch.total).state !== 'balanced') return 'unbalanced';
  return null;
}

/** Why an entry may not be added, changed or removed: only an open batch changes. */
export function giftBatchChangeRefusal(status: GiftBatchStatus): GiftBatchReason | null {
  return status === 'open' ? null : 'notOpen';
}

/** Why the batch may not be reopened: only a committed one is. */
export function giftBatchReopenRefusal(status: GiftBatchStatus): GiftBatchReason | null {
  return status === 'committed' ? null : 'notCommitted';
}

/**
 * Why `counterId` may not sign the batch off: a committed batch, not yet signed off, by someone
 * other than who committed it (a second count is worth something only from a second person).
 */
export function giftBatchSignOffRefusal(
  batch: { status: GiftBatchStatus; committedBy: string | null; signedOffBy: string | null },
  counterId: string,
): GiftBatchReason | null {
  if (batch.status !== 'committed') return 'notCommitted';
  if (batch.signedOffBy) return 'alreadySignedOff';
  if (batch.committedBy === counterId) return 'sameCounter';
  return null;
}
