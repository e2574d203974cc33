import {
  amountField,
  frequencyField,
  isCalendarDate,
  isWithinScheduleHorizon,
  nextGivingDate,
  parseAmountInput,
  recurringStartDateFieldFor,
  resumeNextOccurrence,
  type CalendarDate,
  type Frequency,
} from '@halo/domain';
import type {
  SelfServiceRecurringGivingFragment,
  SelfServiceUpdateRecurringGivingMutationVariables,
} from '@halo/shared/graphql/portal-self-service';
import * as v from 'valibot';
import { validateWith, type FieldErrors, type Translate } from '../self-service-parts/formValidation';

export type RecurringGift = SelfServiceRecurringGivingFragment;

/** A card the gift may be charged to: a saved card, or the gift's own when the list is unavailable. */
export interface CardChoice {
  processorId: string;
  /** A card, or a saved bank account (docs/PRODUCT.md §22 "Saved bank accounts"). */
  methodType: 'card' | 'bank';
  brand: string;
  lastFour: string;
  /** MM/YYYY; null for a bank account. */
  expiration: string | null;
}

/** The saved cards, plus the gift's current card if the list lacks it (or could not be loaded). */
export function cardChoices(gift: RecurringGift, savedCards: readonly CardChoice[]): CardChoice[] {
  const current = gift.paymentMethod;
  const choices = savedCards.map(({ processorId, methodType, brand, lastFour, expiration }) => ({
    processorId,
    methodType,
    brand,
    lastFour,
    expiration,
  }));
  if (current && !choices.some((card) => card.processorId === current.processorId)) {
    choices.unshift({
      processorId: current.processorId,
      methodType: current.methodType,
      brand: current.type,
      lastFour: current.lastFour,
      expiration: current.expiration,
    });
  }
  return choices;
}

/** A fund the donor may give to in the edit form: the gift's own funds and the church's visible ones. */
export interface FundChoice {
  prefixedId: string;
  name: string;
}

/** The update form of docs/PRODUCT.md §7 `updateRecurringGiving`, as the donor types it. */
export interface RecurringGiftFormValues {
  /** Fund prefixed id → amount as typed ("50", "50.00", "1.250,50"); blank leaves the fund out. */
  amounts: Record<string, string>;
  frequency: Frequency | '';
  /** `YYYY-MM-DD`, or blank to keep the schedule the server has. */
  nextOccurrence: string;
  isFeeCovered: boolean;
  memo: string;
  /** `YYYY-MM-DD` after which nothing is charged, or blank for no end. */
  endDate: string;
  /** The chosen card's processorId. */
  paymentMethodId: string;
}

export interface AmountLimits {
  min: number;
  max: number;
}

/** Cents as the amount field shows them, without currency or grouping: 5000 → "50.00". */
export function centsToInput(cents: number): string {
  const whole = Math.floor(cents / 100);
  return `${whole}.${String(cents % 100).padStart(2, '0')}`;
}

/** The gift's funds first (in its order), then the church's other visible funds. */
export function fundChoices(
  gift: RecurringGift,
  organizationFunds: readonly { prefixedId: string; name: string; isOnlineGivingVisible: boolean }[],
): FundChoice[] {
  const choices: FundChoice[] = gift.fundAccounts.map(({ prefixedId, name }) => ({ prefixedId, name }));
  for (const fund of organizationFunds) {
    if (fund.isOnlineGivingVisible && !choices.some((choice) => choice.prefixedId === fund.prefixedId)) {
      choices.push({ prefixedId: fund.prefixedId, name: fund.name });
    }
  }
  return choices;
}

export function recurringGiftFormValues(gift: RecurringGift): RecurringGiftFormValues {
  return {
    // pivot.amount is the fund's share of the gift before any covered fee (what the donor chose).
    amounts: Object.fromEntries(
      gift.fundAccounts.map((fund) => [fund.prefixedId, centsToInput(fund.pivot.amount)]),
    ),
    frequency: gift.schedule.type,
    nextOccurrence: gift.nextOccurrence ?? '',
    isFeeCovered: gift.isFeeCovered,
    memo: gift.memo ?? '',
    endDate: gift.endDate ?? '',
    paymentMethodId: gift.paymentMethod?.processorId ?? '',
  };
}

/** The amounts the donor filled in, in cents; unreadable ones are left out (validation reports them). */
export function enteredAmounts(
  values: RecurringGiftFormValues,
): { fundAccountPrefixedId: string; amount: number }[] {
  const entries: { fundAccountPrefixedId: string; amount: number }[] = [];
  for (const [fundAccountPrefixedId, text] of Object.entries(values.amounts)) {
    if (!text.trim()) continue;
    const amount = parseAmountInput(text);
    if (amount !== null && amount > 0) entries.push({ fundAccountPrefixedId, amount });
  }
  return entries;
}

export function giftTotal(values: RecurringGiftFormValues): number {
  return enteredAmounts(values).reduce((sum, entry) => sum + entry.amount, 0);
}

/**
 * docs/PRODUCT.md §5 "Recurring update": card, frequency and amounts per fund are required; the next occurrence
 * (not in the past, on the church's calendar), fee coverage and memo are optional. A blank fund amount
 * leaves that fund out, but at least one must be filled ('Amount cannot be blank' on the first fund).
 */
export function validateRecurringGiftForm(
  values: RecurringGiftFormValues,
  funds: readonly FundChoice[],
  {
    today,
    limits,
    t,
    locale,
    currency,
    originalNextOccurrence,
  }: {
    today: CalendarDate;
    limits: AmountLimits;
    t: Translate;
    locale: string;
    currency: string;
    /** The gift's next occurrence as loaded. */
    originalNextOccurrence?: string | null;
  },
): FieldErrors {
  const amount = amountField(limits);
  const errors: FieldErrors = {};
  const filled = funds.filter((fund) => (values.amounts[fund.prefixedId] ?? '').trim() !== '');
  if (filled.length === 0) {
    const first = funds[0];
    errors[first ? `amounts.${first.prefixedId}` : 'amounts'] = t('validation.amountRequired');
  }
  for (const fund of filled) {
    const text = values.amounts[fund.prefixedId] ?? '';
    const parsed = parseAmountInput(text);
    const found =
      parsed === null
        ? { _: t('validation.invalid') }
        : validateWith(amount, parsed, t, { locale, currency });
    const message = Object.values(found)[0];
    if (message) errors[`amounts.${fund.prefixedId}`] = message;
  }
  // The stored next occurrence may itself be today or just past (not yet charged): only a date the
  // donor changes has to be today or later.
  const nextChanged = values.nextOccurrence !== (originalNextOccurrence ?? '');
  const rest = validateWith(
    v.object({
      frequency: frequencyField,
      nextOccurrence: nextChanged
        ? // Without a message of its own the union reports the date field's (past, too far ahead…).
          v.union([v.literal(''), recurringStartDateFieldFor(today)])
        : v.string(),
      memo: v.pipe(v.string(), v.trim(), v.maxLength(255, 'validation.maxLength')),
      paymentMethodId: v.pipe(v.string('validation.required'), v.nonEmpty('validation.required')),
    }),
    values,
    t,
    { locale, currency },
  );
  // An end date before the next gift would end the gift at once (the server refuses it too).
  const firstGift = values.nextOccurrence || today;
  if (values.endDate && !rest.endDate && values.endDate < firstGift) {
    rest.endDate = t('recurringGifts.endBeforeNext');
  }
  return { ...errors, ...rest };
}

/** The mutation's variables; the card's last four and expiry come from the chosen saved card. */
export function updateRecurringGivingVariables(
  values: RecurringGiftFormValues,
  {
    gift,
    organizationPrefixedId,
    card,
  }: { gift: RecurringGift; organizationPrefixedId: string; card: CardChoice },
): SelfServiceUpdateRecurringGivingMutationVariables {
  return {
    prefixedId: gift.prefixedId,
    organizationPrefixedId,
    stripePaymentMethodId: card.processorId,
    stripeCardLastFour: card.lastFour,
    stripeCardExpiration: card.expiration ?? '',
    type: (values.frequency || gift.schedule.type) as Frequency,
    amountsByFundAccount: enteredAmounts(values),
    // Sent only when the donor changed it, so an untouched schedule is never refused as "in the past".
    nextOccurrence:
      values.nextOccurrence && values.nextOccurrence !== gift.nextOccurrence ? values.nextOccurrence : null,
    isFeeCovered: values.isFeeCovered,
    memo: values.memo.trim(),
    // Always sent: blank removes the end date.
    endDate: values.endDate,
  };
}

/** The next `count` gift dates from `first`, stepping with docs/PRODUCT.md §4's rules (nextGivingDate). */
export function upcomingGiftDates(first: CalendarDate, frequency: Frequency, count = 3): CalendarDate[] {
  const dates: CalendarDate[] = [first];
  while (dates.length < count) dates.push(nextGivingDate(dates[dates.length - 1] as CalendarDate, frequency));
  return dates;
}

/** Whether the donor is turning fee coverage off: only future gifts change (docs/PRODUCT.md §4). */
export function isTurningFeeCoverageOff(gift: RecurringGift, values: RecurringGiftFormValues): boolean {
  return gift.isFeeCovered && !values.isFeeCovered;
}

/** The date the resume dialog offers first: docs/PRODUCT.md §4's recalculation (domain resumeNextOccurrence). */
export function defaultResumeDate(gift: RecurringGift, today: CalendarDate): CalendarDate {
  return resumeNextOccurrence({
    lastProcessed: gift.lastOccurrence,
    startDate: gift.schedule.startDate,
    today,
    frequency: gift.schedule.type,
  });
}

/** The chosen new start date: required, a real date, not before today ('Invalid date'), at most a year ahead. */
export function validateResumeDate(
  date: string,
  { today, t, locale }: { today: CalendarDate; t: Translate; locale: string },
): string | null {
  return Object.values(validateWith(recurringStartDateFieldFor(today), date, t, { locale }))[0] ?? null;
}

/** The next occurrence resuming on `date` gives, or null while the date is not valid. */
export function resumePreview(gift: RecurringGift, date: string, today: CalendarDate): CalendarDate | null {
  if (!isCalendarDate(date) || date < today || !isWithinScheduleHorizon(date, today)) return null;
  return resumeNextOccurrence({
    lastProcessed: gift.lastOccurrence,
    startDate: gift.schedule.startDate,
    today,
    frequency: gift.schedule.type,
    newStartDate: date,
  });
}
