import { timestamp } from 'drizzle-orm/pg-core';

/** When a row was written, in the database's time. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
