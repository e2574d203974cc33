import { formatCardExpiry, normalizeCardExpiry, parseCardExpiry } from './cardExpiry';

const today = '2025-03-15';

describe('parseCardExpiry', () => {
  it.each<[string, number, number]>([
    ['03/2025', 3, 2025],
    ['12/2025', 12, 2025],
    ['01/2026', 1, 2026],
    ['12/2099', 12, 2099],
    [' 04/2025 ', 4, 2025],
  ])('accepts %j', (text, month, year) => {
    expect(parseCardExpiry(text, today)).toEqual({ ok: true, month, year });
  });

  it.each([
    '',
    '3/2025',
    '03/25',
    '03-2025',
    '032025',
    '03/20255',
    'MM/YYYY',
    '03/2025x',
    '١٢/٢٠٢٥',
    '<b>03/2025</b>',
  ])('says "Date must be MM/YYYY." for %j', (text) => {
    expect(parseCardExpiry(text, today)).toEqual({
      ok: false,
      key: 'validation.cardExpiryFormat',
      message: 'Date must be MM/YYYY.',
    });
  });

  it.each([
    ['00/2026', 'month 0'],
    ['13/2026', 'month 13'],
    ['02/2025', 'last month: expired'],
    ['12/2024', 'last year: expired'],
    ['03/1999', 'long expired'],
  ])('says "Invalid card expiration date." for %j (%s)', (text) => {
    expect(parseCardExpiry(text, today)).toEqual({
      ok: false,
      key: 'validation.cardExpiryInvalid',
      message: 'Invalid card expiration date.',
    });
  });

  it('keeps a card good through the last day of its month', () => {
    expect(parseCardExpiry('02/2024', '2024-02-29')).toMatchObject({ ok: true });
    expect(parseCardExpiry('02/2024', '2024-03-01')).toMatchObject({
      ok: false,
      key: 'validation.cardExpiryInvalid',
    });
  });

  it('handles a year end', () => {
    expect(parseCardExpiry('12/2024', '2024-12-31')).toMatchObject({ ok: true });
    expect(parseCardExpiry('12/2024', '2025-01-01')).toMatchObject({ ok: false });
  });

  it("defaults today to this machine's date", () => {
    expect(parseCardExpiry('01/2000')).toMatchObject({ ok: false, key: 'validation.cardExpiryInvalid' });
    expect(parseCardExpiry('12/9999')).toMatchObject({ ok: true });
  });

  it('throws a RangeError for a malformed today', () => {
    expect(() => parseCardExpiry('12/2030', '15/03/2025')).toThrow(RangeError);
  });
});

describe('formatCardExpiry', () => {
  it('writes MM/YYYY', () => {
    expect(formatCardExpiry(1, 2030)).toBe('01/2030');
    expect(formatCardExpiry(12, 2029)).toBe('12/2029');
  });
});

describe('normalizeCardExpiry', () => {
  it.each([
    ['01/2030', '01/2030'],
    ['1/2030', '01/2030'],
    ['12/30', '12/2030'],
    ['09/59', '09/2059'],
    [' 03 / 2031 ', '03/2031'],
  ])('reads %j as %j', (text, expected) => {
    expect(normalizeCardExpiry(text)).toBe(expected);
  });

  it('reads a two-digit year by the spec’s cutoff, as every other date', () => {
    expect(normalizeCardExpiry('01/60')).toBe('01/1960');
  });

  it('keeps an impossible month, which matches no saved card', () => {
    expect(normalizeCardExpiry('13/2030')).toBe('13/2030');
  });

  it.each(['', '12', '12/3', '12/203', '12-2030', '012/2030', 'ab/2030', '12/2030x'])(
    'has no expiry in %j',
    (text) => {
      expect(normalizeCardExpiry(text)).toBeNull();
    },
  );
});
