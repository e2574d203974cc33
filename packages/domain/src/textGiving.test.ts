import {
  isPhoneVerificationCurrent,
  maskedPhone,
  normalizePhone,
  phoneVerificationLapsesAt,
  readPhoneCode,
  readTextGiftConfirmation,
  textCardLabel,
  textGiftPrompt,
} from './textGiving';

describe('normalizePhone', () => {
  it.each([
    // With a + the number is taken as written (Twilio's own test numbers are +1555…).
    ['+15551234567', '+15551234567'],
    ['(312) 555-0123', '+13125550123'],
    ['312-555-0123', '+13125550123'],
    ['1 312 555 0123', '+13125550123'],
    ['312.555.0123', '+13125550123'],
    ['+44 20 7946 0958', '+442079460958'],
  ])('reads %s as %s', (typed, e164) => {
    expect(normalizePhone(typed)).toBe(e164);
  });

  it.each(['', '555', '123-456-7890', 'call me', '+0123456789', '+1 555 123 4567 ext 9', '3125550123x'])(
    'refuses %j',
    (typed) => {
      expect(normalizePhone(typed)).toBeNull();
    },
  );
});

it('masks a phone to its last four digits', () => {
  expect(maskedPhone('+13125550123')).toBe('•••0123');
});

describe('readPhoneCode', () => {
  it('takes six digits, spaces aside', () => {
    expect(readPhoneCode('123456')).toBe('123456');
    expect(readPhoneCode(' 123 456 ')).toBe('123456');
  });
  it.each(['12345', '1234567', 'abcdef', '12345a', ''])('refuses %j', (typed) => {
    expect(readPhoneCode(typed)).toBeNull();
  });
});

describe('the verification lapses after twelve months', () => {
  const verifiedAt = new Date('2026-03-15T10:00:00Z');
  it('is current until the same moment a year later', () => {
    expect(phoneVerificationLapsesAt(verifiedAt).toISOString()).toBe('2027-03-15T10:00:00.000Z');
    expect(isPhoneVerificationCurrent(verifiedAt, new Date('2027-03-15T09:59:59Z'))).toBe(true);
    expect(isPhoneVerificationCurrent(verifiedAt, new Date('2027-03-15T10:00:00Z'))).toBe(false);
    expect(isPhoneVerificationCurrent(null, verifiedAt)).toBe(false);
  });
  it('a verification of 29 February lapses on 28 February', () => {
    expect(phoneVerificationLapsesAt(new Date('2028-02-29T12:00:00Z')).toISOString()).toBe(
      '2029-02-28T12:00:00.000Z',
    );
  });
});

describe('readTextGiftConfirmation', () => {
  it.each([
    ['YES', 'en'],
    ['yes', 'en'],
    [' Yes! ', 'en'],
    ['SI', 'es'],
    ['sí', 'es'],
    ['¡Sí!', 'es'],
    ['SÍ.', 'es'],
  ])('reads %j as a confirmation in %s', (body, locale) => {
    expect(readTextGiftConfirmation(body)).toBe(locale);
  });

  it.each(['Y', 'yes please', 'NO', 'YESS', '50', 'S', ''])('does not read %j as one', (body) => {
    expect(readTextGiftConfirmation(body)).toBeNull();
  });
});

describe('the prompt', () => {
  it('names the amount, the fund and the card, in English', () => {
    expect(
      textGiftPrompt('en', {
        amount: '$50.00',
        fund: 'General Fund',
        card: { brand: 'visa', lastFour: '4242' },
      }),
    ).toBe('Reply YES to give $50.00 to General Fund with Visa ••4242');
  });

  it('and in Spanish, asking for SÍ', () => {
    expect(
      textGiftPrompt('es', {
        amount: '$50.00',
        fund: 'Misiones',
        card: { brand: 'mastercard', lastFour: '4444' },
      }),
    ).toBe('Responde SÍ para dar $50.00 a Misiones con Mastercard ••4444');
  });

  it('writes an unknown brand capitalised', () => {
    expect(textCardLabel({ brand: 'elo', lastFour: '1234' })).toBe('Elo ••1234');
    expect(textCardLabel({ brand: 'amex', lastFour: '0005' })).toBe('American Express ••0005');
  });
});
