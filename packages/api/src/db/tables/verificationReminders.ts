// The reminders to verify sent to an account whose email is not proven yet: one row per account and
// reminder day, inserted in the transaction that queues the reminder's email, so its primary key is
// what makes "each reminder once" hold across runs, restarts and API instances (a second insert is a
// no-op, so no second email). Removed with the account.
import { integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { organizations, users } from './churches';

export const verificationReminders = pgTable(
  'verification_reminders',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Days after registration the reminder is for (core/accounts/verificationReminders.ts). */
    day: integer('day').notNull(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);

export type VerificationReminderRow = typeof verificationReminders.$inferSelect;
