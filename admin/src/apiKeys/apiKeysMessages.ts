import type { Catalogue } from 'halo_shared/i18n';

/** Namespace `admin-api-keys`: the console's "API keys" page (docs/PRODUCT.md §16). */
export const API_KEYS_NAMESPACE = 'admin-api-keys';

const en = {
  intro:
    'An API key lets the church’s own software (a church management system such as Planning Center, Rock or Breeze) read its giving through the read API. A key only reads; it can never give, refund or change anything.',
  howTo: 'Your software calls {{base}} with the header Authorization: Bearer and the key.',
  openApi: 'What each call answers (OpenAPI)',
  list: 'Keys',
  none: 'No API keys yet.',
  startsWith: 'Starts with',
  may: 'May read: {{abilities}}',
  made: 'Made {{when}}',
  madeBy: 'Made {{when}} by {{who}}',
  lastUsed: 'Last used {{when}}',
  neverUsed: 'Never used',
  inUse: 'In use',
  revokedOn: 'Revoked {{when}}: every call with it is refused.',
  revoke: 'Revoke',
  revokeOf: 'Revoke {{name}}',
  createTitle: 'Create API key',
  name: 'Name',
  nameHint: 'The software that will use it, so you know which key to revoke later.',
  abilitiesLegend: 'What the key may read',
  abilitiesHint: 'Only what your own abilities let you see.',
  abilities: {
    'view-gifts': 'Gifts, donors and recurring gifts (view-gifts)',
    'manage-giving': 'Funds and campaigns (manage-giving)',
  } as Record<string, string>,
  abilityNames: {
    'view-gifts': 'gifts, donors and recurring gifts',
    'manage-giving': 'funds and campaigns',
  } as Record<string, string>,
  create: 'Create API key',
  limit: 'A church may have up to {{max}} keys in use.',
  keyTitle: 'Your new API key',
  keyOnce:
    'Copy this key now and keep it in the software that will use it. You will not see it again: if it is lost, revoke it and create another.',
  keyFor: 'API key {{name}}',
  copy: 'Copy',
  copied: 'Copied.',
  copyFallback: 'Selected: press Ctrl+C (⌘C on a Mac) to copy.',
  done: 'I have saved it',
  createdMessage: 'The key {{name}} was created.',
  revokeTitle: 'Revoke {{name}}?',
  revokeExplanation:
    'Every call made with this key is refused from now on, and it cannot be used again. The software that uses it stops reading the church’s giving until it is given a new key.',
  revokeConfirm: 'Revoke key',
  cancel: 'Cancel',
  revokedMessage: 'The key {{name}} was revoked.',
  failed: 'Something went wrong, please try again.',
};

export const apiKeysMessages: Catalogue<ApiKeysMessagesText> = {
  namespace: API_KEYS_NAMESPACE,
  en,
  es: () => import(/* webpackChunkName: "admin-es" */ './apiKeysMessages.es').then((module) => module.es),
};

export type ApiKeysMessagesText = typeof en;
