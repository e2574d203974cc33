// `halo_shared/api/stripeCard`: Stripe's card field wherever a donor enters a card (the giving
// form's card step, the manage link's "Change card"). Imported only by lazy chunks: it brings
// Stripe.js's loader.
export {
  mountStripeCard,
  type MountedStripeCard,
  type StripeCardMount,
  type StripeCardResult,
} from './mountStripeCard';
export { StripeCardField, type CardMount, type StripeCardFieldProps } from './StripeCardField';
export {
  applePayRecurring,
  mountExpressCheckout,
  type ExpressCheckoutMount,
  type MountedExpressCheckout,
  type WalletRecurringRequest,
} from './mountExpressCheckout';
