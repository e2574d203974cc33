// The reminders sent before a saved card expires. One row per card and expiry, inserted in the same
// transaction as the reminder's email: the unique key is what makes "one email per card per expiry"
// hold across runs and across API instances (the second insert is a no-op, so no second email).
import { integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { organizations } from './churches';
import { paymentMethods } from './payments';

export const cardExpiryReminders = pgTable(
  'card_expiry_reminders',
  {
    paymentMethodId: integer('payment_method_id')
      .notNull()
      .references(() => paymentMethods.id, { onDelete: 'cascade' }),
    /** The expiry the reminder was about: a card updated with a new expiry is reminded again. */
    expYear: integer('exp_year').notNull(),
    expMonth: integer('exp_month').notNull(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.paymentMethodId, table.expYear, table.expMonth] })],
);

export type CardExpiryReminderRow = typeof cardExpiryReminders.$inferSelect;
