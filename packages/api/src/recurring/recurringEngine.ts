// The recurring charging engine (packages/api/README.md "Recurring engine"): one run
// charges every due occurrence of every organization, on that organization's calendar.
import { type CalendarDate, calendarDateInTimeZone } from '@halo/domain';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { organizations, type OrganizationRow } from '../db/schema';
import type { PaymentProcessor } from '../payments/paymentProcessor';
import { sendCardExpiryReminders } from './cardExpiryReminders';
import { awaitConfirmation } from './awaitConfirmation';
import { attemptCharge } from './chargeAttempt';
import { loadChargeContexts } from '../core/recurringGifts/chargeContexts';
import { notifyDonor } from '../core/recurringGifts/notifyDonor';
import { applyPauseDatesAndEnds } from './pauseDatesAndEnds';
import {
  claimDueOccurrences,
  claimDueRetries,
  claimStaleAttempts,
  type ClaimContext,
  type ClaimResult,
} from './recurringClaims';
import { settleCharge, type SettledCharge } from '../core/recurringGifts/settleCharge';

import type { AwaitingOutcome, ChargeContext, Outcome } from '../core/recurringGifts/chargeContexts';
import { announceCampaignTotals } from '../core/campaigns/announceCampaignTotals';

export interface RunSummary {
  /** Occurrences charged successfully in this run. */
  succeeded: number;
  /** Attempts declined (each one emailed). */
  declined: number;
  /** Charges the bank would not take without the donor: each waits for "Confirm your gift" (emailed). */
  awaitingConfirmation: number;
  /** Gifts paused because their occurrence's last attempt was declined. */
  paused: number;
  /** Missed occurrences passed over because a later one was due (see dueOccurrence). */
  skippedOccurrences: number;
  /** Attempts of crashed runs finished by this one. */
  recovered: number;
  /** Attempts left processing because the processor or the database failed; re-run when stale. */
  errors: number;
  /** Donors reminded that a card paying their recurring gifts expires soon. */
  expiryReminders: number;
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

  async function tell(
    organization: OrganizationRow,
    context: ChargeContext,
    outcome: Outcome,
    settled: SettledCharge,
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
      change: succeeded ? 'charged' : settled.paused ? 'paused' : 'charge_failed',
      nextOccurrence: settled.nextOccurrence,
    });
  }

  /** The bank wants the donor: the occurrence waits for "Confirm your gift" (awaitConfirmation.ts). */
  async function waitForDonor(
    organization: OrganizationRow,
    context: ChargeContext,
    outcome: AwaitingOutcome,
    now: Date,
    summary: RunSummary,
  ): Promise<void> {
    let waiting: Awaited<ReturnType<typeof awaitConfirmation>>;
    try {
      waiting = await awaitConfirmation(app, organization, context, outcome, now);
    } catch (error) {
      // The processor keeps the waiting payment under the attempt's key; the stale pass records it.
      app.log.error({ err: error, recurringCharge: context.charge.id }, 'recording a waiting charge failed');
      summary.errors += 1;
      return;
    }
    if (!waiting) return;
    summary.awaitingConfirmation += 1;
    await notifyDonor(app, context.donor.prefixedId, 'recurring.changed', {
      organizationPrefixedId: organization.prefixedId,
      recurringGivingPrefixedId: context.gift.prefixedId,
      change: 'updated',
      nextOccurrence: waiting.nextOccurrence,
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
    const contexts = await loadChargeContexts(db, chargeIds);
    await inPool(contexts, concurrency, async (context) => {
      const outcome = await attemptCharge(app, organization, processor, context);
      if (!outcome) {
        summary.errors += 1;
        return;
      }
      if (outcome.kind === 'awaiting_confirmation') {
        await waitForDonor(organization, context, outcome, now, summary);
        return;
      }
      let settled: SettledCharge | null;
      try {
        settled = await settleCharge(app, organization, processor.mode, context, outcome, today, now);
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
      // The charge counts toward the campaign the gift was started through: its open forms' bars move.
      if (outcome.kind === 'succeeded' && context.gift.campaignId !== null)
        await announceCampaignTotals(app, organization.id, context.gift.campaignId);
      if (outcome.kind === 'succeeded') summary.succeeded += 1;
      else {
        summary.declined += 1;
        if (settled.paused) summary.paused += 1;
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
    // Before charging: a gift paused until today is charged today if its schedule says so, and a
    // gift past its end date is not charged again.
    await applyPauseDatesAndEnds(db, organization, today, now, app.config.publicUrl);
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
    // A gift just charged on its last occurrence before its end date ends today, not tomorrow.
    await applyPauseDatesAndEnds(db, organization, today, now, app.config.publicUrl);
    if (shouldStop()) return;
    // After the charges, so a gift that just ended is not in a card's reminder; a failure here
    // never holds up charging, and the next run sends what this one could not.
    try {
      summary.expiryReminders += await sendCardExpiryReminders(app, organization, today, now);
    } catch (error) {
      app.log.error({ err: error, organization: organization.prefixedId }, 'card expiry reminders failed');
    }
  }

  return {
    /** One pass over every organization; the clock is read once, so a run has one "today" each. */
    async runOnce(): Promise<RunSummary> {
      const now = app.clock();
      const summary: RunSummary = {
        succeeded: 0,
        declined: 0,
        awaitingConfirmation: 0,
        paused: 0,
        skippedOccurrences: 0,
        recovered: 0,
        errors: 0,
        expiryReminders: 0,
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
