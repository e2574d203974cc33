// Who is on which year's household statement, and whose own statement it replaces
// (docs/PRODUCT.md §21). The year-end batches and the console's preview both ask these, so what a
// church previews is what it sends.
import { coversYear, type MembershipYears } from './householdMembership';

export interface HouseholdMember<DonorId> extends MembershipYears {
  donorId: DonorId;
}

export interface HouseholdMembers<HouseholdId, DonorId> {
  id: HouseholdId;
  /** Whom the statement is addressed to while they belong. */
  addresseeId: DonorId;
  /** In the order they joined. */
  members: readonly HouseholdMember<DonorId>[];
}

/** The donors who belong to the household in `year`, the addressee first, then in the order they joined. */
export function membersInYear<DonorId>(
  household: HouseholdMembers<unknown, DonorId>,
  year: number,
): DonorId[] {
  const ids = household.members.filter((member) => coversYear(member, year)).map((member) => member.donorId);
  const unique = [...new Set(ids)];
  const addressee = unique.indexOf(household.addresseeId);
  if (addressee > 0) unique.unshift(...unique.splice(addressee, 1));
  return unique;
}

/**
 * A household writes its own statement for a year only while two or more donors belong to it that
 * year; with one left, that donor's own statement is theirs again.
 */
export function isHouseholdInYear(household: HouseholdMembers<unknown, unknown>, year: number): boolean {
  return membersInYear(household, year).length >= 2;
}

/** The year's addressee: the chosen one while they belong, else the member who joined first. */
export function statementAddressee<DonorId>(
  household: HouseholdMembers<unknown, DonorId>,
  year: number,
): DonorId | null {
  return membersInYear(household, year)[0] ?? null;
}

export type YearEndStatement<HouseholdId, DonorId> =
  | { kind: 'donor'; donorId: DonorId }
  | { kind: 'household'; householdId: HouseholdId; addresseeId: DonorId; memberIds: DonorId[] };

export interface YearEndStatementsInput<HouseholdId, DonorId> {
  year: number;
  /** Donors with a gift that counts in the year (a succeeded gift). */
  givers: readonly DonorId[];
  households: readonly HouseholdMembers<HouseholdId, DonorId>[];
  /** The church's setting: members of a household get their own statement as well. */
  sendMemberStatements: boolean;
}

/**
 * The statements a year's batch writes: one per household of the year in which a member gave
 * (naming every member of that year), and one per giver not in such a household — or, with the
 * church's setting, per every giver. Gifts of a household member count on the household's statement
 * only for the years they belong to it.
 */
export function yearEndStatements<HouseholdId, DonorId>(
  input: YearEndStatementsInput<HouseholdId, DonorId>,
): YearEndStatement<HouseholdId, DonorId>[] {
  const givers = new Set(input.givers);
  const covered = new Set<DonorId>();
  const statements: YearEndStatement<HouseholdId, DonorId>[] = [];
  for (const household of input.households) {
    const memberIds = membersInYear(household, input.year);
    if (memberIds.length < 2 || !memberIds.some((id) => givers.has(id))) continue;
    // A donor is in one household a year (joinRefusal); a second claim on them would list their
    // gifts twice, so the first household keeps them.
    if (memberIds.some((id) => covered.has(id))) continue;
    for (const id of memberIds) covered.add(id);
    statements.push({ kind: 'household', householdId: household.id, addresseeId: memberIds[0]!, memberIds });
  }
  for (const donorId of givers) {
    if (input.sendMemberStatements || !covered.has(donorId)) statements.push({ kind: 'donor', donorId });
  }
  return statements;
}

/** Whose gifts of the year a statement lists. */
export function statementDonorIds<DonorId>(statement: YearEndStatement<unknown, DonorId>): DonorId[] {
  return statement.kind === 'household' ? statement.memberIds : [statement.donorId];
}
