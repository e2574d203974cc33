// The body of POST /api/give as a typed value, or 422 with every field's message in the request's
// locale (docs/PRODUCT.md §5 texts from @halo/domain).
import {
  amountField,
  dedicationField,
  FREQUENCY_VALUES,
  fundAccountField,
  isCalendarDate,
  fundSplitField,
  MEMO_MAX_LENGTH,
  recurringStartDateFieldFor,
  requiredString,
  splitTotal,
  translateIssue,
  translateValidation,
  type CalendarDate,
  type Frequency,
  type Locale,
} from '@halo/domain';
import * as v from 'valibot';
import type { FundRow, OrganizationRow } from '../db/schema';
import type { GiftDedication } from '../core/gifts/giftDedication';
import { ValidationFailed } from '../http/errors/ValidationFailed';
import { scheduleMessage } from '../core/recurringGifts/recurringScheduleMessages';

export interface GiveInput {
  organizationPrefixedId: string;
  customerId: string;
  donorPrefixedId: string;
  paymentMethodId: string;
  amount: number;
  fundPrefixedId: string;
  /** Where the gift goes: one part (all of it to `fundPrefixedId`) or a split; the parts add up to `amount`. */
  parts: { fundPrefixedId: string; amount: number }[];
  frequency: 'one_time' | Frequency;
  startDate: CalendarDate | null;
  /** A recurring gift's optional last day: no gift after it is charged (the portal's end date). */
  endDate: CalendarDate | null;
  isFeeCovered: boolean;
  memo: string | null;
  /** "In honour of / in memory of" a person, with whom to tell; null when the gift has none. */
  dedication: GiftDedication | null;
  /** The slug of the campaign the gift is given through (giftCampaign.ts), or null. */
  campaignSlug: string | null;
}

function schemaFor(organization: OrganizationRow, funds: FundRow[]) {
  const enabled = funds.map((fund) => ({ prefixedId: fund.prefixedId, isOnlineGivingVisible: true }));
  return v.object({
    organization_prefixed_id: requiredString,
    stripe_customer_id: requiredString,
    donor_prefixed_id: requiredString,
    payment_method_id: requiredString,
    amount: amountField({ min: organization.minAmount, max: organization.maxAmount }),
    fund_prefixed_id: fundAccountField(enabled),
    funds: v.optional(fundSplitField(enabled, { min: organization.minAmount, max: organization.maxAmount })),
    frequency: v.picklist(['one_time', ...FREQUENCY_VALUES], 'validation.frequencyRequired'),
    start_date: v.optional(v.nullable(v.string('validation.invalidDate'))),
    end_date: v.optional(v.nullable(v.string('validation.invalidDate'))),
    is_fee_covered: v.optional(v.boolean('validation.invalid'), false),
    dedication: v.optional(dedicationField),
    campaign: v.optional(
      v.nullable(v.pipe(v.string('validation.invalid'), v.trim(), v.maxLength(60, 'validation.maxLength'))),
    ),
    memo: v.optional(
      v.nullable(
        v.pipe(
          v.string('validation.invalid'),
          v.trim(),
          v.maxLength(MEMO_MAX_LENGTH, 'validation.maxLength'),
        ),
      ),
    ),
  });
}

/**
 * `funds` are the organization's enabled, online-visible funds; anything else is 'The selected
 * fund account is currently disabled.'. `today` is the organization's.
 */
export function parseGiveInput(
  body: unknown,
  context: { organization: OrganizationRow; funds: FundRow[]; today: CalendarDate; locale: Locale },
): GiveInput {
  const { organization, locale } = context;
  const options = { locale, currency: organization.currency };
  const errors: Record<string, string[]> = {};
  const add = (issues: readonly v.BaseIssue<unknown>[], fallbackField?: string) => {
    for (const issue of issues) {
      const field = v.getDotPath(issue) ?? fallbackField ?? '_';
      (errors[field] ??= []).push(translateIssue(issue, options));
    }
  };
  const parsed = v.safeParse(schemaFor(organization, context.funds), body ?? {}, { abortPipeEarly: true });
  if (!parsed.success) add(parsed.issues);
  // The start date matters only for a recurring gift: required, and not before the church's today.
  const raw = (body ?? {}) as Record<string, unknown>;
  const recurring = parsed.success ? parsed.output.frequency !== 'one_time' : raw.frequency !== 'one_time';
  let startDate: CalendarDate | null = null;
  if (recurring && !errors.frequency) {
    const checked = v.safeParse(recurringStartDateFieldFor(context.today), raw.start_date ?? '', {
      abortPipeEarly: true,
    });
    if (checked.success) startDate = checked.output;
    else add(checked.issues, 'start_date');
  }
  // A recurring gift may end: on a calendar date, not before its first gift (the portal's rule).
  let endDate: CalendarDate | null = null;
  const end = typeof raw.end_date === 'string' ? raw.end_date.trim() : '';
  if (recurring && end && startDate) {
    if (!isCalendarDate(end)) errors.end_date = [translateValidation('validation.invalidDate', {}, locale)];
    else if (end < startDate) errors.end_date = [scheduleMessage(locale, 'endBeforeNext')];
    else endDate = end;
  }
  // The amount is what is charged (and what the fee is worked out on): a split must add up to it.
  const split = parsed.success ? parsed.output.funds : undefined;
  if (parsed.success && split && splitTotal(split) !== parsed.output.amount) {
    errors.amount = [translateValidation('validation.splitTotalMismatch', {}, locale)];
  }
  if (!parsed.success || Object.keys(errors).length > 0) {
    throw new ValidationFailed(errors);
  }
  const output = parsed.output;
  return {
    organizationPrefixedId: output.organization_prefixed_id,
    customerId: output.stripe_customer_id,
    donorPrefixedId: output.donor_prefixed_id,
    paymentMethodId: output.payment_method_id,
    amount: output.amount,
    fundPrefixedId: split?.[0]?.fund_prefixed_id ?? output.fund_prefixed_id,
    parts: split
      ? split.map((part) => ({ fundPrefixedId: part.fund_prefixed_id, amount: part.amount }))
      : [{ fundPrefixedId: output.fund_prefixed_id, amount: output.amount }],
    frequency: output.frequency,
    startDate,
    endDate,
    isFeeCovered: output.is_fee_covered,
    memo: output.memo?.trim() ? output.memo.trim() : null,
    dedication: output.dedication
      ? {
          kind: output.dedication.kind,
          personName: output.dedication.name,
          notifyEmail: output.dedication.notify_email || null,
          // A sender's name with no one to tell is not kept.
          notifySender: (output.dedication.notify_email && output.dedication.notify_sender) || null,
        }
      : null,
    campaignSlug: output.campaign || null,
  };
}
