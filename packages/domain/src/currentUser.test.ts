import * as v from 'valibot';
import { currentUserSchema, displayName, isLoggedIn, isValidUser, type CurrentUser } from './currentUser';

const me = {
  prefixedId: 'usr_1',
  email: 'donor@example.com',
  abilities: ['give'],
  isHaloAdmin: false,
  emailVerifiedAt: '2024-01-01T00:00:00Z',
  tenant: {
    id: '7',
    prefixedId: 'ten_1',
    primaryOrganization: { prefixedId: 'org_1', name: 'Grace', displayName: 'Grace Church' },
  },
  person: {
    prefixedId: 'per_1',
    firstName: 'Ana',
    lastName: 'García',
    imageUrl: null,
    birthdate: null,
    anniversary: null,
    notes: null,
    contact: {
      email: 'donor@example.com',
      address: null,
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      country: 'US',
      phones: [
        {
          prefixedId: 'ph_1',
          phone: '5551234567',
          type: 'WhatsApp',
          contactAgreementAccepted: true,
          isPrimary: true,
        },
      ],
    },
  },
};

describe('currentUserSchema', () => {
  it('parses the `me` shape of docs/CONTRACTS.md', () => {
    expect(v.parse(currentUserSchema, me)).toEqual(me);
  });

  it('drops unknown keys, such as anything a server adds by mistake', () => {
    const parsed = v.parse(currentUserSchema, { ...me, passwordHash: 'x' });
    expect(parsed).not.toHaveProperty('passwordHash');
  });

  it('turns absent nullable fields into null and absent lists into []', () => {
    const parsed = v.parse(currentUserSchema, {
      prefixedId: 'usr_1',
      person: { firstName: 'Ana', contact: {} },
    });
    expect(parsed).toEqual<CurrentUser>({
      prefixedId: 'usr_1',
      email: null,
      abilities: [],
      isHaloAdmin: false,
      emailVerifiedAt: null,
      tenant: null,
      person: {
        prefixedId: null,
        firstName: 'Ana',
        lastName: null,
        imageUrl: null,
        birthdate: null,
        anniversary: null,
        notes: null,
        contact: {
          address: null,
          city: null,
          state: null,
          zip: null,
          country: null,
          email: null,
          phones: [],
        },
      },
    });
  });

  it('reads an unknown phone type as other instead of failing the whole user', () => {
    const phone = {
      prefixedId: 'ph_2',
      phone: '1',
      type: 'pager',
      contactAgreementAccepted: false,
      isPrimary: false,
    };
    const parsed = v.parse(currentUserSchema, {
      ...me,
      person: { ...me.person, contact: { ...me.person.contact, phones: [phone] } },
    });
    expect(parsed.person?.contact?.phones[0]?.type).toBe('other');
  });

  it.each([null, 'user', [], { email: 'a@b.c' }, { ...me, isHaloAdmin: 'yes' }, { ...me, abilities: 'all' }])(
    'rejects %j',
    (input) => {
      expect(v.safeParse(currentUserSchema, input).success).toBe(false);
    },
  );
});

describe('isLoggedIn and isValidUser', () => {
  it.each([
    [null, false, false],
    [undefined, false, false],
    [{}, false, false],
    [{ email: '' }, false, false],
    [{ email: '   ' }, false, false],
    [{ email: null, person: { prefixedId: 'per_1' } }, false, false],
    [{ email: 'a@b.c' }, true, false],
    [{ email: 'a@b.c', person: null }, true, false],
    [{ email: 'a@b.c', person: { prefixedId: '' } }, true, false],
    [{ email: 'a@b.c', person: { prefixedId: 'per_1' } }, true, true],
  ])('%j → logged in %s, valid %s', (user, loggedIn, valid) => {
    expect(isLoggedIn(user)).toBe(loggedIn);
    expect(isValidUser(user)).toBe(valid);
  });
});

describe('displayName', () => {
  it.each([
    [{ email: 'a@b.c', person: { firstName: 'Ana', lastName: 'García' } }, 'Ana García'],
    [{ email: 'a@b.c', person: { firstName: 'Ana', lastName: null } }, 'Ana'],
    [{ email: 'a@b.c', person: { firstName: 'Ana', lastName: '' } }, 'Ana'],
    [{ email: 'a@b.c', person: { firstName: '  Ana ', lastName: ' García  ' } }, 'Ana García'],
    [{ email: 'a@b.c', person: { firstName: '', lastName: 'García' } }, 'a@b.c'],
    [{ email: 'a@b.c', person: { firstName: '   ', lastName: 'García' } }, 'a@b.c'],
    [{ email: 'a@b.c', person: null }, 'a@b.c'],
    [{ email: null, person: { firstName: null } }, ''],
    [{}, ''],
    [null, ''],
    [undefined, ''],
    [{ email: 'a@b.c', person: { firstName: '<img src=x>', lastName: null } }, '<img src=x>'],
  ])('%j → %j', (user, name) => {
    expect(displayName(user)).toBe(name);
  });

  it('works on a parsed user', () => {
    expect(displayName(v.parse(currentUserSchema, me))).toBe('Ana García');
  });
});
