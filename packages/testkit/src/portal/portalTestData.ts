// Fixtures for the layout, dashboard and transactions component tests (shapes of schema.graphql).
import type { CurrentUser, Organization } from '@halo/domain';
import type { DonorContributionsQuery } from '@halo/shared/graphql/portal-transactions';

export const testOrganization: Organization = {
  prefixedId: 'org_1',
  subdomain: 'demo',
  name: 'Grace Community Church',
  displayName: 'Grace Community Church',
  logoUrl: null,
  availableModules: [],
  isStripeConnected: false,
  contact: null,
  onlineGiving: {
    logoUrl: null,
    brandColor: null,
    message: null,
    currency: 'USD',
    fixedAmounts: [],
    minAmount: 100,
    maxAmount: 1_000_000,
    fee: { percentBps: 290, fixedCents: 30 },
    processor: { mode: 'sandbox', publishableKey: null, stripeAccount: null },
    timeZone: 'America/Chicago',
    funds: [],
  },
};

export const testUser: CurrentUser = {
  prefixedId: 'usr_1',
  email: 'donor@example.com',
  abilities: [],
  isHaloAdmin: false,
  emailVerifiedAt: '2026-01-01T00:00:00Z',
  tenant: null,
  person: {
    prefixedId: 'per_1',
    firstName: 'Ana',
    lastName: 'Ruiz',
    imageUrl: null,
    birthdate: null,
    anniversary: null,
    notes: null,
    contact: null,
  },
};

type Item = DonorContributionsQuery['donorContributions']['items'][number];

/** A one-fund gift (General Fund, the whole amount) unless `change` says otherwise. */
export function contribution(index: number, change: Partial<Item> = {}): Item {
  const amount = change.amount ?? 5000 + index;
  return {
    prefixedId: `con_${String(index).padStart(4, '0')}`,
    date: '2026-03-15',
    amount,
    currency: 'USD',
    memo: `Gift ${index}`,
    status: 'succeeded',
    refundedAt: null,
    refundedAmount: 0,
    refundReason: null,
    failureCode: null,
    fundAccountNames: ['General Fund'],
    fundParts: [{ name: 'General Fund', amount }],
    recurringGiving: null,
    ...change,
  };
}
