// The signed manage links of emails about a recurring gift (`/manage/{token}`). The token itself is
// signed with the app key and carries the gift and its own random id; this table is what makes a
// link revocable: a token whose id has no row here, or whose row is revoked, opens nothing.
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { organizations } from './churches';
import { recurringGivings } from './gifts';

export const recurringManageLinks = pgTable(
  'recurring_manage_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The token's random id (128 bits, base64url): not a secret, the signature is. */
    linkId: text('link_id').notNull().unique(),
    recurringGivingId: integer('recurring_giving_id')
      .notNull()
      .references(() => recurringGivings.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the donor revokes the gift's email links from the portal. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('recurring_manage_links_gift_idx').on(table.recurringGivingId)],
);

export type RecurringManageLinkRow = typeof recurringManageLinks.$inferSelect;
