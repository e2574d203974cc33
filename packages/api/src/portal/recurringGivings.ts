// The donor's recurring gifts in the portal (spec §2 Recurring gifts, §3 fields, §4 states and the
// next date): list, pause, resume, update and delete. Each change is recorded for RecentActivity.
import {
  formatMoney,
  isCalendarDate,
  isWithinScheduleHorizon,
  resumeNextOccurrence,
  type CalendarDate,
  type Frequency,
} from '@halo/domain';
import { and, asc, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  funds,
  paymentMethods,
  people,
  recurringGivingFunds,
  recurringGivings,
  type ActivityType,
  type RecurringGivingRow,
} from '../db/schema';
import { giftAmounts } from '../giving/give';
import type {
  FundAmountInput,
  RecurringGivingFilters,
  ResolversParentTypes,
} from '../graphql/resolverTypes.generated';
import type { RecurringChangedPayload } from '@halo/domain';
import { apportionCents } from '../recurring/fundShares';
import { recordActivity } from './activityEvents';
import { checkEndDate, mailEndDateChange } from './recurringEndDate';
import { enqueueScheduleMail } from './recurringScheduleMail';
import { endedGiftError } from './recurringScheduleMessages';
import { findOwnPaymentMethod, formatExpiration } from './paymentMethods';
import { FieldErrorCollector, notFoundError } from './portalErrors';
import type { PortalScope } from './portalScope';

export type PresentedRecurringGiving = ResolversParentTypes['RecurringGiving'];

const MAX_PER_PAGE = 250;

const ownedBy = (scope: PortalScope) =>
  and(
    eq(recurringGivings.organizationId, scope.organization.id),
    eq(recurringGivings.donorUserId, scope.user.id),
  );

/** The per-occurrence money of a gift with the organization's current rate (fee included when covered). */
export function occurrenceAmounts(
  scope: PortalScope,
  gift: Pick<RecurringGivingRow, 'amount' | 'isFeeCovered'>,
) {
  return giftAmounts(gift.amount, gift.isFeeCovered, {
    percentBps: scope.organization.feePercentBps,
    fixedCents: scope.organization.feeFixedCents,
  });
}

/** The full shapes of spec §3 for these gifts (all of one donor), in the given order. */
export async function presentRecurringGivings(
  db: Database,
  scope: PortalScope,
  gifts: RecurringGivingRow[],
): Promise<PresentedRecurringGiving[]> {
  if (gifts.length === 0) return [];
  const ids = gifts.map((gift) => gift.id);
  const fundRows = await db
    .select({
      recurringGivingId: recurringGivingFunds.recurringGivingId,
      amount: recurringGivingFunds.amount,
      prefixedId: funds.prefixedId,
      name: funds.name,
      isDefault: funds.isDefault,
      isOnlineGivingVisible: funds.isOnlineGivingVisible,
    })
    .from(recurringGivingFunds)
    .innerJoin(funds, eq(funds.id, recurringGivingFunds.fundId))
    .where(inArray(recurringGivingFunds.recurringGivingId, ids))
    .orderBy(asc(funds.name));
  const methodIds = gifts.flatMap((gift) => (gift.paymentMethodId ? [gift.paymentMethodId] : []));
  const methods = methodIds.length
    ? await db.select().from(paymentMethods).where(inArray(paymentMethods.id, methodIds))
    : [];
  const [person] = await db
    .select({ firstName: people.firstName, lastName: people.lastName })
    .from(people)
    .where(and(eq(people.userId, scope.user.id), eq(people.organizationId, scope.organization.id)));
  const name = [person?.firstName, person?.lastName].filter(Boolean).join(' ') || scope.user.email;

  return gifts.map((gift) => {
    const money = occurrenceAmounts(scope, gift);
    const giftFunds = fundRows.filter((row) => row.recurringGivingId === gift.id);
    const nets = apportionCents(
      money.netAmount,
      giftFunds.map((row) => row.amount),
    );
    const method = methods.find((row) => row.id === gift.paymentMethodId);
    return {
      prefixedId: gift.prefixedId,
      // Deleted gifts are never presented.
      status: gift.status === 'deleted' ? 'active' : gift.status,
      pausedUntil: gift.pausedUntil,
      endDate: gift.endDate,
      schedule: { type: gift.scheduleType, startDate: gift.startDate },
      lastOccurrence: gift.lastOccurrence,
      nextOccurrence: gift.nextOccurrence,
      computedAmount: money.amount,
      computedNetAmount: money.netAmount,
      computedFee: money.fee,
      isFeeCovered: gift.isFeeCovered,
      memo: gift.memo,
      lastChargeAttemptFailed: gift.lastChargeAttemptFailed,
      donor: { name, email: scope.user.email },
      organization: scope.organization,
      fundAccounts: giftFunds.map((row, index) => ({
        prefixedId: row.prefixedId,
        name: row.name,
        isDefault: row.isDefault,
        isOnlineGivingVisible: row.isOnlineGivingVisible,
        // `amount` is what the donor designated (what the edit form shows); netAmount its share of
        // what the church receives.
        pivot: { amount: row.amount, netAmount: nets[index] ?? 0 },
      })),
      paymentMethod: method
        ? {
            prefixedId: method.prefixedId,
            processorId: method.processorId,
            type: method.brand,
            lastFour: method.lastFour,
            expiration: formatExpiration(method.expMonth, method.expYear),
          }
        : null,
    };
  });
}

export async function listRecurringGivings(
  scope: PortalScope,
  filters: RecurringGivingFilters | null | undefined,
): Promise<{ items: PresentedRecurringGiving[]; totalResults: number }> {
  const errors = new FieldErrorCollector(scope.locale);
  const page = filters?.page ?? 1;
  const perPage = filters?.perPage ?? null;
  if (!Number.isInteger(page) || page < 1)
    errors.addValidation('filters.page', 'validation.minValue', { min: 1 });
  if (perPage !== null && (!Number.isInteger(perPage) || perPage < 1 || perPage > MAX_PER_PAGE)) {
    errors.addValidation('filters.perPage', 'validation.maxValue', { max: MAX_PER_PAGE });
  }
  errors.throwIfAny();
  const { db } = scope.app;
  const where = and(
    ownedBy(scope),
    filters?.status
      ? eq(recurringGivings.status, filters.status)
      : inArray(recurringGivings.status, ['active', 'paused']),
  );
  const [total] = await db.select({ total: count() }).from(recurringGivings).where(where);
  const query = db
    .select()
    .from(recurringGivings)
    .where(where)
    .orderBy(desc(recurringGivings.createdAt), desc(recurringGivings.id));
  const rows = perPage === null ? await query : await query.limit(perPage).offset((page - 1) * perPage);
  return { items: await presentRecurringGivings(db, scope, rows), totalResults: total?.total ?? 0 };
}

/** One of the donor's live (not deleted) gifts, locked for the rest of the transaction. */
async function findOwnGift(
  db: Database,
  scope: PortalScope,
  prefixedId: string,
): Promise<RecurringGivingRow> {
  const [row] = await db
    .select()
    .from(recurringGivings)
    .where(
      and(
        ownedBy(scope),
        eq(recurringGivings.prefixedId, prefixedId),
        ne(recurringGivings.status, 'deleted'),
      ),
    )
    .for('update');
  if (!row) throw notFoundError(scope.locale);
  return row;
}

export async function changeRecurringGiving(
  scope: PortalScope,
  prefixedId: string,
  apply: (
    tx: Database,
    gift: RecurringGivingRow,
  ) => Promise<{ row: RecurringGivingRow; activity: ActivityType } | null>,
  { changesEndedGift = false } = {},
): Promise<RecurringGivingRow> {
  const outcome = await scope.app.db.transaction(async (tx) => {
    const gift = await findOwnGift(tx, scope, prefixedId);
    // An ended gift is kept for its history: only deleting it is still a change.
    if (gift.status === 'ended' && !changesEndedGift) throw endedGiftError(scope.locale);
    const changed = await apply(tx, gift);
    if (!changed) return { row: gift, activity: null };
    await recordActivity(tx, {
      organizationId: scope.organization.id,
      donorUserId: scope.user.id,
      type: changed.activity,
      recurringGivingId: gift.id,
      amount: changed.row.status === 'deleted' ? null : occurrenceAmounts(scope, changed.row).amount,
      occurredAt: scope.app.clock(),
    });
    return changed;
  });
  // After the commit, so an open portal (the donor's other tabs) never sees a change that rolled back.
  if (outcome.activity) {
    await scope.app.broadcaster.toDonor(scope.user.prefixedId, 'recurring.changed', {
      organizationPrefixedId: scope.organization.prefixedId,
      recurringGivingPrefixedId: outcome.row.prefixedId,
      change: LIVE_CHANGE_OF[outcome.activity],
      nextOccurrence: outcome.row.nextOccurrence,
    });
  }
  return outcome.row;
}

const LIVE_CHANGE_OF: Record<ActivityType & `recurring_${string}`, RecurringChangedPayload['change']> = {
  recurring_created: 'created',
  recurring_paused: 'paused',
  recurring_resumed: 'resumed',
  recurring_updated: 'updated',
  recurring_deleted: 'deleted',
  // A skip moves the next date like an edit; an ended gift leaves the list like a deleted one.
  recurring_skipped: 'updated',
  recurring_ended: 'deleted',
  recurring_paused_declined: 'paused',
  // The gift moved on to its next date while one occurrence waits for the donor.
  recurring_awaiting_confirmation: 'updated',
};

export async function saveRecurringGiving(
  tx: Database,
  scope: PortalScope,
  gift: RecurringGivingRow,
  values: Partial<typeof recurringGivings.$inferInsert>,
): Promise<RecurringGivingRow> {
  const [row] = await tx
    .update(recurringGivings)
    .set({ ...values, updatedAt: scope.app.clock() })
    .where(eq(recurringGivings.id, gift.id))
    .returning();
  if (!row) throw new Error('recurring giving: the locked row vanished');
  return row;
}

export const presentOne = async (scope: PortalScope, row: RecurringGivingRow) =>
  (await presentRecurringGivings(scope.app.db, scope, [row]))[0]!;

/** Spec §4: a paused gift has no next occurrence and waits for the donor to resume it. */
export async function pauseRecurringGiving(scope: PortalScope, prefixedId: string) {
  const row = await changeRecurringGiving(scope, prefixedId, async (tx, gift) =>
    // A pause until a date becomes an open pause (recurringSchedule.ts pauses until a date).
    gift.status === 'paused' && gift.pausedUntil === null
      ? null
      : {
          row: await saveRecurringGiving(tx, scope, gift, {
            status: 'paused',
            nextOccurrence: null,
            pausedUntil: null,
          }),
          activity: 'recurring_paused',
        },
  );
  return presentOne(scope, row);
}

function checkFutureDate(
  errors: FieldErrorCollector,
  field: string,
  value: string,
  today: CalendarDate,
): void {
  if (!isCalendarDate(value)) errors.addValidation(field, 'validation.invalidDate');
  else if (value < today) errors.addPortal(field, 'dateInPast');
  else if (!isWithinScheduleHorizon(value, today)) errors.addValidation(field, 'validation.dateTooFarAhead');
}

/** Spec §4: the next date is the chosen start date, or recalculated from the last processed date, the start date, or today. */
export async function resumeRecurringGiving(
  scope: PortalScope,
  prefixedId: string,
  startDate: string | null | undefined,
) {
  const errors = new FieldErrorCollector(scope.locale);
  const newStartDate = startDate ? startDate : null;
  if (newStartDate !== null) checkFutureDate(errors, 'startDate', newStartDate, scope.today);
  const row = await changeRecurringGiving(scope, prefixedId, async (tx, gift) => {
    errors.throwIfAny();
    if (gift.status === 'active') return null;
    const nextOccurrence = resumeNextOccurrence({
      lastProcessed: gift.lastOccurrence,
      startDate: gift.startDate,
      today: scope.today,
      frequency: gift.scheduleType,
      newStartDate,
    });
    return {
      row: await saveRecurringGiving(tx, scope, gift, {
        status: 'active',
        nextOccurrence,
        pausedUntil: null,
        lastChargeAttemptFailed: false,
      }),
      activity: 'recurring_resumed',
    };
  });
  return presentOne(scope, row);
}

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

/** `MM/YYYY` or `MM/YY` → `MM/YYYY`, for comparing with the saved card. */
function normalizeExpiration(text: string): string | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return null;
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return formatExpiration(Number(match[1]), year);
}

/**
 * Amounts per fund, frequency, next date, fee coverage, memo and card. Only the gift changes: its
 * past contributions keep what they were charged (spec §4, fee coverage affects future gifts only).
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
  if (update.nextOccurrence) checkFutureDate(errors, 'nextOccurrence', update.nextOccurrence, scope.today);
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
      if (
        normalizeExpiration(update.stripeCardExpiration) !== formatExpiration(method.expMonth, method.expYear)
      ) {
        errors.addPortal('stripeCardExpiration', 'cardMismatch');
      }
    }
    const nextOccurrence = gift.status === 'active' ? update.nextOccurrence || gift.nextOccurrence : null;
    const endDate = checkEndDate(errors, update.endDate, nextOccurrence, scope.today);
    errors.throwIfAny();
    if (!method) throw new Error('unreachable: errors were thrown above');

    const saved = await saveRecurringGiving(tx, scope, gift, {
      scheduleType: update.type,
      amount: total,
      paymentMethodId: method.id,
      // A paused gift keeps no next date until it is resumed (spec §4).
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
        amount: Number(item.amount),
      })),
    );
    return { row: saved, activity: 'recurring_updated' };
  });
  return presentOne(scope, row);
}

/**
 * Spec §4 "deleted": kept for its contributions' history, never charged or listed again. The donor
 * gets a confirmation by email, whether they stopped it in the portal or through an email's link.
 */
export async function deleteRecurringGiving(scope: PortalScope, prefixedId: string): Promise<boolean> {
  await changeRecurringGiving(
    scope,
    prefixedId,
    async (tx, gift) => {
      const row = await saveRecurringGiving(tx, scope, gift, { status: 'deleted', nextOccurrence: null });
      await enqueueScheduleMail(tx, scope.app.config.publicUrl, scope.organization, row, { kind: 'stopped' });
      return { row, activity: 'recurring_deleted' };
    },
    { changesEndedGift: true },
  );
  return true;
}
