// The console's households (docs/PRODUCT.md §21): made and changed in Donors with 'manage-giving'.
// Each change is one adminChange, with the church's row locked, so two administrators adding the same
// donor to two households at once wait for each other and the second is refused: a donor belongs to
// at most one household in any year (the domain's joinRefusal).
import {
  HOUSEHOLD_MEMBERS_MAX,
  HOUSEHOLD_NAME_MAX,
  coversYear,
  endMembership,
  householdFullRefusal,
  householdNameRefusal,
  isMembershipYear,
  joinRefusal,
  membersInYear,
  newHouseholdRefusals,
  type HouseholdRefusal,
} from '@halo/domain';
import { and, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { newPrefixedId } from '../../db/prefixedId';
import {
  householdMembers,
  households,
  householdSettings,
  people,
  statementBatches,
  statementBatchHouseholds,
  users,
  type OrganizationRow,
} from '../../db/schema';
import type { AdminHousehold, AdminHouseholds, HouseholdInput } from '../../graphql/resolverTypes.generated';
import { validationError } from '../../graphql/portalErrors';
import { notFoundError } from '../../core/localizedRefusals';
import {
  churchHouseholds,
  householdLetterAddress,
  sendsMemberStatements,
  type ChurchHousehold,
} from '../../reports/householdStatements';
import { adminChange } from '../adminChange';
import type { AdminScope } from '../adminScope';
import { householdMessage, refusalMessage } from './householdMessages';

const thisYearOf = (scope: AdminScope) => Number(scope.today.slice(0, 4));

/** The years each household's year-end letter was already sent in, newest first. */
async function statementSentYears(db: Database, householdIds: readonly number[]) {
  const years = new Map<number, number[]>();
  if (householdIds.length === 0) return years;
  const rows = await db
    .selectDistinct({ householdId: statementBatchHouseholds.householdId, year: statementBatches.year })
    .from(statementBatchHouseholds)
    .innerJoin(statementBatches, eq(statementBatches.id, statementBatchHouseholds.batchId))
    .where(
      and(
        inArray(statementBatchHouseholds.householdId, [...householdIds]),
        isNotNull(statementBatchHouseholds.sentAt),
      ),
    )
    .orderBy(desc(statementBatches.year));
  for (const row of rows) years.set(row.householdId, [...(years.get(row.householdId) ?? []), row.year]);
  return years;
}

export function presentHousehold(
  household: ChurchHousehold,
  thisYear: number,
  sentYears: readonly number[],
): AdminHousehold {
  const current = membersInYear(household, thisYear);
  const addressee = current[0] ?? household.addresseeId;
  return {
    prefixedId: household.prefixedId,
    name: household.name,
    statementSentYears: [...sentYears],
    mailingAddress: household.mailingAddress,
    letterAddressLines: householdLetterAddress(household, addressee),
    currentMemberNames: current.flatMap((id) => household.people.get(id)?.name ?? []),
    members: household.members.flatMap((member) => {
      const person = household.people.get(member.donorId);
      if (!person) return [];
      return [
        {
          donorPrefixedId: person.prefixedId,
          name: person.name,
          email: person.email,
          fromYear: member.fromYear,
          toYear: member.toYear,
          isAddressee: member.donorId === addressee && coversYear(member, thisYear),
        },
      ];
    }),
  };
}

export async function listHouseholds(scope: AdminScope): Promise<AdminHouseholds> {
  const { db } = scope.app;
  const [list, sendMemberStatements] = await Promise.all([
    churchHouseholds(db, scope.organization.id),
    sendsMemberStatements(db, scope.organization.id),
  ]);
  const thisYear = thisYearOf(scope);
  const sent = await statementSentYears(
    db,
    list.map((each) => each.id),
  );
  return {
    sendMemberStatements,
    households: list.map((each) => presentHousehold(each, thisYear, sent.get(each.id) ?? [])),
  };
}

function refuse(scope: AdminScope, refusal: HouseholdRefusal, name?: string): never {
  throw validationError({
    [refusal.field]: [
      refusalMessage(scope.locale, refusal, {
        name,
        maxYear: thisYearOf(scope) + 1,
        maxMembers: HOUSEHOLD_MEMBERS_MAX,
        maxName: HOUSEHOLD_NAME_MAX,
      }),
    ],
  });
}

/** The church's donors with these public ids; an id of another church or of no one is refused on `field`. */
async function churchDonors(
  tx: Database,
  scope: AdminScope,
  organization: OrganizationRow,
  prefixedIds: readonly string[],
  field: string,
) {
  const rows =
    prefixedIds.length === 0
      ? []
      : await tx
          .select({ id: users.id, prefixedId: users.prefixedId })
          .from(users)
          .where(and(eq(users.organizationId, organization.id), inArray(users.prefixedId, [...prefixedIds])));
  if (rows.length !== new Set(prefixedIds).size) {
    throw validationError({
      [field]: [householdMessage(scope.locale, field === 'members' ? 'membersUnknown' : 'donorUnknown')],
    });
  }
  return new Map(rows.map((row) => [row.prefixedId, row.id]));
}

/** Every membership of these donors in the church's households. */
function membershipsOf(tx: Database, userIds: number[]) {
  return tx
    .select({
      userId: householdMembers.userId,
      householdId: householdMembers.householdId,
      fromYear: householdMembers.fromYear,
      toYear: householdMembers.toYear,
    })
    .from(householdMembers)
    .where(inArray(householdMembers.userId, userIds));
}

export async function householdAfter(
  tx: Database,
  scope: AdminScope,
  householdId: number,
): Promise<AdminHousehold> {
  const [household] = await churchHouseholds(tx, scope.organization.id, [householdId]);
  if (!household) throw new Error('households: the household is gone');
  const sent = await statementSentYears(tx, [householdId]);
  return presentHousehold(household, thisYearOf(scope), sent.get(householdId) ?? []);
}

/** The church's household with this public id, locked for the change; another church's is not found. */
export async function lockedHousehold(
  tx: Database,
  scope: AdminScope,
  organization: OrganizationRow,
  prefixedId: string,
) {
  const [row] = await tx
    .select()
    .from(households)
    .where(and(eq(households.organizationId, organization.id), eq(households.prefixedId, prefixedId)))
    .for('update');
  if (!row) throw notFoundError(scope.locale);
  const [household] = await churchHouseholds(tx, organization.id, [row.id]);
  return { row, household: household! };
}

export function createHousehold(scope: AdminScope, input: HouseholdInput): Promise<AdminHousehold> {
  const thisYear = thisYearOf(scope);
  const proposal = {
    name: input.name,
    memberIds: input.memberPrefixedIds,
    addresseeId: input.addresseePrefixedId,
    fromYear: input.fromYear,
  };
  const [refusal] = newHouseholdRefusals(proposal, thisYear);
  if (refusal) refuse(scope, refusal);
  return adminChange(scope, 'household.create', async (tx, organization) => {
    const ids = await churchDonors(tx, scope, organization, input.memberPrefixedIds, 'members');
    const years = { fromYear: input.fromYear, toYear: null };
    const existing = await membershipsOf(tx, [...ids.values()]);
    for (const [prefixedId, userId] of ids) {
      const clash = joinRefusal(
        years,
        existing.filter((each) => each.userId === userId).map((each) => ({ ...each, sameHousehold: false })),
      );
      if (clash) refuse(scope, clash, await donorName(tx, scope, prefixedId));
    }
    const [row] = await tx
      .insert(households)
      .values({
        prefixedId: newPrefixedId('hsh'),
        organizationId: organization.id,
        name: input.name.trim(),
        addresseeUserId: ids.get(input.addresseePrefixedId)!,
      })
      .returning();
    if (!row) throw new Error('createHousehold: insert returned nothing');
    // In the order chosen, the addressee first: the order they joined is the order they are named.
    const ordered = [
      input.addresseePrefixedId,
      ...input.memberPrefixedIds.filter((id) => id !== input.addresseePrefixedId),
    ];
    await tx
      .insert(householdMembers)
      .values(ordered.map((id) => ({ householdId: row.id, userId: ids.get(id)!, ...years })));
    return {
      value: await householdAfter(tx, scope, row.id),
      details: { household: row.prefixedId, name: row.name, members: ordered, fromYear: input.fromYear },
    };
  });
}

/**
 * A donor's name as refusals write it, read in the change's transaction: the embedded database has
 * one connection, so a query beside an open transaction would wait for it forever.
 */
async function donorName(tx: Database, scope: AdminScope, prefixedId: string): Promise<string> {
  const [row] = await tx
    .select({ email: users.email, firstName: people.firstName, lastName: people.lastName })
    .from(users)
    .leftJoin(people, eq(people.userId, users.id))
    .where(and(eq(users.organizationId, scope.organization.id), eq(users.prefixedId, prefixedId)));
  if (!row) return prefixedId;
  // docs/PRODUCT.md §3: 'first last' when a first name exists, otherwise the email.
  return row.firstName ? [row.firstName, row.lastName].filter(Boolean).join(' ') : row.email;
}

export function addHouseholdMember(
  scope: AdminScope,
  householdPrefixedId: string,
  donorPrefixedId: string,
  fromYear: number,
): Promise<AdminHousehold> {
  if (!isMembershipYear(fromYear, thisYearOf(scope))) refuse(scope, { field: 'fromYear', reason: 'invalid' });
  return adminChange(scope, 'household.addMember', async (tx, organization) => {
    const { row, household } = await lockedHousehold(tx, scope, organization, householdPrefixedId);
    const full = householdFullRefusal({ fromYear, toYear: null }, household.members);
    if (full) refuse(scope, full);
    const ids = await churchDonors(tx, scope, organization, [donorPrefixedId], 'donor');
    const userId = ids.get(donorPrefixedId)!;
    const existing = await membershipsOf(tx, [userId]);
    const clash = joinRefusal(
      { fromYear, toYear: null },
      existing.map((each) => ({ ...each, sameHousehold: each.householdId === row.id })),
    );
    if (clash) refuse(scope, clash, await donorName(tx, scope, donorPrefixedId));
    await tx.insert(householdMembers).values({ householdId: row.id, userId, fromYear, toYear: null });
    return {
      value: await householdAfter(tx, scope, row.id),
      details: { household: row.prefixedId, donor: donorPrefixedId, fromYear },
    };
  });
}

export function removeHouseholdMember(
  scope: AdminScope,
  householdPrefixedId: string,
  donorPrefixedId: string,
  lastYear: number,
): Promise<AdminHousehold> {
  const thisYear = thisYearOf(scope);
  // The year before the first a membership may start in forgets one that began then.
  if (!Number.isInteger(lastYear) || lastYear < 1999 || lastYear > thisYear + 1) {
    refuse(scope, { field: 'lastYear', reason: 'invalid' });
  }
  return adminChange(scope, 'household.removeMember', async (tx, organization) => {
    const { row } = await lockedHousehold(tx, scope, organization, householdPrefixedId);
    const ids = await churchDonors(tx, scope, organization, [donorPrefixedId], 'donor');
    const userId = ids.get(donorPrefixedId)!;
    // Only a membership still open ends: one that ended already keeps its years.
    const [open] = await tx
      .select()
      .from(householdMembers)
      .where(
        and(
          eq(householdMembers.householdId, row.id),
          eq(householdMembers.userId, userId),
          isNull(householdMembers.toYear),
        ),
      );
    if (!open)
      refuse(scope, { field: 'donor', reason: 'notMember' }, await donorName(tx, scope, donorPrefixedId));
    const ended = endMembership(open, lastYear);
    if (ended) {
      await tx.update(householdMembers).set({ toYear: ended.toYear }).where(eq(householdMembers.id, open.id));
    } else {
      await tx.delete(householdMembers).where(eq(householdMembers.id, open.id));
    }
    return {
      value: await householdAfter(tx, scope, row.id),
      details: { household: row.prefixedId, donor: donorPrefixedId, lastYear, forgotten: ended === null },
    };
  });
}

export function setHouseholdAddressee(
  scope: AdminScope,
  householdPrefixedId: string,
  donorPrefixedId: string,
): Promise<AdminHousehold> {
  const thisYear = thisYearOf(scope);
  return adminChange(scope, 'household.setAddressee', async (tx, organization) => {
    const { row, household } = await lockedHousehold(tx, scope, organization, householdPrefixedId);
    const ids = await churchDonors(tx, scope, organization, [donorPrefixedId], 'donor');
    const userId = ids.get(donorPrefixedId)!;
    const current = household.members.some(
      (member) => member.donorId === userId && (member.toYear === null || member.toYear >= thisYear),
    );
    if (!current)
      refuse(scope, { field: 'donor', reason: 'notMember' }, await donorName(tx, scope, donorPrefixedId));
    await tx.update(households).set({ addresseeUserId: userId }).where(eq(households.id, row.id));
    return {
      value: await householdAfter(tx, scope, row.id),
      details: { household: row.prefixedId, addressee: donorPrefixedId },
    };
  });
}

export function renameHousehold(
  scope: AdminScope,
  householdPrefixedId: string,
  name: string,
): Promise<AdminHousehold> {
  const refusal = householdNameRefusal(name);
  if (refusal) refuse(scope, refusal);
  return adminChange(scope, 'household.rename', async (tx, organization) => {
    const { row } = await lockedHousehold(tx, scope, organization, householdPrefixedId);
    const renamed = name.trim();
    await tx.update(households).set({ name: renamed }).where(eq(households.id, row.id));
    return {
      value: await householdAfter(tx, scope, row.id),
      details: { household: row.prefixedId, from: row.name, name: renamed },
    };
  });
}

export async function setHouseholdStatementSettings(
  scope: AdminScope,
  sendMemberStatements: boolean,
): Promise<AdminHouseholds> {
  await adminChange(scope, 'household.settings', async (tx, organization) => {
    await tx
      .insert(householdSettings)
      .values({ organizationId: organization.id, sendMemberStatements })
      .onConflictDoUpdate({ target: householdSettings.organizationId, set: { sendMemberStatements } });
    return { value: null, details: { sendMemberStatements } };
  });
  return listHouseholds(scope);
}
