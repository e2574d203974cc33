import type { Catalogue } from 'halo_shared/i18n';

/** Namespace `admin-gifts`: the console's "Gifts" section. */
export const GIFTS_NAMESPACE = 'admin-gifts';

const en = {
  filters: 'Filters',
  startDate: 'From',
  endDate: 'To',
  fund: 'Fund',
  anyFund: 'All funds',
  status: 'Status',
  anyStatus: 'Any status',
  donorSearch: 'Donor name or email',
  apply: 'Show gifts',
  clear: 'Clear filters',
  exportCsv: 'Export CSV',
  exportStarted: 'Your CSV file of the gifts these filters show is downloading.',
  oneDonor: 'Showing the gifts of one donor.',
  everyDonor: 'Show every donor',
  totals: 'Totals of the succeeded gifts',
  matching_one: '{{count}} matching gift',
  matching_other: '{{count}} matching gifts',
  totalAmount: 'Total',
  byFund: 'By fund',
  byMonth: 'By month',
  monthCount_one: '{{amount}} · {{count}} gift',
  monthCount_other: '{{amount}} · {{count}} gifts',
  list: 'Gifts',
  none: 'No gift matches these filters.',
  date: 'Date',
  donor: 'Donor',
  funds: 'Fund(s)',
  dedication: { honor: 'In honor of', memory: 'In memory of' },
  amount: 'Amount',
  fee: 'Fee',
  net: 'Net',
  method: 'Method',
  card: '{{brand}} ending in {{lastFour}}',
  cash: 'Cash',
  check: 'Check',
  noMethod: 'Online',
  details: 'Details',
  detailsOf: 'Details of the gift of {{amount}} from {{donor}} on {{date}}',
  loadMore: 'Load more',
  shown: 'Showing {{shown}} of {{total}}.',
  detailTitle: 'Gift of {{amount}}',
  email: 'Email',
  memo: 'Memo',
  noMemo: 'None',
  recurring: 'Recurring gift',
  notRecurring: 'One-time gift',
  reference: 'Reference',
  close: 'Close',
  failed: 'Something went wrong, please try again.',
};

export const giftsMessages: Catalogue<GiftsMessagesText> = {
  namespace: GIFTS_NAMESPACE,
  en,
  es: () => import(/* webpackChunkName: "admin-es" */ './giftsMessages.es').then((module) => module.es),
};

export type GiftsMessagesText = typeof en;
