// Answers of the contract (docs/CONTRACTS.md) for the api tests.
export const meResponse = {
  data: {
    me: {
      prefixedId: 'usr_1',
      email: 'donor@example.com',
      abilities: ['give'],
      isHaloAdmin: false,
      emailVerifiedAt: '2025-01-01T00:00:00Z',
      tenant: {
        id: 'demo',
        prefixedId: 'org_1',
        primaryOrganization: { prefixedId: 'org_1', name: 'Grace', displayName: 'Grace Community Church' },
      },
      person: {
        prefixedId: 'per_1',
        firstName: 'Ana',
        lastName: 'Ruiz',
        imageUrl: null,
        birthdate: null,
        anniversary: null,
        notes: null,
        contact: {
          email: 'donor@example.com',
          address: null,
          city: null,
          state: null,
          zip: null,
          country: 'US',
          phones: [],
        },
      },
    },
  },
};

export const organizationResponse = {
  prefixedId: 'org_1',
  subdomain: 'demo',
  name: 'Grace Community Church',
  displayName: 'Grace Community Church',
  logoUrl: null,
  availableModules: [{ prefixedId: 'mod_1', name: 'online_giving', displayName: 'Online Giving' }],
  onlineGiving: {
    logoUrl: null,
    currency: 'USD',
    fixedAmounts: [2500, 5000, 10000, 25000],
    minAmount: 100,
    maxAmount: 2500000,
    fee: { percentBps: 290, fixedCents: 30 },
    processor: { mode: 'sandbox', publishableKey: null, stripeAccount: null },
    timeZone: 'America/Chicago',
    funds: [{ prefixedId: 'fund_1', name: 'General Fund', isDefault: true, isOnlineGivingVisible: true }],
  },
  isStripeConnected: false,
  contact: {
    address: '1 Main St',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    country: 'US',
    email: 'a@b.c',
    phones: [],
  },
};
