// A refund of one of our gifts made in the church's Stripe dashboard, not in the console
// (docs/PRODUCT.md §19): it is recorded on the gift as a refund like the console's, once, by whichever
// tells us of it first: Stripe's refund.created, or the payout that takes the money back. The gift's
// refunded amount and status follow (the donor's totals with them, kept by the database's trigger),
// the payout shows it as a refund line of its deposit, and as a refund from the console does, it is an
// entry of the church's Activity (made in Stripe's dashboard) and the donor's refund email, queued in
// the same transaction as the row, so exactly once.
//
// One row per Stripe refund is the database's promise (contribution_refunds' unique processor refund
// id): the console's row of its own refund, or this one, whoever writes first; the other writes
// nothing. The console adopts a row this wrote first for its refund (admin/giftRefunds.ts); the
// console's refunds carry CONSOLE_REFUND_METADATA, so this writes no Activity entry and no email for
// them: the console does.
//
// A refund Stripe says failed or was canceled afterwards (a pending refund to a closed card, say)
// gave nothing back: undoStripeRefund takes it off the gift once, with an Activity entry and the
// church's gift.refund_failed, in the transaction that takes it off.
import { resolveLocale, type CalendarDate } from '@halo/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { newPrefixedId } from '../../db/prefixedId';
import { contributionRefunds, contributions, organizations, users } from '../../db/schema';
import { enqueueMail } from '../../mail/outbox';
import { recordAdminActivity, STRIPE_DASHBOARD_ACTIVITY_ACTOR } from '../adminActivityRecord';
import { emitGiftEvent, emitGiftRefundFailed } from '../webhooks/giftWebhookEvents';
import { giftRefundEmail } from './giftRefundEmail';

/** Who made a refund recorded from Stripe: the church, in its Stripe dashboard. */
export const STRIPE_DASHBOARD_ACTOR = STRIPE_DASHBOARD_ACTIVITY_ACTOR.label;

/**
 * The metadata the console's refunds carry on Stripe (payments/stripe/StripeProcessor.ts), so that
 * Stripe's events for them are told apart from a refund made in the dashboard.
 */
export const CONSOLE_REFUND_METADATA = { halo_give_refund: 'console' } as const;

/** The request key of a refund made in Stripe's dashboard: no console key has a colon. */
export const stripeRefundRequestKey = (refundId: string) => `stripe:${refundId}`;

/** Stripe's statuses of a refund that gave nothing back. */
const FAILED_STATUSES = new Set(['failed', 'canceled']);

/** Whether a refund's Stripe status says it gave nothing back. */
export const refundFailed = (status: string | null | undefined) => FAILED_STATUSES.has(status ?? '');

export interface StripeRefund {
  /** Stripe's `re_…`. */
  refundId: string;
  /** The charge it gave money back from. */
  chargeId: string;
  amount: number;
  /** When Stripe made it, Unix seconds. */
  created: number;
  /** The refund's metadata on Stripe: the console's refunds say so. */
  metadata?: Record<string, string> | null;
  /** Stripe's status: one already failed or canceled is recorded as such and changes no gift. */
  status?: string | null;
}

export interface RecordedStripeRefund {
  contributionId: number;
  organizationId: number;
  campaignId: number | null;
}

const madeByConsole = (metadata: StripeRefund['metadata']) =>
  metadata?.halo_give_refund === CONSOLE_REFUND_METADATA.halo_give_refund;

/**
 * Records `refund` on the church's gift its charge paid, in `tx`: the refund row, the gift's refunded
 * amount (never above the gift, never below what it says already) and its status refunded once all
 * of it is back, gift.refunded when the gift changed, and for a refund made in the dashboard the
 * Activity entry and the donor's email. A refund Stripe already says failed is written failed (so a
 * late refund.created cannot record it) and changes nothing else. Null when the charge is none of the
 * church's Stripe gifts or the refund is recorded already.
 */
export async function recordStripeRefund(
  tx: Database,
  organizationId: number,
  refund: StripeRefund,
): Promise<RecordedStripeRefund | null> {
  if (!Number.isSafeInteger(refund.amount) || refund.amount <= 0) return null;
  const [gift] = await tx
    .select()
    .from(contributions)
    .where(
      and(
        eq(contributions.organizationId, organizationId),
        eq(contributions.processorMode, 'stripe'),
        eq(contributions.processorChargeId, refund.chargeId),
        sql`${contributions.status} IN ('succeeded', 'refunded')`,
      ),
    );
  if (!gift) return null;
  const madeAt = new Date(refund.created * 1000);
  const failed = refundFailed(refund.status);
  const [recorded] = await tx
    .insert(contributionRefunds)
    .values({
      prefixedId: newPrefixedId('ref'),
      organizationId,
      contributionId: gift.id,
      requestKey: stripeRefundRequestKey(refund.refundId),
      amount: refund.amount,
      processorRefundId: refund.refundId,
      actorLabel: STRIPE_DASHBOARD_ACTOR,
      createdAt: madeAt,
      failedAt: failed ? madeAt : null,
    })
    .onConflictDoNothing()
    .returning({ id: contributionRefunds.id });
  // A refund recorded already (the console's own, by the Stripe refund id on its row, whatever the
  // refund's metadata says: console refunds made before they carried CONSOLE_REFUND_METADATA too)
  // writes nothing, so no second Activity entry and no second email follow.
  if (!recorded || failed) return null;
  // Every standing refund row of the gift, as the database adds them: Stripe's charge.refunded may
  // have set the same total already (payments/stripe/contributionRefunds.ts), and then nothing changes.
  const total = sql`least(${contributions.chargedAmount}, greatest(${contributions.refundedAmount},
    (SELECT coalesce(sum(r.amount), 0) FROM contribution_refunds r
     WHERE r.contribution_id = ${gift.id} AND r.failed_at IS NULL)))`;
  const [after] = await tx
    .update(contributions)
    .set({
      refundedAmount: total,
      status: sql`case when ${total} >= ${contributions.chargedAmount} then 'refunded' else ${contributions.status} end`,
      refundedAt: sql`case when ${total} >= ${contributions.chargedAmount} then coalesce(${contributions.refundedAt}, ${madeAt.toISOString()}::timestamptz) else ${contributions.refundedAt} end`,
    })
    .where(eq(contributions.id, gift.id))
    .returning({
      id: contributions.id,
      organizationId: contributions.organizationId,
      refundedAmount: contributions.refundedAmount,
      status: contributions.status,
    });
  if (after && after.refundedAmount !== gift.refundedAmount) {
    await emitGiftEvent(tx, 'gift.refunded', after);
  }
  if (after && !madeByConsole(refund.metadata)) {
    await recordAdminActivity(tx, organizationId, STRIPE_DASHBOARD_ACTIVITY_ACTOR, 'gift.refund', {
      gift: gift.prefixedId,
      amount: refund.amount,
      reason: null,
      refund: refund.refundId,
      refundedAmount: after.refundedAmount,
      status: after.status,
      madeIn: 'stripeDashboard',
    });
    await emailDonor(tx, gift, refund.amount, after.status === 'refunded');
  }
  return { contributionId: gift.id, organizationId, campaignId: gift.campaignId };
}

/** The donor's refund email, as the console's refund sends it, in the donor's language. */
async function emailDonor(
  tx: Database,
  gift: typeof contributions.$inferSelect,
  refundedCents: number,
  isWhole: boolean,
): Promise<void> {
  const [donor] = await tx.select().from(users).where(eq(users.id, gift.donorUserId));
  const [church] = await tx
    .select({ displayName: organizations.displayName, contact: organizations.contact })
    .from(organizations)
    .where(eq(organizations.id, gift.organizationId));
  if (!donor || !church) return;
  await enqueueMail(
    tx,
    giftRefundEmail({
      to: donor.email,
      locale: resolveLocale(donor.locale),
      churchName: church.displayName,
      country: church.contact.country,
      currency: gift.currency,
      refundedCents,
      giftCents: gift.chargedAmount,
      giftDate: gift.date as CalendarDate,
      isWhole,
      reason: null,
      cardBrand: gift.cardBrand,
      cardLastFour: gift.cardLastFour,
      receiptNumber: gift.prefixedId,
    }),
    gift.organizationId,
  );
}

export interface FailedStripeRefund {
  /** Stripe's `re_…`. */
  refundId: string;
  /** When Stripe said so, Unix seconds. */
  failedAt: number;
  /** Stripe's `failure_reason`, when it gives one. */
  reason?: string | null;
}

/**
 * Undoes a refund Stripe says failed or was canceled, in `tx`, once (the row's failed_at): the gift's
 * refunded amount loses it and a refunded gift is succeeded again, and the church's Activity says so.
 * The donor is not emailed: the church decides how to give the money back (docs/PRODUCT.md §19).
 * The church's endpoints get gift.refund_failed, queued here, so once however often Stripe tells.
 * Null when the refund is none of the church's, or is undone already.
 */
export async function undoStripeRefund(
  tx: Database,
  organizationId: number,
  failure: FailedStripeRefund,
): Promise<RecordedStripeRefund | null> {
  const failedAt = new Date(failure.failedAt * 1000);
  const [undone] = await tx
    .update(contributionRefunds)
    .set({ failedAt })
    .where(
      and(
        eq(contributionRefunds.organizationId, organizationId),
        eq(contributionRefunds.processorRefundId, failure.refundId),
        isNull(contributionRefunds.failedAt),
      ),
    )
    .returning({
      prefixedId: contributionRefunds.prefixedId,
      contributionId: contributionRefunds.contributionId,
      amount: contributionRefunds.amount,
    });
  if (!undone) return null;
  // What the gift's standing refunds add up to, or what it said less this refund, whichever is more
  // (a refunded amount Stripe's charge.refunded set without a row of ours stays counted).
  const left = sql`least(${contributions.chargedAmount}, greatest(${contributions.refundedAmount} - ${undone.amount},
    (SELECT coalesce(sum(r.amount), 0) FROM contribution_refunds r
     WHERE r.contribution_id = ${undone.contributionId} AND r.failed_at IS NULL)))`;
  const [after] = await tx
    .update(contributions)
    .set({
      refundedAmount: left,
      status: sql`case when ${contributions.status} = 'refunded' and ${left} < ${contributions.chargedAmount} then 'succeeded' else ${contributions.status} end`,
      refundedAt: sql`case when ${left} < ${contributions.chargedAmount} then null else ${contributions.refundedAt} end`,
    })
    .where(eq(contributions.id, undone.contributionId))
    .returning({
      prefixedId: contributions.prefixedId,
      campaignId: contributions.campaignId,
      refundedAmount: contributions.refundedAmount,
      status: contributions.status,
    });
  if (!after) return null;
  await recordAdminActivity(tx, organizationId, STRIPE_DASHBOARD_ACTIVITY_ACTOR, 'gift.refundFailed', {
    gift: after.prefixedId,
    amount: undone.amount,
    refund: failure.refundId,
    reason: failure.reason ?? null,
    refundedAmount: after.refundedAmount,
    status: after.status,
  });
  await emitGiftRefundFailed(
    tx,
    { id: undone.contributionId, organizationId },
    {
      id: undone.prefixedId,
      processorRefundId: failure.refundId,
      amount: undone.amount,
      reason: failure.reason ?? null,
      failedAt,
    },
  );
  return { contributionId: undone.contributionId, organizationId, campaignId: after.campaignId };
}
