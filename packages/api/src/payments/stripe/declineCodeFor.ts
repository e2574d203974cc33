import type { DeclineCode } from '../paymentProcessor';

/** The parts of a Stripe card error (HTTP 402, `type: 'card_error'`) that say why a card failed. */
export interface CardErrorDetails {
  code?: string | null;
  decline_code?: string | null;
}

/** Stripe's reasons, by `decline_code` or `code`, that a donor can act on (docs/CONTRACTS.md). */
const DONOR_FACING: Record<string, DeclineCode> = {
  insufficient_funds: 'insufficient_funds',
  expired_card: 'expired_card',
  incorrect_cvc: 'incorrect_cvc',
  invalid_cvc: 'incorrect_cvc',
  processing_error: 'processing_error',
};

/**
 * The decline code we show for a Stripe card error. `decline_code` (the issuer's reason) wins over
 * `code`; every other reason, `generic_decline`, `lost_card`, `fraudulent` and the off-session
 * `authentication_required` among them, is a plain `card_declined`: Stripe advises not telling
 * the payer that a card was reported lost or stolen, and an off-session charge cannot ask the donor
 * for 3-D Secure.
 */
export function declineCodeFor(error: CardErrorDetails): DeclineCode {
  const reason = error.decline_code ?? error.code ?? '';
  return DONOR_FACING[reason] ?? DONOR_FACING[error.code ?? ''] ?? 'card_declined';
}
