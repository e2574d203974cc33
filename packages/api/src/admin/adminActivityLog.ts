// The record of every change made to a church in the admin console, with the halo CLI or in its
// Stripe dashboard, read a page at a time. Entries are written by core/adminActivityRecord.ts.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { adminActivity, type AdminActivityRow } from '../db/schema';
import { encodeCursor, type Keyset } from '../core/keysetCursor';

export { CLI_ACTOR, recordAdminActivity, type ActivityActor } from '../core/adminActivityRecord';

export interface ActivityPage {
  rows: AdminActivityRow[];
  nextCursor: string | null;
}

/** The organization's activity, newest first, `first` rows after the keyset `before`. */
export async function listAdminActivity(
  db: Database,
  organizationId: number,
  before: Keyset | null,
  first: number,
): Promise<ActivityPage> {
  const rows = await db
    .select()
    .from(adminActivity)
    .where(
      and(
        eq(adminActivity.organizationId, organizationId),
        before
          ? sql`(${adminActivity.occurredAt}, ${adminActivity.id}) < (${before.key}::timestamptz, ${before.id})`
          : undefined,
      ),
    )
    .orderBy(desc(adminActivity.occurredAt), desc(adminActivity.id))
    .limit(first + 1);
  const page = rows.slice(0, first);
  const last = page[page.length - 1];
  return {
    rows: page,
    nextCursor:
      rows.length > first && last ? encodeCursor({ key: last.occurredAt.toISOString(), id: last.id }) : null,
  };
}
