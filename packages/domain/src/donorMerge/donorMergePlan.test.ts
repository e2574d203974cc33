import fc from 'fast-check';
import { membershipsOverlap } from '../households/householdMembership';
import { planDonorMerge, sameVerifiedEmail, type MergeRecord } from './donorMergePlan';

const empty: MergeRecord = {
  giftIds: [],
  pledges: [],
  memberships: [],
  paymentMethods: [],
  recurringGifts: [],
  addresseeOfHouseholdIds: [],
  verifiedEmails: [],
};

describe('planDonorMerge', () => {
  it('moves every gift, and the cards with their recurring gifts when both records proved the same address', () => {
    const plan = planDonorMerge(
      { ...empty, verifiedEmails: ['ana@example.com'], paymentMethods: [{ id: 1, isPrimary: true }] },
      {
        ...empty,
        giftIds: [9, 3],
        verifiedEmails: ['Ana@Example.com'],
        paymentMethods: [{ id: 2, isPrimary: true }],
        recurringGifts: [{ id: 5, paymentMethodId: 2 }],
      },
    );
    expect(plan.paymentMethodsMove).toBe(true);
    expect(plan.moved.giftIds).toEqual([3, 9]);
    expect(plan.moved.paymentMethodIds).toEqual([2]);
    expect(plan.moved.recurringGivingIds).toEqual([5]);
    // The kept record has its own primary card: the moved one stops being primary.
    expect(plan.moved.primaryClearedPaymentMethodIds).toEqual([2]);
    expect(plan.stayed.paymentMethodIds).toEqual([]);
  });

  it('leaves cards and their recurring gifts with the merged record when only a typed email matches', () => {
    const plan = planDonorMerge(
      { ...empty, verifiedEmails: ['ana@example.com'] },
      {
        ...empty,
        giftIds: [1],
        verifiedEmails: [],
        paymentMethods: [{ id: 2, isPrimary: false }],
        recurringGifts: [{ id: 5, paymentMethodId: 2 }],
      },
    );
    expect(plan.paymentMethodsMove).toBe(false);
    expect(plan.moved.giftIds).toEqual([1]);
    expect(plan.moved.paymentMethodIds).toEqual([]);
    expect(plan.stayed).toEqual({
      pledgeIds: [],
      householdMemberIds: [],
      paymentMethodIds: [2],
      recurringGivingIds: [5],
    });
  });

  it('keeps a pledge where the kept record already pledged to the campaign, with its history', () => {
    const plan = planDonorMerge(
      { ...empty, pledges: [{ id: 1, campaignId: 10, active: true }] },
      {
        ...empty,
        pledges: [
          { id: 2, campaignId: 10, active: true },
          { id: 3, campaignId: 10, active: false },
          { id: 4, campaignId: 11, active: true },
        ],
      },
    );
    expect(plan.moved.pledgeIds).toEqual([4]);
    expect(plan.stayed.pledgeIds).toEqual([2, 3]);
  });

  it('keeps a household membership that shares a year with the kept record’s, and moves the addressee with a moved one', () => {
    const plan = planDonorMerge(
      { ...empty, memberships: [{ id: 1, householdId: 100, fromYear: 2020, toYear: 2022 }] },
      {
        ...empty,
        memberships: [
          { id: 2, householdId: 200, fromYear: 2022, toYear: null },
          { id: 3, householdId: 300, fromYear: 2010, toYear: 2019 },
        ],
        addresseeOfHouseholdIds: [200, 300],
      },
    );
    expect(plan.moved.householdMemberIds).toEqual([3]);
    expect(plan.stayed.householdMemberIds).toEqual([2]);
    expect(plan.moved.addresseeHouseholdIds).toEqual([300]);
  });
});

describe('sameVerifiedEmail', () => {
  it('needs an address both records proved', () => {
    expect(
      sameVerifiedEmail({ ...empty, verifiedEmails: ['a@x.org'] }, { ...empty, verifiedEmails: ['b@x.org'] }),
    ).toBe(false);
    expect(sameVerifiedEmail({ ...empty, verifiedEmails: [] }, { ...empty, verifiedEmails: [] })).toBe(false);
  });
});

const membership = (id: number) =>
  fc
    .record({
      householdId: fc.integer({ min: 1, max: 4 }),
      fromYear: fc.integer({ min: 2000, max: 2030 }),
      span: fc.option(fc.integer({ min: 0, max: 6 })),
    })
    .map(({ householdId, fromYear, span }) => ({
      id,
      householdId,
      fromYear,
      toYear: span === null ? null : fromYear + span,
    }));

const record = (firstId: number) =>
  fc.record({
    giftIds: fc.uniqueArray(fc.integer({ min: firstId, max: firstId + 999 }), { maxLength: 8 }),
    pledges: fc
      .uniqueArray(fc.integer({ min: 1, max: 5 }), { maxLength: 4 })
      .map((campaigns) =>
        campaigns.map((campaignId, index) => ({ id: firstId + index, campaignId, active: index % 2 === 0 })),
      ),
    memberships: fc
      .array(fc.nat(), { maxLength: 4 })
      .chain((list) => fc.tuple(...list.map((_, index) => membership(firstId + index)))),
    paymentMethods: fc.constant([{ id: firstId, isPrimary: true }]),
    recurringGifts: fc.constant([{ id: firstId, paymentMethodId: firstId }]),
    addresseeOfHouseholdIds: fc.uniqueArray(fc.integer({ min: 1, max: 4 }), { maxLength: 2 }),
    verifiedEmails: fc.subarray(['a@x.org', 'b@x.org']),
  });

describe('planDonorMerge, any two records', () => {
  it('moves or keeps each row exactly once, and leaves the kept record one active pledge a campaign and one household a year', () => {
    fc.assert(
      fc.property(record(1), record(5000), (kept, merged) => {
        const plan = planDonorMerge(kept, merged);
        expect([...plan.moved.giftIds].sort()).toEqual([...merged.giftIds].sort());
        const pledgeIds = [...plan.moved.pledgeIds, ...plan.stayed.pledgeIds].sort();
        expect(pledgeIds).toEqual(merged.pledges.map((pledge) => pledge.id).sort());
        const memberIds = [...plan.moved.householdMemberIds, ...plan.stayed.householdMemberIds].sort();
        expect(memberIds).toEqual(merged.memberships.map((each) => each.id).sort());
        expect(plan.moved.paymentMethodIds.length + plan.stayed.paymentMethodIds.length).toBe(
          merged.paymentMethods.length,
        );
        const active = [
          ...kept.pledges,
          ...merged.pledges.filter((pledge) => plan.moved.pledgeIds.includes(pledge.id)),
        ]
          .filter((pledge) => pledge.active)
          .map((pledge) => pledge.campaignId);
        expect(new Set(active).size).toBe(active.length);
        // The kept record's own memberships are as generated; each moved one shares no year with any other.
        const movedMemberships = merged.memberships.filter((each) =>
          plan.moved.householdMemberIds.includes(each.id),
        );
        movedMemberships.forEach((moved) =>
          [...kept.memberships, ...movedMemberships]
            .filter((other) => other !== moved)
            .forEach((other) => expect(membershipsOverlap(moved, other)).toBe(false)),
        );
      }),
    );
  });
});
