// A recurring gift set up from the giving form, as a row with its funds and its activity: started
// today, its first occurrence is taken now and the schedule moves on; started later, the first
// occurrence is its start date. The bank account gift (giveByBank.ts) sets up its recurring gift
// with it, as the card gift (give.ts) does inline; on Stripe (giveRecurringByStripeBank.ts) it waits,
// paused, while the bank account is verified by micro-deposits.
import { nextGivingDate, type CalendarDate, type Frequency } from '@halo/domain';
import type { Database } from '../db/database';
import { recordActivity } from '../core/activityEvents';
import { newPrefixedId } from '../db/prefixedId';
import { recurringGivingFunds, recurringGivings } from '../db/schema';

export interface RecurringGiftSetup {
  organizationId: number;
  donorUserId: number;
  frequency: Frequency;
  startDate: CalendarDate;
  endDate: CalendarDate | null;
  /** The gift before any covered fee, in cents; each occurrence is charged from it. */
  amount: number;
  isFeeCovered: boolean;
  memo: string | null;
  /** Null while a bank account kept on Stripe waits for its micro-deposits (`waitingForAccount`). */
  paymentMethodId: number | null;
  /**
   * A bank account on Stripe still to be verified: the gift is paused with no next date until
   * setup_intent.succeeded saves the account and starts it (stripeBankSetupEvents.ts).
   */
  waitingForAccount?: boolean;
  /** The prefixed id chosen beforehand (a bank account's SetupIntent names it); a new one otherwise. */
  prefixedId?: string;
  campaignId: number | null;
  /** Each fund's part of `amount`. */
  parts: { fundId: number; amount: number }[];
  /** The first occurrence is taken now (the start date is the church's today). */
  takenToday: boolean;
  /** What the activity records as the gift's amount (the first charge's, fee included). */
  chargedCents: number;
  now: Date;
}

export interface RecurringGiftRow {
  id: number;
  prefixedId: string;
  nextOccurrence: string | null;
}

export async function insertRecurringGift(
  tx: Database,
  setup: RecurringGiftSetup,
): Promise<RecurringGiftRow> {
  const [row] = await tx
    .insert(recurringGivings)
    .values({
      prefixedId: setup.prefixedId ?? newPrefixedId('rcg'),
      organizationId: setup.organizationId,
      donorUserId: setup.donorUserId,
      scheduleType: setup.frequency,
      startDate: setup.startDate,
      nextOccurrence: setup.waitingForAccount
        ? null
        : setup.takenToday
          ? nextGivingDate(setup.startDate, setup.frequency)
          : setup.startDate,
      ...(setup.waitingForAccount ? { status: 'paused' as const } : {}),
      lastOccurrence: setup.takenToday ? setup.startDate : null,
      endDate: setup.endDate,
      giftAmount: setup.amount,
      isFeeCovered: setup.isFeeCovered,
      memo: setup.memo,
      paymentMethodId: setup.paymentMethodId,
      campaignId: setup.campaignId,
    })
    .returning({
      id: recurringGivings.id,
      prefixedId: recurringGivings.prefixedId,
      nextOccurrence: recurringGivings.nextOccurrence,
    });
  if (!row) throw new Error('insertRecurringGift: the insert returned nothing');
  // Each charge of the gift is split over these parts in proportion.
  await tx.insert(recurringGivingFunds).values(
    setup.parts.map((part) => ({
      recurringGivingId: row.id,
      fundId: part.fundId,
      giftAmount: part.amount,
    })),
  );
  // The dashboard's RecentActivity lists recurring gifts from their creation on.
  await recordActivity(tx, {
    organizationId: setup.organizationId,
    donorUserId: setup.donorUserId,
    type: 'recurring_created',
    recurringGivingId: row.id,
    amount: setup.chargedCents,
    occurredAt: setup.now,
  });
  return row;
}
