// What one claimed attempt of a recurring gift is about: the charge row, the gift, the donor, the
// card, the gift's funds and the person it honours or remembers, read for a whole batch at once.
import type { CalendarDate, DedicationKind, Frequency, Wallet } from '@halo/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  funds,
  giftDedications,
  paymentMethods,
  processorCustomers,
  recurringCharges,
  recurringGivingFunds,
  recurringGivings,
  users,
  type RecurringChargeRow,
} from '../../db/schema';
import type { DeclineCode } from '../../payments/paymentProcessor';

/** Everything the charge of one claimed attempt needs, read in one query per batch. */
export interface ChargeContext {
  charge: RecurringChargeRow;
  gift: {
    id: number;
    prefixedId: string;
    scheduleType: Frequency;
    /** The gift before any covered fee. */
    giftAmount: number;
    memo: string | null;
    /** The campaign the gift was started through: each charge counts toward it. */
    campaignId: number | null;
  };
  donor: { id: number; prefixedId: string; email: string; locale: string };
  card: {
    id: number;
    processorId: string;
    processorMode: string;
    brand: string;
    lastFour: string;
    /** A saved bank account is debited instead (docs/PRODUCT.md §22), under its saved authorization. */
    methodType: 'card' | 'bank';
    bankMandateVersion: string | null;
    bankMandateAcceptedAt: Date | null;
    bankMandateIp: string | null;
  } | null;
  customerId: string | null;
  /** `position` is the fund's place in the church's order of funds. */
  funds: { fundId: number; giftAmount: number; name: string; position: number }[];
  /** In honour or in memory of this person: named on every charge's receipt. */
  dedication: {
    kind: DedicationKind;
    name: string;
    /** The person the donor chose is still to be told (a gift that started later, not yet given). */
    awaitingNotice: boolean;
  } | null;
}

export type Outcome =
  /** `feeCents`: what the processor kept of the charge, the contribution's fee. */
  | {
      kind: 'succeeded';
      chargeId: string;
      brand: string;
      lastFour: string;
      feeCents: number;
      /** The wallet the gift's card came from (docs/PRODUCT.md §23): each charge's receipt names it. */
      wallet?: Wallet | null;
      /** A saved bank account's debit: processing until the bank settlement pass settles it. */
      bankDebit?: BankDebitStarted;
    }
  | { kind: 'failed'; code: DeclineCode };

/**
 * A debit of a saved bank account, started (docs/PRODUCT.md §22 "Recurring gifts from a bank
 * account"): its own charge (Stripe's bank price sizes a covered fee), the day it settles, and the
 * authorization the account was saved with, which covers it.
 */
export interface BankDebitStarted {
  amount: number;
  coveredFee: number;
  settlesOn: CalendarDate;
  mandate: { version: string; acceptedAt: Date; ip: string | null };
}

/** The bank wants the donor's authentication: the occurrence waits for "Confirm your gift". */
export interface AwaitingOutcome {
  kind: 'awaiting_confirmation';
  paymentIntentId: string;
}

/** The processor's key of one attempt: derived, so any instance re-running it reaches the same charge. */
export function chargeIdempotencyKey(
  giftPrefixedId: string,
  occurrenceDate: CalendarDate,
  attempt: number,
): string {
  return `recurring:${giftPrefixedId}:${occurrenceDate}:${attempt}`;
}

export async function loadChargeContexts(db: Database, chargeIds: number[]): Promise<ChargeContext[]> {
  const rows = await db
    .select({
      charge: recurringCharges,
      gift: {
        id: recurringGivings.id,
        prefixedId: recurringGivings.prefixedId,
        scheduleType: recurringGivings.scheduleType,
        giftAmount: recurringGivings.giftAmount,
        memo: recurringGivings.memo,
        campaignId: recurringGivings.campaignId,
      },
      donor: { id: users.id, prefixedId: users.prefixedId, email: users.email, locale: users.locale },
      card: {
        id: paymentMethods.id,
        processorId: paymentMethods.processorId,
        processorMode: paymentMethods.processorMode,
        brand: paymentMethods.brand,
        lastFour: paymentMethods.lastFour,
        methodType: paymentMethods.methodType,
        bankMandateVersion: paymentMethods.bankMandateVersion,
        bankMandateAcceptedAt: paymentMethods.bankMandateAcceptedAt,
        bankMandateIp: paymentMethods.bankMandateIp,
      },
      customerId: processorCustomers.customerId,
    })
    .from(recurringCharges)
    .innerJoin(recurringGivings, eq(recurringGivings.id, recurringCharges.recurringGivingId))
    .innerJoin(users, eq(users.id, recurringGivings.donorUserId))
    .leftJoin(paymentMethods, eq(paymentMethods.id, recurringGivings.paymentMethodId))
    .leftJoin(processorCustomers, eq(processorCustomers.id, paymentMethods.processorCustomerId))
    .where(inArray(recurringCharges.id, chargeIds))
    .orderBy(asc(recurringCharges.id));
  const fundRows = await db
    .select({
      giftId: recurringGivingFunds.recurringGivingId,
      fundId: recurringGivingFunds.fundId,
      giftAmount: recurringGivingFunds.giftAmount,
      name: funds.name,
      position: funds.position,
    })
    .from(recurringGivingFunds)
    .innerJoin(funds, eq(funds.id, recurringGivingFunds.fundId))
    .where(
      inArray(
        recurringGivingFunds.recurringGivingId,
        rows.map((row) => row.gift.id),
      ),
    )
    .orderBy(asc(recurringGivingFunds.fundId));
  const dedications =
    rows.length === 0
      ? []
      : await db
          .select({
            giftId: giftDedications.recurringGivingId,
            kind: giftDedications.kind,
            name: giftDedications.personName,
            notifyEmail: giftDedications.notifyEmail,
            notifiedAt: giftDedications.notifiedAt,
          })
          .from(giftDedications)
          .where(
            inArray(
              giftDedications.recurringGivingId,
              rows.map((row) => row.gift.id),
            ),
          );
  return rows.map((row) => {
    const dedication = dedications.find((found) => found.giftId === row.gift.id);
    return {
      ...row,
      gift: { ...row.gift, scheduleType: row.gift.scheduleType as Frequency },
      funds: fundRows.filter((fund) => fund.giftId === row.gift.id),
      dedication: dedication
        ? {
            kind: dedication.kind,
            name: dedication.name,
            awaitingNotice: dedication.notifyEmail !== null && dedication.notifiedAt === null,
          }
        : null,
    };
  });
}
