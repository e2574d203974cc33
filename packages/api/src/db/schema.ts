// The database schema: the one source of the SQL migrations in packages/api/drizzle
// (`npx drizzle-kit generate --config packages/api/drizzle.config.ts` after a change to a table).
// One file per part of the product in ./tables; this file is what the code and drizzle-kit import.
// Internal ids are identity integers that never leave the server; clients only see prefixed ids.
// Money is integer cents everywhere (docs/ARCHITECTURE.md §4).
export * from './tables/churches';
export * from './tables/accounts';
export * from './tables/payments';
export * from './tables/gifts';
export * from './tables/webhooks';
export * from './tables/activity';
export * from './tables/recurringCharges';
export * from './tables/outbox';
export * from './tables/limits';
export * from './tables/adminActivity';
export * from './tables/signInCodes';
export * from './tables/manageLinks';
export * from './tables/secondFactors';
export * from './tables/giftRefunds';
export * from './tables/cardExpiryReminders';
export * from './tables/giftConfirmations';
export * from './tables/giftDedications';
export * from './tables/statementBatches';
export * from './tables/verificationReminders';
export * from './tables/textToGive';
export * from './tables/churchWebhooks';
export * from './tables/giftBatches';
export * from './tables/campaigns';
export * from './tables/apiKeys';
export * from './tables/recurringGiftMoves';
export * from './tables/pledges';
export * from './tables/deposits';
export * from './tables/kioskDevices';
export * from './tables/households';
export * from './tables/accountingAccounts';
export * from './tables/walletDomains';
export * from './tables/textGiving';
export * from './tables/donorMerges';
export * from './tables/donorListEmails';
