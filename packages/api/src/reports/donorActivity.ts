// The dashboard (docs/PRODUCT.md §2): overview numbers and the latest activity: a gift's charge (or failure)
// at its creation, its refund at `refunded_at`, a recurring gift's start at its creation, and each
// later change (paused, resumed, updated, deleted) from the `activity_events` the portal records.
import {
  bankDebitFailureText,
  formatMoney,
  formattingLocale,
  isBankDebitFailureCode,
  isFrequency,
  scheduleNamesByLocale,
  type Locale,
} from '@halo/domain';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  activityEvents,
  contributions,
  donorGiftTotals,
  funds,
  organizations,
  recurringCharges,
  recurringGivingFunds,
  recurringGivings,
  type ContributionStatus,
} from '../db/schema';
import {
  contributionConditions,
  type ContributionsRepository,
  type DonorScope,
  type FundPart,
} from './contributionsRepository';
import { reportText } from './reportMessages';
import { countedAmount } from './countedAmounts';

export interface DashboardNumbers {
  totalGifts: number;
  activeRecurringGifts: number;
  singleGifts: number;
}

export interface ActivityItem {
  type: string;
  description: string;
  date: string;
  amount: number | null;
  contributionPrefixedId: string | null;
  status: ContributionStatus | null;
  fundAccountNames: string[];
  /** Of the gift, or of each charge of the recurring gift, in the church's order of funds. */
  fundParts: FundPart[];
}

export const RECENT_ACTIVITY_LIMIT = 10;

const EVERY_GIFT = {
  type: 'all',
  search: null,
  startDate: null,
  endDate: null,
  contributionPrefixedId: null,
} as const;

export interface DonorActivity {
  dashboard(scope: DonorScope): Promise<DashboardNumbers>;
  recent(scope: DonorScope, locale: Locale): Promise<ActivityItem[]>;
}

export function createDonorActivity(db: Database, gifts: ContributionsRepository): DonorActivity {
  return {
    async dashboard(scope) {
      // From the totals the `contributions` trigger keeps (schema.ts donorGiftTotals), not a count of
      // every gift the donor ever gave; an account that does not see guest gifts counts its rows.
      const [giving] = scope.guestGiftsHidden
        ? await db
            .select({
              totalGifts: sql<number>`coalesce(sum(${countedAmount}), 0)`.mapWith(Number),
              singleGifts:
                sql<number>`count(*) filter (where ${contributions.status} = 'succeeded' and ${contributions.recurringGivingId} is null)`.mapWith(
                  Number,
                ),
            })
            .from(contributions)
            .where(contributionConditions(scope, EVERY_GIFT))
        : await db
            .select({
              totalGifts: sql<number>`coalesce(sum(${donorGiftTotals.succeededAmount}), 0)`.mapWith(Number),
              singleGifts:
                sql<number>`coalesce(sum(${donorGiftTotals.succeededCount}) filter (where ${donorGiftTotals.kind} = 'one_time'), 0)`.mapWith(
                  Number,
                ),
            })
            .from(donorGiftTotals)
            .where(
              and(
                eq(donorGiftTotals.organizationId, scope.organizationId),
                eq(donorGiftTotals.donorUserId, scope.donorUserId),
              ),
            );
      const [recurring] = await db
        .select({ active: sql<number>`count(*)`.mapWith(Number) })
        .from(recurringGivings)
        .where(
          and(
            eq(recurringGivings.organizationId, scope.organizationId),
            eq(recurringGivings.donorUserId, scope.donorUserId),
            eq(recurringGivings.status, 'active'),
          ),
        );
      return {
        totalGifts: giving?.totalGifts ?? 0,
        singleGifts: giving?.singleGifts ?? 0,
        activeRecurringGifts: recurring?.active ?? 0,
      };
    },

    async recent(scope, locale) {
      const fundNamesOf = sql<string[]>`coalesce((
              select json_agg(${funds.name} order by ${funds.name})
              from ${recurringGivingFunds}
              join ${funds} on ${funds.id} = ${recurringGivingFunds.fundId}
              where ${recurringGivingFunds.recurringGivingId} = ${recurringGivings.id}
            ), '[]'::json)`;
      const fundPartsOf = sql<FundPart[]>`coalesce((
              select json_agg(json_build_object('name', ${funds.name}, 'amount', ${recurringGivingFunds.giftAmount})
                order by ${funds.position}, ${funds.id})
              from ${recurringGivingFunds}
              join ${funds} on ${funds.id} = ${recurringGivingFunds.fundId}
              where ${recurringGivingFunds.recurringGivingId} = ${recurringGivings.id}
            ), '[]'::json)`;
      const [charged, refunded, plans, changes, [church]] = await Promise.all([
        gifts.latest(scope, 'created', RECENT_ACTIVITY_LIMIT),
        gifts.latest(scope, 'refunded', RECENT_ACTIVITY_LIMIT),
        db
          .select({
            prefixedId: recurringGivings.prefixedId,
            frequency: recurringGivings.scheduleType,
            amount: recurringGivings.giftAmount,
            createdAt: recurringGivings.createdAt,
            currency: organizations.currency,
            fundAccountNames: fundNamesOf,
            fundParts: fundPartsOf,
          })
          .from(recurringGivings)
          .innerJoin(organizations, eq(organizations.id, recurringGivings.organizationId))
          .where(
            and(
              eq(recurringGivings.organizationId, scope.organizationId),
              eq(recurringGivings.donorUserId, scope.donorUserId),
              ne(recurringGivings.status, 'deleted'),
            ),
          )
          .orderBy(desc(recurringGivings.createdAt), desc(recurringGivings.id))
          .limit(RECENT_ACTIVITY_LIMIT),
        // Creation comes from the gift itself (seeded gifts have no event); every later change is an event.
        db
          .select({
            type: activityEvents.type,
            occurredAt: activityEvents.occurredAt,
            eventAmount: activityEvents.amount,
            // A bank debit that came back unpaid: the bank's reason, as the failed charge recorded it
            // in the same transaction as the event (recurringBankFailure.ts).
            bankFailureCode: sql<
              string | null
            >`case when ${activityEvents.type} = 'recurring_paused_bank_failed' then (
              select ${recurringCharges.failureCode} from ${recurringCharges}
              where ${recurringCharges.recurringGivingId} = ${activityEvents.recurringGivingId}
                and ${recurringCharges.status} = 'failed' and ${recurringCharges.updatedAt} <= ${activityEvents.occurredAt}
              order by ${recurringCharges.updatedAt} desc, ${recurringCharges.id} desc limit 1) end`,
            frequency: recurringGivings.scheduleType,
            amount: recurringGivings.giftAmount,
            currency: organizations.currency,
            fundAccountNames: fundNamesOf,
            fundParts: fundPartsOf,
          })
          .from(activityEvents)
          .innerJoin(recurringGivings, eq(recurringGivings.id, activityEvents.recurringGivingId))
          .innerJoin(organizations, eq(organizations.id, activityEvents.organizationId))
          .where(
            and(
              eq(activityEvents.organizationId, scope.organizationId),
              eq(activityEvents.donorUserId, scope.donorUserId),
              ne(activityEvents.type, 'recurring_created'),
            ),
          )
          .orderBy(desc(activityEvents.occurredAt), desc(activityEvents.id))
          .limit(RECENT_ACTIVITY_LIMIT),
        // Amounts are written as the donor's language writes them in the church's country.
        db
          .select({ country: sql<string | null>`${organizations.contact}->>'country'` })
          .from(organizations)
          .where(eq(organizations.id, scope.organizationId)),
      ]);
      const formatting = formattingLocale(locale, church?.country);

      const items: (ActivityItem & { at: number })[] = [];
      const describe = (
        type: string,
        params: { amount: number; currency: string; funds: string[]; frequency?: string; reason?: string },
      ) =>
        reportText(locale, `activity.${type}` as Parameters<typeof reportText>[1], {
          reason: params.reason ?? '',
          amount: formatMoney(params.amount, params.currency, formatting),
          funds: params.funds.join(', '),
          frequency:
            params.frequency && isFrequency(params.frequency)
              ? scheduleNamesByLocale[locale].nameInSentence[params.frequency]
              : '',
        });
      // A bank gift that failed says why in the bank's words (its ACH return, or micro-deposits never
      // verified), never a card's.
      const bankFailure = (row: (typeof charged)[number]) =>
        row.status === 'failed' && row.paymentMethodType === 'bank' && isBankDebitFailureCode(row.failureCode)
          ? bankDebitFailureText(locale, row.failureCode)
          : null;
      const giftItem = (row: (typeof charged)[number], type: string, at: Date) => {
        const reason = type === 'contribution_failed' ? bankFailure(row) : null;
        return {
          type,
          at: at.getTime(),
          date: at.toISOString(),
          description: describe(reason ? 'contribution_failed_bank' : type, {
            amount: row.amount,
            currency: row.currency,
            funds: row.fundAccountNames,
            reason: reason ?? '',
          }),
          amount: row.amount,
          contributionPrefixedId: row.prefixedId,
          status: row.status,
          fundAccountNames: row.fundAccountNames,
          fundParts: row.fundParts,
        };
      };
      for (const row of charged) {
        items.push(
          giftItem(
            row,
            row.status === 'failed' ? 'contribution_failed' : 'contribution_succeeded',
            row.createdAt,
          ),
        );
      }
      for (const row of refunded) {
        if (row.refundedAt) items.push(giftItem(row, 'contribution_refunded', row.refundedAt));
      }
      for (const plan of plans) {
        const planItem = (type: string, at: Date) => ({
          type,
          at: at.getTime(),
          date: at.toISOString(),
          description: describe(type, {
            amount: plan.amount,
            currency: plan.currency,
            funds: plan.fundAccountNames,
            frequency: plan.frequency,
          }),
          amount: plan.amount,
          contributionPrefixedId: null,
          status: null,
          fundAccountNames: plan.fundAccountNames,
          fundParts: plan.fundParts,
        });
        items.push(planItem('recurring_created', plan.createdAt));
      }
      for (const change of changes) {
        const amount = change.eventAmount ?? change.amount;
        items.push({
          type: change.type,
          at: change.occurredAt.getTime(),
          date: change.occurredAt.toISOString(),
          description: describe(change.type, {
            amount,
            currency: change.currency,
            funds: change.fundAccountNames,
            frequency: change.frequency,
            reason: isBankDebitFailureCode(change.bankFailureCode)
              ? bankDebitFailureText(locale, change.bankFailureCode)
              : reportText(locale, 'activity.bankDebitUnpaid'),
          }),
          amount: change.eventAmount,
          contributionPrefixedId: null,
          status: null,
          fundAccountNames: change.fundAccountNames,
          fundParts: change.fundParts,
        });
      }
      return items
        .sort((a, b) => b.at - a.at)
        .slice(0, RECENT_ACTIVITY_LIMIT)
        .map(({ at: _at, ...item }) => item);
    },
  };
}
