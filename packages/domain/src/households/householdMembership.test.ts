import {
  HOUSEHOLD_MEMBERS_MAX,
  coversYear,
  endMembership,
  householdFullRefusal,
  householdNameRefusal,
  joinRefusal,
  membershipsOverlap,
  newHouseholdRefusals,
} from './householdMembership';

describe('household names', () => {
  it('takes 1 to 100 characters once trimmed, a new name as a new household’s', () => {
    expect(householdNameRefusal('  The Ruiz family ')).toBeNull();
    expect(householdNameRefusal('   ')).toEqual({ field: 'name', reason: 'required' });
    expect(householdNameRefusal('é'.repeat(100))).toBeNull();
    expect(householdNameRefusal('é'.repeat(101))).toEqual({ field: 'name', reason: 'tooLong' });
  });
});

describe('household membership years', () => {
  it('covers the years from its first through its last, and every later one while open', () => {
    expect(coversYear({ fromYear: 2024, toYear: 2025 }, 2023)).toBe(false);
    expect(coversYear({ fromYear: 2024, toYear: 2025 }, 2025)).toBe(true);
    expect(coversYear({ fromYear: 2024, toYear: 2025 }, 2026)).toBe(false);
    expect(coversYear({ fromYear: 2024, toYear: null }, 2090)).toBe(true);
  });

  it('finds two memberships sharing a year, open ends included', () => {
    expect(membershipsOverlap({ fromYear: 2020, toYear: 2022 }, { fromYear: 2022, toYear: null })).toBe(true);
    expect(membershipsOverlap({ fromYear: 2020, toYear: 2021 }, { fromYear: 2022, toYear: null })).toBe(
      false,
    );
    expect(membershipsOverlap({ fromYear: 2020, toYear: null }, { fromYear: 2030, toYear: 2031 })).toBe(true);
  });

  it('keeps a member who leaves on the years they belonged, and forgets one who never did', () => {
    expect(endMembership({ fromYear: 2022, toYear: null }, 2025)).toEqual({ fromYear: 2022, toYear: 2025 });
    expect(endMembership({ fromYear: 2022, toYear: 2023 }, 2025)).toEqual({ fromYear: 2022, toYear: 2023 });
    expect(endMembership({ fromYear: 2026, toYear: null }, 2025)).toBeNull();
  });
});

describe('newHouseholdRefusals', () => {
  const valid = { name: 'The Ruiz family', memberIds: ['a', 'b'], addresseeId: 'a', fromYear: 2026 };

  it('accepts two donors with one of them the addressee', () => {
    expect(newHouseholdRefusals(valid, 2026)).toEqual([]);
  });

  it('names each field that is wrong', () => {
    expect(newHouseholdRefusals({ ...valid, name: '  ', addresseeId: 'c', fromYear: 1999 }, 2026)).toEqual([
      { field: 'name', reason: 'required' },
      { field: 'addressee', reason: 'notMember' },
      { field: 'fromYear', reason: 'invalid' },
    ]);
    expect(newHouseholdRefusals({ ...valid, memberIds: ['a'] }, 2026)).toEqual([
      { field: 'members', reason: 'tooFew' },
    ]);
    expect(newHouseholdRefusals({ ...valid, memberIds: ['a', 'a'] }, 2026)).toEqual([
      { field: 'members', reason: 'repeated' },
    ]);
    const many = Array.from({ length: HOUSEHOLD_MEMBERS_MAX + 1 }, (_, index) => `d${index}`);
    expect(newHouseholdRefusals({ ...valid, memberIds: many, addresseeId: 'd0' }, 2026)).toEqual([
      { field: 'members', reason: 'tooMany' },
    ]);
    expect(newHouseholdRefusals({ ...valid, name: 'x'.repeat(101) }, 2026)).toEqual([
      { field: 'name', reason: 'tooLong' },
    ]);
  });

  it('accepts next year as a start (a couple marrying in January) but not the year after', () => {
    expect(newHouseholdRefusals({ ...valid, fromYear: 2027 }, 2026)).toEqual([]);
    expect(newHouseholdRefusals({ ...valid, fromYear: 2028 }, 2026)).toEqual([
      { field: 'fromYear', reason: 'invalid' },
    ]);
  });
});

describe('joinRefusal', () => {
  it('refuses a donor already in another household that year', () => {
    expect(
      joinRefusal({ fromYear: 2026, toYear: null }, [{ fromYear: 2020, toYear: null, sameHousehold: false }]),
    ).toEqual({ field: 'donor', reason: 'inAnotherHousehold' });
  });

  it('refuses a member joining again for years they already belong', () => {
    expect(
      joinRefusal({ fromYear: 2026, toYear: null }, [{ fromYear: 2020, toYear: null, sameHousehold: true }]),
    ).toEqual({ field: 'donor', reason: 'alreadyMember' });
  });

  it('lets a donor who moved out of one household join another from the next year', () => {
    expect(
      joinRefusal({ fromYear: 2026, toYear: null }, [{ fromYear: 2020, toYear: 2025, sameHousehold: false }]),
    ).toBeNull();
  });
});

describe('householdFullRefusal', () => {
  const members = (count: number, toYear: number | null) =>
    Array.from({ length: count }, () => ({ fromYear: 2020, toYear }));

  it('refuses a member joining a household already as large as allowed in those years', () => {
    expect(
      householdFullRefusal({ fromYear: 2026, toYear: null }, members(HOUSEHOLD_MEMBERS_MAX, null)),
    ).toEqual({
      field: 'members',
      reason: 'tooMany',
    });
  });

  it('counts only the members of the years the new one joins for', () => {
    expect(
      householdFullRefusal({ fromYear: 2026, toYear: null }, members(HOUSEHOLD_MEMBERS_MAX, 2025)),
    ).toBeNull();
    expect(
      householdFullRefusal({ fromYear: 2026, toYear: null }, members(HOUSEHOLD_MEMBERS_MAX - 1, null)),
    ).toBeNull();
  });
});
