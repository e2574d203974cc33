// How the sandbox treats a card number: as Stripe treats its published test cards
// (https://docs.stripe.com/testing, docs/ARCHITECTURE.md §4). Only the result leaves this file; the number and
// the CVC are never stored or logged.
import type { Config } from '../../config';
import type { DeclineCode } from '../paymentProcessor';

/** What a saved card's charges do: succeed, fail, or wait for the donor's bank authentication. */
export type SandboxChargeOutcome = 'succeed' | 'card_declined' | 'authentication_required';

export type CardCheck =
  | {
      ok: true;
      brand: string;
      lastFour: string;
      chargeOutcome: SandboxChargeOutcome;
      /** The bank asks the donor to authenticate when the card is saved (3-D Secure at setup). */
      authenticatesAtSetup: boolean;
    }
  | { ok: false; code: DeclineCode };

/** Test cards that fail when the card is set up (tokenized), like Stripe's SetupIntent confirmation. */
const DECLINED_AT_SETUP: Readonly<Record<string, DeclineCode>> = {
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
  '4000000000000127': 'incorrect_cvc',
};

/** Attaches to the customer, but every charge fails with card_declined. */
const DECLINED_AT_CHARGE = '4000000000000341';

/**
 * Stripe's 3-D Secure test cards (docs.stripe.com/testing#authentication-and-setup): the bank asks
 * the donor to authenticate when the card is saved, and then either on every payment, off-session
 * ones included (so a recurring charge waits for "Confirm your gift"), or never again (the
 * authentication at setup covers the off-session charges that follow).
 */
const AUTHENTICATION_CARDS: Readonly<Record<string, { chargeOutcome: SandboxChargeOutcome }>> = {
  '4000002760003184': { chargeOutcome: 'authentication_required' },
  '4000002500003155': { chargeOutcome: 'succeed' },
};

/**
 * Stripe's published test card numbers (docs.stripe.com/testing): all a staging site's sandbox takes,
 * so nobody types a real card into a site that charges nothing.
 */
const STRIPE_TEST_CARDS: ReadonlySet<string> = new Set([
  '4242424242424242',
  '4000056655665556',
  '5555555555554444',
  '2223003122003222',
  '5200828282828210',
  '5105105105105100',
  '378282246310005',
  '371449635398431',
  '6011111111111117',
  '6011000990139424',
  '6011981111111113',
  '3056930009020004',
  '36227206271667',
  '6555900000604105',
  '3566002020360505',
  '6200000000000005',
  '6200000000000047',
  '6205500000000000004',
  '4000000000000119',
  '4000000000009987',
  '4000000000009979',
  ...Object.keys(DECLINED_AT_SETUP),
  DECLINED_AT_CHARGE,
  ...Object.keys(AUTHENTICATION_CARDS),
]);

/** Whether `digits` (already normalized) is one of Stripe's published test cards. */
export function isStripeTestCard(digits: string): boolean {
  return STRIPE_TEST_CARDS.has(digits);
}

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  if (/^3(0[0-5]|[68])/.test(digits)) return 'diners';
  if (/^35/.test(digits)) return 'jcb';
  if (/^62/.test(digits)) return 'unionpay';
  return 'unknown';
}

/**
 * Digits only (spaces and dashes a donor types are dropped). A number that is not 12–19 digits or
 * fails the Luhn check is `null`: the caller answers 422 'invalid number', as Stripe.js refuses such
 * a number before it ever reaches the processor.
 */
export function normalizeCardNumber(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return null;
  return digits;
}

/** What setting up `digits` (already normalized) does. */
export function checkCard(digits: string): CardCheck {
  const declined = DECLINED_AT_SETUP[digits];
  if (declined) return { ok: false, code: declined };
  const authenticating = AUTHENTICATION_CARDS[digits];
  return {
    ok: true,
    brand: cardBrand(digits),
    lastFour: digits.slice(-4),
    chargeOutcome: authenticating
      ? authenticating.chargeOutcome
      : digits === DECLINED_AT_CHARGE
        ? 'card_declined'
        : 'succeed',
    authenticatesAtSetup: authenticating !== undefined,
  };
}

/** Whether the sandbox takes only Stripe's published test card numbers: anywhere but this machine. */
export function sandboxTestCardsOnly(config: Config): boolean {
  return config.production;
}
