// "Send year-end statements" in the console's Donors: every donor who gave in a year gets the year's
// statement, written from the letter chosen, by the statement worker (statementWorker.ts) rather than
// inside the request, so a church of hundreds of donors is not one long request. Starting is one
// console change: the batch, its donors and the activity log entry are written together.
import { statementPeriod, yearEndStatements, type StatementPeriod } from '@halo/domain';
import { and, desc, eq, gte, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { inTurn } from '../../db/inTurn';
import { newPrefixedId } from '../../db/prefixedId';
import {
  contributions,
  letterTemplates,
  statementBatchDonors,
  statementBatchHouseholds,
  statementBatches,
  type StatementBatchRow,
} from '../../db/schema';
import { validationError } from '../../graphql/portalErrors';
import { notFoundError } from '../../core/localizedRefusals';
import { churchHouseholds, sendsMemberStatements } from '../../reports/householdStatements';
import { adminChange } from '../adminChange';
import { adminMessage } from '../adminMessages';
import type { AdminScope } from '../adminScope';

/** The batches the console shows, newest first. */
const BATCHES_SHOWN = 10;

export interface StatementBatchView {
  prefixedId: string;
  year: number;
  letterTitle: string;
  sent: number;
  total: number;
  startedBy: string;
  startedAt: string;
  finishedAt: string | null;
}

export function presentStatementBatch(row: StatementBatchRow): StatementBatchView {
  return {
    prefixedId: row.prefixedId,
    year: row.year,
    letterTitle: row.letterTitle,
    sent: row.sentCount,
    total: row.totalCount,
    startedBy: row.startedByLabel,
    startedAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

function periodOf(scope: AdminScope, year: number): StatementPeriod {
  const period = statementPeriod(year, scope.today);
  if (!period) throw validationError({ year: [adminMessage(scope.locale, 'statementYearInvalid')] });
  return period;
}

/**
 * Who gave in the period: a donor with at least one succeeded gift then (a wholly refunded or failed
 * gift counts nothing on a statement, so it does not earn one).
 */
function donorsWhoGave(db: Database, organizationId: number, period: StatementPeriod) {
  return db
    .selectDistinct({ userId: contributions.donorUserId })
    .from(contributions)
    .where(
      and(
        eq(contributions.organizationId, organizationId),
        eq(contributions.status, 'succeeded'),
        gte(contributions.date, period.startDate),
        lte(contributions.date, period.endDate),
      ),
    );
}

/**
 * The statements of the year (docs/PRODUCT.md §21): a household's one letter in place of its givers'
 * own (or beside them, by the church's setting), every other giver's own.
 */
async function statementsOfYear(tx: Database, organizationId: number, period: StatementPeriod) {
  const [givers, households, sendMemberStatements] = await inTurn([
    () => donorsWhoGave(tx, organizationId, period),
    () => churchHouseholds(tx, organizationId),
    () => sendsMemberStatements(tx, organizationId),
  ]);
  return yearEndStatements({
    year: period.year,
    givers: givers.map((giver) => giver.userId),
    households,
    sendMemberStatements,
  });
}

/** How many statements the year's batch would write (the confirmation says it before starting). */
export async function countYearEndDonors(scope: AdminScope, year: number): Promise<number> {
  const period = periodOf(scope, year);
  const statements = await statementsOfYear(scope.app.db, scope.organization.id, period);
  return statements.length;
}

export async function listStatementBatches(scope: AdminScope): Promise<StatementBatchView[]> {
  const rows = await scope.app.db
    .select()
    .from(statementBatches)
    .where(eq(statementBatches.organizationId, scope.organization.id))
    .orderBy(desc(statementBatches.id))
    .limit(BATCHES_SHOWN);
  return rows.map(presentStatementBatch);
}

/**
 * Records the batch and its donors. Refused while a batch of the same year and letter is still being
 * sent (every donor would get the statement twice); the organization row adminChange locks makes two
 * starts at once wait for each other, and the database's partial unique index holds besides.
 */
export function startYearEndStatements(
  scope: AdminScope,
  year: number,
  letterTemplatePrefixedId: string | null,
): Promise<StatementBatchView> {
  const period = periodOf(scope, year);
  return adminChange(scope, 'statements.sendYearEnd', async (tx, organization) => {
    const [letter] = await tx
      .select()
      .from(letterTemplates)
      .where(
        and(
          eq(letterTemplates.organizationId, organization.id),
          letterTemplatePrefixedId ? eq(letterTemplates.prefixedId, letterTemplatePrefixedId) : undefined,
        ),
      )
      .orderBy(desc(letterTemplates.isPrimary), letterTemplates.id)
      .limit(1);
    if (!letter) throw notFoundError(scope.locale);
    const [running] = await tx
      .select({ id: statementBatches.id })
      .from(statementBatches)
      .where(
        and(
          eq(statementBatches.organizationId, organization.id),
          eq(statementBatches.year, year),
          eq(statementBatches.letterTemplateId, letter.id),
          isNull(statementBatches.finishedAt),
        ),
      );
    if (running) {
      throw validationError({ year: [adminMessage(scope.locale, 'statementBatchRunning', { year })] });
    }
    const statements = await statementsOfYear(tx, organization.id, period);
    const donors = statements.flatMap((each) => (each.kind === 'donor' ? [{ userId: each.donorId }] : []));
    const householdIds = statements.flatMap((each) => (each.kind === 'household' ? [each.householdId] : []));
    if (statements.length === 0) {
      throw validationError({ year: [adminMessage(scope.locale, 'statementNoDonors', { year })] });
    }
    const [batch] = await tx
      .insert(statementBatches)
      .values({
        prefixedId: newPrefixedId('stb'),
        organizationId: organization.id,
        year,
        endDate: period.endDate,
        letterTemplateId: letter.id,
        letterTitle: letter.title,
        startedByUserId: scope.user.id,
        startedByLabel: scope.user.email,
        totalCount: statements.length,
      })
      .returning();
    if (!batch) throw new Error('startYearEndStatements: insert returned nothing');
    if (donors.length > 0) {
      await tx
        .insert(statementBatchDonors)
        .values(donors.map((donor) => ({ batchId: batch.id, userId: donor.userId })));
    }
    if (householdIds.length > 0) {
      await tx
        .insert(statementBatchHouseholds)
        .values(householdIds.map((householdId) => ({ batchId: batch.id, householdId })));
    }
    return {
      value: presentStatementBatch(batch),
      details: {
        year,
        endDate: period.endDate,
        letter: letter.title,
        donors: donors.length,
        households: householdIds.length,
      },
    };
  });
}
