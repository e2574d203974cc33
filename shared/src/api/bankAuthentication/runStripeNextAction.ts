import { loadStripe } from '@stripe/stripe-js/pure';
import type { AuthenticationOutcome } from './authenticating';

/**
 * Stripe's authentication of a waiting PaymentIntent or SetupIntent (`handleNextAction`: the bank's
 * 3-D Secure page in Stripe's frame), on the church's connected account: the giving form's card and
 * gift, and the "Confirm your gift" page. Stripe.js comes from Stripe, never our bundle
 * (docs/ARCHITECTURE.md §3), and loads only when a bank asks. `passed` only means Stripe is done
 * without an error: the API, not the browser, asks Stripe whether the gift was paid.
 */
export async function runStripeNextAction({
  clientSecret,
  publishableKey,
  stripeAccount,
}: {
  clientSecret: string;
  publishableKey: string;
  stripeAccount: string | null;
}): Promise<AuthenticationOutcome> {
  const stripe = await loadStripe(publishableKey, stripeAccount ? { stripeAccount } : undefined);
  if (!stripe) return { passed: false, message: null };
  const result = await stripe.handleNextAction({ clientSecret });
  return result.error ? { passed: false, message: result.error.message ?? null } : { passed: true };
}
