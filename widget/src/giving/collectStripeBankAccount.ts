// Stripe.js's bank collection for a gift from a bank account on Stripe (docs/PRODUCT.md §22): Stripe's
// own dialog links the donor's account to the PaymentIntent the server made, with Financial
// Connections (the donor signs in to their bank), or with the routing and account numbers typed by
// hand, which Stripe then verifies by micro-deposits
// (https://docs.stripe.com/payments/ach-direct-debit/accept-a-payment). Stripe.js comes from Stripe,
// never our bundle (docs/ARCHITECTURE.md §3), and loads only when the donor gives from a bank account.
import { loadStripe } from '@stripe/stripe-js/pure';

export type BankCollection =
  /** Linked: the server may confirm the debit. */
  | { linked: true }
  /** The donor closed Stripe's dialog: nothing linked, nothing to say. */
  | { linked: false; message: null }
  /** Stripe refused: its words, for the form's message. */
  | { linked: false; message: string };

export async function collectStripeBankAccount({
  publishableKey,
  stripeAccount,
  clientSecret,
  name,
  email,
  forSetup = false,
}: {
  publishableKey: string;
  stripeAccount: string | null;
  clientSecret: string;
  /** The account holder's name, which Stripe requires of a US bank account. */
  name: string;
  email: string;
  /**
   * The client secret is a SetupIntent's: the account is kept for a recurring gift
   * (collectBankAccountForSetup, https://docs.stripe.com/payments/ach-direct-debit/set-up-payment).
   */
  forSetup?: boolean;
}): Promise<BankCollection> {
  const stripe = await loadStripe(publishableKey, stripeAccount ? { stripeAccount } : undefined);
  if (!stripe) return { linked: false, message: null };
  const params = {
    payment_method_type: 'us_bank_account' as const,
    payment_method_data: { billing_details: { name, ...(email ? { email } : {}) } },
  };
  const result = forSetup
    ? await stripe.collectBankAccountForSetup({ clientSecret, params })
    : await stripe.collectBankAccountForPayment({ clientSecret, params });
  if (result.error) return { linked: false, message: result.error.message ?? null } as BankCollection;
  const intent = 'setupIntent' in result ? result.setupIntent : result.paymentIntent;
  // `requires_payment_method`: the donor closed the dialog before linking an account.
  return intent?.status === 'requires_confirmation' ? { linked: true } : { linked: false, message: null };
}
