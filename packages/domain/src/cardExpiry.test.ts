import { parseCardExpiry } from './cardExpiry';

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
