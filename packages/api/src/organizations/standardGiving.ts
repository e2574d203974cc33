// What a new church starts with (the demo church has the same): the amounts a donor picks from,
// the limits of one gift, the processing fee a donor may add, and the giving module.
import { newPrefixedId } from '../db/prefixedId';
import type { ModuleData } from '../db/schema';

export const STANDARD_GIVING = {
  fixedAmounts: [2500, 5000, 10000, 25000],
  minAmount: 100,
  maxAmount: 2_500_000,
  // Stripe's standard card rate in the US: 2.9% + 30¢.
  feePercentBps: 290,
  feeFixedCents: 30,
} as const;

export const DEFAULT_FUND_NAME = 'General Fund';

export const onlineGivingModule = (): ModuleData[] => [
  { prefixedId: newPrefixedId('mod'), name: 'online_giving', displayName: 'Online Giving' },
];
