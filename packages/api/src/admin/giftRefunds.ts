// The console's refund of a gift: all or part of a succeeded card gift given back through the
// processor that charged it (the sandbox, or the church's Stripe account), the donor emailed through
// the outbox, the gift's refunded amount and status updated and the refund in the activity log.
//
// At most one refund per request: the console sends a key of its own with each refund request. The
// processor gets a key made from it, so a retried call is the same refund there; our row of the
// request is unique by it, so a request sent again changes nothing here either. The processor is
// called before our transaction (the sandbox keeps its charges in this database and a card network
// is slow); what it answers, the charge's refunded total, is what the gift records, so Stripe's
// charge.refunded arriving before or after changes nothing (payments/stripe/contributionRefunds.ts).
import { formatMoney, formattingLocale, refundRefusal, resolveLocale, type CalendarDate } from '@halo/domain';
import { and, eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import * as v from 'valibot';
import { newPrefixedId } from '../db/prefixedId';
import { contributionRefunds, contributions, type ContributionRow } from '../db/schema';
import { enqueueMail } from '../mail/outbox';
import { FieldErrorCollector, notFoundError } from '../core/localizedRefusals';
import { emitGiftEvent } from '../core/webhooks/giftWebhookEvents';
import { announceCampaignTotals } from '../core/campaigns/announceCampaignTotals';
import { stripeRefundRequestKey } from '../core/gifts/stripeRefunds';
import { adminChange } from './adminChange';
import { adminMessage, type AdminMessageKey } from './adminMessages';
import type { AdminScope } from './adminScope';
import { churchGiftPage, NO_GIFT_FILTER } from './churchGifts';
import { giftRefundEmail } from '../core/gifts/giftRefundEmail';
import { presentGift } from './resolvers/presentGift';
import { users } from '../db/schema';

export interface GiftRefundInput {
  giftPrefixedId: string;
  /** Cents is a scalar of any JSON value: only a whole number of cents is an amount. */
  amount: unknown;
  reason?: string | null;
  requestKey: string;
}

const REASON_MAX_LENGTH = 500;
const requestKeySchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,100}$/));

function checkInput(scope: AdminScope, input: GiftRefundInput) {
  const errors = new FieldErrorCollector(scope.locale);
  if (!v.is(requestKeySchema, input.requestKey)) {
    errors.add('requestKey', adminMessage(scope.locale, 'refundRequestInvalid'));
  }
  const reason = input.reason?.trim() || null;
  if (reason && [...reason].length > REASON_MAX_LENGTH) {
    errors.add('reason', adminMessage(scope.locale, 'refundReasonTooLong'));
  }
  errors.throwIfAny();
  return { reason };
}

async function giftOf(scope: AdminScope, giftPrefixedId: string): Promise<ContributionRow> {
  const [gift] = await scope.app.db
    .select()
    .from(contributions)
    .where(
      and(
        eq(contributions.organizationId, scope.organization.id),
        eq(contributions.prefixedId, giftPrefixedId),
      ),
    );
  if (!gift) throw notFoundError(scope.locale);
  return gift;
}

async function presentedGift(scope: AdminScope, contributionId: number) {
  const page = await churchGiftPage(
    scope.app.db,
    scope.organization.id,
    { ...NO_GIFT_FILTER, contributionId },
    null,
    1,
  );
  const row = page.items[0];
  if (!row) throw new Error('refund: the gift is gone');
  return presentGift(row);
}

function refuseAmount(scope: AdminScope, gift: ContributionRow, amount: number): void {
  // The domain's refundable gift is the console's: its `amount` is what was charged.
  const refusal = refundRefusal({ ...gift, amount: gift.chargedAmount }, amount);
  if (!refusal) return;
  const errors = new FieldErrorCollector(scope.locale);
  const formatting = formattingLocale(scope.locale, scope.organization.contact.country);
  const key = {
    offline: 'refundOffline',
    notRefundable: 'refundNotRefundable',
    amountInvalid: 'refundAmountInvalid',
    amountTooHigh: 'refundAmountTooHigh',
  } as const;
  errors.add(
    'amount',
    adminMessage(scope.locale, key[refusal], {
      max: formatMoney(gift.chargedAmount - gift.refundedAmount, gift.currency, formatting),
    }),
  );
  errors.throwIfAny();
}

/** A refund the processor will not or cannot make, said beside the amount in the admin's language. */
function refuse(scope: AdminScope, key: AdminMessageKey, params: Record<string, string> = {}): never {
  const errors = new FieldErrorCollector(scope.locale);
  errors.add('amount', adminMessage(scope.locale, key, params));
  errors.throwIfAny();
  throw new Error('unreachable: a refusal was collected');
}

export async function refundGift(scope: AdminScope, input: GiftRefundInput) {
  const { reason } = checkInput(scope, input);
  const organization = scope.organization;
  const gift = await giftOf(scope, input.giftPrefixedId);
  const [earlier] = await scope.app.db
    .select({ id: contributionRefunds.id })
    .from(contributionRefunds)
    .where(
      and(
        eq(contributionRefunds.organizationId, organization.id),
        eq(contributionRefunds.requestKey, input.requestKey),
      ),
    );
  // This request was refunded already: the gift as it is now, nothing given back twice.
  if (earlier) return presentedGift(scope, gift.id);
  const amount = typeof input.amount === 'number' ? input.amount : Number.NaN;
  refuseAmount(scope, gift, amount);
  if (!gift.processorChargeId) refuseAmount(scope, { ...gift, status: 'failed' }, amount);

  // The processor that charged the gift, whatever the church uses now: a Stripe gift goes back
  // through the church's account, or the one it disconnected since (payments/paymentsPlugin.ts).
  const processor =
    gift.processorMode === 'sandbox'
      ? scope.app.payments.sandbox
      : scope.app.payments.stripeForRefund(organization);
  if (!processor) refuse(scope, 'refundStripeUnreachable');
  let refunded: { refundId: string; chargeRefundedCents: number };
  try {
    refunded = await processor!.refund({
      chargeId: gift.processorChargeId!,
      amountCents: amount,
      idempotencyKey: `console-refund-${organization.prefixedId}-${input.requestKey}`,
    });
  } catch (error) {
    // Stripe refuses what it will not do (already refunded there, a disputed charge…): say so.
    if (error instanceof Stripe.errors.StripeInvalidRequestError) {
      refuse(scope, 'refundRefused', { reason: error.message });
    }
    // The church took the platform's access away on Stripe: only its own dashboard can refund now.
    if (
      error instanceof Stripe.errors.StripePermissionError ||
      error instanceof Stripe.errors.StripeAuthenticationError
    ) {
      refuse(scope, 'refundStripeUnreachable');
    }
    throw error;
  }

  return adminChange(scope, 'gift.refund', async (tx) => {
    const [recorded] = await tx
      .insert(contributionRefunds)
      .values({
        prefixedId: newPrefixedId('ref'),
        organizationId: organization.id,
        contributionId: gift.id,
        requestKey: input.requestKey,
        amount,
        reason,
        processorRefundId: refunded.refundId,
        actorPrefixedId: scope.user.prefixedId,
        actorLabel: scope.user.email,
      })
      .onConflictDoNothing()
      .returning({ id: contributionRefunds.id });
    // Stripe's refund.created (or a payout) told us of this refund before this transaction and wrote
    // it as a refund from Stripe's dashboard: it is this request's refund, with its administrator.
    const [adopted] = recorded
      ? []
      : await tx
          .update(contributionRefunds)
          .set({
            requestKey: input.requestKey,
            reason,
            actorPrefixedId: scope.user.prefixedId,
            actorLabel: scope.user.email,
          })
          .where(
            and(
              eq(contributionRefunds.organizationId, organization.id),
              eq(contributionRefunds.processorRefundId, refunded.refundId),
              eq(contributionRefunds.requestKey, stripeRefundRequestKey(refunded.refundId)),
            ),
          )
          .returning({ id: contributionRefunds.id });
    const total = sql`least(${contributions.chargedAmount}, greatest(${contributions.refundedAmount}, ${refunded.chargeRefundedCents}))`;
    const [after] = (await tx
      .update(contributions)
      .set({
        refundedAmount: total,
        status: sql`case when ${total} >= ${contributions.chargedAmount} then 'refunded' else ${contributions.status} end`,
        refundedAt: sql`case when ${total} >= ${contributions.chargedAmount} then coalesce(${contributions.refundedAt}, now()) else ${contributions.refundedAt} end`,
        refundReason: reason ?? gift.refundReason,
      })
      .where(eq(contributions.id, gift.id))
      .returning()) as [ContributionRow];
    // A twin of this request got here first: it wrote the row, emailed the donor and told the church.
    // Stripe's event told the church already when it wrote the row first; the donor is emailed here.
    if (recorded) await emitGiftEvent(tx, 'gift.refunded', after);
    if (recorded || adopted) {
      const [donor] = await tx.select().from(users).where(eq(users.id, gift.donorUserId));
      if (donor) {
        await enqueueMail(
          tx,
          giftRefundEmail({
            to: donor.email,
            locale: resolveLocale(donor.locale),
            churchName: organization.displayName,
            country: organization.contact.country,
            currency: gift.currency,
            refundedCents: amount,
            giftCents: gift.chargedAmount,
            giftDate: gift.date as CalendarDate,
            isWhole: after.status === 'refunded',
            reason,
            cardBrand: gift.cardBrand,
            cardLastFour: gift.cardLastFour,
            receiptNumber: gift.prefixedId,
          }),
          organization.id,
        );
      }
    }
    return {
      value: null,
      details: {
        gift: gift.prefixedId,
        amount,
        reason,
        refund: refunded.refundId,
        refundedAmount: after.refundedAmount,
        status: after.status,
      },
    };
  }).then(async () => {
    // A refund takes the campaign's raised back down on every open form of it (docs/PRODUCT.md §14).
    if (gift.campaignId !== null) await announceCampaignTotals(scope.app, organization.id, gift.campaignId);
    return presentedGift(scope, gift.id);
  });
}
