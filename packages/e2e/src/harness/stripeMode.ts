// Stripe mode for browser tests, the browser's side: a stand-in Stripe.js for https://js.stripe.com
// (these machines cannot reach Stripe) implementing just what the giving form calls, and its
// confirmations answered from the Stripe double. The server on the double is ./stripeServer.ts's.
import type { Route } from 'playwright-core';
import type { Card, StripeDouble } from '@halo/testkit/stripe/stripeDouble';
import { CARDS } from './givingForm';

export interface StripeModeKeys {
  account: string;
  publishableKey: string;
  secretKey: string;
}

/**
 * The stand-in Stripe.js. Like Stripe's, confirmCardSetup asks api.stripe.com to confirm the
 * SetupIntent with the typed card (route it with `confirmSetupIntent`); the declining test card fails in the browser, as
 * Stripe answers a card declined while it is saved. Calls are recorded in `window.__stripeCalls`.
 */
export function standInStripeJs(publishableKey: string): string {
  return `
(() => {
  window.__stripeCalls = [];
  const WALLET_NAMES = { apple_pay: 'Apple Pay', google_pay: 'Google Pay' };
  function expressCheckout(group) {
    const handlers = {};
    let button = null;
    return {
      type: 'expressCheckout',
      on(name, handler) { handlers[name] = handler; },
      mount(node) {
        const wallet = window.__standInWallet || null;
        group.__wallet = wallet;
        if (wallet) {
          button = document.createElement('button');
          button.type = 'button';
          button.textContent = 'Donate with ' + WALLET_NAMES[wallet];
          button.className = 'stand-in-stripe-wallet';
          button.addEventListener('click', () => handlers.confirm && handlers.confirm({
            elementType: 'expressCheckout',
            expressPaymentType: wallet,
            paymentFailed(payload) { window.__stripeCalls.push({ paymentFailed: payload }); },
          }));
          node.append(button);
        }
        setTimeout(() => handlers.ready && handlers.ready({
          elementType: 'expressCheckout',
          availablePaymentMethods: wallet ? { applePay: wallet === 'apple_pay', googlePay: wallet === 'google_pay' } : undefined,
        }), 0);
      },
      destroy() { if (button) button.remove(); button = null; },
    };
  }
  window.Stripe = function Stripe(key, options) {
    window.__stripeCalls.push({ key, stripeAccount: (options && options.stripeAccount) || null });
    return {
      elements(elementsOptions) {
        window.__stripeCalls.push({ elementsLocale: elementsOptions && elementsOptions.locale });
        const group = {
          async submit() { return {}; },
          create(type) {
            if (type === 'expressCheckout') return expressCheckout(group);
            let input = null;
            return {
              type,
              on() {},
              mount(node) {
                input = document.createElement('input');
                input.setAttribute('aria-label', 'Stripe card');
                input.className = 'stand-in-stripe-card';
                node.append(input);
              },
              destroy() { if (input) input.remove(); input = null; },
              get value() { return input ? input.value : ''; },
            };
          },
        };
        return group;
      },
      // Stripe's Express Checkout Element (https://docs.stripe.com/js/elements_object/create_express_checkout_element):
      // the browser offers the wallet a test put in window.__standInWallet ('apple_pay' | 'google_pay'),
      // or none. Its button confirms as Stripe's sheet does once the donor approves.
      async confirmSetup({ elements, clientSecret }) {
        const wallet = elements && elements.__wallet;
        window.__stripeCalls.push({ confirmSetup: clientSecret, wallet });
        const id = clientSecret.split('_secret_')[0];
        const response = await fetch('https://api.stripe.com/v1/setup_intents/' + id + '/confirm', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            client_secret: clientSecret,
            key: key,
            'payment_method_data[type]': 'card',
            'payment_method_data[card][wallet][type]': wallet || '',
          }).toString(),
        });
        const body = await response.json();
        return response.ok ? { setupIntent: body } : { error: body.error };
      },
      // Stripe's bank collection for ACH Direct Debit (https://docs.stripe.com/js/payment_intents/collect_bank_account_for_payment):
      // Stripe's window links an account to the PaymentIntent; here the account a test put in
      // window.__standInBankAccount ('instant' for Financial Connections' test bank, or an account
      // number typed by hand, to verify by micro-deposits; 'cancel' closes the window), linked by
      // api.stripe.com (route it with \`linkBankAccount\`).
      async collectBankAccountForPayment({ clientSecret, params }) {
        window.__stripeCalls.push({ collectBankAccount: clientSecret, params });
        const chosen = window.__standInBankAccount || 'instant';
        const id = clientSecret.split('_secret_')[0];
        const response = await fetch('https://api.stripe.com/v1/payment_intents/' + id + '/stand_in_link_bank_account', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            client_secret: clientSecret,
            key: key,
            account: chosen,
            'billing_details[name]': params.payment_method_data.billing_details.name,
          }).toString(),
        });
        const body = await response.json();
        return response.ok ? { paymentIntent: body } : { error: body.error };
      },
      // The same window for a SetupIntent, the account kept for later debits
      // (https://docs.stripe.com/js/setup_intents/collect_bank_account_for_setup).
      async collectBankAccountForSetup({ clientSecret, params }) {
        window.__stripeCalls.push({ collectBankAccountForSetup: clientSecret, params });
        const chosen = window.__standInBankAccount || 'instant';
        const id = clientSecret.split('_secret_')[0];
        const response = await fetch('https://api.stripe.com/v1/setup_intents/' + id + '/stand_in_link_bank_account', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            client_secret: clientSecret,
            key: key,
            account: chosen,
            'billing_details[name]': params.payment_method_data.billing_details.name,
          }).toString(),
        });
        const body = await response.json();
        return response.ok ? { setupIntent: body } : { error: body.error };
      },
      async confirmCardSetup(clientSecret, data) {
        const card = data.payment_method.card;
        window.__stripeCalls.push({ confirm: clientSecret, billing: data.payment_method.billing_details });
        if (card.value.replace(/\\s/g, '') === '${CARDS.declined}') {
          return { error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline',
            message: 'Your card was declined.' } };
        }
        const id = clientSecret.split('_secret_')[0];
        const response = await fetch('https://api.stripe.com/v1/setup_intents/' + id + '/confirm', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            client_secret: clientSecret,
            key: key,
            'payment_method_data[type]': 'card',
            'payment_method_data[card][number]': card.value.replace(/\\s/g, ''),
          }).toString(),
        });
        const body = await response.json();
        return response.ok ? { setupIntent: body } : { error: body.error };
      },
    };
  };
})();
`.replace('key: key', `key: ${JSON.stringify(publishableKey)}`);
}

/** Stripe's test Mastercard (https://docs.stripe.com/testing), for a card other than the test Visa. */
export const STRIPE_MASTERCARD = '5555555555554444';

/**
 * The card Stripe saves for a number typed into the stand-in's field: the test Visa is Stripe.js's
 * `pm_card_visa`; the test Mastercard a new payment method of its own, so a card changed to it shows.
 */
function savedCard(number: string, wallet: string): { id?: string; card?: Partial<Card> } {
  // A wallet's card: the test Visa, marked with the wallet as Stripe marks it (`card.wallet.type`).
  if (wallet === 'apple_pay' || wallet === 'google_pay') return { card: { wallet: { type: wallet } } };
  return number === STRIPE_MASTERCARD
    ? { card: { brand: 'mastercard', last4: '4444' } }
    : { id: 'pm_card_visa' };
}

/**
 * Answers the stand-in's bank collection from the double: Stripe's window linking the account the test
 * chose to the PaymentIntent or the SetupIntent (`requires_confirmation`), or the donor closing it.
 */
export async function linkBankAccount(
  route: Route,
  stripe: StripeDouble,
  publishableKey: string,
): Promise<void> {
  const params = new URLSearchParams(route.request().postData() ?? '');
  const chosen = params.get('account') ?? 'instant';
  // A SetupIntent's window (collectBankAccountForSetup) or a PaymentIntent's.
  const forSetup = route.request().url().includes('/v1/setup_intents/');
  const link = {
    ...(chosen === 'instant' || chosen === 'cancel' ? {} : { manualAccountNumber: chosen }),
    canceled: chosen === 'cancel',
    holderName: params.get('billing_details[name]') ?? undefined,
  };
  const clientSecret = params.get('client_secret') ?? '';
  const linked =
    params.get('key') !== publishableKey
      ? null
      : forSetup
        ? stripe.collectBankAccountForSetup(clientSecret, link)
        : stripe.collectBankAccount(clientSecret, link);
  await route.fulfill({
    status: linked ? 200 : 400,
    headers: { 'access-control-allow-origin': '*' },
    contentType: 'application/json',
    body: JSON.stringify(
      linked
        ? {
            id: linked.intent.id,
            object: forSetup ? 'setup_intent' : 'payment_intent',
            status: linked.intent.status,
          }
        : { error: { type: 'invalid_request_error', message: 'No such intent.' } },
    ),
  });
}

/** Answers the stand-in's confirmation from the double, as api.stripe.com would. */
export async function confirmSetupIntent(
  route: Route,
  stripe: StripeDouble,
  publishableKey: string,
): Promise<void> {
  const params = new URLSearchParams(route.request().postData() ?? '');
  const confirmed =
    params.get('key') === publishableKey
      ? stripe.confirmSetup(
          params.get('client_secret') ?? '',
          savedCard(
            params.get('payment_method_data[card][number]') ?? '',
            params.get('payment_method_data[card][wallet][type]') ?? '',
          ),
        )
      : null;
  await route.fulfill({
    status: confirmed ? 200 : 400,
    headers: { 'access-control-allow-origin': '*' },
    contentType: 'application/json',
    body: JSON.stringify(
      confirmed
        ? { object: 'setup_intent', status: 'succeeded', payment_method: confirmed.paymentMethod }
        : { error: { type: 'invalid_request_error', message: 'No such setup intent.' } },
    ),
  });
}
