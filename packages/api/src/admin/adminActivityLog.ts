// The record of every change made to a church in the admin console or with the halo CLI. A change
// and its record are written in one transaction, so the log shows exactly what happened.
import type { AdminActivityAction } from '@halo/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { newPrefixedId } from '../db/prefixedId';
import { adminActivity, type AdminActivityRow } from '../db/schema';
import { encodeCursor, type Keyset } from '../core/keysetCursor';

export interface ActivityActor {
  source: 'console' | 'cli';
  prefixedId: string | null;
  label: string;
}

/** Who the halo CLI's changes are recorded as: whoever can run it has the server's database. */
export const CLI_ACTOR: ActivityActor = { source: 'cli', prefixedId: null, label: 'halo CLI' };

export async function recordAdminActivity(
  tx: Database,
  organizationId: number,
  actor: ActivityActor,
  action: AdminActivityAction,
  details: Record<string, unknown>,
): Promise<void> {
  await tx.insert(adminActivity).values({
    prefixedId: newPrefixedId('act'),
    organizationId,
    source: actor.source,
    actorPrefixedId: actor.prefixedId,
    actorLabel: actor.label,
    action,
    details,
  });
}

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
