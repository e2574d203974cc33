import { offersBankPayments } from '../core/bankPayments';
import type { FundRow, OrganizationRow } from '../db/schema';
import type { OrganizationsRepository } from './organizationsRepository';

/** The organization record of GET /api/online-giving/{subdomain} (docs/CONTRACTS.md), money in cents. */
export interface OrganizationPayload {
  prefixedId: string;
  subdomain: string;
  name: string;
  displayName: string;
  logoUrl: string | null;
  availableModules: { prefixedId: string; name: string; displayName: string }[];
  onlineGiving: {
    logoUrl: string | null;
    brandColor: string | null;
    message: string | null;
    currency: string;
    fixedAmounts: number[];
    minAmount: number;
    maxAmount: number;
    fee: { percentBps: number; fixedCents: number };
    processor: { mode: 'sandbox' | 'stripe'; publishableKey: string | null; stripeAccount: string | null };
    timeZone: string;
    funds: { prefixedId: string; name: string; isDefault: boolean; isOnlineGivingVisible: boolean }[];
    /** The payment step offers "Bank account" (docs/PRODUCT.md §22). */
    bankPayments: boolean;
  };
  isStripeConnected: boolean;
  contact: {
    address: string | null;
    city: string | null;
    state: string | null;
    zip: string | null;
    country: string | null;
    email: string | null;
    phones: {
      prefixedId: string;
      phone: string;
      type: string;
      contactAgreementAccepted: boolean;
      isPrimary: boolean;
    }[];
  };
}

/**
 * `stripe` is the server's Stripe settings (null without STRIPE_SECRET_KEY): a stripe-mode
 * organization with a connected account is "Stripe connected" only when the server can charge it and
 * Stripe lets the account take charges (account.updated).
 */
export function presentOrganization(
  organization: OrganizationRow,
  funds: FundRow[],
  stripe: { publishableKey: string } | null = null,
): OrganizationPayload {
  const { contact } = organization;
  const isStripeConnected =
    stripe !== null &&
    organization.processorMode === 'stripe' &&
    organization.stripeAccountId !== null &&
    organization.stripeChargesEnabled &&
    !organization.stripeAccountSimulated;
  return {
    prefixedId: organization.prefixedId,
    subdomain: organization.subdomain,
    name: organization.name,
    displayName: organization.displayName,
    logoUrl: organization.logoUrl,
    availableModules: organization.availableModules.map(({ prefixedId, name, displayName }) => ({
      prefixedId,
      name,
      displayName,
    })),
    onlineGiving: {
      logoUrl: organization.onlineGivingLogoUrl,
      brandColor: organization.brandColor,
      message: organization.givingMessage,
      currency: organization.currency,
      fixedAmounts: organization.fixedAmounts,
      minAmount: organization.minAmount,
      maxAmount: organization.maxAmount,
      fee: { percentBps: organization.feePercentBps, fixedCents: organization.feeFixedCents },
      // Stripe.js needs the publishable key; sandbox needs none.
      processor: {
        mode: organization.processorMode,
        publishableKey: isStripeConnected && stripe ? stripe.publishableKey : null,
        // Card setups live on the church's connected account, so Stripe.js must be started with it.
        stripeAccount: isStripeConnected && stripe ? organization.stripeAccountId : null,
      },
      timeZone: organization.timeZone,
      funds: funds.map((fund) => ({
        prefixedId: fund.prefixedId,
        name: fund.name,
        isDefault: fund.isDefault,
        isOnlineGivingVisible: fund.isOnlineGivingVisible,
      })),
      bankPayments: offersBankPayments(organization),
    },
    isStripeConnected,
    // Listed field by field so a column added to the JSON later is never published by accident.
    contact: {
      address: contact.address,
      city: contact.city,
      state: contact.state,
      zip: contact.zip,
      country: contact.country,
      email: contact.email,
      phones: contact.phones.map(({ prefixedId, phone, type, contactAgreementAccepted, isPrimary }) => ({
        prefixedId,
        phone,
        type,
        contactAgreementAccepted,
        isPrimary,
      })),
    },
  };
}

/**
 * The record GET /api/online-giving/{subdomain} answers for `organization`, with the funds it shows
 * online: the same for the API and for the hosted page that carries it.
 */
export async function onlineGivingRecord(
  organizations: Pick<OrganizationsRepository, 'listOnlineGivingFunds'>,
  organization: OrganizationRow,
  stripe: { publishableKey: string } | null,
): Promise<OrganizationPayload> {
  return presentOrganization(
    organization,
    await organizations.listOnlineGivingFunds(organization.id),
    stripe,
  );
}
