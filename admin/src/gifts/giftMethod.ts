import type { AdminGiftFieldsFragment } from '@halo/shared/graphql/admin-gifts';
import type { TFunction } from 'i18next';

/**
 * The words of each offline method: cash and checks the console records, and the card, bank account
 * or other way of an imported gift of the church's history, which another platform charged.
 */
const OFFLINE_METHOD_KEYS = {
  cash: 'cash',
  check: 'check',
  card: 'importedCard',
  bank: 'importedBank',
  other: 'importedOther',
} as const;

/** How a gift was given: "Visa ending in 4242", "Cash", "Check", or "Online" when nothing is known. */
export function giftMethod(
  gift: Pick<AdminGiftFieldsFragment, 'offlineMethod' | 'cardBrand' | 'cardLastFour'>,
  t: TFunction<string>,
): string {
  if (gift.offlineMethod) return t(OFFLINE_METHOD_KEYS[gift.offlineMethod]);
  if (gift.cardLastFour) {
    const brand = gift.cardBrand ? gift.cardBrand.charAt(0).toUpperCase() + gift.cardBrand.slice(1) : '';
    return t('card', { brand, lastFour: gift.cardLastFour }).trim();
  }
  return t('noMethod');
}
