import type { Catalogue } from 'halo_shared/i18n';

/** Namespace `admin-kiosk`: the console's lobby kiosks (docs/PRODUCT.md §20), shown on the Embed code page. */
export const KIOSK_NAMESPACE = 'admin-kiosk';

const en = {
  heading: 'Lobby kiosk',
  intro:
    'Turn a tablet in your lobby into a giving kiosk. You are signed out of this browser, which then only gives: amount, fund, card and an optional email for a receipt. A kiosk works for 30 days.',
  name: 'Kiosk name',
  nameHint: 'Where the tablet stands, such as “Lobby tablet”.',
  start: 'Start kiosk',
  starting: 'Starting…',
  devices: 'Kiosks',
  none: 'No kiosk has been started yet.',
  started: 'Started {{when}} by {{who}}',
  startedNobody: 'Started {{when}}',
  lastUsed: 'Last used {{when}}',
  neverUsed: 'Not used yet',
  expires: 'Works until {{when}}',
  expired: 'Ended {{when}}: its 30 days are over',
  revoked: 'Turned off {{when}}',
  revoke: 'Turn off',
  revokeLabel: 'Turn off {{name}}',
  revokeTitle: 'Turn off {{name}}?',
  revokeExplanation:
    'The tablet stops giving at once; a gift half-way through is refused. Start it again to use it.',
  revokeConfirm: 'Turn off',
  cancel: 'Cancel',
  revokedNotice: '{{name}} is turned off.',
  failed: 'Something went wrong, please try again.',
  loadFailed: 'The kiosks could not be loaded.',
  retry: 'Try again',
};

export const kioskMessages: Catalogue<KioskMessagesText> = {
  namespace: KIOSK_NAMESPACE,
  en,
  es: () => import(/* webpackChunkName: "admin-es" */ './kioskMessages.es').then((module) => module.es),
};

export type KioskMessagesText = typeof en;
