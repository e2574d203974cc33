import type { Catalogue } from 'halo_shared/i18n';

/** Namespace `admin-accounting-export`: Deposits' "Accounting export" (docs/PRODUCT.md §19). */
export const ACCOUNTING_EXPORT_NAMESPACE = 'admin-accounting-export';

const en = {
  title: 'Accounting export',
  introDeposit:
    'This deposit as a journal entry your accounting software imports: the bank debited with the net, the fees, and each fund’s income credited with its gifts.',
  introRange:
    'The deposits paid out in a period, a journal entry each, as your accounting software imports them. Set the accounts first under Payments, Accounting accounts.',
  software: 'Accounting software',
  quickbooksOnline: 'QuickBooks Online',
  xero: 'Xero',
  startDate: 'Start date',
  endDate: 'End date',
  download: 'Download journal',
  downloaded: 'Journal downloaded.',
  failed: 'The journal could not be exported. Please try again.',
};

export type AccountingExportMessagesText = typeof en;

export const accountingExportMessages: Catalogue<AccountingExportMessagesText> = {
  namespace: ACCOUNTING_EXPORT_NAMESPACE,
  en,
  es: () =>
    import(/* webpackChunkName: "admin-es" */ './accountingExportMessages.es').then((module) => module.es),
};
