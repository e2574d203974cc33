// Fixtures for the giving form tests: the church and the giving API's REST answers.
import type { Organization } from '@halo/domain';

export const testOrganization: Organization = {
  prefixedId: 'org_1',
  subdomain: 'demo',
  name: 'Grace Community Church',
  displayName: 'Grace',
  logoUrl: null,
  availableModules: [],
  onlineGiving: {
    logoUrl: null,
    brandColor: null,
    message: null,
    currency: 'USD',
    fixedAmounts: [2500, 5000, 10000],
    minAmount: 100,
    maxAmount: 2500000,
    fee: { percentBps: 290, fixedCents: 30 },
    processor: { mode: 'sandbox', publishableKey: null, stripeAccount: null },
    timeZone: 'America/Chicago',
    funds: [
      { prefixedId: 'fund_general', name: 'General Fund', isDefault: true, isOnlineGivingVisible: true },
      { prefixedId: 'fund_building', name: 'Building Fund', isDefault: false, isOnlineGivingVisible: true },
      { prefixedId: 'fund_hidden', name: 'Staff Fund', isDefault: false, isOnlineGivingVisible: false },
    ],
  },
  isStripeConnected: false,
  contact: null,
};

export const customerAnswer = {
  stripe_customer_id: 'cus_1',
  donor_prefixed_id: 'per_1',
  giving_token: 'gt_1',
};
export const cardAnswer = {
  payment_method_id: 'pm_1',
  brand: 'visa',
  last_four: '4242',
  exp_month: 12,
  exp_year: 2030,
};
export const giftAnswer = {
  contribution: {
    prefixed_id: 'con_1',
    amount: 5000,
    fee: 0,
    net_amount: 4825,
    status: 'succeeded',
    date: '2026-01-01',
  },
  recurring_giving: null,
  receipt_email: 'ana@example.com',
};
