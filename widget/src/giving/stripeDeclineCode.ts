import { DECLINE_CODES } from './givingFailures';

/**
 * Our decline code for a Stripe.js error. Stripe reports many card decline reasons
 * (generic_decline, do_not_honor, lost_card, …) that a donor should read as "Your card was
 * declined." in their language; other errors (validation, network) keep Stripe's own message.
 */
export function stripeDeclineCode(error: {
  type?: string;
  code?: string;
  decline_code?: string;
}): string | null {
  const code = error.decline_code ?? error.code ?? null;
  if (code && (DECLINE_CODES as readonly string[]).includes(code)) return code;
  return error.type === 'card_error' ? 'card_declined' : code;
}
