// charge.refunded → the contribution of that charge is refunded (a refund made in Stripe's
// dashboard must show on the donor's transactions too).
import { and, eq, inArray } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database';
import { contributions, organizations } from '../../db/schema';
import type { StripeEventOf } from './stripeEvents';

/**
 * Marks the contribution paid by the event's charge refunded; returns how many rows changed (0 when
 * it already was, or the charge is not one of our gifts). Only a full refund: a contribution has no
 * partial-refund state, so a partial one is left for a person to reconcile.
 */
export async function markContributionRefunded(
  db: Database,
  event: StripeEventOf<'charge.refunded'>,
): Promise<number> {
  const charge = event.data.object;
  if (!charge.refunded) return 0;
  const conditions = [
    eq(contributions.processorMode, 'stripe'),
    eq(contributions.processorChargeId, charge.id),
    eq(contributions.status, 'succeeded'),
  ];
  // An event from a connected account may only touch that church's gifts.
  if (event.account) {
    const church = db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.stripeAccountId, event.account));
    conditions.push(inArray(contributions.organizationId, church));
  }
  const rows = await db
    .update(contributions)
    .set({ status: 'refunded', refundedAt: new Date(event.created * 1000) })
    .where(and(...conditions))
    .returning({ id: contributions.id });
  return rows.length;
}

export default fp(
  async (app) => {
    app.stripeEvents.on('charge.refunded', async (event) => {
      const changed = await markContributionRefunded(app.db, event);
      const charge = event.data.object;
      if (changed === 0 && !charge.refunded) {
        app.log.warn(
          { charge: charge.id, amountRefunded: charge.amount_refunded },
          'partial Stripe refund left as is',
        );
      }
    });
  },
  { name: 'stripe-contribution-refunds', dependencies: ['db', 'stripe-webhooks'] },
);
