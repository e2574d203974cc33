import type { GiftAuthentication } from '@halo/domain';
import { loadStripe } from '@stripe/stripe-js/pure';

/**
 * Stripe's authentication of the waiting PaymentIntent (`handleNextAction`: the bank's 3-D Secure
 * page in Stripe's frame). Stripe.js comes from Stripe (never our bundle), loaded only on this page
 * and only when the donor presses the button. Resolves when Stripe is done, whatever the outcome:
 * the API, not the browser, asks Stripe whether the gift was paid.
 */
export async function runStripeNextAction(
  authentication: Extract<GiftAuthentication, { mode: 'stripe' }>,
): Promise<{ message: string | null }> {
  const stripe = await loadStripe(
    authentication.publishable_key,
    authentication.stripe_account ? { stripeAccount: authentication.stripe_account } : undefined,
  );
  if (!stripe) return { message: null };
  const result = await stripe.handleNextAction({ clientSecret: authentication.client_secret });
  return { message: result.error?.message ?? null };
}
