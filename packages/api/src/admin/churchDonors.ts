// The console's "Donors": the portal's donor search (reports/statementSources.ts) with each donor's
// giving from the totals the database keeps per donor (donor_gift_totals), not counted per request.
import { and, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import { donorGiftTotals, householdMembers, households } from '../db/schema';
import { validationError } from '../graphql/portalErrors';
import { SEARCH_MAX_LENGTH } from '../reports/contributionFilters';
import { adminMessage } from './adminMessages';
import type { AdminScope } from './adminScope';

/** At most this many donors answer a search. */
export const DONOR_SEARCH_LIMIT = 50;

export async function searchChurchDonors(scope: AdminScope, search: string | null | undefined) {
  const text = search?.trim() ?? '';
  if (text.length > SEARCH_MAX_LENGTH) {
    throw validationError({ search: [adminMessage(scope.locale, 'searchTooLong')] });
  }
  const { app, organization } = scope;
  const donors = await app.reports.statements.searchDonors(organization.id, text || null, DONOR_SEARCH_LIMIT);
  if (donors.length === 0) return [];
  const totals = await app.db
    .select({
      donorUserId: donorGiftTotals.donorUserId,
      giftCount: sql<number>`sum(${donorGiftTotals.succeededCount})`.mapWith(Number),
      totalGiven: sql<number>`sum(${donorGiftTotals.succeededAmount})`.mapWith(Number),
    })
    .from(donorGiftTotals)
    .where(
      sql`${donorGiftTotals.organizationId} = ${organization.id} and ${donorGiftTotals.donorUserId} = any(${sql.param(
        donors.map((donor) => donor.userId),
      )}::int[])`,
    )
    .groupBy(donorGiftTotals.donorUserId);
  const totalsOf = new Map(totals.map((row) => [row.donorUserId, row]));
  // The household each belongs to this year (docs/PRODUCT.md §21): at most one a year.
  const thisYear = Number(scope.today.slice(0, 4));
  const memberships = await app.db
    .select({ userId: householdMembers.userId, name: households.name })
    .from(householdMembers)
    .innerJoin(households, eq(households.id, householdMembers.householdId))
    .where(
      and(
        eq(households.organizationId, organization.id),
        sql`${householdMembers.userId} = any(${sql.param(donors.map((donor) => donor.userId))}::int[])`,
        lte(householdMembers.fromYear, thisYear),
        or(isNull(householdMembers.toYear), gte(householdMembers.toYear, thisYear)),
      ),
    );
  const householdOf = new Map(memberships.map((row) => [row.userId, row.name]));
  return donors.map((donor) => ({
    prefixedId: donor.prefixedId,
    name: donor.name,
    email: donor.email,
    giftCount: totalsOf.get(donor.userId)?.giftCount ?? 0,
    totalGiven: totalsOf.get(donor.userId)?.totalGiven ?? 0,
    householdName: householdOf.get(donor.userId) ?? null,
  }));
}
