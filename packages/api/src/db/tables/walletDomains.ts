// Apple Pay and Google Pay (docs/PRODUCT.md §23): each allowed website's registration with the
// processor as a payment method domain, and the queue that keeps it in step with the list.
import { WALLET_WEBSITE_STATES } from '@halo/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { organizations } from './churches';
import { PROCESSOR_MODES } from './payments';

/**
 * One row per website the church ever allowed (by its stored pattern). Adding or removing the
 * website writes the row in the same transaction with `synced_at` null, which puts it in a leased
 * queue (src/db/leasedQueue.ts): a worker then registers the domain with the processor (Stripe's
 * `POST /v1/payment_method_domains`) or disables it (Stripe has no delete), and records what the
 * processor answered. So a committed change is never lost to a crash or a Stripe outage.
 */
export const walletDomains = pgTable(
  'wallet_domains',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The allowed website's pattern as stored in `organizations.allowed_origins`. */
    origin: text('origin').notNull(),
    /** The one domain it names; null for a wildcard pattern, which cannot be registered. */
    domainName: text('domain_name'),
    /** True while the website is allowed: the worker registers it; false: it disables it. */
    wanted: boolean('wanted').notNull(),
    state: text('state', { enum: WALLET_WEBSITE_STATES }).notNull().default('pending'),
    /** Stripe's `apple_pay.status` / `google_pay.status` (`active` | `inactive`), null until answered. */
    applePayStatus: text('apple_pay_status'),
    googlePayStatus: text('google_pay_status'),
    /** Stripe's `apple_pay.status_details.error_message`: what stops Apple Pay on this domain. */
    applePayProblem: text('apple_pay_problem'),
    /** The processor's payment method domain (`pmd_…`) and the mode that registered it. */
    processorDomainId: text('processor_domain_id'),
    processorMode: text('processor_mode', { enum: PROCESSOR_MODES }),
    attempts: integer('attempts').notNull().default(0),
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** Null while the processor has still to hear of the latest change (the queue). */
    syncedAt: timestamp('synced_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('wallet_domains_organization_origin_idx').on(table.organizationId, table.origin),
    index('wallet_domains_due_idx')
      .on(table.availableAt)
      .where(sql`${table.syncedAt} is null`),
  ],
);

export type WalletDomainRow = typeof walletDomains.$inferSelect;
