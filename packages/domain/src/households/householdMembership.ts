// Households (docs/PRODUCT.md §21): two or more donor records a church writes to as one, in one
// year-end statement. Membership is counted in whole years, as statements are: a member belongs from
// `fromYear` through `toYear` (null while still a member), so a member who died or moved out stays on
// the statements of the years they belonged and leaves the later ones.

/** The most members one household has: a family, never a congregation. */
export const HOUSEHOLD_MEMBERS_MAX = 12;

/** The longest household name, in characters. */
export const HOUSEHOLD_NAME_MAX = 100;

/** The years a donor belongs to a household, both ends included; `toYear` null while still a member. */
export interface MembershipYears {
  fromYear: number;
  toYear: number | null;
}

/** Whether a membership covers `year`. */
export function coversYear(membership: MembershipYears, year: number): boolean {
  return membership.fromYear <= year && (membership.toYear === null || year <= membership.toYear);
}

/** Whether two memberships share a year: a donor belongs to at most one household in any year. */
export function membershipsOverlap(a: MembershipYears, b: MembershipYears): boolean {
  const aEnd = a.toYear ?? Number.POSITIVE_INFINITY;
  const bEnd = b.toYear ?? Number.POSITIVE_INFINITY;
  return a.fromYear <= bEnd && b.fromYear <= aEnd;
}

/**
 * A member leaves: `lastYear` is the last year they are on the household's statement. Before the
 * year they joined, they were never on one, and the membership is forgotten (null).
 */
export function endMembership(membership: MembershipYears, lastYear: number): MembershipYears | null {
  if (lastYear < membership.fromYear) return null;
  const toYear = membership.toYear === null ? lastYear : Math.min(membership.toYear, lastYear);
  return { fromYear: membership.fromYear, toYear };
}

/** Why a household change is refused, as the field it names. */
export type HouseholdRefusal =
  | { field: 'name'; reason: 'required' | 'tooLong' }
  | { field: 'members'; reason: 'tooFew' | 'tooMany' | 'repeated' }
  | { field: 'addressee'; reason: 'notMember' }
  | { field: 'fromYear'; reason: 'invalid' }
  | { field: 'lastYear'; reason: 'invalid' }
  | { field: 'donor'; reason: 'inAnotherHousehold' | 'alreadyMember' | 'notMember' };

/** The earliest year a membership may start: no statement is written for an earlier one. */
export const HOUSEHOLD_FIRST_YEAR = 2000;

/** A year a membership may start or end in: from 2000 through next year. */
export function isMembershipYear(year: number, thisYear: number): boolean {
  return Number.isInteger(year) && year >= HOUSEHOLD_FIRST_YEAR && year <= thisYear + 1;
}

export interface NewHousehold<DonorId> {
  name: string;
  memberIds: readonly DonorId[];
  addresseeId: DonorId;
  fromYear: number;
}

/** What is wrong with a household's name (a new household's, or a new name for one), if anything. */
export function householdNameRefusal(name: string): HouseholdRefusal | null {
  const trimmed = name.trim();
  if (trimmed === '') return { field: 'name', reason: 'required' };
  if ([...trimmed].length > HOUSEHOLD_NAME_MAX) return { field: 'name', reason: 'tooLong' };
  return null;
}

/** What is wrong with a new household, before anyone's other memberships are looked at. */
export function newHouseholdRefusals<DonorId>(
  household: NewHousehold<DonorId>,
  thisYear: number,
): HouseholdRefusal[] {
  const refusals: HouseholdRefusal[] = [];
  const nameRefusal = householdNameRefusal(household.name);
  if (nameRefusal) refusals.push(nameRefusal);
  const distinct = new Set(household.memberIds);
  if (distinct.size !== household.memberIds.length) refusals.push({ field: 'members', reason: 'repeated' });
  else if (distinct.size < 2) refusals.push({ field: 'members', reason: 'tooFew' });
  else if (distinct.size > HOUSEHOLD_MEMBERS_MAX) refusals.push({ field: 'members', reason: 'tooMany' });
  if (!distinct.has(household.addresseeId)) refusals.push({ field: 'addressee', reason: 'notMember' });
  if (!isMembershipYear(household.fromYear, thisYear))
    refusals.push({ field: 'fromYear', reason: 'invalid' });
  return refusals;
}

/**
 * Whether a donor may join a household for `proposed`: refused when any of the donor's memberships
 * (in this household or another) shares a year with it.
 */
export function joinRefusal(
  proposed: MembershipYears,
  donorMemberships: readonly (MembershipYears & { sameHousehold: boolean })[],
): HouseholdRefusal | null {
  const clash = donorMemberships.find((membership) => membershipsOverlap(membership, proposed));
  if (!clash) return null;
  return { field: 'donor', reason: clash.sameHousehold ? 'alreadyMember' : 'inAnotherHousehold' };
}

/**
 * Whether a household has room for one more member over `proposed`: refused when as many as
 * HOUSEHOLD_MEMBERS_MAX of its memberships already share a year with it.
 */
export function householdFullRefusal(
  proposed: MembershipYears,
  householdMemberships: readonly MembershipYears[],
): HouseholdRefusal | null {
  const sharing = householdMemberships.filter((membership) => membershipsOverlap(membership, proposed));
  return sharing.length >= HOUSEHOLD_MEMBERS_MAX ? { field: 'members', reason: 'tooMany' } : null;
}
