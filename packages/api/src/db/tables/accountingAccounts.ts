// The accounting export's accounts (docs/PRODUCT.md §19 "Accounting export"): the church's bank and
// fees accounts and each fund's income account, as the church's chart of accounts names them (an
// account's name for QuickBooks Online, its code for Xero), set in the console's Payments section.
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { funds, organizations } from './churches';

/** The church's bank account (where deposits arrive) and fees account (the processor's fees). */
export const churchAccountingAccounts = pgTable('church_accounting_accounts', {
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  bankAccount: text('bank_account'),
  feesAccount: text('fees_account'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A fund's income account: the gifts to the fund are credited to it. */
export const fundAccountingAccounts = pgTable('fund_accounting_accounts', {
  fundId: integer('fund_id')
    .primaryKey()
    .references(() => funds.id, { onDelete: 'cascade' }),
  incomeAccount: text('income_account').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
