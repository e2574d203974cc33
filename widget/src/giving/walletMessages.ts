import type { Catalogue } from 'halo_shared/i18n';

// Namespace `giving-wallet`: the words of giving with a wallet (docs/PRODUCT.md §23). English comes
// with the payment step's wallet chunk, Spanish (walletMessages.es.ts) only once the form speaks
// Spanish; the embed's first screen carries none of them.
export const WALLET_NAMESPACE = 'giving-wallet';

const en = {
  legend: 'Express giving',
  testWallet: 'Pay with the test wallet',
  testWalletHint:
    'The test wallet stands in for Apple Pay and Google Pay in the sandbox and gives like the 4242 test card. No money moves.',
  orCard: 'Or give with a card below.',
  recurringHint: 'For a recurring gift, the card your wallet gives is kept for its later gifts.',
  recurringDescription: 'Recurring gift to {{church}}',
  recurringLabel: 'Recurring gift',
};

export type WalletMessages = typeof en;

export const walletCatalogue: Catalogue<WalletMessages> = {
  namespace: WALLET_NAMESPACE,
  en,
  es: () => import(/* webpackChunkName: "giving-es" */ './walletMessages.es').then((module) => module.es),
};
