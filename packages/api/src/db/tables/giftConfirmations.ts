// "Confirm your gift" links (`/confirm/{token}`): a recurring charge the donor's bank would not take
// off-session waits for the donor's authentication. The token is signed with the app key and names
// the charge and this row's random id; the row binds the link to that one charge and remembers the
// processor's waiting payment, when the link ends, and when the gift was confirmed.
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { organizations } from './churches';
import { recurringCharges } from './recurringCharges';

export const giftConfirmations = pgTable(
  'gift_confirmations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The token's random id (128 bits, base64url): not a secret, the signature is. */
    linkId: text('link_id').notNull().unique(),
    recurringChargeId: integer('recurring_charge_id')
      .notNull()
      .references(() => recurringCharges.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The processor's waiting payment (Stripe's PaymentIntent, the sandbox's charge). */
    paymentIntentId: text('payment_intent_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set in the transaction that records the confirmed gift; the link is used from then on. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('gift_confirmations_charge_idx').on(table.recurringChargeId)],
);

export type GiftConfirmationRow = typeof giftConfirmations.$inferSelect;
