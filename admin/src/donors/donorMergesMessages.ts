import type { Catalogue } from 'halo_shared/i18n';

/** Namespace `admin-donor-merges`: merging duplicate donors in the console's Donors (docs/PRODUCT.md §24). */
export const DONOR_MERGES_NAMESPACE = 'admin-donor-merges';

const en = {
  title: 'Possible duplicates',
  intro:
    'Donor records that look like one person: the same email, or the same name and address. Merging moves the gifts, pledges and household memberships to the record you keep.',
  none: 'No possible duplicates.',
  find: 'Find possible duplicates',
  reasonEmail: 'Same email',
  reasonNameAndAddress: 'Same name and address',
  record: '{{name}} ({{email}})',
  giving_one: '{{count}} gift, {{total}}',
  giving_other: '{{count}} gifts, {{total}}',
  verified: 'Verified email',
  merge: 'Merge',
  mergeOf: 'Merge {{first}} and {{second}}',
  mergeTitle: 'Merge two donor records',
  keep: 'Keep this record',
  mergeExplained:
    'Gifts, pledges and household memberships move to the record you keep. Saved cards and the recurring gifts on them move only when both records verified the same email; otherwise they stay and are listed. You can undo the merge for 30 days.',
  mergeConfirm: 'Merge records',
  cancel: 'Cancel',
  merged: 'Merged {{merged}} into {{kept}}.',
  mergesTitle: 'Merges',
  noMerges: 'No merges yet.',
  mergeHeading: '{{merged}} merged into {{kept}}',
  mergedBy: 'By {{by}} on {{date}}',
  undone: 'Undone on {{date}}',
  undoUntil: 'Can be undone until {{date}}',
  moved:
    'Moved: {{gifts}} gifts, {{pledges}} pledges, {{memberships}} household memberships, {{recurring}} recurring gifts',
  movedCards: 'Cards moved: {{cards}}',
  stayed: 'Stayed with {{name}}: {{items}}',
  stayedCards: '{{cards}}',
  stayedRecurring_one: '{{count}} recurring gift',
  stayedRecurring_other: '{{count}} recurring gifts',
  stayedPledges_one: '{{count}} pledge',
  stayedPledges_other: '{{count}} pledges',
  stayedMemberships_one: '{{count}} household membership',
  stayedMemberships_other: '{{count}} household memberships',
  corrections: 'Statements already sent that need a corrected copy',
  correction: '{{year}} statement to {{name}}',
  sendCorrection: 'Send corrected copy',
  sendCorrectionOf: 'Send corrected copy: {{year}} statement to {{name}}',
  correctionSent: 'Corrected copy sent on {{date}}',
  undo: 'Undo merge',
  undoOf: 'Undo merge: {{merged}} into {{kept}}',
  undoneStatus: 'Undid the merge of {{merged}} into {{kept}}.',
  failed: 'Something went wrong, please try again.',
};

export const donorMergesMessages: Catalogue<DonorMergesMessagesText> = {
  namespace: DONOR_MERGES_NAMESPACE,
  en,
  es: () => import(/* webpackChunkName: "admin-es" */ './donorMergesMessages.es').then((module) => module.es),
};

export type DonorMergesMessagesText = typeof en;
