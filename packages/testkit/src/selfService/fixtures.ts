// Typed with the GraphQL fragments the portal's PaymentMethod and RecurringGift are aliases of, so
// testkit need not import portal source.
import type {
  SelfServicePaymentMethodFragment as PaymentMethod,
  SelfServiceRecurringGivingFragment as RecurringGift,
} from '@halo/shared/graphql/portal-self-service';

/** The seeded demo donor's primary card (used by two recurring gifts), for tests. */
export const visaCard: PaymentMethod = {
  processorId: 'pm_visa',
  methodType: 'card',
  nickname: null,
  primary: true,
  brand: 'visa',
  lastFour: '4242',
  expiration: '12/2030',
  cardholderName: 'Dana Donor',
  addressLine1: null,
  addressLine2: null,
  country: 'US',
  state: null,
  city: null,
  postalCode: null,
  recurringGivingsCount: 2,
};

export const mastercard: PaymentMethod = {
  ...visaCard,
  processorId: 'pm_mc',
  primary: false,
  brand: 'mastercard',
  lastFour: '4444',
  expiration: '01/2029',
  recurringGivingsCount: 0,
};

/** A bank account saved with a bank gift (docs/PRODUCT.md §22): no expiry, its bank as its brand. */
export const savedBankAccount: PaymentMethod = {
  ...visaCard,
  processorId: 'pm_sbx_bank',
  methodType: 'bank',
  primary: false,
  brand: 'STRIPE TEST BANK',
  lastFour: '6789',
  expiration: null,
  cardholderName: null,
  country: null,
  recurringGivingsCount: 0,
};

export const monthlyGift: RecurringGift = {
  prefixedId: 'rg_1',
  status: 'active',
  schedule: { type: 'monthly', startDate: '2026-01-10' },
  lastOccurrence: '2026-05-10',
  nextOccurrence: '2026-06-10',
  pausedUntil: null,
  endDate: null,
  computedAmount: 5180,
  computedNetAmount: 5000,
  computedFee: 180,
  isFeeCovered: true,
  memo: 'Building',
  lastChargeAttemptFailed: false,
  fundAccounts: [
    {
      prefixedId: 'fund_general',
      name: 'General Fund',
      isDefault: true,
      isOnlineGivingVisible: true,
      pivot: { amount: 5000, netAmount: 5000 },
    },
  ],
  paymentMethod: {
    prefixedId: 'pmr_1',
    processorId: 'pm_visa',
    methodType: 'card',
    type: 'visa',
    lastFour: '4242',
    expiration: '12/2030',
  },
};
