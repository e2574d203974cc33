import type { AdminGiftFieldsFragment } from '@halo/shared/graphql/admin-gifts';
import type { TFunction } from 'i18next';

/** How a gift was given: "Visa ending in 4242", "Cash", "Check", or "Online" when nothing is known. */
export function giftMethod(
  gift: Pick<AdminGiftFieldsFragment, 'offlineMethod' | 'cardBrand' | 'cardLastFour'>,
  t: TFunction<string>,
): string {
  if (gift.offlineMethod) return t(gift.offlineMethod);
  if (gift.cardLastFour) {
    const brand = gift.cardBrand ? gift.cardBrand.charAt(0).toUpperCase() + gift.cardBrand.slice(1) : '';
    return t('card', { brand, lastFour: gift.cardLastFour }).trim();
  }
  return t('noMethod');
}
