// The console's "Payments": where the church's gifts are charged and its Stripe account. With
// Stripe configured, connecting creates the church's own Stripe account once and sends the
// administrator through Stripe's onboarding; the account read again on the way back, then Stripe's
// account.updated, decide when it may take gifts (payments/stripe/stripeAccountUpdates.ts). Without Stripe, connecting makes a simulated
// account at once: a test the console labels as one, and no money ever moves through it.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { organizationUrl } from '../core/organizationUrl';
import { organizations, type OrganizationRow } from '../db/schema';
import { recordStripeAccountState } from '../payments/stripe/stripeAccountUpdates';
import { queueWalletDomainsOnConnect } from '../payments/walletDomains/walletDomainQueue';
import { validationError } from '../graphql/portalErrors';
import { adminChange } from './adminChange';
import type { AdminScope } from './adminScope';

export type StripeConnectionState = 'notConnected' | 'pending' | 'connected';

export interface AdminPayments {
  mode: OrganizationRow['processorMode'];
  stripeAvailable: boolean;
  connection: StripeConnectionState;
  stripeAccountId: string | null;
  isTest: boolean;
  /** Bank account gifts (docs/PRODUCT.md §22) are on; the giving form offers them only in USD. */
  bankPayments: boolean;
  currency: string;
}

/** Where Stripe's onboarding sends the administrator back: the console's Payments section. */
export const STRIPE_RETURN_PATH = '/admin/payments/return';
/** Where Stripe sends an administrator whose onboarding link expired or was already used. */
export const STRIPE_REFRESH_PATH = '/admin/payments/refresh';

export function connectionState(organization: OrganizationRow): StripeConnectionState {
  if (!organization.stripeAccountId) return 'notConnected';
  return organization.stripeChargesEnabled ? 'connected' : 'pending';
}

export function presentPayments(scope: AdminScope, organization: OrganizationRow): AdminPayments {
  return {
    mode: organization.processorMode,
    stripeAvailable: scope.app.stripeConnect !== null,
    connection: connectionState(organization),
    stripeAccountId: organization.stripeAccountId,
    isTest: organization.stripeAccountSimulated,
    bankPayments: organization.bankPaymentsEnabled,
    currency: organization.currency,
  };
}

export function readPayments(scope: AdminScope): AdminPayments {
  return presentPayments(scope, scope.organization);
}

export interface ConnectStart {
  payments: AdminPayments;
  onboardingUrl: string | null;
}

export async function connectPayments(scope: AdminScope): Promise<ConnectStart> {
  const connect = scope.app.stripeConnect;
  return adminChange(scope, 'payments.connect', async (tx, organization) => {
    if (!connect) {
      if (organization.stripeAccountId) {
        return {
          value: { payments: presentPayments(scope, organization), onboardingUrl: null },
          details: { simulated: organization.stripeAccountSimulated, unchanged: true },
        };
      }
      const accountId = `acct_test_${randomBytes(8).toString('hex')}`;
      const [row] = await tx
        .update(organizations)
        .set({ stripeAccountId: accountId, stripeAccountSimulated: true, stripeChargesEnabled: true })
        .where(eq(organizations.id, organization.id))
        .returning();
      return {
        value: { payments: presentPayments(scope, row!), onboardingUrl: null },
        details: { simulated: true, account: accountId },
      };
    }
    let row = organization;
    // A simulated test account means nothing to Stripe: a real one replaces it.
    if (!organization.stripeAccountId || organization.stripeAccountSimulated) {
      const account = await connect.createAccount({
        organizationPrefixedId: organization.prefixedId,
        name: organization.displayName,
        email: organization.contact.email,
        country: organization.contact.country,
      });
      [row] = (await tx
        .update(organizations)
        .set({
          stripeAccountId: account.accountId,
          stripeAccountSimulated: false,
          stripeChargesEnabled: account.chargesEnabled,
        })
        .where(eq(organizations.id, organization.id))
        .returning()) as [OrganizationRow];
      // A church already in Stripe mode whose new account takes gifts at once has connected now:
      // its websites and hosted page are registered on this account (docs/PRODUCT.md §23).
      if (row.processorMode === 'stripe' && row.stripeChargesEnabled) {
        await queueWalletDomainsOnConnect(tx, row, scope.app.config.publicUrl);
      }
    }
    const accountId = row.stripeAccountId!;
    // Stripe has nothing more to ask of an account that already takes gifts.
    const onboardingUrl = row.stripeChargesEnabled
      ? null
      : await connect.onboardingLink({
          accountId,
          returnUrl: organizationUrl(scope.app.config.publicUrl, row.subdomain, STRIPE_RETURN_PATH),
          refreshUrl: organizationUrl(scope.app.config.publicUrl, row.subdomain, STRIPE_REFRESH_PATH),
        });
    return {
      value: { payments: presentPayments(scope, row), onboardingUrl },
      details: { simulated: false, account: accountId, onboarding: onboardingUrl !== null },
    };
  });
}

/**
 * On the administrator's way back from Stripe's onboarding: the church's account as Stripe has it
 * now, so the console says "connected" at once instead of when account.updated arrives. Stripe's
 * events stay the source of truth afterwards: what was read is recorded as of the second it was
 * read, so an event created after it still changes the state and one created before changes
 * nothing (stripeAccountUpdates.ts). Without Stripe, or for a simulated or no account, there is
 * nothing to read and the state is answered as it is.
 */
export async function refreshPayments(scope: AdminScope): Promise<AdminPayments> {
  const connect = scope.app.stripeConnect;
  const accountId = scope.organization.stripeAccountId;
  if (!connect || !accountId || scope.organization.stripeAccountSimulated) return readPayments(scope);
  const asOf = new Date(Math.floor(Date.now() / 1000) * 1000);
  const account = await connect.retrieveAccount(accountId);
  return adminChange(scope, 'payments.refresh', async (tx, organization) => {
    const applied =
      organization.stripeAccountId === account.accountId
        ? await recordStripeAccountState(tx, { ...account, asOf }, scope.app.config.publicUrl)
        : 0;
    const [row] = await tx.select().from(organizations).where(eq(organizations.id, organization.id));
    return {
      value: presentPayments(scope, row!),
      details: { account: account.accountId, chargesEnabled: account.chargesEnabled, applied: applied > 0 },
    };
  });
}

/**
 * Forgets the church's Stripe account. The account stays the church's on Stripe; a church in Stripe
 * mode then takes no gifts until one is connected again, never falling back to the sandbox. Its id
 * is kept as the former account, through which the gifts it charged can still be refunded.
 */
export async function disconnectPayments(scope: AdminScope): Promise<AdminPayments> {
  return adminChange(scope, 'payments.disconnect', async (tx, organization) => {
    const [row] = await tx
      .update(organizations)
      .set({
        stripeAccountId: null,
        stripeAccountSimulated: false,
        stripeChargesEnabled: true,
        // Its gifts may still need a refund: the account stays the church's on Stripe.
        ...(organization.stripeAccountId && !organization.stripeAccountSimulated
          ? { stripeFormerAccountId: organization.stripeAccountId }
          : {}),
      })
      .where(eq(organizations.id, organization.id))
      .returning();
    return {
      value: presentPayments(scope, row!),
      details: { account: organization.stripeAccountId, simulated: organization.stripeAccountSimulated },
    };
  });
}

const BANK_PAYMENTS_NEED_USD = {
  en: 'Bank account gifts need a church that gives in US dollars (USD).',
  es: 'Las donaciones desde una cuenta bancaria necesitan una iglesia que reciba dólares estadounidenses (USD).',
} as const;

/**
 * Turns bank account gifts (ACH, docs/PRODUCT.md §22) on or off for the church's giving form. On
 * needs a church in USD: a bank debit is a US bank's. Off, the giving form offers the card alone;
 * bank gifts already processing still settle.
 */
export async function setBankPayments(scope: AdminScope, enabled: boolean): Promise<AdminPayments> {
  return adminChange(scope, 'payments.bankPayments', async (tx, organization) => {
    if (enabled && organization.currency !== 'USD') {
      throw validationError({ enabled: [BANK_PAYMENTS_NEED_USD[scope.locale]] });
    }
    const [row] = await tx
      .update(organizations)
      .set({ bankPaymentsEnabled: enabled })
      .where(eq(organizations.id, organization.id))
      .returning();
    return {
      value: presentPayments(scope, row!),
      details: { enabled, was: organization.bankPaymentsEnabled },
    };
  });
}
