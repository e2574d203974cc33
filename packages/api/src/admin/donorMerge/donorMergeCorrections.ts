// The statements a merge (or its undo) made wrong, and their corrected copies (docs/PRODUCT.md §24):
// each year-end statement already sent to either record, and each household letter already sent to a
// household either record belonged to that year, for a year whose gifts moved, before the merge (or,
// once undone, before the undo). "Send corrected copy" writes it again by the code that sends every
// statement (a donor's: writeStatementEmail; a household's: writeHouseholdStatementEmail) from the
// church's primary letter, and records it in statement_corrections in the transaction that queues the
// email, so the summary still says so after a reload.
import { coversYear, statementPeriod, statementsNeedingCorrection } from '@halo/domain';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { inTurn } from '../../db/inTurn';
import {
  contributions,
  donorMerges,
  householdMembers,
  households,
  statementBatchDonors,
  statementBatches,
  statementBatchHouseholds,
  statementCorrections,
  type DonorMergeRow,
} from '../../db/schema';
import type { DonorMergeStatement } from '../../graphql/resolverTypes.generated';
import { validationError } from '../../graphql/portalErrors';
import { notFoundError } from '../../core/localizedRefusals';
import { enqueueMail } from '../../mail/outbox';
import {
  churchHouseholds,
  writeHouseholdStatementEmail,
  yearFilter,
} from '../../reports/householdStatements';
import { writeStatementEmail } from '../../reports/statementEmail';
import { letterText } from '../../reports/statementSources';
import type { AdminScope } from '../adminScope';
import { donorMergeMessage } from './donorMergeMessages';
import { donorMergeRecords } from './donorMergeRecords';

/** A statement needing a corrected copy: a record's own (householdId null) or its household's letter. */
export interface MergeCorrection {
  year: number;
  /** The record of the merge it is about: the one it was sent to, or the one belonging to the household. */
  userId: number;
  householdId: number | null;
  householdPrefixedId: string | null;
  householdName: string | null;
  /** When a corrected copy was sent since the merge (or its undo); null until then. */
  correctedAt: Date | null;
}

const idsParam = (ids: readonly number[]) => sql`any(${sql.param([...ids])}::int[])`;

export async function correctionsOf(tx: Database, row: DonorMergeRow): Promise<MergeCorrection[]> {
  const giftIds = row.moved.giftIds;
  if (giftIds.length === 0) return [];
  const records = [row.keptUserId, row.mergedUserId];
  const changedAt = row.undoneAt ?? row.createdAt;
  const [dates, sent, memberships, householdSent, corrected] = await inTurn([
    () =>
      tx
        .selectDistinct({ date: contributions.date })
        .from(contributions)
        .where(sql`${contributions.id} = ${idsParam(giftIds)}`),
    () =>
      tx
        .select({
          donorId: statementBatchDonors.userId,
          year: statementBatches.year,
          sentAt: statementBatchDonors.sentAt,
        })
        .from(statementBatchDonors)
        .innerJoin(statementBatches, eq(statementBatches.id, statementBatchDonors.batchId))
        .where(
          and(
            eq(statementBatches.organizationId, row.organizationId),
            isNotNull(statementBatchDonors.sentAt),
            sql`${statementBatchDonors.userId} = ${idsParam(records)}`,
          ),
        ),
    () =>
      tx
        .select({
          householdId: householdMembers.householdId,
          userId: householdMembers.userId,
          fromYear: householdMembers.fromYear,
          toYear: householdMembers.toYear,
          prefixedId: households.prefixedId,
          name: households.name,
        })
        .from(householdMembers)
        .innerJoin(households, eq(households.id, householdMembers.householdId))
        .where(
          and(
            eq(households.organizationId, row.organizationId),
            sql`${householdMembers.userId} = ${idsParam(records)}`,
          ),
        ),
    () =>
      tx
        .select({
          householdId: statementBatchHouseholds.householdId,
          year: statementBatches.year,
          sentAt: statementBatchHouseholds.sentAt,
        })
        .from(statementBatchHouseholds)
        .innerJoin(statementBatches, eq(statementBatches.id, statementBatchHouseholds.batchId))
        .innerJoin(households, eq(households.id, statementBatchHouseholds.householdId))
        .where(
          and(
            eq(statementBatches.organizationId, row.organizationId),
            eq(households.organizationId, row.organizationId),
            isNotNull(statementBatchHouseholds.sentAt),
          ),
        ),
    () =>
      tx
        .select()
        .from(statementCorrections)
        .where(eq(statementCorrections.donorMergeId, row.id))
        .orderBy(desc(statementCorrections.sentAt)),
  ]);
  const movedDates = dates.map((each) => each.date);
  const correctedAt = (year: number, userId: number | null, householdId: number | null) =>
    corrected.find(
      (each) =>
        each.year === year &&
        each.userId === userId &&
        each.householdId === householdId &&
        each.sentAt.getTime() >= changedAt.getTime(),
    )?.sentAt ?? null;
  const own = statementsNeedingCorrection(
    movedDates,
    sent.flatMap((each) =>
      each.sentAt ? [{ donorId: each.donorId, year: each.year, sentAt: each.sentAt }] : [],
    ),
    changedAt,
  ).map((each): MergeCorrection => ({
    year: each.year,
    userId: each.donorId,
    householdId: null,
    householdPrefixedId: null,
    householdName: null,
    correctedAt: correctedAt(each.year, each.donorId, null),
  }));
  // A household letter listed the gifts of every member of its year: one that either record belonged to
  // that year lists the moved gifts under the wrong record now.
  const ofHouseholds = statementsNeedingCorrection(
    movedDates,
    householdSent.flatMap((each) =>
      each.sentAt ? [{ donorId: each.householdId, year: each.year, sentAt: each.sentAt }] : [],
    ),
    changedAt,
  ).flatMap((each): MergeCorrection[] => {
    const member = memberships.find(
      (membership) => membership.householdId === each.donorId && coversYear(membership, each.year),
    );
    if (!member) return [];
    return [
      {
        year: each.year,
        userId: member.userId,
        householdId: member.householdId,
        householdPrefixedId: member.prefixedId,
        householdName: member.name,
        correctedAt: correctedAt(each.year, null, member.householdId),
      },
    ];
  });
  return [...own, ...ofHouseholds].sort((a, b) => b.year - a.year);
}

/**
 * "Send corrected copy" of one statement a merge lists: refused on year when the merge lists no such
 * statement (another church's merge is not found).
 */
export async function sendCorrectedStatement(
  scope: AdminScope,
  mergePrefixedId: string,
  year: number,
  target: { donorPrefixedId: string | null; householdPrefixedId: string | null },
): Promise<DonorMergeStatement> {
  const { app, organization, locale, today } = scope;
  const [merge] = await app.db
    .select()
    .from(donorMerges)
    .where(and(eq(donorMerges.organizationId, organization.id), eq(donorMerges.prefixedId, mergePrefixedId)));
  if (!merge) throw notFoundError(locale);
  const period = statementPeriod(year, today);
  const listed = period ? await correctionsOf(app.db, merge) : [];
  const donors = target.donorPrefixedId
    ? await app.reports.statements.donors(organization.id, [target.donorPrefixedId])
    : [];
  const correction = listed.find(
    (each) =>
      each.year === year &&
      (target.householdPrefixedId
        ? each.householdPrefixedId === target.householdPrefixedId
        : each.householdId === null && donors[0]?.userId === each.userId),
  );
  if (!correction || !period) {
    throw validationError({ year: [donorMergeMessage(locale, 'noCorrectionNeeded')] });
  }
  const template = await app.reports.statements.letterTemplate(organization.id, null);
  if (!template) throw notFoundError(locale);
  const source = { gifts: app.reports.gifts, organization, today };
  const letter = letterText(template);
  let message;
  if (correction.householdId !== null) {
    const [household] = await churchHouseholds(app.db, organization.id, [correction.householdId]);
    message = household
      ? await writeHouseholdStatementEmail(source, household, year, period.endDate, letter)
      : null;
  } else {
    message = await writeStatementEmail(source, donors[0]!, yearFilter(year, period.endDate), letter);
  }
  if (!message) throw validationError({ year: [donorMergeMessage(locale, 'noCorrectionNeeded')] });
  const sentAt = await app.db.transaction(async (tx) => {
    await enqueueMail(tx, message, organization.id);
    const [recorded] = await tx
      .insert(statementCorrections)
      .values({
        organizationId: organization.id,
        donorMergeId: merge.id,
        year,
        userId: correction.householdId === null ? correction.userId : null,
        householdId: correction.householdId,
        sentByLabel: scope.user.email,
      })
      .returning({ sentAt: statementCorrections.sentAt });
    return recorded!.sentAt;
  });
  const records = await donorMergeRecords(app.db, organization.id, [correction.userId]);
  const record = records.get(correction.userId);
  return {
    year,
    donorPrefixedId: record?.view.prefixedId ?? '',
    donorName: record?.view.name ?? '',
    householdPrefixedId: correction.householdPrefixedId,
    householdName: correction.householdName,
    correctedAt: sentAt.toISOString(),
  };
}
