// account.updated → whether the church's connected account may take gifts. Stripe sends it when
// onboarding finishes and whenever Stripe later restricts or restores the account, so "connected"
// in the console and on the giving page follows Stripe, not the administrator's last click.
import { and, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database';
import { organizations } from '../../db/schema';
import { canTakeCharges } from './stripeConnect';
import type { StripeEventOf } from './stripeEvents';

/**
 * Records the account's state on the church that holds it; returns how many churches changed. An
 * account able to take charges moves the church's gifts to Stripe; one Stripe restricts leaves the
 * church in Stripe mode, unable to take gifts, rather than falling back to a sandbox nobody pays.
 */
export async function followStripeAccount(
  db: Database,
  event: StripeEventOf<'account.updated'>,
): Promise<number> {
  const account = event.data.object;
  const able = canTakeCharges(account);
  const rows = await db
    .update(organizations)
    .set(able ? { stripeChargesEnabled: true, processorMode: 'stripe' } : { stripeChargesEnabled: false })
    .where(
      and(eq(organizations.stripeAccountId, account.id), eq(organizations.stripeAccountSimulated, false)),
    )
    .returning({ id: organizations.id });
  return rows.length;
}

export default fp(
  async (app) => {
    app.stripeEvents.on('account.updated', async (event) => {
      const changed = await followStripeAccount(app.db, event);
      if (changed === 0) app.log.info({ account: event.data.object.id }, 'account.updated for no church');
    });
  },
  { name: 'stripe-account-updates', dependencies: ['db', 'stripe-webhooks'] },
);
