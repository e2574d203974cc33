// Writing one entry of a church's Activity: every change made to it in the console, with the halo
// CLI, or in its own Stripe dashboard (a refund Stripe tells us of, core/gifts/stripeRefunds.ts). A
// change and its entry are written in one transaction, so the log shows exactly what happened.
import type { AdminActivityAction } from '@halo/domain';
import type { Database } from '../db/database';
import { newPrefixedId } from '../db/prefixedId';
import { adminActivity } from '../db/schema';

export interface ActivityActor {
  source: 'console' | 'cli' | 'stripe';
  prefixedId: string | null;
  label: string;
}

/** Who the halo CLI's changes are recorded as: whoever can run it has the server's database. */
export const CLI_ACTOR: ActivityActor = { source: 'cli', prefixedId: null, label: 'halo CLI' };

/** A change the church made in its Stripe dashboard: no administrator of ours is known. */
export const STRIPE_DASHBOARD_ACTIVITY_ACTOR: ActivityActor = {
  source: 'stripe',
  prefixedId: null,
  label: 'Stripe dashboard',
};

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
