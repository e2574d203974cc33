// The weekly email of the donor lists to a church's administrators (docs/PRODUCT.md §15). One row per
// church and week, inserted in the same transaction as that week's emails: the key is what makes "one
// email per administrator per week" hold across passes, API instances and a process killed midway
// (the second insert is a no-op, so no second email; a rolled-back one left nothing). The row keeps
// the week's list sizes, which next week's email compares with.
import { date, integer, jsonb, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { organizations, users } from './churches';

/** How many donors (or recurring gifts) each list held when the week's email was made. */
export interface DonorListSizes {
  firstTime: number;
  lapsed: number;
  topGivers: number;
  atRisk: number;
}

export const donorListWeeklyEmails = pgTable(
  'donor_list_weekly_emails',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The Monday that starts the week, on the church's calendar. */
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    sizes: jsonb('sizes').$type<DonorListSizes>().notNull(),
    /** How many administrators were emailed (none when the lists were empty two weeks running). */
    emailsQueued: integer('emails_queued').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.weekStart] })],
);

/** Administrators who turned the weekly email off; a row each, gone when she turns it back on. */
export const donorListEmailOptOuts = pgTable('donor_list_email_opt_outs', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  organizationId: integer('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

export type DonorListWeeklyEmailRow = typeof donorListWeeklyEmails.$inferSelect;
