import { checkCardEntry, maskCardCvc, maskCardExpiry, maskCardNumber } from './cardEntry';

const good = { number: '4242 4242 4242 4242', expiry: '12/2031', cvc: '123', name: '' };

describe('the card as typed', () => {
  it('groups the number by four and drops what is not a digit', () => {
    expect(maskCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(maskCardNumber('4000-0025 0000x3155')).toBe('4000 0025 0000 3155');
    expect(maskCardNumber('42424')).toBe('4242 4');
  });

  it('writes the expiry as MM/YYYY without a dangling slash', () => {
    expect(maskCardExpiry('122031')).toBe('12/2031');
    expect(maskCardExpiry('12')).toBe('12');
    expect(maskCardExpiry('12/20311')).toBe('12/2031');
  });

  it('keeps up to four digits of the security code', () => {
    expect(maskCardCvc('1a2b3c45')).toBe('1234');
  });
});

describe('checkCardEntry', () => {
  it('finds nothing wrong with a whole card that has not expired', () => {
    expect(checkCardEntry(good, '2026-11-26', { nameRequired: false })).toEqual({});
    expect(checkCardEntry({ ...good, name: 'Ana' }, '2026-11-26', { nameRequired: true })).toEqual({});
  });

  it('names each field’s first problem as a validation key', () => {
    const issues = checkCardEntry({ number: '4242', expiry: '', cvc: '12', name: '' }, '2026-11-26', {
      nameRequired: false,
    });
    expect(issues.number?.message).toBe('validation.invalid');
    expect(issues.expiry?.message).toBe('validation.required');
    expect(issues.cvc?.message).toBe('validation.invalid');
    expect(issues.name).toBeUndefined();
    expect(
      checkCardEntry({ ...good, number: '', cvc: '' }, '2026-11-26', { nameRequired: true }),
    ).toMatchObject({
      number: { message: 'validation.required' },
      cvc: { message: 'validation.required' },
      name: { message: 'validation.required' },
    });
  });

  it('refuses a card whose month is over, not one that ends this month', () => {
    const optional = { nameRequired: false };
    expect(checkCardEntry({ ...good, expiry: '10/2026' }, '2026-11-26', optional).expiry).toBeDefined();
    expect(checkCardEntry({ ...good, expiry: '11/2026' }, '2026-11-26', optional).expiry).toBeUndefined();
  });
});
