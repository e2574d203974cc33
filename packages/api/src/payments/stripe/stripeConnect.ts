// Stripe Connect for the admin console's "Payments": the church's own Stripe account (a Standard
// account: the church holds it, signs in to Stripe's dashboard itself, and gifts are direct charges
// on it) and the account link that sends an administrator through Stripe's onboarding.
// https://docs.stripe.com/connect/standard-accounts
import type Stripe from 'stripe';

export interface ConnectedAccount {
  accountId: string;
  /** Stripe lets the account take charges (onboarding finished and nothing outstanding). */
  chargesEnabled: boolean;
}

export interface StripeConnect {
  /**
   * The church's connected account, created on the platform. The idempotency key is the church's,
   * so a retry after a lost answer gets the same account instead of a second one.
   */
  createAccount(input: {
    organizationPrefixedId: string;
    name: string;
    email: string | null;
    country: string | null;
  }): Promise<ConnectedAccount>;
  /** A one-time address of Stripe's onboarding for the account; it expires within minutes. */
  onboardingLink(input: { accountId: string; returnUrl: string; refreshUrl: string }): Promise<string>;
  /** The account as Stripe has it now (read on the administrator's way back from onboarding). */
  retrieveAccount(accountId: string): Promise<ConnectedAccount>;
}

/** Stripe's own rule for a connected account that can take gifts now. */
export function canTakeCharges(account: Pick<Stripe.Account, 'charges_enabled' | 'details_submitted'>) {
  return account.charges_enabled === true && account.details_submitted === true;
}

export function stripeConnectOn(stripe: Stripe): StripeConnect {
  return {
    async createAccount(input) {
      const account = await stripe.accounts.create(
        {
          type: 'standard',
          ...(input.email ? { email: input.email } : {}),
          ...(input.country ? { country: input.country } : {}),
          business_profile: { name: input.name },
          metadata: { organization_prefixed_id: input.organizationPrefixedId },
        },
        { idempotencyKey: `connect-account-${input.organizationPrefixedId}` },
      );
      return { accountId: account.id, chargesEnabled: canTakeCharges(account) };
    },
    async onboardingLink({ accountId, returnUrl, refreshUrl }) {
      const link = await stripe.accountLinks.create({
        account: accountId,
        type: 'account_onboarding',
        return_url: returnUrl,
        refresh_url: refreshUrl,
      });
      return link.url;
    },
    async retrieveAccount(accountId) {
      const account = await stripe.accounts.retrieve(accountId);
      return { accountId: account.id, chargesEnabled: canTakeCharges(account) };
    },
  };
}
