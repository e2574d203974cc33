import type { Organization } from '@halo/domain';

/** The demo church as `GET /api/online-giving/demo` describes it (docs/CONTRACTS.md), for tests. */
export const demoOrganization: Organization = {
  prefixedId: 'org_1',
  subdomain: 'demo',
  name: 'Grace Community Church',
  displayName: 'Grace Community Church',
  logoUrl: null,
  availableModules: [],
  onlineGiving: {
    logoUrl: null,
    brandColor: null,
    message: null,
    currency: 'USD',
    fixedAmounts: [2500, 5000],
    minAmount: 100,
    maxAmount: 2500000,
    fee: { percentBps: 290, fixedCents: 30 },
    processor: { mode: 'sandbox', publishableKey: null, stripeAccount: null },
    timeZone: 'America/Chicago',
    funds: [
      { prefixedId: 'fund_general', name: 'General Fund', isDefault: true, isOnlineGivingVisible: true },
      { prefixedId: 'fund_missions', name: 'Missions', isDefault: false, isOnlineGivingVisible: true },
    ],
  },
  isStripeConnected: false,
  contact: null,
};
