import { cardBrand, checkCard, isStripeTestCard, normalizeCardNumber, passesLuhn } from './sandboxCards';

describe('sandbox test cards (Stripe’s published numbers)', () => {
  it.each([
    ['4000000000000002', 'card_declined'],
    ['4000000000009995', 'insufficient_funds'],
    ['4000000000000069', 'expired_card'],
    ['4000000000000127', 'incorrect_cvc'],
  ])('%s declines at setup with %s', (number, code) => {
    expect(checkCard(number)).toEqual({ ok: false, code });
  });

  it('4242424242424242 sets up and charges', () => {
    expect(checkCard('4242424242424242')).toEqual({
      ok: true,
      brand: 'visa',
      lastFour: '4242',
      chargeOutcome: 'succeed',
      authenticatesAtSetup: false,
    });
  });

  it('4000002760003184 asks for authentication when saved and on every charge, off-session ones included', () => {
    expect(checkCard('4000002760003184')).toMatchObject({
      ok: true,
      lastFour: '3184',
      chargeOutcome: 'authentication_required',
      authenticatesAtSetup: true,
    });
  });

  it('4000002500003155 asks once when saved, then charges off-session without asking', () => {
    expect(checkCard('4000002500003155')).toMatchObject({
      ok: true,
      lastFour: '3155',
      chargeOutcome: 'succeed',
      authenticatesAtSetup: true,
    });
    expect(isStripeTestCard('4000002500003155')).toBe(true);
    expect(isStripeTestCard('4000002760003184')).toBe(true);
  });

  it('4000000000000341 attaches, but its charges decline', () => {
    expect(checkCard('4000000000000341')).toMatchObject({ ok: true, chargeOutcome: 'card_declined' });
  });

  it('any other Luhn-valid number succeeds, with its brand', () => {
    expect(checkCard('5555555555554444')).toMatchObject({ ok: true, brand: 'mastercard', lastFour: '4444' });
    expect(cardBrand('378282246310005')).toBe('amex');
  });

  it('drops spaces and dashes, and refuses a number failing Luhn or of the wrong length', () => {
    expect(normalizeCardNumber('4242 4242-4242 4242')).toBe('4242424242424242');
    expect(normalizeCardNumber('4242424242424241')).toBeNull();
    expect(normalizeCardNumber('42424242')).toBeNull();
    expect(passesLuhn('79927398713')).toBe(true);
  });
});

describe('a staging site’s sandbox', () => {
  it('knows Stripe’s published test cards, every one a valid number', () => {
    for (const number of ['4242424242424242', '5555555555554444', '378282246310005', '4000000000000341']) {
      expect(isStripeTestCard(number)).toBe(true);
      expect(normalizeCardNumber(number)).toBe(number);
    }
  });

  it('does not take a valid number Stripe never published', () => {
    expect(normalizeCardNumber('4111111111111111')).toBe('4111111111111111');
    expect(isStripeTestCard('4111111111111111')).toBe(false);
  });
});
