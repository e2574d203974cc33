// account.updated → whether the church's connected account may take gifts. Stripe sends it when
// onboarding finishes and whenever Stripe later restricts or restores the account, so "connected"
// in the console and on the giving page follows Stripe, not the administrator's last click.
import { and, eq, isNull, lte, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { organizations } from '../../db/schema';
import { queueWalletDomainsOnConnect } from '../walletDomains/walletDomainQueue';
import { canTakeCharges } from './stripeConnect';
import type { StripeEventOf } from './stripeEvents';

/**
 * Records the account's state as of `asOf` on the church that holds it; returns how many churches
 * changed. An account able to take charges moves the church's gifts to Stripe; one Stripe restricts
 * leaves the church in Stripe mode, unable to take gifts, rather than falling back to a sandbox
 * nobody pays. A state older than the one recorded changes nothing: Stripe does not promise the
 * order of its events, and the console may have read the account itself meanwhile. A church that
 * could not take Stripe gifts until now has just connected: its websites and hosted giving page are
 * queued for Apple Pay and Google Pay on the account (docs/PRODUCT.md §23), in the same transaction.
 */
export async function recordStripeAccountState(
  db: Database,
  state: { accountId: string; chargesEnabled: boolean; asOf: Date },
  publicUrl: string,
): Promise<number> {
  const notYetConnected = state.chargesEnabled
    ? await db
        .select({ id: organizations.id })
        .from(organizations)
        .where(
          and(
            eq(organizations.stripeAccountId, state.accountId),
            or(ne(organizations.processorMode, 'stripe'), eq(organizations.stripeChargesEnabled, false)),
          ),
        )
    : [];
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
    .returning({ id: organizations.id, subdomain: organizations.subdomain });
  const connected = rows.filter((row) => notYetConnected.some((before) => before.id === row.id));
  for (const church of connected) await queueWalletDomainsOnConnect(db, church, publicUrl);
  return rows.length;
}

/** Stripe's account.updated: the account's state as of the event's creation. */
export function followStripeAccount(
  db: Database,
  event: StripeEventOf<'account.updated'>,
  publicUrl: string,
): Promise<number> {
  const account = event.data.object;
  // One transaction: the church's state and its websites' new registrations commit together.
  return db.transaction((tx) =>
    recordStripeAccountState(
      tx,
      {
        accountId: account.id,
        chargesEnabled: canTakeCharges(account),
        asOf: new Date(event.created * 1000),
      },
      publicUrl,
    ),
  );
}
