// Stripe webhooks acted on.
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Stripe events we have acted on. Stripe delivers an event at least once (and again after any
 * non-2xx answer); this row makes us act at most once per event id. A claim that never finished
 * (the process died mid-handler) may be taken again after a few minutes, see
 * payments/stripe/processedWebhookEvents.ts.
 */
export const processedWebhookEvents = pgTable('processed_webhook_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  /** The connected account (acct_…) the event happened on; null for the platform account's own. */
  account: text('account'),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  processedAt: timestamp('processed_at', { withTimezone: true }),
});

export type ProcessedWebhookEventRow = typeof processedWebhookEvents.$inferSelect;
