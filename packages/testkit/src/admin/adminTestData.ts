// Fixtures for the administrator console's component tests (shapes of schema.graphql's admin console).
import type { CurrentUser } from '@halo/domain';
import type { AdminGiftFieldsFragment } from '@halo/shared/graphql/admin-gifts';
import type { AdminGivingPageFieldsFragment } from '@halo/shared/graphql/admin-giving-page';
import { testUser } from '../portal/portalTestData';

export { testOrganization } from '../portal/portalTestData';

/** A signed-in user of the demo church holding `abilities` (none: a donor). */
export function consoleUser(abilities: string[], isHaloAdmin = false): CurrentUser {
  return { ...testUser, email: 'admin@example.com', abilities, isHaloAdmin };
}

export function adminGift(
  index: number,
  change: Partial<AdminGiftFieldsFragment> = {},
): AdminGiftFieldsFragment {
  return {
    prefixedId: `con_${String(index).padStart(4, '0')}`,
    date: '2026-03-15',
    amount: 5000 + index,
    fee: 0,
    netAmount: 5000 + index,
    currency: 'USD',
    status: 'succeeded',
    refundedAmount: 0,
    memo: null,
    offlineMethod: null,
    fundAccountNames: ['General Fund'],
    fundParts: [{ name: 'General Fund', amount: 5000 + index }],
    dedication: null,
    donor: { prefixedId: `per_${index}`, name: `Donor ${index}`, email: `donor${index}@example.com` },
    cardBrand: 'visa',
    cardLastFour: '4242',
    recurringGiving: null,
    dispute: null,
    ...change,
  };
}

export function adminGivingPage(
  change: Partial<AdminGivingPageFieldsFragment> = {},
): AdminGivingPageFieldsFragment {
  return {
    displayName: 'Grace Community Church',
    logoUrl: null,
    brandColor: null,
    fixedAmounts: [2500, 5000, 10000],
    minAmount: 100,
    maxAmount: 1_000_000,
    feePercentBps: 290,
    feeFixedCents: 30,
    givingMessage: null,
    isInMaintenance: false,
    smsNumber: null,
    funds: [
      {
        prefixedId: 'fund_general',
        name: 'General Fund',
        isDefault: true,
        isOnlineGivingVisible: true,
        isEnabled: true,
        position: 0,
      },
    ],
    allowedWebsites: [],
    walletWebsites: [],
    hostedPageWallet: {
      origin: 'http://demo.localhost:8080',
      domain: null,
      state: 'local',
      applePay: null,
      googlePay: null,
      applePayProblem: null,
    },
    paymentsConnected: false,
    link: 'http://demo.localhost:8080/',
    qrCode: { size: 21, path: 'M0 0h1v1h-1z' },
    ...change,
  };
}

/** An `ApiError`-like refusal of the console's operations, with the server's message about `field`. */
export function fieldRefusal(field: string, message: string) {
  return Object.assign(new Error(`[GraphQL] ${message}`), {
    errors: [{ message, extensions: { category: 'validation', validation: { [field]: [message] } } }],
  });
}
