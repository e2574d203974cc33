// Whether the signed-in administrator gets the weekly email of the donor lists (docs/PRODUCT.md §15):
// on unless she turned it off, which is her own choice, not the church's; a row of
// `donor_list_email_opt_outs` while it is off.
import { and, eq } from 'drizzle-orm';
import { donorListEmailOptOuts } from '../../db/schema';
import type { AdminScope } from '../adminScope';

export async function readDonorListsWeeklyEmail(scope: AdminScope): Promise<boolean> {
  const [optOut] = await scope.app.db
    .select({ userId: donorListEmailOptOuts.userId })
    .from(donorListEmailOptOuts)
    .where(
      and(
        eq(donorListEmailOptOuts.userId, scope.user.id),
        eq(donorListEmailOptOuts.organizationId, scope.organization.id),
      ),
    );
  return !optOut;
}

/** Turns her weekly email on or off; answers whether it is now on. */
export async function setDonorListsWeeklyEmail(scope: AdminScope, enabled: boolean): Promise<boolean> {
  const { db } = scope.app;
  if (enabled) {
    await db.delete(donorListEmailOptOuts).where(eq(donorListEmailOptOuts.userId, scope.user.id));
  } else {
    await db
      .insert(donorListEmailOptOuts)
      .values({ userId: scope.user.id, organizationId: scope.organization.id })
      .onConflictDoNothing();
  }
  return enabled;
}
