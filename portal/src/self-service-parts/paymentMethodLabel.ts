// How the portal names a saved payment method: a card by its brand and last four ("Visa •••• 4242"),
// a bank account by its last four alone ("Bank ••6789", Spanish "Banco ••6789"; docs/PRODUCT.md §22
// "Saved bank accounts").
import { cardBrandName } from './cardBrand';
import type { Translate } from './formValidation';

export interface NamedPaymentMethod {
  methodType: 'card' | 'bank';
  brand: string;
  lastFour: string;
}

export function paymentMethodLabel(t: Translate, method: NamedPaymentMethod): string {
  return method.methodType === 'bank'
    ? t('common.bankLabel', { lastFour: method.lastFour })
    : t('common.cardLabel', { brand: cardBrandName(method.brand), lastFour: method.lastFour });
}
