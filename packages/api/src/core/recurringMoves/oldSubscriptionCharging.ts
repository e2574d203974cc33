// If the old platform charges again (docs/PRODUCT.md §17): a move pauses the old subscription's
// collection before our first charge, but the old platform (or someone at the church) can resume it,
// and then the donor would be charged by both. Stripe tells the church's connected account's events
// to our webhook: `customer.subscription.updated` with the subscription charging again (no
// `pause_collection`, a status that charges) or `invoice.paid` with money paid on one of its invoices.
// For an old subscription we moved, paused and have not cancelled, the first such event, on any
// instance, marks the move (`old_resumed_at`, a conditional update: once), pauses our gift if it is
// active, and emails the church's giving administrators once, in the same transaction.
import { localeOf, type Locale } from '@halo/domain';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '../../db/database';
import { organizations, people, recurringGiftMoves, recurringGivings, users } from '../../db/schema';
import { enqueueMail } from '../../mail/outbox';
import { recordActivity } from '../activityEvents';
import { oldSubscriptionChargingEmail } from './oldSubscriptionChargingEmail';

/** What Stripe told of an old subscription on a connected account. */
export interface OldSubscriptionCharging {
  account: string;
  subscriptionId: string;
  signal: 'resumed' | 'invoice_paid';
}

/** Stripe's statuses of a subscription that still charges its donor. */
const CHARGING_STATUSES = ['active', 'trialing', 'past_due'];

const subscriptionSchema = v.object({
  id: v.string(),
  status: v.string(),
  pause_collection: v.nullish(v.unknown()),
});

// Since API version 2025-03-31 an invoice names its subscription under `parent`; before, at the top.
const invoiceSchema = v.object({
  amount_paid: v.number(),
  subscription: v.nullish(v.union([v.string(), v.object({ id: v.string() })])),
  parent: v.nullish(
    v.object({
      subscription_details: v.nullish(
        v.object({ subscription: v.union([v.string(), v.object({ id: v.string() })]) }),
      ),
    }),
  ),
});

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** `customer.subscription.updated` on a connected account, when the subscription charges again. */
export function subscriptionChargingAgain(event: {
  account?: string | null;
  data: { object: unknown };
}): OldSubscriptionCharging | null {
  const parsed = v.safeParse(subscriptionSchema, event.data.object);
  if (!event.account || !parsed.success) return null;
  const subscription = parsed.output;
  if (subscription.pause_collection || !CHARGING_STATUSES.includes(subscription.status)) return null;
  return { account: event.account, subscriptionId: subscription.id, signal: 'resumed' };
}

/** `invoice.paid` on a connected account, when money was paid on a subscription's invoice. */
export function subscriptionInvoicePaid(event: {
  account?: string | null;
  data: { object: unknown };
}): OldSubscriptionCharging | null {
  const parsed = v.safeParse(invoiceSchema, event.data.object);
  if (!event.account || !parsed.success || parsed.output.amount_paid <= 0) return null;
  const invoice = parsed.output;
  const subscriptionId =
    idOf(invoice.parent?.subscription_details?.subscription) ?? idOf(invoice.subscription);
  if (!subscriptionId) return null;
  return { account: event.account, subscriptionId, signal: 'invoice_paid' };
}

/**
 * Guards the moved gift of an old subscription charging again; true when this call did (once per
 * moved gift), false when it is no subscription we moved and paused, was cancelled, or was guarded.
 */
export async function guardOldSubscriptionCharging(
  db: Database,
  charging: OldSubscriptionCharging,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ move: recurringGiftMoves, organization: organizations })
      .from(recurringGiftMoves)
      .innerJoin(organizations, eq(organizations.id, recurringGiftMoves.organizationId))
      .where(
        and(
          eq(organizations.stripeAccountId, charging.account),
          eq(recurringGiftMoves.oldSubscriptionId, charging.subscriptionId),
        ),
      )
      .limit(1);
    if (!found) return false;
    const { organization } = found;
    // Once: the first event on any instance marks the move; a move not paused by us, or whose old
    // subscription we cancelled, is none of this guard's (our pause or cancel is what Stripe tells).
    const [marked] = await tx
      .update(recurringGiftMoves)
      .set({ oldResumedAt: now })
      .where(
        and(
          eq(recurringGiftMoves.id, found.move.id),
          isNotNull(recurringGiftMoves.oldPausedAt),
          isNull(recurringGiftMoves.oldCanceledAt),
          isNull(recurringGiftMoves.oldResumedAt),
        ),
      )
      .returning({ id: recurringGiftMoves.id });
    if (!marked) return false;

    const [gift] = await tx
      .select()
      .from(recurringGivings)
      .where(eq(recurringGivings.id, found.move.recurringGivingId))
      .for('update');
    if (!gift) return false;
    const paused = await tx
      .update(recurringGivings)
      .set({ status: 'paused', nextOccurrence: null, pausedUntil: null, updatedAt: now })
      .where(and(eq(recurringGivings.id, gift.id), eq(recurringGivings.status, 'active')))
      .returning({ id: recurringGivings.id });
    if (paused.length > 0) {
      await recordActivity(tx, {
        organizationId: organization.id,
        donorUserId: gift.donorUserId,
        type: 'recurring_paused',
        recurringGivingId: gift.id,
        amount: gift.giftAmount,
        occurredAt: now,
      });
    }

    const [donor] = await tx
      .select({ email: users.email, firstName: people.firstName, lastName: people.lastName })
      .from(users)
      .leftJoin(people, eq(people.userId, users.id))
      .where(eq(users.id, gift.donorUserId));
    const name = [donor?.firstName, donor?.lastName].filter(Boolean).join(' ');
    const donorLabel = name ? `${name} <${donor?.email ?? ''}>` : (donor?.email ?? '');
    const administrators = await tx
      .select({ email: users.email, locale: users.locale })
      .from(users)
      .where(
        and(eq(users.organizationId, organization.id), sql`${users.abilities} @> '["manage-giving"]'::jsonb`),
      );
    for (const administrator of administrators) {
      const locale: Locale = localeOf(administrator.locale);
      await enqueueMail(
        tx,
        oldSubscriptionChargingEmail({
          to: administrator.email,
          locale,
          churchName: organization.displayName,
          country: organization.contact.country,
          currency: organization.currency,
          donor: donorLabel,
          amountCents: gift.giftAmount,
          oldSubscriptionId: charging.subscriptionId,
          pausedOurs: paused.length > 0,
          signal: charging.signal,
        }),
        organization.id,
      );
    }
    return true;
  });
}
