// Stripe's test cards as the double answers them (https://docs.stripe.com/testing).

export interface Card {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  /**
   * Set on a card a wallet handed over (Stripe's `card.wallet.type`: `apple_pay`, `google_pay`, or
   * `link` for a card Stripe's Link filled in from its user's saved cards).
   */
  wallet?: { type: 'apple_pay' | 'google_pay' | 'link' } | null;
}

/** The card a new test payment method carries unless a test says otherwise. */
export const TEST_VISA: Card = { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 };

/** The test payment method Stripe.js leaves when it saves the test Visa. */
export const TEST_VISA_METHOD = 'pm_card_visa';

/**
 * Stripe's test payment methods (https://docs.stripe.com/testing#declined-payments) that attach but
 * fail when charged, with the error Stripe answers.
 */
export const DECLINING_TEST_METHODS: Record<
  string,
  { code: string; decline_code?: string; message: string }
> = {
  pm_card_chargeDeclined: {
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
  },
  pm_card_chargeDeclinedInsufficientFunds: {
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  pm_card_chargeDeclinedExpiredCard: {
    code: 'expired_card',
    decline_code: 'expired_card',
    message: 'Your card has expired.',
  },
  pm_card_chargeDeclinedIncorrectCvc: {
    code: 'incorrect_cvc',
    decline_code: 'incorrect_cvc',
    message: "Your card's security code is incorrect.",
  },
  pm_card_chargeDeclinedProcessingError: {
    code: 'processing_error',
    decline_code: 'processing_error',
    message: 'An error occurred while processing your card. Try again in a little bit.',
  },
  pm_card_chargeDeclinedStolenCard: {
    code: 'card_declined',
    decline_code: 'stolen_card',
    message: 'Your card was declined.',
  },
  pm_card_authenticationRequired: {
    code: 'authentication_required',
    decline_code: 'authentication_required',
    message: 'Your card was declined. This transaction requires authentication.',
  },
};
