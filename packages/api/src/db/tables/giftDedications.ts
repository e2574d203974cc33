// "In honour of / in memory of" a person, given with a gift: shown on the donor's receipt and in the
// console's gift details. A one-time gift's dedication belongs to its contribution; a recurring gift's
// to the recurring gift (and to its first charge when that is made at once). `notifiedAt` is set in the
// transaction that queues the notification email, so the person the donor chose is told once.
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { DEDICATION_KINDS } from '@halo/domain';
import { organizations } from './churches';
import { createdAt } from './columns';
import { contributions, recurringGivings } from './gifts';

export const giftDedications = pgTable(
  'gift_dedications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    contributionId: integer('contribution_id')
      .unique()
      .references(() => contributions.id, { onDelete: 'cascade' }),
    recurringGivingId: integer('recurring_giving_id')
      .unique()
      .references(() => recurringGivings.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: DEDICATION_KINDS }).notNull(),
    personName: text('person_name').notNull(),
    /** Who the donor asked us to tell of the gift (never its amount); null: no one. */
    notifyEmail: text('notify_email'),
    /** The name the notification is from; the donor's own name when null. */
    notifySender: text('notify_sender'),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    check(
      'gift_dedications_kind',
      sql`${table.kind} IN (${sql.raw(DEDICATION_KINDS.map((value) => `'${value}'`).join(', '))})`,
    ),
    check(
      'gift_dedications_gift',
      sql`${table.contributionId} IS NOT NULL OR ${table.recurringGivingId} IS NOT NULL`,
    ),
  ],
);

export type GiftDedicationRow = typeof giftDedications.$inferSelect;
