// The donor edits a recurring gift in the portal (docs/PRODUCT.md §2 Recurring gifts, §3 fields): amounts per
// fund, frequency, next date, fee coverage, memo, end date and card, checked as one form.
import { formatCardExpiry, formatMoney, normalizeCardExpiry, type Frequency } from '@halo/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { funds, recurringGivingFunds } from '../db/schema';
import type { FundAmountInput } from '../graphql/resolverTypes.generated';
import { changeRecurringGiving, saveRecurringGiving } from '../core/recurringGifts/changeRecurringGiving';
import { presentOne } from '../core/recurringGifts/listRecurringGivings';
import { findOwnPaymentMethod } from './paymentMethods';
import { FieldErrorCollector } from '../core/localizedRefusals';
import type { PortalScope } from '../core/recurringGifts/portalScope';
import { checkEndDate, mailEndDateChange } from './recurringEndDate';
import { checkNewGivingDate } from '../core/recurringGifts/recurringGivingStatus';

export interface RecurringUpdate {
  prefixedId: string;
  stripePaymentMethodId: string;
  stripeCardLastFour: string;
  stripeCardExpiration: string;
  type: Frequency;
  amountsByFundAccount: FundAmountInput[];
  nextOccurrence?: string | null;
  isFeeCovered?: boolean | null;
  memo?: string | null;
  /** Null or empty removes the end date; absent leaves it. */
  endDate?: string | null;
}

/**
 * Amounts per fund, frequency, next date, fee coverage, memo and card. Only the gift changes: its
 * past contributions keep what they were charged (docs/PRODUCT.md §4, fee coverage affects future gifts only).
 */
export async function updateRecurringGiving(scope: PortalScope, update: RecurringUpdate) {
  const { organization, locale } = scope;
  const errors = new FieldErrorCollector(locale);
  const amounts = update.amountsByFundAccount;
  if (amounts.length === 0) errors.addValidation('amountsByFundAccount', 'validation.amountRequired');
  const fundIds = amounts.map((item) => item.fundAccountPrefixedId);
  if (new Set(fundIds).size !== fundIds.length) errors.addPortal('amountsByFundAccount', 'duplicateFund');
  amounts.forEach((item, index) => {
    const amount: unknown = item.amount;
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) {
      errors.addValidation(`amountsByFundAccount.${index}.amount`, 'validation.amountInvalid');
    }
  });
  const total = amounts.reduce(
    (sum, item) => sum + (Number.isSafeInteger(item.amount) ? Number(item.amount) : 0),
    0,
  );
  if (amounts.length > 0 && errors.isEmpty) {
    const money = (cents: number) => formatMoney(cents, organization.currency, locale);
    if (total < organization.minAmount) {
      errors.addValidation('amountsByFundAccount', 'validation.amountTooLow', {
        min: money(organization.minAmount),
      });
    } else if (total > organization.maxAmount) {
      errors.addValidation('amountsByFundAccount', 'validation.amountTooHigh', {
        max: money(organization.maxAmount),
      });
    }
  }
  if (update.nextOccurrence) checkNewGivingDate(errors, 'nextOccurrence', update.nextOccurrence, scope.today);
  const memo = update.memo === undefined ? undefined : update.memo?.trim() || null;
  if (memo && memo.length > 255) errors.addValidation('memo', 'validation.maxLength', { max: 255 });

  const row = await changeRecurringGiving(scope, update.prefixedId, async (tx, gift) => {
    // The organization's enabled funds only (a fund of another organization reads as disabled).
    const fundRows = fundIds.length
      ? await tx
          .select()
          .from(funds)
          .where(and(eq(funds.organizationId, organization.id), inArray(funds.prefixedId, fundIds)))
      : [];
    amounts.forEach((item, index) => {
      const fund = fundRows.find((row) => row.prefixedId === item.fundAccountPrefixedId);
      if (!fund?.isEnabled) {
        errors.addValidation(
          `amountsByFundAccount.${index}.fundAccountPrefixedId`,
          'validation.fundDisabled',
        );
      }
    });
    const method = await findOwnPaymentMethod(tx, scope, update.stripePaymentMethodId, gift.id);
    if (!method) errors.addPortal('stripePaymentMethodId', 'cardNotSaved');
    else {
      if (update.stripeCardLastFour.trim() !== method.lastFour)
        errors.addPortal('stripeCardLastFour', 'cardMismatch');
      // A bank account has no expiry to match (docs/PRODUCT.md §22 "Saved bank accounts").
      const expiration =
        method.expMonth === null || method.expYear === null
          ? null
          : formatCardExpiry(method.expMonth, method.expYear);
      if (expiration !== null && normalizeCardExpiry(update.stripeCardExpiration) !== expiration) {
        errors.addPortal('stripeCardExpiration', 'cardMismatch');
      }
    }
    const nextOccurrence = gift.status === 'active' ? update.nextOccurrence || gift.nextOccurrence : null;
    const endDate = checkEndDate(errors, update.endDate, nextOccurrence, scope.today);
    errors.throwIfAny();
    if (!method) throw new Error('unreachable: errors were thrown above');

    const saved = await saveRecurringGiving(tx, scope, gift, {
      scheduleType: update.type,
      giftAmount: total,
      paymentMethodId: method.id,
      // A paused gift keeps no next date until it is resumed (docs/PRODUCT.md §4).
      ...(gift.status === 'active' && update.nextOccurrence ? { nextOccurrence: update.nextOccurrence } : {}),
      ...(update.isFeeCovered === undefined || update.isFeeCovered === null
        ? {}
        : { isFeeCovered: update.isFeeCovered }),
      ...(memo === undefined ? {} : { memo }),
      ...(endDate === undefined ? {} : { endDate }),
    });
    await mailEndDateChange(tx, scope, gift, saved);
    await tx.delete(recurringGivingFunds).where(eq(recurringGivingFunds.recurringGivingId, gift.id));
    await tx.insert(recurringGivingFunds).values(
      amounts.map((item) => ({
        recurringGivingId: gift.id,
        fundId: fundRows.find((row) => row.prefixedId === item.fundAccountPrefixedId)!.id,
        giftAmount: Number(item.amount),
      })),
    );
    return { row: saved, activity: 'recurring_updated' };
  });
  return presentOne(scope, row);
}
