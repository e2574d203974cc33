// Merging duplicate donors (docs/PRODUCT.md §24): which of the merged record's rows move to the kept
// record and which stay. Gifts always move (they are the church's record of who gave); a pledge, a
// household membership or a saved payment method moves only where the kept record has room for it,
// and saved cards and bank accounts (with the recurring gifts on them) only when both records have
// proven the same email address: a card is charged off-session, so it may follow a person, never a
// typed email (docs/ARCHITECTURE.md §4 "Identity").
import { membershipsOverlap, type MembershipYears } from '../households/householdMembership';

export interface MergePledge {
  id: number;
  campaignId: number;
  /** Not replaced by a newer pledge: a donor has at most one active pledge per campaign. */
  active: boolean;
}

export interface MergeMembership extends MembershipYears {
  id: number;
  householdId: number;
}

export interface MergePaymentMethod {
  id: number;
  isPrimary: boolean;
}

export interface MergeRecurringGift {
  id: number;
  paymentMethodId: number | null;
}

/** One donor record as a merge sees it. */
export interface MergeRecord {
  giftIds: readonly number[];
  pledges: readonly MergePledge[];
  memberships: readonly MergeMembership[];
  paymentMethods: readonly MergePaymentMethod[];
  recurringGifts: readonly MergeRecurringGift[];
  /** Households whose statements are addressed to this record. */
  addresseeOfHouseholdIds: readonly number[];
  /**
   * The addresses this record has proven it holds (lowercased): its sign-in email once verified, and
   * the address of each sign-in provider linked to it (linked only when the provider vouches for it).
   */
  verifiedEmails: readonly string[];
}

/** Exactly which rows a merge moved: an undo moves back these and nothing else. */
export interface MovedRows {
  giftIds: number[];
  pledgeIds: number[];
  householdMemberIds: number[];
  paymentMethodIds: number[];
  recurringGivingIds: number[];
  /** Moved cards that lose "primary" because the kept record already has one; an undo restores it. */
  primaryClearedPaymentMethodIds: number[];
  /** Households addressed to the merged record that now address the kept one. */
  addresseeHouseholdIds: number[];
}

/** What stays with the merged record, for the merge's summary. */
export interface StayedRows {
  pledgeIds: number[];
  householdMemberIds: number[];
  paymentMethodIds: number[];
  recurringGivingIds: number[];
}

export interface DonorMergePlan {
  moved: MovedRows;
  stayed: StayedRows;
  /** Whether saved payment methods follow: both records proved the same address. */
  paymentMethodsMove: boolean;
}

/** Whether two records have proven the same email address (the only way a saved card follows). */
export function sameVerifiedEmail(kept: MergeRecord, merged: MergeRecord): boolean {
  const keptEmails = new Set(kept.verifiedEmails.map((email) => email.trim().toLowerCase()));
  return merged.verifiedEmails.some((email) => keptEmails.has(email.trim().toLowerCase()));
}

const sorted = (ids: Iterable<number>) => [...ids].sort((a, b) => a - b);

/**
 * A merged record's pledges move campaign by campaign: all of a campaign's pledges (the active one and
 * its history) move unless the kept record has an active pledge to that campaign, which would make two.
 */
function planPledges(kept: MergeRecord, merged: MergeRecord) {
  const keptActive = new Set(
    kept.pledges.filter((pledge) => pledge.active).map((pledge) => pledge.campaignId),
  );
  const moving = merged.pledges.filter((pledge) => !keptActive.has(pledge.campaignId));
  const staying = merged.pledges.filter((pledge) => keptActive.has(pledge.campaignId));
  return { moved: sorted(moving.map((p) => p.id)), stayed: sorted(staying.map((p) => p.id)) };
}

/**
 * A membership moves unless it shares a year with one of the kept record's (a donor belongs to at
 * most one household in any year, docs/PRODUCT.md §21); memberships moved earlier in the same plan
 * count too.
 */
function planMemberships(kept: MergeRecord, merged: MergeRecord) {
  const taken: MembershipYears[] = [...kept.memberships];
  const moved: number[] = [];
  const stayed: number[] = [];
  for (const membership of [...merged.memberships].sort((a, b) => a.fromYear - b.fromYear || a.id - b.id)) {
    if (taken.some((other) => membershipsOverlap(other, membership))) {
      stayed.push(membership.id);
    } else {
      taken.push(membership);
      moved.push(membership.id);
    }
  }
  return { moved: sorted(moved), stayed: sorted(stayed) };
}

/** What a merge of `merged` into `kept` moves and what stays. */
export function planDonorMerge(kept: MergeRecord, merged: MergeRecord): DonorMergePlan {
  const pledges = planPledges(kept, merged);
  const memberships = planMemberships(kept, merged);
  const movedMembershipIds = new Set(memberships.moved);
  const paymentMethodsMove = sameVerifiedEmail(kept, merged);
  const paymentMethodIds = merged.paymentMethods.map((method) => method.id);
  const keptHasPrimary = kept.paymentMethods.some((method) => method.isPrimary);
  // A recurring gift goes where its payment method goes; one with no card left goes with the cards.
  const recurringGivingIds = merged.recurringGifts.map((gift) => gift.id);
  const addresseeHouseholdIds = merged.addresseeOfHouseholdIds.filter((householdId) =>
    merged.memberships.some(
      (membership) => membership.householdId === householdId && movedMembershipIds.has(membership.id),
    ),
  );
  return {
    paymentMethodsMove,
    moved: {
      giftIds: sorted(merged.giftIds),
      pledgeIds: pledges.moved,
      householdMemberIds: memberships.moved,
      paymentMethodIds: paymentMethodsMove ? sorted(paymentMethodIds) : [],
      recurringGivingIds: paymentMethodsMove ? sorted(recurringGivingIds) : [],
      primaryClearedPaymentMethodIds:
        paymentMethodsMove && keptHasPrimary
          ? sorted(merged.paymentMethods.filter((method) => method.isPrimary).map((method) => method.id))
          : [],
      addresseeHouseholdIds: sorted(addresseeHouseholdIds),
    },
    stayed: {
      pledgeIds: pledges.stayed,
      householdMemberIds: memberships.stayed,
      paymentMethodIds: paymentMethodsMove ? [] : sorted(paymentMethodIds),
      recurringGivingIds: paymentMethodsMove ? [] : sorted(recurringGivingIds),
    },
  };
}
