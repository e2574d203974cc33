import type { Catalogue } from 'halo_shared/i18n';

/** Namespace `admin-donors`: the console's "Donors" section and its "Record a gift" dialog. */
export const DONORS_NAMESPACE = 'admin-donors';

const en = {
  search: 'Name or email',
  find: 'Search',
  list: 'Donors',
  none: 'No donor matches.',
  giving_one: '{{count}} gift · {{total}} given',
  giving_other: '{{count}} gifts · {{total}} given',
  seeGifts: 'See gifts',
  seeGiftsOf: 'See gifts of {{name}}',
  record: 'Record a gift',
  recordFrom: 'Record a gift from {{name}}',
  method: 'Method',
  cash: 'Cash',
  check: 'Check',
  fund: 'Fund',
  amount: 'Amount ({{currency}})',
  date: 'Date given',
  memo: 'Memo (optional)',
  save: 'Record gift',
  cancel: 'Cancel',
  amountInvalid: 'Enter an amount such as 25.00.',
  dateInvalid: 'Enter the day the gift was given, not in the future.',
  fundMissing: 'Choose a fund.',
  recorded: 'Recorded a gift of {{amount}} from {{name}}.',
  failed: 'Something went wrong, please try again.',
  lettersIntro: 'Contribution statements are written from the church’s letters:',
  letters: 'Letter templates',
  statement: 'Send statement',
  statementFrom: 'Send statement to {{name}}',
  statementTo: 'Contribution statement for {{name}}',
  statementYear: 'Year',
  statementYearSoFar: '{{year}} so far',
  statementLetter: 'Letter template',
  statementPrimary: '{{title}} (primary)',
  statementSend: 'Email statement',
  statementWhich: 'Which statement',
  statementHousehold: '{{household}}’s statement, to {{addressee}}, naming {{members}}',
  statementOwn: '{{name}}’s own statement',
  statementHouseholdHint:
    '{{name}} belongs to {{household}} in {{year}}: the year-end run sends the household’s statement in place of their own.',
  yearEnd: 'Year-end statements',
  yearEndIntro: 'Email every donor who gave in a year their statement for that year, in one go.',
  yearEndStart: 'Send year-end statements',
  yearEndChoose: 'Continue',
  yearEndBack: 'Back',
  yearEndConfirm_one: '{{count}} donor gave in {{year}} and will get a statement written from “{{letter}}”.',
  yearEndConfirm_other:
    '{{count}} donors gave in {{year}} and will each get a statement written from “{{letter}}”.',
  yearEndNone: 'No donor gave in {{year}}: there is no statement to send.',
  yearEndGo: 'Start sending',
  yearEndStarted: 'Sending statements for {{year}} to {{count}} donors.',
  yearEndProgress: 'Sent to {{sent}} of {{total}} donors',
  yearEndProgressLabel: 'Statements for {{year}} sent',
  yearEndBatch: '{{year}} · {{letter}}',
  yearEndBy: 'Started by {{name}} on {{when}}',
  yearEndDone: 'Finished on {{when}}',
  yearEndRunning: 'Sending…',
  yearEndNoBatches: 'No year-end statements have been sent yet.',
};

export const donorsMessages: Catalogue<DonorsMessagesText> = {
  namespace: DONORS_NAMESPACE,
  en,
  es: () => import(/* webpackChunkName: "admin-es" */ './donorsMessages.es').then((module) => module.es),
};

export type DonorsMessagesText = typeof en;
