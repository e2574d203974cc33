// The console's batches of cash and checks (docs/PRODUCT.md §13): create, add/change/remove entries,
// commit, reopen and sign off, each one change through adminChange (one transaction, the church row
// locked, a line in the Activity log). The rules are @halo/domain's; here they meet the database.
import {
  giftBatchChangeRefusal,
  giftBatchCommitRefusal,
  giftBatchEntryProblems,
  giftBatchHeaderProblems,
  giftBatchMessage,
  giftBatchReopenRefusal,
  giftBatchSignOffRefusal,
  formatMoney,
  type FieldProblems,
  type GiftBatchReason,
} from '@halo/domain';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { newPrefixedId } from '../../db/prefixedId';
import {
  contributions,
  funds,
  giftBatchEntries,
  giftBatches,
  users,
  type GiftBatchRow,
  type OrganizationRow,
} from '../../db/schema';
import type { GiftBatchEntryInput, GiftBatchInput } from '../../graphql/resolverTypes.generated';
import { insertDonor } from '../../core/accounts/donorRecords';
import { insertOfflineGift } from '../../core/gifts/offlineGiftRecord';
import { FieldErrorCollector, notFoundError } from '../../core/localizedRefusals';
import { adminChange } from '../adminChange';
import { adminMessage } from '../adminMessages';
import type { AdminScope } from '../adminScope';
import { removeBatchDeposit, writeBatchDeposit } from './batchDeposit';
import { giftBatchWithEntries } from './giftBatchReads';

function refuseProblems(scope: AdminScope, problems: FieldProblems<string>) {
  const errors = new FieldErrorCollector(scope.locale);
  for (const [field, problem] of Object.entries(problems)) {
    if (problem) errors.add(field, giftBatchMessage(scope.locale, problem.reason, problem.params));
  }
  errors.throwIfAny();
}

function refuse(scope: AdminScope, field: string, reason: GiftBatchReason, params = {}): never {
  refuseProblems(scope, { [field]: { reason, params } });
  throw new Error('unreachable');
}

/** The church's batch, locked for the change; another church's is not found. */
async function lockedBatch(tx: Database, scope: AdminScope, organizationId: number, batchPrefixedId: string) {
  const [batch] = await tx
    .select()
    .from(giftBatches)
    .where(and(eq(giftBatches.organizationId, organizationId), eq(giftBatches.prefixedId, batchPrefixedId)))
    .for('update');
  if (!batch) throw notFoundError(scope.locale);
  return batch;
}

/** The batch of one of the church's entries, locked, and the entry's id. */
async function lockedBatchOfEntry(
  tx: Database,
  scope: AdminScope,
  organizationId: number,
  entryPrefixedId: string,
) {
  const [entry] = await tx
    .select({ id: giftBatchEntries.id, batchPrefixedId: giftBatches.prefixedId })
    .from(giftBatchEntries)
    .innerJoin(giftBatches, eq(giftBatches.id, giftBatchEntries.batchId))
    .where(
      and(
        eq(giftBatchEntries.organizationId, organizationId),
        eq(giftBatchEntries.prefixedId, entryPrefixedId),
      ),
    );
  if (!entry) throw notFoundError(scope.locale);
  const batch = await lockedBatch(tx, scope, organizationId, entry.batchPrefixedId);
  const change = giftBatchChangeRefusal(batch.status);
  if (change) refuse(scope, 'entryPrefixedId', change);
  return { batch, entryId: entry.id };
}

export function createGiftBatch(scope: AdminScope, input: GiftBatchInput) {
  refuseProblems(scope, giftBatchHeaderProblems(input, scope.today));
  const name = input.name.trim();
  const date = input.date.trim();
  const expectedTotal = input.expectedTotal as number;
  return adminChange(scope, 'giftBatch.create', async (tx, organization) => {
    const [batch] = (await tx
      .insert(giftBatches)
      .values({
        prefixedId: newPrefixedId('bat'),
        organizationId: organization.id,
        name,
        batchDate: date,
        expectedTotal,
        createdByUserId: scope.user.id,
      })
      .returning()) as [GiftBatchRow];
    return {
      value: await giftBatchWithEntries(tx, organization.id, batch.id),
      details: { batch: batch.prefixedId, name, date, expectedTotal },
    };
  });
}

/**
 * The entry's donor and fund, both the church's: an existing donor by id, or a new donor's email,
 * found when the church already knows it, else made into a donor record without an account.
 */
async function entryValues(
  tx: Database,
  scope: AdminScope,
  organization: OrganizationRow,
  input: GiftBatchEntryInput,
) {
  refuseProblems(scope, giftBatchEntryProblems(input));
  const [fund] = await tx
    .select()
    .from(funds)
    .where(and(eq(funds.organizationId, organization.id), eq(funds.prefixedId, input.fundPrefixedId)));
  if (!fund) throw notFoundError(scope.locale);
  // As in "Record a gift": a disabled fund takes no new gift.
  if (!fund.isEnabled) {
    const errors = new FieldErrorCollector(scope.locale);
    errors.add('fundPrefixedId', adminMessage(scope.locale, 'fundDisabled'));
    errors.throwIfAny();
  }
  let donorUserId: number;
  let newDonor: string | null = null;
  if (input.newDonor) {
    const email = input.newDonor.email.trim().toLowerCase();
    const created = await insertDonor(tx, {
      organizationId: organization.id,
      email,
      passwordHash: null,
      firstName: input.newDonor.firstName?.trim() || null,
      lastName: input.newDonor.lastName?.trim() || null,
      locale: organization.locale,
      emailVerifiedAt: null,
    });
    const [known] = created
      ? [created]
      : await tx
          .select()
          .from(users)
          .where(and(eq(users.organizationId, organization.id), eq(users.email, email)));
    donorUserId = known!.id;
    newDonor = created ? created.prefixedId : null;
  } else {
    const [donor] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.organizationId, organization.id), eq(users.prefixedId, input.donorPrefixedId!)));
    if (!donor) throw notFoundError(scope.locale);
    donorUserId = donor.id;
  }
  return {
    values: {
      donorUserId,
      fundId: fund.id,
      amount: input.amount as number,
      method: input.method as 'cash' | 'check',
      checkNumber: input.checkNumber?.trim() || null,
      memo: input.memo?.trim() || null,
    },
    newDonor,
    fund: fund.prefixedId,
  };
}

export function addGiftBatchEntry(scope: AdminScope, batchPrefixedId: string, input: GiftBatchEntryInput) {
  return adminChange(scope, 'giftBatch.addEntry', async (tx, organization) => {
    const batch = await lockedBatch(tx, scope, organization.id, batchPrefixedId);
    const change = giftBatchChangeRefusal(batch.status);
    if (change) refuse(scope, 'batchPrefixedId', change);
    const { values, newDonor, fund } = await entryValues(tx, scope, organization, input);
    const prefixedId = newPrefixedId('bte');
    await tx
      .insert(giftBatchEntries)
      .values({ prefixedId, batchId: batch.id, organizationId: organization.id, ...values });
    const value = await giftBatchWithEntries(tx, organization.id, batch.id);
    const donor = value.entries.find((entry) => entry.prefixedId === prefixedId)!.donor.prefixedId;
    return {
      value,
      details: {
        batch: batch.prefixedId,
        entry: prefixedId,
        donor,
        ...(newDonor ? { newDonor: true } : {}),
        fund,
        amount: values.amount,
        method: values.method,
        checkNumber: values.checkNumber,
      },
    };
  });
}

export function updateGiftBatchEntry(scope: AdminScope, entryPrefixedId: string, input: GiftBatchEntryInput) {
  return adminChange(scope, 'giftBatch.updateEntry', async (tx, organization) => {
    const { batch, entryId } = await lockedBatchOfEntry(tx, scope, organization.id, entryPrefixedId);
    const { values, fund } = await entryValues(tx, scope, organization, input);
    await tx.update(giftBatchEntries).set(values).where(eq(giftBatchEntries.id, entryId));
    return {
      value: await giftBatchWithEntries(tx, organization.id, batch.id),
      details: {
        batch: batch.prefixedId,
        entry: entryPrefixedId,
        fund,
        amount: values.amount,
        method: values.method,
        checkNumber: values.checkNumber,
      },
    };
  });
}

export function removeGiftBatchEntry(scope: AdminScope, entryPrefixedId: string) {
  return adminChange(scope, 'giftBatch.removeEntry', async (tx, organization) => {
    const { batch, entryId } = await lockedBatchOfEntry(tx, scope, organization.id, entryPrefixedId);
    await tx.delete(giftBatchEntries).where(eq(giftBatchEntries.id, entryId));
    return {
      value: await giftBatchWithEntries(tx, organization.id, batch.id),
      details: { batch: batch.prefixedId, entry: entryPrefixedId },
    };
  });
}

/** The entries' count and sum, added by the database inside the change's transaction. */
async function entryStanding(tx: Database, batchId: number) {
  const [standing] = await tx
    .select({
      entryCount: sql<number>`count(*)::int`.mapWith(Number),
      total: sql<number>`coalesce(sum(${giftBatchEntries.amount}), 0)::int`.mapWith(Number),
    })
    .from(giftBatchEntries)
    .where(eq(giftBatchEntries.batchId, batchId));
  return standing ?? { entryCount: 0, total: 0 };
}

export function commitGiftBatch(scope: AdminScope, batchPrefixedId: string) {
  return adminChange(scope, 'giftBatch.commit', async (tx, organization) => {
    const batch = await lockedBatch(tx, scope, organization.id, batchPrefixedId);
    const standing = await entryStanding(tx, batch.id);
    const refusal = giftBatchCommitRefusal({
      status: batch.status,
      expectedTotal: batch.expectedTotal,
      ...standing,
    });
    if (refusal) {
      const money = (cents: number) => formatMoney(cents, organization.currency, scope.locale);
      refuse(scope, 'batchPrefixedId', refusal, {
        total: money(standing.total),
        expected: money(batch.expectedTotal),
      });
    }
    const entries = await tx
      .select()
      .from(giftBatchEntries)
      .where(eq(giftBatchEntries.batchId, batch.id))
      .orderBy(giftBatchEntries.id);
    for (const entry of entries) {
      const gift = await insertOfflineGift(tx, organization, {
        donorUserId: entry.donorUserId,
        fundId: entry.fundId,
        amount: entry.amount,
        method: entry.method,
        date: batch.batchDate,
        memo: entry.memo,
      });
      await tx
        .update(giftBatchEntries)
        .set({ contributionId: gift.id })
        .where(eq(giftBatchEntries.id, entry.id));
    }
    // The deposit's figure: what the gifts written add up to, summed by the database.
    const [written] = await tx
      .select({ total: sql<number>`coalesce(sum(${contributions.chargedAmount}), 0)::int`.mapWith(Number) })
      .from(contributions)
      .innerJoin(giftBatchEntries, eq(giftBatchEntries.contributionId, contributions.id))
      .where(eq(giftBatchEntries.batchId, batch.id));
    await tx
      .update(giftBatches)
      .set({
        status: 'committed',
        committedByUserId: scope.user.id,
        committedAt: scope.app.clock(),
        committedTotal: written?.total ?? 0,
        signedOffByUserId: null,
        signedOffAt: null,
      })
      .where(eq(giftBatches.id, batch.id));
    // The batch is now a deposit the church made itself (docs/PRODUCT.md §19).
    await writeBatchDeposit(tx, batch);
    return {
      value: await giftBatchWithEntries(tx, organization.id, batch.id),
      details: { batch: batch.prefixedId, gifts: entries.length, total: written?.total ?? 0 },
    };
  });
}

export function reopenGiftBatch(scope: AdminScope, batchPrefixedId: string) {
  return adminChange(scope, 'giftBatch.reopen', async (tx, organization) => {
    const batch = await lockedBatch(tx, scope, organization.id, batchPrefixedId);
    const refusal = giftBatchReopenRefusal(batch.status);
    if (refusal) refuse(scope, 'batchPrefixedId', refusal);
    const { batch: before } = await giftBatchWithEntries(tx, organization.id, batch.id);
    // The gifts leave histories, totals (the donor_gift_totals trigger) and reports until the
    // batch is committed again; the entries keep what was typed.
    const giftIds = (
      await tx
        .select({ id: giftBatchEntries.contributionId })
        .from(giftBatchEntries)
        .where(and(eq(giftBatchEntries.batchId, batch.id), isNotNull(giftBatchEntries.contributionId)))
    ).map((row) => row.id!);
    await tx
      .update(giftBatchEntries)
      .set({ contributionId: null })
      .where(eq(giftBatchEntries.batchId, batch.id));
    await removeBatchDeposit(tx, batch.id);
    if (giftIds.length > 0) await tx.delete(contributions).where(inArray(contributions.id, giftIds));
    await tx
      .update(giftBatches)
      .set({
        status: 'open',
        committedByUserId: null,
        committedAt: null,
        committedTotal: null,
        signedOffByUserId: null,
        signedOffAt: null,
      })
      .where(eq(giftBatches.id, batch.id));
    return {
      value: await giftBatchWithEntries(tx, organization.id, batch.id),
      details: { batch: batch.prefixedId, giftsRemoved: giftIds.length, warnings: before.reopenWarnings },
    };
  });
}

export function signOffGiftBatch(scope: AdminScope, batchPrefixedId: string) {
  return adminChange(scope, 'giftBatch.signOff', async (tx, organization) => {
    const batch = await lockedBatch(tx, scope, organization.id, batchPrefixedId);
    const refusal = giftBatchSignOffRefusal(
      {
        status: batch.status,
        committedBy: batch.committedByUserId === null ? null : String(batch.committedByUserId),
        signedOffBy: batch.signedOffByUserId === null ? null : String(batch.signedOffByUserId),
      },
      String(scope.user.id),
    );
    if (refusal) refuse(scope, 'batchPrefixedId', refusal);
    await tx
      .update(giftBatches)
      .set({ signedOffByUserId: scope.user.id, signedOffAt: scope.app.clock() })
      .where(eq(giftBatches.id, batch.id));
    return {
      value: await giftBatchWithEntries(tx, organization.id, batch.id),
      details: { batch: batch.prefixedId },
    };
  });
}
