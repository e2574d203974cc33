// Text-to-give (docs/PRODUCT.md §10): the phones that opted out of a church's texts.
import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from './churches';

/**
 * A phone that texted STOP (or another carrier opt-out word) to a church's number: it gets no answer
 * from that church but to START or HELP until it texts START, which deletes the row. Per church,
 * because each church's number is its own sender in the carrier's eyes.
 */
export const smsOptOuts = pgTable(
  'sms_opt_outs',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The donor's phone in E.164, as Twilio's `From` names it. */
    phone: text('phone').notNull(),
    optedOutAt: timestamp('opted_out_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.phone] })],
);

export type SmsOptOutRow = typeof smsOptOuts.$inferSelect;
