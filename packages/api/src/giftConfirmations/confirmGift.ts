// The confirm page's work for the one charge a link opens: what it shows, how the browser runs the
// bank's authentication, and recording the gift once the processor says it was paid. The receipt,
// the contribution, the totals and the gift's last date are the recurring engine's own
// (settleCharge.ts), recorded only while the charge still waits, so the gift is given exactly once.
import {
  calendarDateInTimeZone,
  resolveLocale,
  type GiftAuthentication,
  type GiftConfirmationResponse,
} from '@halo/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { giftConfirmations, recurringCharges, type OrganizationRow } from '../db/schema';
import { notifyDonor } from '../core/recurringGifts/notifyDonor';
import { loadChargeContexts } from '../core/recurringGifts/chargeContexts';
import { settleCharge } from '../core/recurringGifts/settleCharge';
import type { OpenedGiftConfirmation } from '../core/emailedLinks/giftConfirmations';

export type OpenConfirmation = Extract<OpenedGiftConfirmation, { ok: true }> & {
  organization: OrganizationRow;
};

/** The waiting charge as the page shows it, and how to authenticate it (null once confirmed). */
export async function presentConfirmation(
  app: FastifyInstance,
  opened: OpenConfirmation,
  confirmed: boolean,
): Promise<GiftConfirmationResponse> {
  const { organization, charge, gift } = opened;
  const [context] = await loadChargeContexts(app.db, [charge.id]);
  if (!context) throw new Error(`confirm: charge ${charge.id} vanished`);
  let authentication: GiftAuthentication | null = null;
  if (!confirmed) {
    const processor = app.payments.forOrganization(organization);
    if (processor.mode === 'stripe' && app.config.stripe) {
      const { clientSecret } = await processor.prepareAuthentication(opened.confirmation.paymentIntentId);
      authentication = {
        mode: 'stripe',
        client_secret: clientSecret,
        publishable_key: app.config.stripe.publishableKey,
        stripe_account: organization.stripeAccountId,
      };
    } else {
      authentication = { mode: 'sandbox' };
    }
  }
  return {
    church_name: organization.displayName,
    locale: resolveLocale(opened.donor.locale),
    status: confirmed ? 'confirmed' : 'awaiting',
    gift: {
      amount: charge.amount,
      currency: organization.currency,
      country: organization.contact.country ?? null,
      occurrence_date: charge.occurrenceDate,
      frequency: gift.scheduleType,
      funds: context.funds.map((fund) => ({ name: fund.name, amount: fund.giftAmount })),
      card: context.card ? { brand: context.card.brand, last_four: context.card.lastFour } : null,
    },
    authentication,
  };
}

/**
 * After the browser's authentication: asks the processor how the payment stands (never the
 * browser; in sandbox mode the test challenge's answer is what the sandbox bank is told) and, when
 * it was paid, records the gift. Answers whether the gift is now confirmed.
 */
export async function completeConfirmation(
  app: FastifyInstance,
  opened: OpenConfirmation,
  testResult: 'completed' | 'failed' | undefined,
): Promise<boolean> {
  const { organization, confirmation } = opened;
  const processor = app.payments.forOrganization(organization);
  if (processor.mode === 'sandbox') {
    await app.payments.sandbox.completeTestAuthentication(
      confirmation.paymentIntentId,
      testResult === 'completed',
    );
  }
  const result = await processor.chargeAfterAuthentication(confirmation.paymentIntentId);
  if (result.status !== 'succeeded') return false;
  const [context] = await loadChargeContexts(app.db, [opened.charge.id]);
  if (!context) throw new Error(`confirm: charge ${opened.charge.id} vanished`);
  const now = app.clock();
  const today = calendarDateInTimeZone(organization.timeZone, now);
  const settled = await settleCharge(
    app,
    organization,
    processor.mode,
    context,
    {
      kind: 'succeeded',
      chargeId: result.chargeId,
      brand: result.card.brand,
      lastFour: result.card.lastFour,
      feeCents: result.feeCents,
    },
    today,
    now,
    {
      from: 'awaiting_confirmation',
      within: async (tx) => {
        await tx
          .update(giftConfirmations)
          .set({ confirmedAt: now })
          .where(eq(giftConfirmations.id, confirmation.id));
      },
    },
  );
  if (settled) {
    // The donor's open portal refreshes its gifts and totals.
    await notifyDonor(app, opened.donor.prefixedId, 'contribution.succeeded', {
      organizationPrefixedId: organization.prefixedId,
      contributionPrefixedId: settled.contribution.prefixedId,
      recurringGivingPrefixedId: opened.gift.prefixedId,
      amount: context.charge.amount,
      status: 'succeeded',
      date: today,
      code: null,
      fundAccountNames: context.funds.map((fund) => fund.name),
    });
    await app.outbox.drain().catch((error: unknown) => app.log.error({ err: error }, 'outbox pass failed'));
    return true;
  }
  // Someone else recorded it meanwhile (a second tab): confirmed all the same if the charge is.
  const [row] = await app.db
    .select({ status: recurringCharges.status })
    .from(recurringCharges)
    .where(eq(recurringCharges.id, opened.charge.id));
  return row?.status === 'succeeded';
}
