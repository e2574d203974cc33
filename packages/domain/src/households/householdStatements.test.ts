import * as fc from 'fast-check';
import { endMembership, joinRefusal, newHouseholdRefusals } from './householdMembership';
import {
  isHouseholdInYear,
  membersInYear,
  statementAddressee,
  statementDonorIds,
  yearEndStatements,
  type HouseholdMembers,
} from './householdStatements';

const ruiz: HouseholdMembers<string, string> = {
  id: 'h1',
  addresseeId: 'luis',
  members: [
    { donorId: 'ana', fromYear: 2020, toYear: null },
    { donorId: 'luis', fromYear: 2020, toYear: 2024 },
    { donorId: 'sofia', fromYear: 2023, toYear: null },
  ],
};

describe('household members of a year', () => {
  it('names the addressee first, then the others in the order they joined', () => {
    expect(membersInYear(ruiz, 2023)).toEqual(['luis', 'ana', 'sofia']);
  });

  it('keeps a member who died on the years they belonged and leaves them off later ones', () => {
    expect(membersInYear(ruiz, 2024)).toContain('luis');
    expect(membersInYear(ruiz, 2025)).toEqual(['ana', 'sofia']);
    expect(statementAddressee(ruiz, 2025)).toBe('ana');
  });

  it('is a household only in years with two members', () => {
    expect(isHouseholdInYear(ruiz, 2019)).toBe(false);
    expect(isHouseholdInYear(ruiz, 2021)).toBe(true);
    const alone = { ...ruiz, members: ruiz.members.slice(0, 2) };
    expect(isHouseholdInYear(alone, 2025)).toBe(false);
  });
});

describe('yearEndStatements', () => {
  it('writes one household letter in place of its givers’ own, and their own to everyone else', () => {
    const statements = yearEndStatements({
      year: 2023,
      givers: ['ana', 'ben'],
      households: [ruiz],
      sendMemberStatements: false,
    });
    expect(statements).toEqual([
      { kind: 'household', householdId: 'h1', addresseeId: 'luis', memberIds: ['luis', 'ana', 'sofia'] },
      { kind: 'donor', donorId: 'ben' },
    ]);
  });

  it('sends the members their own as well when the church asks for both', () => {
    const statements = yearEndStatements({
      year: 2023,
      givers: ['ana'],
      households: [ruiz],
      sendMemberStatements: true,
    });
    expect(statements.map((statement) => statement.kind)).toEqual(['household', 'donor']);
  });

  it('writes no household letter for a year none of its members gave', () => {
    expect(
      yearEndStatements({ year: 2023, givers: ['ben'], households: [ruiz], sendMemberStatements: false }),
    ).toEqual([{ kind: 'donor', donorId: 'ben' }]);
  });

  it('gives a donor their own statement for a year before they joined', () => {
    expect(
      yearEndStatements({ year: 2022, givers: ['sofia'], households: [ruiz], sendMemberStatements: false }),
    ).toEqual([{ kind: 'donor', donorId: 'sofia' }]);
  });
});

// ─── A church's year as any sequence of gifts, refunds and household changes ────────────────────

const DONORS = ['d0', 'd1', 'd2', 'd3', 'd4', 'd5'];
const YEARS = [2024, 2025, 2026];
const THIS_YEAR = 2026;

type Event =
  | { kind: 'give'; donor: string; year: number }
  | { kind: 'refund'; gift: number }
  | { kind: 'create'; members: string[]; addressee: number; fromYear: number }
  | { kind: 'add'; household: number; donor: string; fromYear: number }
  | { kind: 'remove'; household: number; donor: string; lastYear: number }
  | { kind: 'addressee'; household: number; donor: string };

const donor = fc.constantFrom(...DONORS);
const year = fc.constantFrom(...YEARS);
const event: fc.Arbitrary<Event> = fc.oneof(
  fc.record({ kind: fc.constant('give' as const), donor, year }),
  fc.record({ kind: fc.constant('refund' as const), gift: fc.nat(30) }),
  fc.record({
    kind: fc.constant('create' as const),
    members: fc.uniqueArray(donor, { minLength: 1, maxLength: 4 }),
    addressee: fc.nat(3),
    fromYear: year,
  }),
  fc.record({ kind: fc.constant('add' as const), household: fc.nat(3), donor, fromYear: year }),
  fc.record({
    kind: fc.constant('remove' as const),
    household: fc.nat(3),
    donor,
    lastYear: fc.constantFrom(2023, ...YEARS),
  }),
  fc.record({ kind: fc.constant('addressee' as const), household: fc.nat(3), donor }),
);

interface Gift {
  donor: string;
  year: number;
  refunded: boolean;
}

interface Church {
  gifts: Gift[];
  households: {
    id: number;
    addresseeId: string;
    members: { donorId: string; fromYear: number; toYear: number | null }[];
  }[];
}

/** Plays the events through the domain's rules, as the console's operations apply them. */
function play(events: Event[]): Church {
  const church: Church = { gifts: [], households: [] };
  const membershipsOf = (donorId: string, householdId: number | null) =>
    church.households.flatMap((household) =>
      household.members
        .filter((member) => member.donorId === donorId)
        .map((member) => ({ ...member, sameHousehold: household.id === householdId })),
    );
  for (const each of events) {
    if (each.kind === 'give') church.gifts.push({ donor: each.donor, year: each.year, refunded: false });
    else if (each.kind === 'refund') {
      const gift = church.gifts[each.gift];
      if (gift) gift.refunded = true;
    } else if (each.kind === 'create') {
      const addresseeId = each.members[each.addressee % each.members.length]!;
      const proposal = { name: 'Household', memberIds: each.members, addresseeId, fromYear: each.fromYear };
      if (newHouseholdRefusals(proposal, THIS_YEAR).length > 0) continue;
      const years = { fromYear: each.fromYear, toYear: null };
      if (each.members.some((id) => joinRefusal(years, membershipsOf(id, null)))) continue;
      church.households.push({
        id: church.households.length,
        addresseeId,
        members: each.members.map((donorId) => ({ donorId, ...years })),
      });
    } else {
      const household = church.households[each.household];
      if (!household) continue;
      if (each.kind === 'add') {
        const years = { fromYear: each.fromYear, toYear: null };
        if (joinRefusal(years, membershipsOf(each.donor, household.id))) continue;
        household.members.push({ donorId: each.donor, ...years });
      } else if (each.kind === 'remove') {
        const index = household.members.findLastIndex((member) => member.donorId === each.donor);
        if (index < 0) continue;
        const ended = endMembership(household.members[index]!, each.lastYear);
        if (ended) household.members[index] = { donorId: each.donor, ...ended };
        else household.members.splice(index, 1);
      } else if (household.members.some((member) => member.donorId === each.donor)) {
        household.addresseeId = each.donor;
      }
    }
  }
  return church;
}

function statementsOf(church: Church, forYear: number, sendMemberStatements: boolean) {
  const givers = [
    ...new Set(
      church.gifts.filter((gift) => gift.year === forYear && !gift.refunded).map((gift) => gift.donor),
    ),
  ];
  return yearEndStatements({ year: forYear, givers, households: church.households, sendMemberStatements });
}

describe('every gift once across a year’s statements', () => {
  it('lists each gift that counts on exactly one statement, and a refunded one on at most one', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), (events) => {
        const church = play(events);
        for (const forYear of YEARS) {
          const statements = statementsOf(church, forYear, false);
          for (const gift of church.gifts.filter((each) => each.year === forYear)) {
            const listing = statements.filter((statement) =>
              statementDonorIds(statement).includes(gift.donor),
            );
            if (gift.refunded) expect(listing.length).toBeLessThanOrEqual(1);
            else expect(listing).toHaveLength(1);
          }
        }
      }),
      { numRuns: 500 },
    );
  });

  it('with both sent, lists each gift once among own statements and at most once among household ones', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), (events) => {
        const church = play(events);
        for (const forYear of YEARS) {
          const statements = statementsOf(church, forYear, true);
          for (const gift of church.gifts.filter((each) => each.year === forYear && !each.refunded)) {
            const listing = statements.filter((statement) =>
              statementDonorIds(statement).includes(gift.donor),
            );
            expect(listing.filter((statement) => statement.kind === 'donor')).toHaveLength(1);
            expect(listing.filter((statement) => statement.kind === 'household').length).toBeLessThanOrEqual(
              1,
            );
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('names on a household letter only donors who belonged that year, at least two', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), (events) => {
        const church = play(events);
        for (const forYear of YEARS) {
          for (const statement of statementsOf(church, forYear, false)) {
            if (statement.kind !== 'household') continue;
            const household = church.households[statement.householdId]!;
            expect(statement.memberIds.length).toBeGreaterThanOrEqual(2);
            expect(statement.memberIds[0]).toBe(statement.addresseeId);
            for (const id of statement.memberIds) {
              expect(
                household.members.some(
                  (member) =>
                    member.donorId === id &&
                    member.fromYear <= forYear &&
                    (member.toYear === null || forYear <= member.toYear),
                ),
              ).toBe(true);
            }
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('never lets one donor belong to two households in a year', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), (events) => {
        const church = play(events);
        for (const forYear of YEARS) {
          for (const id of DONORS) {
            const holding = church.households.filter((household) =>
              membersInYear(household, forYear).includes(id),
            );
            expect(holding.length).toBeLessThanOrEqual(1);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
