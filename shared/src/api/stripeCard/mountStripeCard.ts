// Stripe's card field wherever a donor enters a card (the giving form's card step, the manage link's
// "Change card"): Stripe.js loaded from Stripe only then (`@stripe/stripe-js/pure`, docs/ARCHITECTURE.md §3,
// §7: never from our bundle), its card Element mounted on a node the caller gives (light DOM: Stripe
// refuses a shadow root), and the card confirmed against a SetupIntent the caller asks our API for.
// `confirmCardSetup` runs the bank's 3-D Secure itself when the bank asks. Plain TypeScript;
// `StripeCardField` is the thin component over it that both callers render.
import type { StripeError } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import type { GivingResult, SetupIntentResponse } from '../giving';

export type StripeCardResult =
  | { ok: true; paymentMethodId: string }
  | {
      ok: false;
      /** Our API's code when the SetupIntent was refused, else Stripe's decline or error code. */
      code: string | null;
      /** In the donor's language: our API's words, or Stripe.js's (it speaks the field's locale). */
      message: string;
      /** Stripe's error, for a caller that words card declines itself. */
      stripeError: Pick<StripeError, 'type' | 'code' | 'decline_code'> | null;
    };

export interface MountedStripeCard {
  /** Confirms the typed card with a new SetupIntent; resolves the card's payment method or why not. */
  collect(
    setupIntent: () => Promise<GivingResult<SetupIntentResponse>>,
    billingDetails?: { name?: string; email?: string },
  ): Promise<StripeCardResult>;
  /** Removes the field (the dialog or the step is gone). */
  destroy(): void;
}

export interface StripeCardMount {
  publishableKey: string;
  /** The church's connected account: the card is saved there. */
  stripeAccount: string | null;
  locale: 'en' | 'es';
  node: HTMLElement;
  /**
   * Hides Stripe's Link button in the field. A lobby kiosk (docs/PRODUCT.md §20) offers no wallet,
   * and Link, which remembers its user on the device, is one: the next giver would find the last one's.
   */
  disableLink?: boolean;
}

/** Loads Stripe.js and mounts its card field on `node`; null when Stripe.js did not come. */
export async function mountStripeCard({
  publishableKey,
  stripeAccount,
  locale,
  node,
  disableLink = false,
}: StripeCardMount): Promise<MountedStripeCard | null> {
  const stripe = await loadStripe(publishableKey, stripeAccount ? { stripeAccount } : undefined);
  if (!stripe) return null;
  const card = stripe
    .elements({ locale })
    .create('card', { hidePostalCode: true, ...(disableLink ? { disableLink: true } : {}) });
  card.mount(node);
  return {
    async collect(setupIntent, billingDetails) {
      const intent = await setupIntent();
      if (!intent.ok)
        return { ok: false, code: intent.code ?? null, message: intent.message, stripeError: null };
      const result = await stripe.confirmCardSetup(intent.data.client_secret, {
        payment_method: billingDetails ? { card, billing_details: billingDetails } : { card },
      });
      if (result.error) {
        const { type, code, decline_code: declineCode } = result.error;
        return {
          ok: false,
          code: declineCode ?? code ?? null,
          message: result.error.message ?? '',
          stripeError: { type, code, decline_code: declineCode },
        };
      }
      const method = result.setupIntent.payment_method;
      return { ok: true, paymentMethodId: typeof method === 'string' ? method : (method?.id ?? '') };
    },
    destroy: () => card.destroy(),
  };
}
