// account.updated → whether the church's connected account may take gifts. Stripe sends it when
// onboarding finishes and whenever Stripe later restricts or restores the account, so "connected"
// in the console and on the giving page follows Stripe, not the administrator's last click.
import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { organizations } from '../../db/schema';
import { canTakeCharges } from './stripeConnect';
import type { StripeEventOf } from './stripeEvents';

/**
 * Records the account's state as of `asOf` on the church that holds it; returns how many churches
 * changed. An account able to take charges moves the church's gifts to Stripe; one Stripe restricts
 * leaves the church in Stripe mode, unable to take gifts, rather than falling back to a sandbox
 * nobody pays. A state older than the one recorded changes nothing: Stripe does not promise the
 * order of its events, and the console may have read the account itself meanwhile.
 */
export async function recordStripeAccountState(
  db: Pick<Database, 'update'>,
  state: { accountId: string; chargesEnabled: boolean; asOf: Date },
): Promise<number> {
  const rows = await db
    .update(organizations)
    .set({
      ...(state.chargesEnabled
        ? { stripeChargesEnabled: true, processorMode: 'stripe' as const }
        : { stripeChargesEnabled: false }),
      stripeAccountStateAt: state.asOf,
    })
    .where(
      and(
        eq(organizations.stripeAccountId, state.accountId),
        eq(organizations.stripeAccountSimulated, false),
        or(isNull(organizations.stripeAccountStateAt), lte(organizations.stripeAccountStateAt, state.asOf)),
      ),
    )
    .returning({ id: organizations.id });
  return rows.length;
}

/** Stripe's account.updated: the account's state as of the event's creation. */
export function followStripeAccount(db: Database, event: StripeEventOf<'account.updated'>): Promise<number> {
  const account = event.data.object;
  return recordStripeAccountState(db, {
    accountId: account.id,
    chargesEnabled: canTakeCharges(account),
    asOf: new Date(event.created * 1000),
  });
}
