// The phones that opted out of a church's texts (`sms_opt_outs`, docs/PRODUCT.md §10).
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { smsOptOuts } from '../db/schema';

export async function isOptedOut(db: Database, organizationId: number, phone: string): Promise<boolean> {
  const [row] = await db
    .select({ phone: smsOptOuts.phone })
    .from(smsOptOuts)
    .where(and(eq(smsOptOuts.organizationId, organizationId), eq(smsOptOuts.phone, phone)))
    .limit(1);
  return row !== undefined;
}

/** STOP: recorded once; a repeated STOP keeps the first date. */
export async function optOut(db: Database, organizationId: number, phone: string, now: Date): Promise<void> {
  await db.insert(smsOptOuts).values({ organizationId, phone, optedOutAt: now }).onConflictDoNothing();
}

/** START: the phone may be answered again. */
export async function optIn(db: Database, organizationId: number, phone: string): Promise<void> {
  await db
    .delete(smsOptOuts)
    .where(and(eq(smsOptOuts.organizationId, organizationId), eq(smsOptOuts.phone, phone)));
}
