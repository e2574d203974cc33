// What a merge needs to know of a donor record, read inside the merge's transaction with both records
// locked: its gifts, pledges, household memberships, saved payment methods, recurring gifts, the
// households addressed to it, and the addresses it has proven (docs/PRODUCT.md §24).
import type { MergeRecord } from '@halo/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { inTurn } from '../../db/inTurn';
import {
  contributions,
  donorMerges,
  externalIdentities,
  householdMembers,
  households,
  paymentMethods,
  pledges,
  recurringGivings,
  type UserRow,
} from '../../db/schema';

export async function readMergeRecord(
  tx: Database,
  organizationId: number,
  user: UserRow,
): Promise<MergeRecord> {
  const [gifts, pledgeRows, memberships, methods, recurring, addressed, identities] = await inTurn([
    () =>
      tx
        .select({ id: contributions.id })
        .from(contributions)
        .where(and(eq(contributions.organizationId, organizationId), eq(contributions.donorUserId, user.id))),
    () =>
      tx
        .select({ id: pledges.id, campaignId: pledges.campaignId, replacedAt: pledges.replacedAt })
        .from(pledges)
        .where(and(eq(pledges.organizationId, organizationId), eq(pledges.donorUserId, user.id))),
    () =>
      tx
        .select({
          id: householdMembers.id,
          householdId: householdMembers.householdId,
          fromYear: householdMembers.fromYear,
          toYear: householdMembers.toYear,
        })
        .from(householdMembers)
        .innerJoin(households, eq(households.id, householdMembers.householdId))
        .where(and(eq(households.organizationId, organizationId), eq(householdMembers.userId, user.id))),
    () =>
      tx
        .select({ id: paymentMethods.id, isPrimary: paymentMethods.isPrimary })
        .from(paymentMethods)
        .where(and(eq(paymentMethods.organizationId, organizationId), eq(paymentMethods.userId, user.id))),
    () =>
      tx
        .select({ id: recurringGivings.id, paymentMethodId: recurringGivings.paymentMethodId })
        .from(recurringGivings)
        .where(
          and(eq(recurringGivings.organizationId, organizationId), eq(recurringGivings.donorUserId, user.id)),
        ),
    () =>
      tx
        .select({ id: households.id })
        .from(households)
        .where(and(eq(households.organizationId, organizationId), eq(households.addresseeUserId, user.id))),
    () =>
      tx
        .select({ email: externalIdentities.email })
        .from(externalIdentities)
        .where(
          and(eq(externalIdentities.organizationId, organizationId), eq(externalIdentities.userId, user.id)),
        ),
  ]);
  return {
    giftIds: gifts.map((gift) => gift.id),
    pledges: pledgeRows.map((pledge) => ({
      id: pledge.id,
      campaignId: pledge.campaignId,
      active: pledge.replacedAt === null,
    })),
    memberships,
    paymentMethods: methods,
    recurringGifts: recurring,
    addresseeOfHouseholdIds: addressed.map((household) => household.id),
    // A sign-in provider is linked only with an address it vouches for (accounts/oidc); a sign-in
    // email counts once its link was opened. A contact email anyone typed counts for nothing.
    verifiedEmails: [
      ...(user.emailVerifiedAt ? [user.email] : []),
      ...identities.flatMap((identity) => (identity.email ? [identity.email.toLowerCase()] : [])),
    ],
  };
}

/** Whether a standing merge (not undone) has merged this record into another. */
export async function isMergedAway(tx: Database, userId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: donorMerges.id })
    .from(donorMerges)
    .where(and(eq(donorMerges.mergedUserId, userId), isNull(donorMerges.undoneAt)));
  return row !== undefined;
}
