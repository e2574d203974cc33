// A church's outgoing webhooks: the endpoints it registered and each event's delivery to each one.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { organizations } from './churches';

/**
 * An address of the church's own software that is sent the events it subscribed to
 * (src/core/webhooks/). The signing secret is kept sealed with a key derived from APP_KEY, so a
 * copy of the database cannot sign as us; it is shown once, when the endpoint is added. A removed
 * endpoint is disabled, never deleted: its delivery log stays.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    prefixedId: text('prefixed_id').notNull().unique(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    /** The event types it receives (`gift.succeeded`…). */
    events: text('events').array().notNull(),
    /** `whsec_…`, sealed (AES-256-GCM, src/core/secretBox.ts). */
    secretSealed: text('secret_sealed').notNull(),
    createdAt: createdAt(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (table) => [
    index('webhook_endpoints_church_idx')
      .on(table.organizationId)
      .where(sql`${table.disabledAt} is null`),
  ],
);

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;

/**
 * One event for one endpoint: queued in the transaction of the change that caused it, then sent by
 * the leased queue the email outbox uses (src/db/leasedQueue.ts) with retries for three days.
 * `body` is the exact JSON that is signed and sent, the same at every attempt; `event_id` is the
 * `webhook-id` header, the same for every endpoint and attempt, so a receiver can drop repeats.
 * `available_at` is the next attempt (a claim moves it a lease ahead); the row is the log.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    body: text('body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    /** The endpoint's HTTP status at the last attempt; null when it gave none (refused, timed out). */
    lastResponseCode: integer('last_response_code'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** Set when three days of attempts are spent: kept for the log, never sent again by itself. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('webhook_deliveries_endpoint_event_idx').on(table.endpointId, table.eventId),
    index('webhook_deliveries_due_idx')
      .on(table.availableAt)
      .where(sql`${table.deliveredAt} is null and ${table.failedAt} is null`),
    index('webhook_deliveries_log_idx').on(table.endpointId, table.createdAt),
  ],
);

export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
