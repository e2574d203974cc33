// Apple Pay and Google Pay through Stripe's Express Checkout Element (docs/PRODUCT.md §23), on a
// Stripe-connected church's giving form: Stripe.js loaded from Stripe only then (as the card field,
// mountStripeCard.ts), the element mounted on a light-DOM node the caller gives, shown only when the
// browser offers a wallet. The wallet's card is saved with the gift's SetupIntent, as a typed card is
// (`elements` in setup mode, `confirmSetup`), so the API charges it as it charges any card and reads
// the wallet from Stripe's `card.wallet.type`. The SetupIntent is for use off session, so a recurring
// gift charges the same card later; for one, Apple Pay is given the gift's recurring payment request
// on the button's click, so Apple issues a merchant token that lasts beyond the device (Stripe's
// "Apple Pay merchant tokens").
import type {
  ClickResolveDetails,
  StripeExpressCheckoutElementClickEvent,
  StripeExpressCheckoutElementConfirmEvent,
} from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import type { GivingResult, SetupIntentResponse } from '../giving';
import type { StripeCardResult } from './mountStripeCard';

/** A recurring gift as Apple Pay's sheet shows it; dates are days (YYYY-MM-DD) of the church. */
export interface WalletRecurringRequest {
  /** "Recurring gift to Grace Community Church", in the donor's language. */
  description: string;
  /** The line of each charge: "Monthly gift". */
  label: string;
  /** What each charge takes, covered fee included, in cents. */
  amountCents: number;
  startDate: string;
  endDate: string | null;
  interval: { unit: 'day' | 'month' | 'year'; count: number };
  /** Where the donor manages the gift: the donor portal's recurring gifts. */
  managementUrl: string;
}

/** A day of the church at noon, so no time zone moves it to another day. */
const dayAtNoon = (day: string) => new Date(`${day}T12:00:00`);

/** Stripe's Apple Pay option for a recurring gift (`applePay.recurringPaymentRequest`). */
export function applePayRecurring(
  request: WalletRecurringRequest,
): NonNullable<ClickResolveDetails['applePay']> {
  return {
    recurringPaymentRequest: {
      paymentDescription: request.description,
      managementURL: request.managementUrl,
      regularBilling: {
        amount: request.amountCents,
        label: request.label,
        recurringPaymentStartDate: dayAtNoon(request.startDate),
        ...(request.endDate ? { recurringPaymentEndDate: dayAtNoon(request.endDate) } : {}),
        recurringPaymentIntervalUnit: request.interval.unit,
        recurringPaymentIntervalCount: request.interval.count,
      },
    },
  };
}

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
  /** The gift as it stands when the wallet's button is pressed: null for a one-time gift. */
  recurring?: () => WalletRecurringRequest | null;
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
  // Stripe wants an answer within a second of the press: the gift is read from the form as it is.
  element.on('click', (event: StripeExpressCheckoutElementClickEvent) => {
    const recurring = mount.recurring?.() ?? null;
    event.resolve(recurring ? { applePay: applePayRecurring(recurring) } : {});
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
