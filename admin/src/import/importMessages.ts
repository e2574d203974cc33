import type { Catalogue } from 'halo_shared/i18n';

/**
 * Namespace `admin-import`: the console's "Import" of giving history (docs/PRODUCT.md §11). The
 * summary lines and each refused row's reason come from the server, in the administrator's language.
 */
export const IMPORT_NAMESPACE = 'admin-import';

const en = {
  intro:
    'Bring in a church’s past gifts from a CSV file: our own columns, or a donations export of Planning Center Giving or Tithe.ly. Nothing is emailed to donors.',
  fileLabel: 'CSV file',
  fileHint: 'At most {{max}} MB. The first row names the columns.',
  fileTooLarge: 'The file may be at most {{max}} MB: split it, or import it with the halo CLI.',
  reading: 'Reading the file…',
  unreadable: 'This file could not be read: choose it again, or save it as CSV first.',
  columns: 'Columns',
  readAs: 'Read as {{format}}: each column below was recognized.',
  formatHalo: 'Halo Give',
  formatPlanningCenter: 'Planning Center Giving',
  formatTithely: 'Tithe.ly',
  formatMapped: 'the columns you chose',
  unknownHeader:
    'The first row is not a header we know (it lacks {{columns}}). Choose which column holds each field: date, email, amount and fund are needed.',
  notInFile: 'Not in the file',
  column: 'Column {{number}}: {{name}}',
  applyColumns: 'Preview with these columns',
  changeColumns: 'Choose the columns again',
  fieldDate: 'Date',
  fieldFirstName: 'First name',
  fieldLastName: 'Last name',
  fieldEmail: 'Email',
  fieldAmount: 'Amount',
  fieldFund: 'Fund',
  fieldMethod: 'Method',
  fieldReference: 'Reference',
  fieldNote: 'Note',
  previewTitle: 'The first rows as they will be read',
  previewEmpty: 'The file has no rows after its header.',
  line: 'Line',
  donor: 'Donor',
  refusal: 'Refused',
  refused: '{{column}}: {{reason}}',
  methodCard: 'Card',
  methodBank: 'Bank account',
  methodCash: 'Cash',
  methodCheck: 'Check',
  methodOther: 'Other',
  options: 'How to import',
  skipInvalid: 'Skip refused rows',
  skipInvalidHint: 'Import the other rows when some are refused. Without it, a refused row stops the import.',
  createFunds: 'Create missing funds',
  createFundsHint: 'Add the funds the file names that the church lacks, hidden from online giving.',
  dryRun: 'Dry run',
  import: 'Import',
  working: 'Working…',
  dryRunResult: 'Dry run: what an import would do',
  importResult: 'What was imported',
  stoppedResult: 'Nothing was imported',
  failed: 'Something went wrong, please try again.',
};

export type ImportMessagesText = typeof en;

export const importMessages: Catalogue<ImportMessagesText> = {
  namespace: IMPORT_NAMESPACE,
  en,
  es: () => import(/* webpackChunkName: "admin-es" */ './importMessages.es').then((module) => module.es),
};
