import { mailingAddressLines, readHouseholdAddress } from './householdAddress';

describe('readHouseholdAddress', () => {
  it('trims each field and keeps empty ones as null', () => {
    expect(readHouseholdAddress({ address: ' 12 Oak Street ', city: 'Springfield', zip: ' ' }, 'en')).toEqual(
      {
        ok: true,
        address: { address: '12 Oak Street', city: 'Springfield', state: null, zip: null, country: null },
      },
    );
  });

  it('reads every field left empty, or missing, as no address of its own', () => {
    expect(readHouseholdAddress({ address: '', city: ' ', state: null }, 'en')).toEqual({
      ok: true,
      address: null,
    });
    expect(readHouseholdAddress({}, 'en')).toEqual({ ok: true, address: null });
  });

  it('asks for the street address when only the rest is written, naming the field, in Spanish', () => {
    expect(readHouseholdAddress({ city: 'Springfield' }, 'es')).toEqual({
      ok: false,
      errors: { address: ['Escribe la dirección, p. ej. Calle Roble 12, o deja todos los campos vacíos.'] },
    });
  });

  it('refuses a field too long by its name, counting characters rather than UTF-16 units', () => {
    expect(readHouseholdAddress({ address: '𝒜'.repeat(200), zip: '1'.repeat(21) }, 'en')).toEqual({
      ok: false,
      errors: { zip: ['The postal code may have at most 20 characters.'] },
    });
    expect(readHouseholdAddress({ address: 'a'.repeat(201), country: 'b'.repeat(101) }, 'en')).toEqual({
      ok: false,
      errors: {
        address: ['The street address may have at most 200 characters.'],
        country: ['The country may have at most 100 characters.'],
      },
    });
  });

  it('refuses a field that is not text', () => {
    expect(readHouseholdAddress({ address: 12 }, 'en')).toMatchObject({
      ok: false,
      errors: { address: [expect.any(String)] },
    });
  });
});

describe('mailingAddressLines', () => {
  it('writes the street, then "city, state zip", then the country, leaving out what is empty', () => {
    expect(
      mailingAddressLines({
        address: '12 Oak Street',
        city: 'Springfield',
        state: 'IL',
        zip: '62701',
        country: 'USA',
      }),
    ).toEqual(['12 Oak Street', 'Springfield, IL 62701', 'USA']);
    expect(
      mailingAddressLines({ address: '12 Oak Street', city: null, state: null, zip: '62701', country: null }),
    ).toEqual(['12 Oak Street', '62701']);
    expect(mailingAddressLines({ address: null, city: null, state: null, zip: null, country: null })).toEqual(
      [],
    );
  });
});
