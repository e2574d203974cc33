import * as fc from 'fast-check';
import * as v from 'valibot';
import {
  BANK_DEBIT_FAILURE_CODES,
  bankAccountEntrySchema,
  bankAccountLastFour,
  bankDebitFailureText,
  isBankDebitFailureCode,
  isRoutingNumber,
} from './bankAccountEntry';
import { BANK_MANDATE_VERSION, bankMandateText } from './bankMandate';

const entry = {
  routing_number: '110000000',
  account_number: '000123456789',
  account_holder_name: ' Jenny Rosen ',
  account_type: 'checking',
};

describe('bank account entry', () => {
  it('takes Stripe’s test routing number and real ones by the ABA checksum', () => {
    expect(isRoutingNumber('110000000')).toBe(true);
    expect(isRoutingNumber('021000021')).toBe(true); // a real bank's
    expect(isRoutingNumber('110000001')).toBe(false);
    expect(isRoutingNumber('11000000')).toBe(false);
    expect(isRoutingNumber('11000000a')).toBe(false);
  });

  it('changing any one digit of a routing number breaks its checksum', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 1, max: 9 }), (index, delta) => {
        const digits = '021000021'.split('').map(Number);
        digits[index] = ((digits[index] ?? 0) + delta) % 10;
        // Weights 3, 7 and 1 are prime to 10, so one changed digit always moves the sum off a multiple of ten.
        expect(isRoutingNumber(digits.join(''))).toBe(false);
      }),
    );
  });

  it('reads the fields, dropping spaces and dashes, and trims the name', () => {
    const result = v.safeParse(bankAccountEntrySchema, { ...entry, routing_number: '1100-00000 ' });
    expect(result.success && result.output).toEqual({
      routing_number: '110000000',
      account_number: '000123456789',
      account_holder_name: 'Jenny Rosen',
      account_type: 'checking',
    });
    expect(bankAccountLastFour('0001 2345 6789')).toBe('6789');
  });

  it.each([
    ['routing_number', '123456789', 'validation.invalid'],
    ['routing_number', '', 'validation.required'],
    ['account_number', '123', 'validation.invalid'],
    ['account_number', '123456789012345678', 'validation.invalid'],
    ['account_holder_name', '  ', 'validation.required'],
    ['account_type', 'brokerage', 'validation.required'],
  ])('refuses %s %j with %s', (field, value, message) => {
    const result = v.safeParse(bankAccountEntrySchema, { ...entry, [field]: value });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe(message);
    expect(v.getDotPath(result.issues![0]!)).toBe(field);
  });

  it('words every failure in English and Spanish', () => {
    for (const code of BANK_DEBIT_FAILURE_CODES) {
      expect(isBankDebitFailureCode(code)).toBe(true);
      expect(bankDebitFailureText('en', code)).toMatch(/\.$/);
      expect(bankDebitFailureText('es', code)).not.toBe(bankDebitFailureText('en', code));
    }
    expect(isBankDebitFailureCode('card_declined')).toBe(false);
  });

  it('the mandate names the church and the amount, in both languages, with a version', () => {
    expect(BANK_MANDATE_VERSION).toMatch(/\d{4}-\d{2}-\d{2}$/);
    for (const locale of ['en', 'es'] as const) {
      const text = bankMandateText(locale, { church: 'Cedar Church', amount: '$50.40' });
      expect(text).toContain('Cedar Church');
      expect(text).toContain('$50.40');
    }
  });
});
