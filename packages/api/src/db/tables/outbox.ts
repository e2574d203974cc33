// Emails waiting to leave.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { organizations } from './churches';

/**
 * Emails waiting to leave (src/mail/outbox.ts). Written in the same transaction as what causes them
 * (a gift, a token, a change), so a committed change always has its email and a rolled-back one
 * never does; a worker sends them with retries. `available_at` is when the row may next be
 * claimed: a claim moves it a lease ahead, so a sender that dies mid-send leaves the row to be
 * claimed again once the lease ends.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    /** The MailMessage, attachments as base64. */
    message: jsonb('message').$type<OutboxMessageBody>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Set once the attempts are spent: kept for a person to look at, never sent again. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (table) => [
    index('outbox_messages_due_idx')
      .on(table.availableAt)
      .where(sql`${table.sentAt} is null and ${table.failedAt} is null`),
  ],
);

export interface OutboxMessageBody {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; contentBase64: string; contentType: string }[];
}

export type OutboxMessageRow = typeof outboxMessages.$inferSelect;
