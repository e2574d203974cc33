import { formatMoney, isCents, toCents } from './money';

describe('toCents', () => {
  it.each([0, 1, 2500, Number.MAX_SAFE_INTEGER])('accepts %d', (value) => {
    expect(toCents(value)).toBe(value);
    expect(isCents(value)).toBe(true);
  });

  it.each([-1, 0.5, 10.01, NaN, Infinity, -Infinity, Number.MAX_SAFE_INTEGER + 1, -0.1])(
    'refuses %d',
    (value) => {
      expect(() => toCents(value, 'gift')).toThrow(RangeError);
      expect(() => toCents(value, 'gift')).toThrow(/gift must be/);
      expect(isCents(value)).toBe(false);
    },
  );

  it('refuses things that are not numbers at run time', () => {
    expect(() => toCents('100' as unknown as number)).toThrow(RangeError);
    expect(isCents('100')).toBe(false);
  });
});

describe('formatMoney', () => {
  it.each<[number, string, string, string]>([
    [250000, 'USD', 'en', '$2,500.00'],
    [1, 'USD', 'en', '$0.01'],
    [0, 'USD', 'en', '$0.00'],
    [-1050, 'USD', 'en', '-$10.50'],
    [250000, 'EUR', 'en', '€2,500.00'],
    [5000, 'JPY', 'en', '¥5,000'],
    [12345, 'BHD', 'en', 'BHD 12.345'],
  ])('formats %d %s in %s as %s', (cents, currency, locale, expected) => {
    expect(formatMoney(cents, currency, locale).replace(/\u00a0/g, ' ')).toBe(expected);
  });

  it('formats Spanish with its own separators', () => {
    expect(formatMoney(250000, 'EUR', 'es').replace(/\u00a0/g, ' ')).toBe('2500,00 €');
    expect(formatMoney(2500000, 'USD', 'es').replace(/\u00a0/g, ' ')).toMatch(/^25\.000,00 US\$$/);
  });

  it('defaults to USD in English', () => {
    expect(formatMoney(1999)).toBe('$19.99');
  });

  it('stays exact for the largest safe number of cents', () => {
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'USD', 'en')).toBe('$90,071,992,547,409.91');
  });

  it.each([0.5, NaN, Infinity, 2 ** 53])('throws a RangeError for %d', (cents) => {
    expect(() => formatMoney(cents, 'USD', 'en')).toThrow(RangeError);
  });

  it('rejects an unknown currency code as Intl does', () => {
    expect(() => formatMoney(100, 'US', 'en')).toThrow(RangeError);
  });
});
