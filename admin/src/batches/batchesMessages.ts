import type { Catalogue } from 'halo_shared/i18n';

/**
 * Namespace `admin-batches`: the console's "Batches" of cash and checks (docs/PRODUCT.md §13). The
 * refusals of a batch and its entries come from @halo/domain's giftBatchMessage, the server's words.
 */
export const BATCHES_NAMESPACE = 'admin-batches';

const en = {
  intro:
    'Count the cash and checks of a service together, type each gift, and commit the batch once it adds up.',
  newBatch: 'New batch',
  name: 'Batch name',
  date: 'Date',
  expectedTotal: 'Expected total ({{currency}})',
  create: 'Start batch',
  list: 'Your batches',
  none: 'No batches yet.',
  open: 'Open',
  openBatch: 'Open {{name}}',
  statusOpen: 'Open',
  statusCommitted: 'Committed',
  signedOffBy: 'Signed off by {{email}}',
  committedBy: 'Committed by {{email}}',
  ofExpected: '{{total}} of {{expected}} · {{count}} gifts',
  back: 'Back to batches',
  runningTotal: 'Entered {{total}} of {{expected}} expected',
  under: '{{amount}} still to enter',
  balanced: 'Balanced',
  over: '{{amount}} over the expected total',
  entries: 'Gifts in this batch',
  noEntries: 'No gifts entered yet.',
  donor: 'Donor',
  fund: 'Fund',
  method: 'Cash or Check',
  cash: 'Cash',
  check: 'Check',
  checkNumber: 'Check number',
  amount: 'Amount ({{currency}})',
  memo: 'Memo',
  amountColumn: 'Amount',
  edit: 'Edit',
  editEntry: 'Edit the gift of {{name}}',
  remove: 'Remove',
  removeEntry: 'Remove the gift of {{name}}',
  entryTitle: 'Add a gift',
  editTitle: 'Change the gift of {{name}}',
  keyboardHint: 'Enter moves to the next field; Enter in Memo adds the gift.',
  donorSearch: 'Donor: name or email',
  donorSearchHint: 'Enter picks the first donor listed; the arrow keys move through the list.',
  recentDonors: 'Recent donors',
  foundDonors: 'Donors found',
  donorsFound_one: '{{count}} donor found',
  donorsFound_other: '{{count}} donors found',
  noDonorFound: 'No donor found: add a new donor record.',
  chooseDonor: '{{name}}, {{email}}',
  chosenDonor: 'Donor: {{name}} ({{email}})',
  changeDonor: 'Change donor',
  newDonor: 'New donor record',
  findDonor: 'Find an existing donor',
  email: 'Email',
  firstName: 'First name',
  lastName: 'Last name',
  add: 'Add gift',
  save: 'Save gift',
  cancel: 'Cancel',
  added: 'Added {{amount}} from {{name}}.',
  commit: 'Commit batch',
  committed: 'The batch is committed: its {{count}} gifts are in the donors’ histories.',
  reopen: 'Reopen batch',
  reopenTitle: 'Reopen {{name}}?',
  reopenExplain: 'Its gifts leave the donors’ histories, statements and reports until you commit it again.',
  warningOnSentStatement:
    'A year-end statement of this year was sent after this batch was committed: donors may hold a statement that counts these gifts.',
  reopenConfirm: 'Reopen',
  reopened: 'The batch is open again.',
  signOff: 'Sign off as second counter',
  signedOff: 'Signed off.',
  failed: 'Something went wrong, please try again.',
};

export type BatchesMessagesText = typeof en;

export const batchesMessages: Catalogue<BatchesMessagesText> = {
  namespace: BATCHES_NAMESPACE,
  en,
  es: () => import(/* webpackChunkName: "admin-es" */ './batchesMessages.es').then((module) => module.es),
};
