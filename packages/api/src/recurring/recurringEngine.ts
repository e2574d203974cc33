// The recurring charging engine (packages/api/README.md "Recurring engine"): one run
// charges every due occurrence of every organization, on that organization's calendar.
import { type CalendarDate, calendarDateInTimeZone, type Frequency, nextGivingDate } from '@halo/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import {
  contributionFunds,
  contributions,
  funds,
  organizations,
  paymentMethods,
  processorCustomers,
  recurringCharges,
  recurringGivingFunds,
  recurringGivings,
  users,
  type OrganizationRow,
  type RecurringChargeRow,
} from '../db/schema';
import { insertContribution } from '../giving/contributionRecords';
import { enqueueMail } from '../mail/outbox';
import { chargeMail } from './chargeMail';
import type { ChargeResult, DeclineCode, PaymentProcessor } from '../payments/paymentProcessor';
import { retryDate } from './chargeSchedule';
import { fundShares } from './fundShares';
import { notifyDonor } from './notifyDonor';
import {
  claimDueOccurrences,
  claimDueRetries,
  claimStaleAttempts,
  type ClaimContext,
  type ClaimResult,
} from './recurringClaims';

export interface RunSummary {
  /** Occurrences charged successfully in this run. */
  succeeded: number;
  /** Attempts declined (each one emailed). */
  declined: number;
  /** Occurrences given up after their last attempt. */
  givenUp: number;
  /** Missed occurrences passed over because a later one was due (see dueOccurrence). */
  skippedOccurrences: number;
  /** Attempts of crashed runs finished by this one. */
  recovered: number;
  /** Attempts left processing because the processor or the database failed; re-run when stale. */
  errors: number;
}

export interface RecurringEngineOptions {
  /** Rows per claim transaction. */
  batchSize?: number;
  /** Charges in flight at once within a batch. */
  concurrency?: number;
  staleAfterMs: number;
  /** Checked between batches: a closing app stops early and leaves nothing half-done. */
  shouldStop?: () => boolean;
}

/** Everything the charge of one claimed attempt needs, read in one query per batch. */
export interface ChargeContext {
  charge: RecurringChargeRow;
  gift: { id: number; prefixedId: string; scheduleType: Frequency; amount: number; memo: string | null };
  donor: { id: number; prefixedId: string; email: string; locale: string };
  card: { id: number; processorId: string; processorMode: string; brand: string; lastFour: string } | null;
  customerId: string | null;
  funds: { fundId: number; amount: number; name: string }[];
}

export type Outcome =
  | { kind: 'succeeded'; chargeId: string; brand: string; lastFour: string }
  | { kind: 'failed'; code: DeclineCode };

/** The processor's key of one attempt: derived, so any instance re-running it reaches the same charge. */
export function chargeIdempotencyKey(
  giftPrefixedId: string,
  occurrenceDate: CalendarDate,
  attempt: number,
): string {
  return `recurring:${giftPrefixedId}:${occurrenceDate}:${attempt}`;
}

async function inPool<T>(items: T[], concurrency: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: Math.min(concurrency, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await run(item);
    }
  });
  await Promise.all(workers);
}

export function createRecurringEngine(app: FastifyInstance, options: RecurringEngineOptions) {
  const db = app.db;
  const batchSize = options.batchSize ?? 50;
  // PGlite is one connection: running charges side by side only queues them.
  const concurrency = options.concurrency ?? (app.dbDriver === 'postgres' ? 8 : 1);
  const shouldStop = options.shouldStop ?? (() => false);

  async function loadContexts(chargeIds: number[]): Promise<ChargeContext[]> {
    const rows = await db
      .select({
        charge: recurringCharges,
        gift: {
          id: recurringGivings.id,
          prefixedId: recurringGivings.prefixedId,
          scheduleType: recurringGivings.scheduleType,
          amount: recurringGivings.amount,
          memo: recurringGivings.memo,
        },
        donor: { id: users.id, prefixedId: users.prefixedId, email: users.email, locale: users.locale },
        card: {
          id: paymentMethods.id,
          processorId: paymentMethods.processorId,
          processorMode: paymentMethods.processorMode,
          brand: paymentMethods.brand,
          lastFour: paymentMethods.lastFour,
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
        amount: recurringGivingFunds.amount,
        name: funds.name,
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
    return rows.map((row) => ({
      ...row,
      gift: { ...row.gift, scheduleType: row.gift.scheduleType as Frequency },
      funds: fundRows.filter((fund) => fund.giftId === row.gift.id),
    }));
  }

  /** Asks the processor; null when it could not answer (the attempt stays processing). */
  async function attempt(
    organization: OrganizationRow,
    processor: PaymentProcessor,
    context: ChargeContext,
  ): Promise<Outcome | null> {
    const { charge, gift, donor, card, customerId } = context;
    // A gift whose card was removed, or that belongs to another processor, cannot be charged; it
    // follows the decline path so the donor hears about it and can add a card.
    if (!card || !customerId || card.processorMode !== processor.mode) {
      return { kind: 'failed', code: 'processing_error' };
    }
    let result: ChargeResult;
    try {
      result = await processor.charge({
        customerId,
        paymentMethodId: card.processorId,
        amountCents: charge.amount,
        currency: organization.currency.toLowerCase(),
        description: `Recurring gift to ${organization.name}`,
        idempotencyKey: chargeIdempotencyKey(gift.prefixedId, charge.occurrenceDate, charge.attempt),
        metadata: {
          organization_prefixed_id: organization.prefixedId,
          donor_prefixed_id: donor.prefixedId,
          recurring_giving_prefixed_id: gift.prefixedId,
          occurrence_date: charge.occurrenceDate,
          attempt: String(charge.attempt),
        },
      });
    } catch (error) {
      app.log.error(
        { err: error, recurringGiving: gift.prefixedId, occurrence: charge.occurrenceDate },
        'recurring charge failed to reach the processor; it is re-run once stale',
      );
      return null;
    }
    return result.status === 'succeeded'
      ? {
          kind: 'succeeded',
          chargeId: result.chargeId,
          brand: result.card.brand,
          lastFour: result.card.lastFour,
        }
      : { kind: 'failed', code: result.code };
  }

  /**
   * Records an attempt's outcome in one transaction: the charge row (only if this attempt is still
   * the one in flight, so a slow run and a recovery pass cannot both record it), the occurrence's
   * contribution, and the gift. Returns what to tell the donor, or null when someone else did it.
   */
  async function settle(
    organization: OrganizationRow,
    processorMode: 'sandbox' | 'stripe',
    context: ChargeContext,
    outcome: Outcome,
    today: CalendarDate,
    now: Date,
  ) {
    const { charge, gift, donor, card } = context;
    const succeeded = outcome.kind === 'succeeded';
    const retryOn = succeeded ? null : retryDate(charge.firstAttemptOn, charge.attempt, today);
    const givenUp = !succeeded && retryOn === null;
    const following = nextGivingDate(charge.occurrenceDate, gift.scheduleType);
    return db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      // The gift first, always: a claim of another instance that locked this gift (its snapshot
      // predates our claim's commit) then finds our charge row unlocked and gives up at once,
      // instead of waiting on this transaction while we wait on its gift lock (a deadlock; the
      // contribution's foreign key also takes a share lock on the gift).
      await tx
        .select({ id: recurringGivings.id })
        .from(recurringGivings)
        .where(eq(recurringGivings.id, gift.id))
        .for('no key update');
      const [claimed] = await tx
        .update(recurringCharges)
        .set({
          status: outcome.kind,
          failureCode: succeeded ? null : outcome.code,
          retryOn,
          updatedAt: now,
        })
        .where(
          and(
            eq(recurringCharges.id, charge.id),
            eq(recurringCharges.status, 'processing'),
            eq(recurringCharges.attempt, charge.attempt),
          ),
        )
        .returning({ id: recurringCharges.id });
      if (!claimed) return null;

      const shares = fundShares(context.funds, charge);
      const values = {
        amount: charge.amount,
        fee: charge.fee,
        netAmount: charge.netAmount,
        coveredFee: charge.coveredFee,
        isFeeCovered: charge.isFeeCovered,
        status: outcome.kind,
        failureCode: succeeded ? null : outcome.code,
        paymentMethodId: card?.id ?? null,
        cardBrand: succeeded ? outcome.brand : (card?.brand ?? null),
        cardLastFour: succeeded ? outcome.lastFour : (card?.lastFour ?? null),
        processorMode,
        processorChargeId: succeeded ? outcome.chargeId : null,
        date: today,
      };
      let contribution: { id: number; prefixedId: string };
      if (charge.contributionId === null) {
        contribution = await insertContribution(
          tx,
          {
            organizationId: organization.id,
            donorUserId: donor.id,
            currency: organization.currency,
            memo: gift.memo,
            recurringGivingId: gift.id,
            occurrenceDate: charge.occurrenceDate,
            ...values,
          },
          shares,
        );
        await tx
          .update(recurringCharges)
          .set({ contributionId: contribution.id })
          .where(eq(recurringCharges.id, charge.id));
      } else {
        // A retry: the occurrence keeps its one contribution, now with this attempt's result.
        const [row] = await tx
          .update(contributions)
          .set(values)
          .where(eq(contributions.id, charge.contributionId))
          .returning({ id: contributions.id, prefixedId: contributions.prefixedId });
        if (!row) throw new Error(`recurring: contribution ${charge.contributionId} vanished`);
        contribution = row;
        await tx.delete(contributionFunds).where(eq(contributionFunds.contributionId, row.id));
        if (shares.length > 0) {
          await tx
            .insert(contributionFunds)
            .values(shares.map((share) => ({ contributionId: row.id, ...share })));
        }
      }

      // Moves on from the scheduled date (never from today), unless the donor has meanwhile
      // moved the gift past it (resumed with a new start date).
      const advance = succeeded || givenUp;
      const [updated] = await tx
        .update(recurringGivings)
        .set({
          lastChargeAttemptFailed: !succeeded,
          ...(succeeded ? { lastOccurrence: charge.occurrenceDate } : {}),
          ...(advance
            ? {
                nextOccurrence: sql`CASE WHEN ${recurringGivings.nextOccurrence} IS NULL OR ${recurringGivings.nextOccurrence} <= ${charge.occurrenceDate} THEN ${following} ELSE ${recurringGivings.nextOccurrence} END`,
              }
            : {}),
          updatedAt: now,
        })
        .where(eq(recurringGivings.id, gift.id))
        .returning({ nextOccurrence: recurringGivings.nextOccurrence });
      const settled = { contribution, retryOn, givenUp, nextOccurrence: updated?.nextOccurrence ?? null };
      // The receipt or the failure notice commits with the charge it tells about.
      await enqueueMail(
        tx,
        chargeMail({ organization, context, outcome, settled, today, publicUrl: app.config.publicUrl }),
        organization.id,
      );
      return settled;
    });
  }

  async function tell(
    organization: OrganizationRow,
    context: ChargeContext,
    outcome: Outcome,
    settled: NonNullable<Awaited<ReturnType<typeof settle>>>,
    today: CalendarDate,
  ): Promise<void> {
    const { charge, gift, donor } = context;
    const fundAccountNames = context.funds.map((fund) => fund.name);
    const succeeded = outcome.kind === 'succeeded';
    await notifyDonor(app, donor.prefixedId, succeeded ? 'contribution.succeeded' : 'contribution.failed', {
      organizationPrefixedId: organization.prefixedId,
      contributionPrefixedId: settled.contribution.prefixedId,
      recurringGivingPrefixedId: gift.prefixedId,
      amount: charge.amount,
      status: outcome.kind,
      date: today,
      code: succeeded ? null : outcome.code,
      fundAccountNames,
    });
    await notifyDonor(app, donor.prefixedId, 'recurring.changed', {
      organizationPrefixedId: organization.prefixedId,
      recurringGivingPrefixedId: gift.prefixedId,
      change: succeeded ? 'charged' : 'charge_failed',
      nextOccurrence: settled.nextOccurrence,
    });
  }

  async function chargeClaimed(
    organization: OrganizationRow,
    processor: PaymentProcessor,
    chargeIds: number[],
    today: CalendarDate,
    now: Date,
    summary: RunSummary,
  ): Promise<void> {
    const contexts = await loadContexts(chargeIds);
    await inPool(contexts, concurrency, async (context) => {
      const outcome = await attempt(organization, processor, context);
      if (!outcome) {
        summary.errors += 1;
        return;
      }
      let settled: Awaited<ReturnType<typeof settle>>;
      try {
        settled = await settle(organization, processor.mode, context, outcome, today, now);
      } catch (error) {
        // The processor holds the outcome under the attempt's key; the stale pass records it.
        app.log.error(
          { err: error, recurringCharge: context.charge.id },
          'recording a recurring charge failed',
        );
        summary.errors += 1;
        return;
      }
      if (!settled) return;
      if (outcome.kind === 'succeeded') summary.succeeded += 1;
      else {
        summary.declined += 1;
        if (settled.givenUp) summary.givenUp += 1;
      }
      await tell(organization, context, outcome, settled, today);
    });
  }

  async function runOrganization(
    organization: OrganizationRow,
    now: Date,
    summary: RunSummary,
  ): Promise<void> {
    let processor: PaymentProcessor;
    try {
      processor = app.payments.forOrganization(organization);
    } catch (error) {
      // Nothing is claimed for an organization we cannot charge; its gifts wait for the processor.
      app.log.warn({ err: error, organization: organization.prefixedId }, 'recurring gifts not charged');
      return;
    }
    const today = calendarDateInTimeZone(organization.timeZone, now);
    const context: ClaimContext = { db, organization, today, now, batchSize };
    const phases: [keyof RunSummary | null, (afterId: number) => Promise<ClaimResult>][] = [
      [
        'recovered',
        (afterId) => claimStaleAttempts({ ...context, staleAfterMs: options.staleAfterMs }, afterId),
      ],
      [null, (afterId) => claimDueRetries(context, afterId)],
      [null, (afterId) => claimDueOccurrences(context, afterId)],
    ];
    for (const [counter, claim] of phases) {
      // Each phase walks its rows once, in id order, batch by batch.
      let cursor: number | null = 0;
      while (cursor !== null && !shouldStop()) {
        const claimed = await claim(cursor);
        cursor = claimed.cursor;
        summary.skippedOccurrences += claimed.skippedOccurrences;
        if (claimed.chargeIds.length === 0) continue;
        if (counter) summary[counter] += claimed.chargeIds.length;
        await chargeClaimed(organization, processor, claimed.chargeIds, today, now, summary);
      }
    }
  }

  return {
    /** One pass over every organization; the clock is read once, so a run has one "today" each. */
    async runOnce(): Promise<RunSummary> {
      const now = app.clock();
      const summary: RunSummary = {
        succeeded: 0,
        declined: 0,
        givenUp: 0,
        skippedOccurrences: 0,
        recovered: 0,
        errors: 0,
      };
      const rows = await db.select().from(organizations).orderBy(asc(organizations.id));
      for (const organization of rows) {
        if (shouldStop()) break;
        await runOrganization(organization, now, summary);
      }
      return summary;
    },
  };
}

export type RecurringEngine = ReturnType<typeof createRecurringEngine>;
