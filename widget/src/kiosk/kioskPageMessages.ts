import type { Catalogue } from 'halo_shared/i18n';

/** Namespace `kiosk`: the lobby kiosk's page around the giving form (docs/PRODUCT.md §20). */
export const KIOSK_PAGE_NAMESPACE = 'kiosk';

const en = {
  label: 'Giving kiosk: {{name}}',
  loading: 'Loading',
  refusedTitle: 'This kiosk is not giving',
  thanksTitle: 'Thank you for your gift!',
  thanksReceipt: 'A receipt is on its way to {{email}}.',
  thanksNoReceipt: 'Your gift was received. No receipt was sent, as no email was given.',
  thanksNext: 'The kiosk is ready for the next person in a few seconds.',
  nextGiver: 'Next giver',
  privacy: 'Nothing you type is kept on this tablet.',
};

export const kioskPageCatalogue: Catalogue<KioskPageText> = {
  namespace: KIOSK_PAGE_NAMESPACE,
  en,
  es: () => import(/* webpackChunkName: "kiosk-es" */ './kioskPageMessages.es').then((module) => module.es),
};

export type KioskPageText = typeof en;
