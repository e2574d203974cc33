import type { Catalogue } from 'halo_shared/i18n';

/**
 * Namespace `admin-funds`: the console's "Funds" section. A button's name for one fund starts with
 * its visible words (WCAG 2.5.3 "Label in Name"), so a voice user can say what they see.
 */
export const FUNDS_NAMESPACE = 'admin-funds';

const en = {
  intro:
    'Donors choose among the funds shown online, in this order. Gifts with no fund chosen go to the default fund.',
  list: 'Your funds',
  position: 'Position {{position}} of {{count}}',
  isDefault: 'Default',
  shown: 'Shown online',
  hidden: 'Hidden online',
  enabled: 'Enabled',
  disabled: 'Disabled',
  rename: 'Rename',
  renameFund: 'Rename {{name}}',
  hide: 'Hide online',
  hideFund: 'Hide online: {{name}}',
  show: 'Show online',
  showFund: 'Show online: {{name}}',
  disable: 'Disable',
  disableFund: 'Disable {{name}}',
  enable: 'Enable',
  enableFund: 'Enable {{name}}',
  moveUp: 'Move up',
  moveUpFund: 'Move up: {{name}}',
  moveDown: 'Move down',
  moveDownFund: 'Move down: {{name}}',
  moved: '{{name}} is now in position {{position}} of {{count}}.',
  addTitle: 'Add fund',
  name: 'Fund name',
  showOnline: 'Show in online giving',
  add: 'Add fund',
  added: '{{name}} was added.',
  renameTitle: 'Rename {{name}}',
  save: 'Save',
  cancel: 'Cancel',
  close: 'Close',
  inUseTitle: '{{name}} has recurring gifts',
  inUseExplanation: 'These recurring gifts charge to this fund; disable it after moving or stopping them.',
  inUseGift: '{{donor}}: {{amount}}',
  failed: 'Something went wrong, please try again.',
};

export const fundsMessages: Catalogue<FundsMessagesText> = {
  namespace: FUNDS_NAMESPACE,
  en,
  es: () => import(/* webpackChunkName: "admin-es" */ './fundsMessages.es').then((module) => module.es),
};

export type FundsMessagesText = typeof en;
