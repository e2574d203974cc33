import { formattingLocale } from './formattingLocale';
import { formatMoney } from './money';

describe('formattingLocale', () => {
  it('writes money of an American church in American Spanish, not Spain’s', () => {
    expect(formatMoney(2500, 'USD', 'es')).not.toBe('$25.00');
    expect(formatMoney(2500, 'USD', formattingLocale('es', 'US'))).toBe('$25.00');
    expect(formatMoney(2500, 'USD', formattingLocale('en', 'US'))).toBe('$25.00');
  });

  it('follows other countries the same way', () => {
    expect(formattingLocale('en', 'CA')).toBe('en-CA');
    expect(formattingLocale('es', 'mx')).toBe('es-MX');
    expect(formatMoney(2500, 'MXN', formattingLocale('es', 'MX'))).toBe('$25.00');
  });

  it('keeps the language alone without a usable country', () => {
    expect(formattingLocale('es', null)).toBe('es');
    expect(formattingLocale('es', undefined)).toBe('es');
    expect(formattingLocale('en', 'United States')).toBe('en');
  });
});
