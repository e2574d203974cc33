// The statement worker's pass (docs/CONTRACTS.md "Year-end statements"): takes the donors of
// running batches in small chunks, writes each one's statement with the spec's statement code and
// queues it in the outbox. A claim is a lease written in one short transaction with
// `FOR UPDATE SKIP LOCKED`, like the recurring engine's and the outbox's, so several instances share
// the donors; the donor is marked sent in the transaction that queues the email, and only while
// still unsent, so a crash loses no statement (the lease ends and another pass writes it) and no
// donor is emailed twice (a pass that finds the donor already sent queues nothing).
import { calendarDateInTimeZone } from '@halo/domain';
import { and, asc, eq, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  organizations,
  statementBatchDonors,
  statementBatchHouseholds,
  statementBatches,
  users,
  type OrganizationRow,
  type StatementBatchRow,
} from '../db/schema';
import { enqueueMail } from '../mail/outbox';
import { sendHouseholdStatements } from './householdStatementPass';
import type { ContributionFilter } from './contributionFilters';
import { writeStatementEmail } from './statementEmail';
import { letterText, type LetterText } from './statementSources';

export interface StatementPassSettings {
  /** Donors per claim. */
  chunkSize: number;
  /** How long a claimed donor is left to its worker before another may claim it. */
  leaseMs: number;
}

export const DEFAULT_STATEMENT_PASS: StatementPassSettings = { chunkSize: 10, leaseMs: 5 * 60_000 };

export interface StatementPassSummary {
  /** Statements queued in the outbox by this pass. */
  sent: number;
  /** Batches closed by this pass because their remaining donors were deleted. */
  finished: number;
}

interface ClaimedDonor {
  batchId: number;
  userId: number;
  prefixedId: string;
}

const later = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

/** Unsent donors of running batches, not leased to anyone: leased to this pass. */
function claimDonors(app: FastifyInstance, settings: StatementPassSettings): Promise<ClaimedDonor[]> {
  return app.db.transaction(async (tx) => {
    const due = await tx
      .select({
        batchId: statementBatchDonors.batchId,
        userId: statementBatchDonors.userId,
        prefixedId: users.prefixedId,
      })
      .from(statementBatchDonors)
      .innerJoin(statementBatches, eq(statementBatches.id, statementBatchDonors.batchId))
      .innerJoin(users, eq(users.id, statementBatchDonors.userId))
      .where(
        and(
          isNull(statementBatches.finishedAt),
          isNull(statementBatchDonors.sentAt),
          or(isNull(statementBatchDonors.claimedUntil), lt(statementBatchDonors.claimedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(statementBatchDonors.batchId), asc(statementBatchDonors.userId))
      .limit(settings.chunkSize)
      .for('update', { of: statementBatchDonors, skipLocked: true });
    for (const donor of due) {
      await tx
        .update(statementBatchDonors)
        .set({ claimedUntil: later(settings.leaseMs) })
        .where(
          and(eq(statementBatchDonors.batchId, donor.batchId), eq(statementBatchDonors.userId, donor.userId)),
        );
    }
    return due;
  });
}

export interface BatchContext {
  batch: StatementBatchRow;
  organization: OrganizationRow;
  letter: LetterText;
}

export async function loadBatch(app: FastifyInstance, batchId: number): Promise<BatchContext | null> {
  const [row] = await app.db
    .select({ batch: statementBatches, organization: organizations })
    .from(statementBatches)
    .innerJoin(organizations, eq(organizations.id, statementBatches.organizationId))
    .where(eq(statementBatches.id, batchId));
  if (!row) return null;
  const templates = await app.reports.statements.letterTemplates(row.organization.id);
  // The letter chosen; if it was deleted since, the church's primary letter (listed first).
  const template = templates.find((each) => each.id === row.batch.letterTemplateId) ?? templates[0];
  if (!template) return null;
  return { ...row, letter: letterText(template) };
}

async function sendOne(app: FastifyInstance, context: BatchContext, donor: ClaimedDonor): Promise<boolean> {
  const { batch, organization, letter } = context;
  const [identity] = await app.reports.statements.donors(organization.id, [donor.prefixedId]);
  if (!identity) return false;
  const filter: ContributionFilter = {
    type: 'all',
    search: null,
    startDate: `${batch.year}-01-01`,
    endDate: batch.endDate,
    contributionPrefixedId: null,
  };
  const today = calendarDateInTimeZone(organization.timeZone, app.clock());
  const message = await writeStatementEmail(
    { gifts: app.reports.gifts, organization, today },
    identity,
    filter,
    letter,
  );
  return app.db.transaction(async (tx) => {
    const [marked] = await tx
      .update(statementBatchDonors)
      .set({ sentAt: sql`now()` })
      .where(
        and(
          eq(statementBatchDonors.batchId, donor.batchId),
          eq(statementBatchDonors.userId, donor.userId),
          isNull(statementBatchDonors.sentAt),
        ),
      )
      .returning({ batchId: statementBatchDonors.batchId });
    // Another pass wrote to this donor after our lease ended: theirs is the one email.
    if (!marked) return false;
    await enqueueMail(tx, message, organization.id);
    await tx
      .update(statementBatches)
      .set({
        sentCount: sql`${statementBatches.sentCount} + 1`,
        finishedAt: sql`case when ${statementBatches.sentCount} + 1 >= ${statementBatches.totalCount} then now() end`,
      })
      .where(eq(statementBatches.id, donor.batchId));
    return true;
  });
}

/**
 * Running batches with no unsent donor left though not every one was counted sent (a donor deleted
 * after the start): finished, so the church may start again.
 */
async function finishEmptyBatches(app: FastifyInstance): Promise<number> {
  const finished = await app.db
    .update(statementBatches)
    .set({ finishedAt: sql`now()` })
    .where(
      and(
        isNull(statementBatches.finishedAt),
        notExists(
          app.db
            .select({ one: sql`1` })
            .from(statementBatchDonors)
            .where(
              and(eq(statementBatchDonors.batchId, statementBatches.id), isNull(statementBatchDonors.sentAt)),
            ),
        ),
        notExists(
          app.db
            .select({ one: sql`1` })
            .from(statementBatchHouseholds)
            .where(
              and(
                eq(statementBatchHouseholds.batchId, statementBatches.id),
                isNull(statementBatchHouseholds.sentAt),
              ),
            ),
        ),
      ),
    )
    .returning({ id: statementBatches.id });
  return finished.length;
}

/** One pass: writes to every donor of every running batch that no one else holds, chunk by chunk. */
export async function sendStatementBatches(
  app: FastifyInstance,
  settings: StatementPassSettings = DEFAULT_STATEMENT_PASS,
  shouldStop: () => boolean = () => false,
): Promise<StatementPassSummary> {
  const summary: StatementPassSummary = { sent: 0, finished: 0 };
  const batches = new Map<number, BatchContext | null>();
  while (!shouldStop()) {
    const claimed = await claimDonors(app, settings);
    if (claimed.length === 0) break;
    for (const donor of claimed) {
      if (!batches.has(donor.batchId)) batches.set(donor.batchId, await loadBatch(app, donor.batchId));
      const context = batches.get(donor.batchId);
      // A church with no letter left: its donors wait (the lease) until it has one again.
      if (!context) continue;
      try {
        if (await sendOne(app, context, donor)) summary.sent += 1;
      } catch (error) {
        // The lease ends and a later pass writes to this donor again.
        app.log.error({ err: error, statementBatch: context.batch.prefixedId }, 'statement not queued');
      }
    }
  }
  // A household's one letter (docs/PRODUCT.md §21), in the same batch and counted with the donors'.
  summary.sent += await sendHouseholdStatements(app, settings, shouldStop, async (batchId) => {
    if (!batches.has(batchId)) batches.set(batchId, await loadBatch(app, batchId));
    return batches.get(batchId) ?? null;
  });
  summary.finished = await finishEmptyBatches(app);
  return summary;
}
