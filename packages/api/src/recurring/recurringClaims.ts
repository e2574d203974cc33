// How a run takes work (packages/api/README.md "Recurring engine"). Each claim is one short
// transaction over a small batch: rows are locked `FOR UPDATE SKIP LOCKED`, so several instances
// scanning at once each take different rows, and the claim is written (a recurring_charges row in
// status processing) before the transaction ends, so no one else takes it after the locks go.
import type { CalendarDate, Frequency } from '@halo/domain';
import { and, asc, eq, gt, gte, inArray, isNotNull, lt, lte, notExists, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { contributions, recurringCharges, recurringGivings, type OrganizationRow } from '../db/schema';
import { giftAmounts } from '../core/giftAmounts';
import { dueOccurrence } from '../core/recurringGifts/chargeSchedule';

export interface ClaimContext {
  db: Database;
  organization: OrganizationRow;
  today: CalendarDate;
  now: Date;
  batchSize: number;
}

/** What a claim hands to the charging step: recurring_charges ids, plus what was noticed on the way. */
export interface ClaimResult {
  chargeIds: number[];
  /**
   * Where the next claim of this run starts (gift or charge id), or null when this one found no
   * rows at all. A batch may find rows yet claim none (another instance got there first), so "no
   * charges" does not mean "no more work".
   */
  cursor: number | null;
  /** Missed occurrences passed over (only the latest due one is charged). */
  skippedOccurrences: number;
}

/** An occurrence's money at the church's rate, as the recurring charge's columns (`amount` is what is charged). */
function chargeAmounts(giftAmount: number, isFeeCovered: boolean, organization: OrganizationRow) {
  const { chargedAmount, ...rest } = giftAmounts(giftAmount, isFeeCovered, {
    percentBps: organization.feePercentBps,
    fixedCents: organization.feeFixedCents,
  });
  return { amount: chargedAmount, ...rest };
}

const inTransaction = <T>(db: Database, run: (tx: Database) => Promise<T>): Promise<T> =>
  db.transaction((tx) => run(tx));

/**
 * Active gifts due today or earlier with no charge under way for their current occurrence: inserts
 * the charge of each one's latest due occurrence with the money of today's coverage setting.
 */
export function claimDueOccurrences(context: ClaimContext, afterId = 0): Promise<ClaimResult> {
  const { organization, today, now, batchSize } = context;
  return inTransaction(context.db, async (tx) => {
    const gifts = await tx
      .select({
        id: recurringGivings.id,
        nextOccurrence: recurringGivings.nextOccurrence,
        scheduleType: recurringGivings.scheduleType,
        giftAmount: recurringGivings.giftAmount,
        isFeeCovered: recurringGivings.isFeeCovered,
      })
      .from(recurringGivings)
      .where(
        and(
          eq(recurringGivings.organizationId, organization.id),
          eq(recurringGivings.status, 'active'),
          lte(recurringGivings.nextOccurrence, today),
          // A run walks the gifts once in id order, so each batch starts where the last ended
          // instead of re-reading every gift claimed so far.
          gt(recurringGivings.id, afterId),
          // A charge of this occurrence (or a later one) is processing, or declined and waiting
          // for its retry: the gift is not due again until that one is settled. (A settled one
          // does not block: the gift then only moves on, below.)
          notExists(
            tx
              .select({ one: sql`1` })
              .from(recurringCharges)
              .where(
                and(
                  eq(recurringCharges.recurringGivingId, recurringGivings.id),
                  gte(recurringCharges.occurrenceDate, recurringGivings.nextOccurrence),
                  or(eq(recurringCharges.status, 'processing'), isNotNull(recurringCharges.retryOn)),
                ),
              ),
          ),
        ),
      )
      .orderBy(asc(recurringGivings.id))
      .limit(batchSize)
      .for('update', { of: recurringGivings, skipLocked: true });
    if (gifts.length === 0) return { chargeIds: [], cursor: null, skippedOccurrences: 0 };
    const cursor = gifts[gifts.length - 1]!.id;

    const plans = gifts.map((gift) => ({
      gift,
      due: dueOccurrence(gift.nextOccurrence ?? today, today, gift.scheduleType as Frequency),
    }));
    // An occurrence already settled (by POST /api/give, which charges a gift starting today
    // itself, or by this engine before the donor moved the gift back onto that date) is never
    // charged again: the gift only moves on.
    const settled = await tx
      .select({ giftId: contributions.recurringGivingId, date: contributions.occurrenceDate })
      .from(contributions)
      .where(
        inArray(
          contributions.recurringGivingId,
          gifts.map((gift) => gift.id),
        ),
      );
    const settledKeys = new Set(settled.map((row) => `${row.giftId}:${row.date}`));
    let skippedOccurrences = 0;
    const values: (typeof recurringCharges.$inferInsert)[] = [];
    for (const { gift, due } of plans) {
      if (!due) continue;
      skippedOccurrences += due.skipped.length;
      if (settledKeys.has(`${gift.id}:${due.occurrenceDate}`)) {
        await tx
          .update(recurringGivings)
          .set({ nextOccurrence: due.following, updatedAt: now })
          .where(eq(recurringGivings.id, gift.id));
        continue;
      }
      const amounts = chargeAmounts(gift.giftAmount, gift.isFeeCovered, organization);
      values.push({
        organizationId: organization.id,
        recurringGivingId: gift.id,
        occurrenceDate: due.occurrenceDate,
        status: 'processing',
        attempt: 1,
        attemptStartedAt: now,
        firstAttemptOn: today,
        ...amounts,
        isFeeCovered: gift.isFeeCovered,
      });
    }
    if (values.length === 0) return { chargeIds: [], cursor, skippedOccurrences };
    // A conflict means another instance claimed the occurrence between our snapshot and our lock
    // (its claim did not touch the gift row): its row stands and we leave the gift alone.
    const inserted = await tx
      .insert(recurringCharges)
      .values(values)
      .onConflictDoNothing({ target: [recurringCharges.recurringGivingId, recurringCharges.occurrenceDate] })
      .returning({ id: recurringCharges.id });
    return { chargeIds: inserted.map((row) => row.id), cursor, skippedOccurrences };
  });
}

/**
 * Declined occurrences whose retry day has come, of gifts still active and still on that
 * occurrence: starts the next attempt (a new idempotency key) with today's coverage setting.
 */
export function claimDueRetries(context: ClaimContext, afterId = 0): Promise<ClaimResult> {
  const { organization, today, now, batchSize } = context;
  return inTransaction(context.db, async (tx) => {
    const rows = await tx
      .select({
        id: recurringCharges.id,
        attempt: recurringCharges.attempt,
        giftAmount: recurringGivings.giftAmount,
        isFeeCovered: recurringGivings.isFeeCovered,
      })
      .from(recurringCharges)
      .innerJoin(recurringGivings, eq(recurringGivings.id, recurringCharges.recurringGivingId))
      .where(
        and(
          eq(recurringCharges.organizationId, organization.id),
          eq(recurringCharges.status, 'failed'),
          lte(recurringCharges.retryOn, today),
          gt(recurringCharges.id, afterId),
          eq(recurringGivings.status, 'active'),
          gte(recurringCharges.occurrenceDate, recurringGivings.nextOccurrence),
        ),
      )
      .orderBy(asc(recurringCharges.id))
      .limit(batchSize)
      .for('update', { of: recurringCharges, skipLocked: true });
    for (const row of rows) {
      await tx
        .update(recurringCharges)
        .set({
          status: 'processing',
          attempt: row.attempt + 1,
          attemptStartedAt: now,
          retryOn: null,
          ...chargeAmounts(row.giftAmount, row.isFeeCovered, organization),
          isFeeCovered: row.isFeeCovered,
          updatedAt: now,
        })
        .where(eq(recurringCharges.id, row.id));
    }
    return { chargeIds: rows.map((row) => row.id), cursor: rows.at(-1)?.id ?? null, skippedOccurrences: 0 };
  });
}

/**
 * Attempts still processing after `staleAfterMs`: their run died between the claim and the
 * outcome. They are run again unchanged (same attempt, same amount, same key), so if the first run
 * did reach the processor, the processor answers with that charge instead of making another.
 */
export function claimStaleAttempts(
  context: ClaimContext & { staleAfterMs: number },
  afterId = 0,
): Promise<ClaimResult> {
  const { organization, now, batchSize } = context;
  return inTransaction(context.db, async (tx) => {
    const rows = await tx
      .select({ id: recurringCharges.id })
      .from(recurringCharges)
      .where(
        and(
          eq(recurringCharges.organizationId, organization.id),
          eq(recurringCharges.status, 'processing'),
          lt(recurringCharges.attemptStartedAt, new Date(now.getTime() - context.staleAfterMs)),
          gt(recurringCharges.id, afterId),
        ),
      )
      .orderBy(asc(recurringCharges.id))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    if (rows.length > 0) {
      await tx
        .update(recurringCharges)
        .set({ attemptStartedAt: now, updatedAt: now })
        .where(
          inArray(
            recurringCharges.id,
            rows.map((row) => row.id),
          ),
        );
    }
    return { chargeIds: rows.map((row) => row.id), cursor: rows.at(-1)?.id ?? null, skippedOccurrences: 0 };
  });
}
