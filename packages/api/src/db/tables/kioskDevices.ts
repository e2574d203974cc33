// A church's lobby kiosks (docs/PRODUCT.md §20): a tablet an administrator turned into a kiosk keeps
// a device session that can only give.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations, users } from './churches';

/**
 * One kiosk device. Its secret (256 random bits) lives only in the tablet's httpOnly cookie; the
 * database keeps its SHA-256, so a copy of the table starts no kiosk. A device works until
 * `expires_at` (30 days after it started) or until it is revoked; a revoked or expired device is
 * kept, with its name and who started it, and never works again.
 */
export const kioskDevices = pgTable(
  'kiosk_devices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    prefixedId: text('prefixed_id').notNull().unique(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Hex SHA-256 of the device's secret. */
    secretHash: text('secret_hash').notNull().unique(),
    startedByUserId: integer('started_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** On the API's clock, so a test clock moves the 30 days too. */
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Written at most once a minute, to spare the writes. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    index('kiosk_devices_church_idx').on(table.organizationId, table.startedAt),
    check('kiosk_devices_expires_after_start', sql`${table.expiresAt} > ${table.startedAt}`),
  ],
);

export type KioskDeviceRow = typeof kioskDevices.$inferSelect;
