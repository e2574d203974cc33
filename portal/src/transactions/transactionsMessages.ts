import type { Catalogue } from 'halo_shared/i18n';
import { PORTAL_NAMESPACE } from '../portalMessages';

// Namespace `portal` (merged when the screen loads it): the transactions screen, its statements and receipts.
// The transactions screen's own catalogue, so the dashboard's first screen does not carry its strings.
const en = {
  transactions: {
    filters: 'Filter transactions',
    type: 'Type',
    types: { all: 'All', one_time: 'One-time', recurring: 'Recurring' },
    search: 'Search',
    searchHint: 'Memo, fund, amount or transaction id',
    apply: 'Apply',
    startDate: 'From',
    endDate: 'To',
    clear: 'Clear filters',
    pageSize: 'Per page',
    pageSizes: { all: 'All' },
    summary_one: '{{count}} gift, {{total}} in total',
    summary_other: '{{count}} gifts, {{total}} in total',
    tableCaption: 'Your gifts',
    rowLoading: 'Loading this gift…',
    columns: {
      type: 'Type',
      transaction: 'Transaction',
      amount: 'Amount',
      memo: 'Memo',
      status: 'Status',
      funds: 'Funds',
      date: 'Date',
      receipt: 'Receipt',
    },
    kinds: { one_time: 'One-time', recurring: 'Recurring' },
    refundedOn: 'Refunded {{date}}',
    failedBecause: 'Failed: {{reason}}',
    receipt: 'Receipt',
    receiptFor: 'Receipt for {{id}}',
    empty: 'You have no gifts yet.',
    noMatches: 'No gifts match these filters.',
    pagination: 'Pages',
    previous: 'Previous',
    next: 'Next',
    pageOf: 'Page {{page}} of {{pages}}',
    export: 'Export',
    exportPdf: 'Export PDF',
    exportCsv: 'Export CSV',
    exportStarted: 'Your download has started.',
    sendReceipt: 'Send Contribution Receipt',
    sendReceiptTitle: 'Send Contribution Receipt',
    sendReceiptText: 'We will email a contribution statement for {{period}} to {{email}}.',
    allTime: 'all your gifts',
    periodFrom: 'gifts from {{start}}',
    periodUntil: 'gifts until {{end}}',
    periodBetween: '{{start}} to {{end}}',
    send: 'Send',
    cancel: 'Cancel',
  },
  statements: {
    title: 'Contribution statements',
    intro: 'Send statements for the selected period to chosen donors.',
    open: 'Send statements to donors',
    donors: 'Donors',
    search: 'Search donors',
    searchHint: 'By name or email. Chosen donors stay chosen while you search.',
    chosen_one: '{{count}} donor chosen',
    chosen_other: '{{count}} donors chosen',
    noMatches: 'No donors match your search.',
    template: 'Letter template',
    primary: '{{title}} (primary)',
    mode: 'Delivery',
    modes: { email: 'Email each donor', download: 'Download one PDF' },
    submit: 'Send statements',
    noDonors: 'Choose at least one donor.',
    templatesError: 'The letter templates could not be loaded.',
  },
};

export const transactionsMessages: Catalogue<TransactionsMessagesText> = {
  namespace: PORTAL_NAMESPACE,
  en,
  es: () =>
    import(/* webpackChunkName: "transactionsMessages-es" */ './transactionsMessages.es').then(
      (module) => module.es,
    ),
};

export type TransactionsMessagesText = typeof en;
