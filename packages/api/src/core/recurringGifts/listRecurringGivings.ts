// The donor's recurring gifts as the portal shows them (docs/PRODUCT.md §2 Recurring gifts, §3 fields): the
// list with its filters and pages, and the full shape of each gift with its funds, card and the money
// of one occurrence at the church's current rate.
import { formatCardExpiry, giftChargeByMethod } from '@halo/domain';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  funds,
  paymentMethods,
  people,
  recurringGivingFunds,
  recurringGivings,
  type RecurringGivingRow,
} from '../../db/schema';
import { giftAmounts } from '../giftAmounts';
import type { RecurringGivingFilters, ResolversParentTypes } from '../../graphql/resolverTypes.generated';
import { apportionCents } from '../fundShares';
import { FieldErrorCollector } from '../localizedRefusals';
import type { PortalScope } from './portalScope';

export type PresentedRecurringGiving = ResolversParentTypes['RecurringGiving'];

const MAX_PER_PAGE = 250;

/** The donor's own gifts in this organization. */
export const ownedBy = (scope: PortalScope) =>
  and(
    eq(recurringGivings.organizationId, scope.organization.id),
    eq(recurringGivings.donorUserId, scope.user.id),
  );

/** The per-occurrence money of a gift with the organization's current rate (fee included when covered). */
export function occurrenceAmounts(
  scope: PortalScope,
  gift: Pick<RecurringGivingRow, 'giftAmount' | 'isFeeCovered'>,
) {
  return giftAmounts(gift.giftAmount, gift.isFeeCovered, {
    percentBps: scope.organization.feePercentBps,
    fixedCents: scope.organization.feeFixedCents,
  });
}

/** One occurrence's money when it is debited from a saved bank account: the bank's fee and cover. */
function bankOccurrenceAmounts(
  scope: PortalScope,
  gift: Pick<RecurringGivingRow, 'giftAmount' | 'isFeeCovered'>,
) {
  const charge = giftChargeByMethod('bank', gift.giftAmount, gift.isFeeCovered, {
    percentBps: scope.organization.feePercentBps,
    fixedCents: scope.organization.feeFixedCents,
  });
  return { chargedAmount: charge.chargedCents, fee: charge.feeCents, netAmount: charge.netCents };
}

/** The full shapes of docs/PRODUCT.md §3 for these gifts (all of one donor), in the given order. */
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
      giftAmount: recurringGivingFunds.giftAmount,
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
    const method = methods.find((row) => row.id === gift.paymentMethodId);
    // A saved bank account is debited at the bank's price (docs/PRODUCT.md §22), as the engine does.
    const money =
      method?.methodType === 'bank' ? bankOccurrenceAmounts(scope, gift) : occurrenceAmounts(scope, gift);
    const giftFunds = fundRows.filter((row) => row.recurringGivingId === gift.id);
    const nets = apportionCents(
      money.netAmount,
      giftFunds.map((row) => row.giftAmount),
    );
    return {
      prefixedId: gift.prefixedId,
      // Deleted gifts are never presented.
      status: gift.status === 'deleted' ? 'active' : gift.status,
      pausedUntil: gift.pausedUntil,
      endDate: gift.endDate,
      schedule: { type: gift.scheduleType, startDate: gift.startDate },
      lastOccurrence: gift.lastOccurrence,
      nextOccurrence: gift.nextOccurrence,
      computedAmount: money.chargedAmount,
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
        pivot: { amount: row.giftAmount, netAmount: nets[index] ?? 0 },
      })),
      paymentMethod: method
        ? {
            prefixedId: method.prefixedId,
            processorId: method.processorId,
            type: method.brand,
            methodType: method.methodType,
            lastFour: method.lastFour,
            // A bank account has no expiry (docs/PRODUCT.md §22 "Saved bank accounts").
            expiration:
              method.expMonth === null || method.expYear === null
                ? null
                : formatCardExpiry(method.expMonth, method.expYear),
          }
        : null,
    };
  });
}

export const presentOne = async (scope: PortalScope, row: RecurringGivingRow) =>
  (await presentRecurringGivings(scope.app.db, scope, [row]))[0]!;

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
