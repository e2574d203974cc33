// The accounting export (docs/PRODUCT.md §19 "Accounting export"): a deposit as a journal that
// balances, and the church's accounts as its chart of accounts names them.
export * from './depositJournal';
export * from './accountingAccountText';
export * from './accountingExportRequest';
