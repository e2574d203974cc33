import type { Catalogue } from 'halo_shared/i18n';

/** Namespace `admin-reports`: the Reports section's giving reports and the Overview's chart of giving. */
export const REPORTS_NAMESPACE = 'admin-reports';

const en = {
  intro:
    'Giving as the treasurer reports it: only succeeded gifts count, each for what was kept after refunds.',
  range: 'Report period',
  startDate: 'From',
  endDate: 'To',
  show: 'Show reports',
  period: '{{start}} to {{end}}, beside {{lastStart}} to {{lastEnd}}',
  totals:
    'Given in the period: {{amount}} in {{count}} gifts; the same days last year: {{lastAmount}} in {{lastCount}} gifts.',
  'reports.ByMonth': 'Giving by month against last year',
  'reports.ByFundByMonth': 'Giving by fund by month',
  'reports.ByMethod': 'Giving by method against last year',
  firstTime: 'First-time givers',
  firstTimeExplain: 'Donors whose first gift ever came in the period.',
  firstTimeThisPeriod: 'In the period',
  firstTimeLastYear: 'The same days last year',
  month: 'Month',
  fund: 'Fund',
  method: 'Method',
  amount: 'Amount',
  gifts: 'Gifts',
  lastYearAmount: 'Amount last year',
  lastYearGifts: 'Gifts last year',
  thisPeriod: 'This period',
  lastYear: 'Last year',
  none: 'No gifts in this period.',
  chartOf: 'Chart of {{report}}; the table beside it holds the same figures.',
  'methods.card': 'Card',
  'methods.bank': 'Bank account',
  'methods.cash': 'Cash',
  'methods.check': 'Check',
  'methods.other': 'Other',
  'methods.online': 'Online',
  downloadCsv: 'Download CSV',
  downloadCsvOf: 'Download CSV of {{report}}',
  downloading: 'Your CSV file of this report is downloading.',
  failed: 'Something went wrong, please try again.',
  overviewHeading: 'Giving over the last 12 months',
  overviewIntro: 'Each month against the same month a year earlier.',
};

export type ReportsMessagesText = typeof en;

export const reportsMessages: Catalogue<ReportsMessagesText> = {
  namespace: REPORTS_NAMESPACE,
  en,
  es: () => import(/* webpackChunkName: "admin-es" */ './reportsMessages.es').then((module) => module.es),
};
