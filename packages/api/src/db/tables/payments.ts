// Payments: processor customers and saved cards, and the sandbox processor's own records.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { WALLETS } from '@halo/domain';
import { createdAt } from './columns';
import { organizations, users } from './churches';

/** The payment processors a record can belong to; sandbox records never mix with Stripe ones. */
export const PROCESSOR_MODES = ['sandbox', 'stripe'] as const;
export type ProcessorMode = (typeof PROCESSOR_MODES)[number];

/** A donor's customer at the organization's processor (Stripe `cus_…`, or the sandbox's). */
export const processorCustomers = pgTable(
  'processor_customers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    processorMode: text('processor_mode', { enum: PROCESSOR_MODES }).notNull(),
    customerId: text('customer_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('processor_customers_one_per_donor').on(
      table.organizationId,
      table.userId,
      table.processorMode,
    ),
    uniqueIndex('processor_customers_customer_id_unique').on(table.processorMode, table.customerId),
  ],
);

/** What a saved payment method is: a card, or a US bank account (docs/PRODUCT.md §22 "Saved bank accounts"). */
export const SAVED_PAYMENT_METHOD_TYPES = ['card', 'bank'] as const;

/**
 * A donor's saved card or bank account as the portal shows it (docs/PRODUCT.md §3 "Payment method",
 * §22 "Saved bank accounts"); the card or account itself stays at the processor.
 */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    prefixedId: text('prefixed_id').notNull().unique(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    processorCustomerId: integer('processor_customer_id')
      .notNull()
      .references(() => processorCustomers.id, { onDelete: 'cascade' }),
    processorMode: text('processor_mode', { enum: PROCESSOR_MODES }).notNull(),
    /** The processor's id (`pm_…`), spec's `processorId`. */
    processorId: text('processor_id').notNull(),
    methodType: text('method_type', { enum: SAVED_PAYMENT_METHOD_TYPES }).notNull().default('card'),
    /** A card's brand; a bank account's bank name ("STRIPE TEST BANK"). */
    brand: text('brand').notNull(),
    lastFour: text('last_four').notNull(),
    /** A card's expiry; null for a bank account, which has none. */
    expMonth: integer('exp_month'),
    expYear: integer('exp_year'),
    /** A bank account's type: checking or savings. */
    bankAccountType: text('bank_account_type', { enum: ['checking', 'savings'] }),
    /**
     * The ACH authorization a bank account was saved with (its words as the donor read them, their
     * version, when and from which IP): it covers the account's later debits, recurring ones included.
     */
    bankMandateVersion: text('bank_mandate_version'),
    bankMandateText: text('bank_mandate_text'),
    bankMandateAcceptedAt: timestamp('bank_mandate_accepted_at', { withTimezone: true }),
    bankMandateIp: text('bank_mandate_ip'),
    nickname: text('nickname'),
    isPrimary: boolean('is_primary').notNull().default(false),
    cardholderName: text('cardholder_name'),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    country: text('country'),
    state: text('state'),
    city: text('city'),
    postalCode: text('postal_code'),
    /**
     * Set when the card was entered through a recurring gift's emailed manage link: it belongs to
     * that one gift, like a card entered through a guest's giving token belongs to that token. It is
     * never one of the donor's Payment methods and no other gift can be moved onto it. The id of a
     * `recurring_givings` row, without a foreign key because that table already refers to this one
     * (its gifts are never deleted but with their donor or church, which take this card along).
     */
    onlyForRecurringGivingId: integer('only_for_recurring_giving_id'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('payment_methods_processor_id_unique').on(table.processorMode, table.processorId),
    index('payment_methods_user_id_idx').on(table.userId),
    uniqueIndex('payment_methods_one_primary_per_donor')
      .on(table.userId)
      .where(sql`${table.isPrimary}`),
    // A card has its expiry; a bank account has its authorization instead.
    check(
      'payment_methods_card_or_bank',
      sql`(${table.methodType} = 'card' AND ${table.expMonth} IS NOT NULL AND ${table.expYear} IS NOT NULL) OR (${table.methodType} = 'bank' AND ${table.bankMandateVersion} IS NOT NULL AND ${table.bankMandateText} IS NOT NULL AND ${table.bankMandateAcceptedAt} IS NOT NULL)`,
    ),
  ],
);

/**
 * The sandbox processor's own state (docs/ARCHITECTURE.md §4), standing in for Stripe's servers. Cards keep
 * only brand, last four and expiry — never the number or the CVC.
 */
export const sandboxCustomers = pgTable('sandbox_customers', {
  id: text('id').primaryKey(),
  organizationPrefixedId: text('organization_prefixed_id').notNull(),
  email: text('email').notNull(),
  name: text('name').notNull(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  createdAt: createdAt(),
});

export const sandboxPaymentMethods = pgTable(
  'sandbox_payment_methods',
  {
    id: text('id').primaryKey(),
    /** Null once detached. */
    customerId: text('customer_id').references(() => sandboxCustomers.id, { onDelete: 'cascade' }),
    brand: text('brand').notNull(),
    lastFour: text('last_four').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    /**
     * How charges on this card end (Stripe's 4000000000000341 attaches but every charge declines;
     * 4000002760003184 waits for the donor's authentication on every charge).
     */
    chargeOutcome: text('charge_outcome', { enum: ['succeed', 'card_declined', 'authentication_required'] })
      .notNull()
      .default('succeed'),
    /**
     * The identifier of the giving token the card was added through (givingToken.ts), null without
     * one: a token got with an email alone may use only its own cards (src/giving/tokenCards.ts).
     */
    addedByToken: text('added_by_token'),
    /** The sandbox's test wallet (docs/PRODUCT.md §23) made this card; null for one typed in. */
    wallet: text('wallet', { enum: WALLETS }),
    createdAt: createdAt(),
  },
  (table) => [
    index('sandbox_payment_methods_customer_id_idx').on(table.customerId),
    check(
      'sandbox_payment_methods_wallet',
      sql`${table.wallet} IS NULL OR ${table.wallet} IN (${sql.raw(WALLETS.map((value) => `'${value}'`).join(', '))})`,
    ),
  ],
);

export const sandboxCharges = pgTable('sandbox_charges', {
  id: text('id').primaryKey(),
  /** One charge per key, like Stripe's Idempotency-Key: a retried charge returns this row. */
  idempotencyKey: text('idempotency_key').notNull().unique(),
  customerId: text('customer_id').notNull(),
  paymentMethodId: text('payment_method_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  description: text('description').notNull(),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
  /**
   * requires_action: waits for the donor's (test) authentication, like a Stripe PaymentIntent;
   * processing: a bank debit until it settles (sandboxBankDebits.ts).
   */
  status: text('status', { enum: ['succeeded', 'failed', 'requires_action', 'processing'] }).notNull(),
  failureCode: text('failure_code'),
  refundedCents: integer('refunded_cents').notNull().default(0),
  createdAt: createdAt(),
});

export const sandboxRefunds = pgTable('sandbox_refunds', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  chargeId: text('charge_id')
    .notNull()
    .references(() => sandboxCharges.id, { onDelete: 'cascade' }),
  amountCents: integer('amount_cents').notNull(),
  createdAt: createdAt(),
});

/**
 * A bank account (ACH) the sandbox's bank fields attached to a customer (docs/PRODUCT.md §22), standing in
 * for Stripe's us_bank_account payment method: only the last four digits, the holder, the type and how
 * its debits end (Stripe's published test accounts); never the routing or account number.
 */
export const sandboxBankAccounts = pgTable(
  'sandbox_bank_accounts',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').references(() => sandboxCustomers.id, { onDelete: 'cascade' }),
    bankName: text('bank_name').notNull(),
    lastFour: text('last_four').notNull(),
    accountHolderName: text('account_holder_name').notNull(),
    accountType: text('account_type', { enum: ['checking', 'savings'] }).notNull(),
    /** `succeed`, `disputed` (succeeds, then returned as not authorized), or the ACH return its debits come back with. */
    debitOutcome: text('debit_outcome', {
      enum: [
        'succeed',
        'disputed',
        'account_closed',
        'no_account',
        'insufficient_funds',
        'debit_not_authorized',
      ],
    })
      .notNull()
      .default('succeed'),
    /** The giving token it was added through, as for cards (src/giving/tokenCards.ts). */
    addedByToken: text('added_by_token'),
    createdAt: createdAt(),
  },
  (table) => [index('sandbox_bank_accounts_customer_id_idx').on(table.customerId)],
);
