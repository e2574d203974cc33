// The households of running year-end batches (docs/PRODUCT.md §21), written as the donors are
// (statementBatchWorker.ts): claimed in small chunks under a lease with `FOR UPDATE SKIP LOCKED`,
// marked sent in the transaction that queues the one letter, only while still unsent, so two
// instances never write to a household twice and a crash loses none.
import { calendarDateInTimeZone } from '@halo/domain';
import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { statementBatchHouseholds, statementBatches } from '../db/schema';
import { enqueueMail } from '../mail/outbox';
import { churchHouseholds, writeHouseholdStatementEmail } from './householdStatements';
import type { BatchContext, StatementPassSettings } from './statementBatchWorker';

interface ClaimedHousehold {
  batchId: number;
  householdId: number;
}

const later = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

function claimHouseholds(app: FastifyInstance, settings: StatementPassSettings): Promise<ClaimedHousehold[]> {
  return app.db.transaction(async (tx) => {
    const due = await tx
      .select({
        batchId: statementBatchHouseholds.batchId,
        householdId: statementBatchHouseholds.householdId,
      })
      .from(statementBatchHouseholds)
      .innerJoin(statementBatches, eq(statementBatches.id, statementBatchHouseholds.batchId))
      .where(
        and(
          isNull(statementBatches.finishedAt),
          isNull(statementBatchHouseholds.sentAt),
          or(
            isNull(statementBatchHouseholds.claimedUntil),
            lt(statementBatchHouseholds.claimedUntil, sql`now()`),
          ),
        ),
      )
      .orderBy(asc(statementBatchHouseholds.batchId), asc(statementBatchHouseholds.householdId))
      .limit(settings.chunkSize)
      .for('update', { of: statementBatchHouseholds, skipLocked: true });
    for (const claim of due) {
      await tx
        .update(statementBatchHouseholds)
        .set({ claimedUntil: later(settings.leaseMs) })
        .where(
          and(
            eq(statementBatchHouseholds.batchId, claim.batchId),
            eq(statementBatchHouseholds.householdId, claim.householdId),
          ),
        );
    }
    return due;
  });
}

async function sendOne(
  app: FastifyInstance,
  context: BatchContext,
  claim: ClaimedHousehold,
): Promise<boolean> {
  const { batch, organization, letter } = context;
  const [household] = await churchHouseholds(app.db, organization.id, [claim.householdId]);
  const today = calendarDateInTimeZone(organization.timeZone, app.clock());
  // Every member of the year left after the batch started: their own statements were already left
  // out, so the letter goes to whoever belonged, and with no one left there is no one to write to.
  const message = household
    ? await writeHouseholdStatementEmail(
        { gifts: app.reports.gifts, organization, today },
        household,
        batch.year,
        batch.endDate,
        letter,
      )
    : null;
  return app.db.transaction(async (tx) => {
    const [marked] = await tx
      .update(statementBatchHouseholds)
      .set({ sentAt: sql`now()` })
      .where(
        and(
          eq(statementBatchHouseholds.batchId, claim.batchId),
          eq(statementBatchHouseholds.householdId, claim.householdId),
          isNull(statementBatchHouseholds.sentAt),
        ),
      )
      .returning({ batchId: statementBatchHouseholds.batchId });
    if (!marked) return false;
    if (message) await enqueueMail(tx, message, organization.id);
    await tx
      .update(statementBatches)
      .set({
        sentCount: sql`${statementBatches.sentCount} + 1`,
        finishedAt: sql`case when ${statementBatches.sentCount} + 1 >= ${statementBatches.totalCount} then now() end`,
      })
      .where(eq(statementBatches.id, claim.batchId));
    return message !== null;
  });
}

/** Writes to every household of every running batch that no one else holds; answers how many were queued. */
export async function sendHouseholdStatements(
  app: FastifyInstance,
  settings: StatementPassSettings,
  shouldStop: () => boolean,
  batchOf: (batchId: number) => Promise<BatchContext | null>,
): Promise<number> {
  let sent = 0;
  while (!shouldStop()) {
    const claimed = await claimHouseholds(app, settings);
    if (claimed.length === 0) break;
    for (const claim of claimed) {
      const context = await batchOf(claim.batchId);
      if (!context) continue;
      try {
        if (await sendOne(app, context, claim)) sent += 1;
      } catch (error) {
        app.log.error(
          { err: error, statementBatch: context.batch.prefixedId },
          'household statement not queued',
        );
      }
    }
  }
  return sent;
}
