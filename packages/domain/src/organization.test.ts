import * as v from 'valibot';
import { organizationSchema, type Organization } from './organization';

// The example of `GET /api/online-giving/{subdomain}` in docs/CONTRACTS.md.
const demo: Organization = {
  prefixedId: 'org_1',
  subdomain: 'demo',
  name: 'Grace Community Church',
  displayName: 'Grace Community Church',
  logoUrl: null,
  availableModules: [{ prefixedId: 'mod_1', name: 'online_giving', displayName: 'Online Giving' }],
  onlineGiving: {
    logoUrl: null,
    brandColor: null,
    message: null,
    currency: 'USD',
    fixedAmounts: [2500, 5000, 10000, 25000],
    minAmount: 100,
    maxAmount: 2500000,
    fee: { percentBps: 290, fixedCents: 30 },
    processor: { mode: 'sandbox', publishableKey: null, stripeAccount: null },
    timeZone: 'America/Chicago',
    bankPayments: true,
    funds: [{ prefixedId: 'fund_1', name: 'General Fund', isDefault: true, isOnlineGivingVisible: true }],
  },
  isStripeConnected: false,
  contact: {
    address: '1 Main St',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    country: 'US',
    email: 'office@example.org',
    phones: [],
  },
};

describe('organizationSchema', () => {
  it('parses the contract example', () => {
    expect(v.parse(organizationSchema, demo)).toEqual(demo);
  });

  it('accepts a Stripe organization', () => {
    const stripe = {
      ...demo,
      onlineGiving: {
        ...demo.onlineGiving,
        processor: { mode: 'stripe', publishableKey: 'pk_test_1', stripeAccount: 'acct_1' },
      },
    };
    expect(v.parse(organizationSchema, stripe).onlineGiving.processor).toEqual({
      mode: 'stripe',
      publishableKey: 'pk_test_1',
      stripeAccount: 'acct_1',
    });
  });

  it('reads a payload without stripeAccount (older API) as no connected account', () => {
    const older = {
      ...demo,
      onlineGiving: { ...demo.onlineGiving, processor: { mode: 'sandbox', publishableKey: null } },
    };
    expect(v.parse(organizationSchema, older).onlineGiving.processor.stripeAccount).toBeNull();
  });

  const broken: Array<[string, unknown]> = [
    [
      'an unknown processor mode',
      {
        ...demo,
        onlineGiving: { ...demo.onlineGiving, processor: { mode: 'paypal', publishableKey: null } },
      },
    ],
    ['dollars instead of cents', { ...demo, onlineGiving: { ...demo.onlineGiving, minAmount: 1.5 } }],
    ['a negative amount', { ...demo, onlineGiving: { ...demo.onlineGiving, fixedAmounts: [-100] } }],
    [
      'a max below the min',
      { ...demo, onlineGiving: { ...demo.onlineGiving, minAmount: 5000, maxAmount: 100 } },
    ],
    [
      'a fee of 100%',
      { ...demo, onlineGiving: { ...demo.onlineGiving, fee: { percentBps: 10000, fixedCents: 30 } } },
    ],
    ['a lowercase currency', { ...demo, onlineGiving: { ...demo.onlineGiving, currency: 'usd' } }],
    ['no funds list', { ...demo, onlineGiving: { ...demo.onlineGiving, funds: null } }],
    ['no subdomain', { ...demo, subdomain: undefined }],
    ['the 404 body', { message: 'Organization not found.' }],
  ];
  it.each(broken)('rejects %s', (_name, input) => {
    expect(v.safeParse(organizationSchema, input).success).toBe(false);
  });

  it('keeps a brand colour only when it is a #rrggbb colour, and reads a payload without one as none', () => {
    const withColour = (brandColor: unknown) =>
      v.parse(organizationSchema, { ...demo, onlineGiving: { ...demo.onlineGiving, brandColor } })
        .onlineGiving.brandColor;
    expect(withColour('#1D4ED8')).toBe('#1D4ED8');
    expect(withColour('red; } body { display: none')).toBeNull();
    const { brandColor: _brandColor, message: _message, ...older } = demo.onlineGiving;
    const parsed = v.parse(organizationSchema, { ...demo, onlineGiving: older });
    expect([parsed.onlineGiving.brandColor, parsed.onlineGiving.message]).toEqual([null, null]);
  });

  it('accepts null display name, logo and contact', () => {
    const parsed = v.parse(organizationSchema, { ...demo, displayName: null, logoUrl: null, contact: null });
    expect(parsed.displayName).toBeNull();
    expect(parsed.contact).toBeNull();
  });
});
