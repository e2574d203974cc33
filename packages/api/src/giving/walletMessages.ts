// What the giving endpoints say about Apple Pay, Google Pay and the sandbox's test wallet
// (docs/PRODUCT.md §23), en and es.
import type { Locale } from '@halo/domain';

const en = {
  oneTimeOnly: 'A wallet gives one gift at a time. For a recurring gift, please enter a card.',
} as const;

export type WalletMessageKey = keyof typeof en;

const es: Record<WalletMessageKey, string> = {
  oneTimeOnly: 'Una billetera da una donación a la vez. Para una donación recurrente, ingrese una tarjeta.',
};

export function walletMessage(locale: Locale, key: WalletMessageKey): string {
  return (locale === 'es' ? es : en)[key];
}
