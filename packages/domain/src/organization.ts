import * as v from 'valibot';
import { contactSchema, nullableString, type Contact } from './contact';
import type { FeeRate } from './fees';

export interface OrganizationModule {
  prefixedId: string;
  name: string;
  displayName: string;
}

export interface Fund {
  prefixedId: string;
  name: string;
  isDefault: boolean;
  isOnlineGivingVisible: boolean;
}

export type ProcessorMode = 'sandbox' | 'stripe';

export interface OnlineGivingSettings {
  logoUrl: string | null;
  /** The church's brand colour (`#rrggbb`, readable under white text), or null for the theme's. */
  brandColor: string | null;
  /** A short message of the church shown above the giving form, or null. */
  message: string | null;
  /** ISO 4217 code, e.g. USD. */
  currency: string;
  /** Suggested gift amounts, in cents. */
  fixedAmounts: number[];
  minAmount: number;
  maxAmount: number;
  fee: FeeRate;
  /** `stripeAccount`: the church's connected account; Stripe.js must be started with it. */
  processor: { mode: ProcessorMode; publishableKey: string | null; stripeAccount: string | null };
  /** IANA zone of the church, for "today" on the server. */
  timeZone: string;
  funds: Fund[];
  /** The payment step offers "Bank account" besides "Card" (docs/PRODUCT.md §22). */
  bankPayments?: boolean;
}

/** `GET /api/online-giving/{subdomain}` (docs/CONTRACTS.md); all money in integer cents. */
export interface Organization {
  prefixedId: string;
  subdomain: string;
  name: string;
  displayName: string | null;
  logoUrl: string | null;
  availableModules: OrganizationModule[];
  onlineGiving: OnlineGivingSettings;
  isStripeConnected: boolean;
  contact: Contact | null;
}

const cents = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

export const organizationSchema: v.GenericSchema<unknown, Organization> = v.object({
  prefixedId: v.string(),
  subdomain: v.string(),
  name: v.string(),
  displayName: nullableString,
  logoUrl: nullableString,
  availableModules: v.array(v.object({ prefixedId: v.string(), name: v.string(), displayName: v.string() })),
  onlineGiving: v.pipe(
    v.object({
      logoUrl: nullableString,
      // Anything but a six-digit hex colour is ignored: the value ends up in a style rule.
      brandColor: v.fallback(v.nullish(v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/)), null), null),
      message: nullableString,
      currency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)),
      fixedAmounts: v.array(cents),
      minAmount: cents,
      maxAmount: cents,
      fee: v.object({
        percentBps: v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(9999)),
        fixedCents: cents,
      }),
      processor: v.object({
        mode: v.picklist(['sandbox', 'stripe']),
        publishableKey: nullableString,
        stripeAccount: v.optional(nullableString, null),
      }),
      timeZone: v.string(),
      funds: v.array(
        v.object({
          prefixedId: v.string(),
          name: v.string(),
          isDefault: v.boolean(),
          isOnlineGivingVisible: v.boolean(),
        }),
      ),
      bankPayments: v.optional(v.boolean(), false),
    }),
    v.check((settings) => settings.maxAmount >= settings.minAmount, 'validation.maxAmountBelowMin'),
  ),
  isStripeConnected: v.boolean(),
  contact: v.nullish(contactSchema, null),
});
