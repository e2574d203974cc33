// Apple Pay and Google Pay through Stripe's Express Checkout Element (docs/PRODUCT.md §23), on a
// Stripe-connected church's giving form: Stripe.js loaded from Stripe only then (as the card field,
// mountStripeCard.ts), the element mounted on a light-DOM node the caller gives, shown only when the
// browser offers a wallet. The wallet's card is saved with the gift's SetupIntent, as a typed card is
// (`elements` in setup mode, `confirmSetup`), so the API charges it as it charges any card and reads
// the wallet from Stripe's `card.wallet.type`.
import type { StripeExpressCheckoutElementConfirmEvent } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import type { GivingResult, SetupIntentResponse } from '../giving';
import type { StripeCardResult } from './mountStripeCard';

export interface ExpressCheckoutMount {
  publishableKey: string;
  /** The church's connected account: its registered domains decide where wallets show. */
  stripeAccount: string | null;
  locale: 'en' | 'es';
  /** The church's currency (ISO 4217), as Stripe's setup mode needs it. */
  currency: string;
  node: HTMLElement;
  /** Whether the browser offers Apple Pay or Google Pay here (Stripe's `ready` event). */
  onAvailable(available: boolean): void;
  /**
   * The donor approved the payment sheet: `collect` saves the wallet's card with the SetupIntent the
   * caller asks our API for (after finding the donor's customer), and resolves its payment method or
   * why not; the sheet is told of a failure.
   */
  onConfirm(
    collect: (setupIntent: () => Promise<GivingResult<SetupIntentResponse>>) => Promise<StripeCardResult>,
  ): void;
}

export interface MountedExpressCheckout {
  destroy(): void;
}

/** Loads Stripe.js and mounts the Express Checkout Element on `node`; null when Stripe.js did not come. */
export async function mountExpressCheckout(
  mount: ExpressCheckoutMount,
): Promise<MountedExpressCheckout | null> {
  const { publishableKey, stripeAccount, locale, currency, node } = mount;
  const stripe = await loadStripe(publishableKey, stripeAccount ? { stripeAccount } : undefined);
  if (!stripe) return null;
  const elements = stripe.elements({
    mode: 'setup',
    currency: currency.toLowerCase(),
    allowedPaymentMethodTypes: ['card'],
    locale,
  });
  const element = elements.create('expressCheckout', {
    buttonType: { applePay: 'donate', googlePay: 'donate' },
    paymentMethods: {
      applePay: 'auto',
      googlePay: 'auto',
      link: 'never',
      paypal: 'never',
      amazonPay: 'never',
    },
  });
  element.on('ready', ({ availablePaymentMethods }) => {
    mount.onAvailable(Boolean(availablePaymentMethods?.applePay || availablePaymentMethods?.googlePay));
  });
  element.on('confirm', (event: StripeExpressCheckoutElementConfirmEvent) => {
    mount.onConfirm(async (setupIntent): Promise<StripeCardResult> => {
      const failed = (result: StripeCardResult) => {
        event.paymentFailed({ reason: 'fail' });
        return result;
      };
      const submitted = await elements.submit();
      if (submitted.error)
        return failed({ ok: false, code: null, message: submitted.error.message ?? '', stripeError: null });
      const intent = await setupIntent();
      if (!intent.ok)
        return failed({ ok: false, code: intent.code ?? null, message: intent.message, stripeError: null });
      const result = await stripe.confirmSetup({
        elements,
        clientSecret: intent.data.client_secret,
        // A wallet never leaves the page; Stripe needs the address all the same.
        confirmParams: { return_url: window.location.href },
        redirect: 'if_required',
      });
      if (result.error) {
        const { type, code, decline_code: declineCode } = result.error;
        return failed({
          ok: false,
          code: declineCode ?? code ?? null,
          message: result.error.message ?? '',
          stripeError: { type, code, decline_code: declineCode },
        });
      }
      const method = result.setupIntent.payment_method;
      return { ok: true, paymentMethodId: typeof method === 'string' ? method : (method?.id ?? '') };
    });
  });
  element.mount(node);
  return { destroy: () => element.destroy() };
}
