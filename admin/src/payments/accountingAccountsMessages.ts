import type { Catalogue } from 'halo_shared/i18n';

/** Namespace `admin-accounting-accounts`: Payments' "Accounting accounts" for the accounting export (docs/PRODUCT.md §19). */
export const ACCOUNTING_ACCOUNTS_NAMESPACE = 'admin-accounting-accounts';

const en = {
  title: 'Accounting accounts',
  intro:
    'The accounts the Deposits section’s accounting export posts to, as your chart of accounts names them: the account’s name for QuickBooks Online (a sub-account as Parent:Sub-account), its code for Xero (such as 090).',
  bank: 'Bank account',
  bankHint: 'Where deposits arrive: debited with each deposit’s net.',
  fees: 'Fees account',
  feesHint: 'Debited with the processor’s fees and dispute fees.',
  fundsTitle: 'Income account of each fund',
  fundsHint: 'Credited with the gifts to the fund; refunds and disputed gifts are taken back from it.',
  income: 'Income account for {{fund}}',
  save: 'Save accounts',
  saved: 'Accounting accounts saved.',
  failed: 'The accounts could not be saved. Please try again.',
};

export type AccountingAccountsMessagesText = typeof en;

export const accountingAccountsMessages: Catalogue<AccountingAccountsMessagesText> = {
  namespace: ACCOUNTING_ACCOUNTS_NAMESPACE,
  en,
  es: () =>
    import(/* webpackChunkName: "admin-es" */ './accountingAccountsMessages.es').then((module) => module.es),
};
