// Records a recurring charge's outcome, its contribution, the gift's next date (or its pause after
// the last declined attempt) and the email that tells the donor (and, at the first success, the
// person a dedication names), all in one transaction.
import { chargedFeeAndNet, nextGivingDate, resolveLocale, type CalendarDate } from '@halo/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import {
  contributionFunds,
  contributions,
  recurringCharges,
  recurringGivings,
  type OrganizationRow,
} from '../../db/schema';
import { organizationUrl } from '../organizationUrl';
import { insertContribution } from '../gifts/contributionRecords';
import { tellDedicationAtFirstCharge } from '../gifts/giftDedication';
import { enqueueMail } from '../../mail/outbox';
import { issueManageLink } from '../emailedLinks/manageLinks';
import type { ChargeContext, Outcome } from './chargeContexts';
import { chargeMail } from './chargeMail';
import { retryDate } from './chargeSchedule';
import { fundShares } from '../fundShares';
import { recordActivity } from '../activityEvents';
import { emitGiftEvent } from '../webhooks/giftWebhookEvents';

/**
 * Records an attempt's outcome in one transaction: the charge row (only if this attempt is still
 * the one in flight, so a slow run and a recovery pass cannot both record it), the occurrence's
 * contribution, and the gift. Returns what to tell the donor, or null when someone else did it.
 */
export async function settleCharge(
  app: FastifyInstance,
  organization: OrganizationRow,
  processorMode: 'sandbox' | 'stripe',
  context: ChargeContext,
  outcome: Outcome,
  today: CalendarDate,
  now: Date,
  options: {
    /**
     * The status the attempt must still have to be recorded: `processing` for the engine's own
     * attempts, `awaiting_confirmation` when the donor confirmed a charge that waited for them.
     */
    from?: 'processing' | 'awaiting_confirmation';
    /** More to write in the same transaction once the attempt is ours to record. */
    within?: (tx: Database) => Promise<void>;
  } = {},
) {
  const { gift, donor, card } = context;
  const succeeded = outcome.kind === 'succeeded';
  // A charge taken costs the church what the processor kept of it; a declined one keeps its estimate.
  // A saved bank account's debit has its own charge, sized by the bank's price (docs/PRODUCT.md §22),
  // and is processing until the bank settlement pass settles it: that pass sends its receipt and
  // its webhook, so none is sent here.
  const bankDebit = succeeded ? (outcome.bankDebit ?? null) : null;
  const charged = bankDebit
    ? { ...context.charge, amount: bankDebit.amount, coveredFee: bankDebit.coveredFee }
    : context.charge;
  const charge = succeeded
    ? { ...charged, ...chargedMoney(charged.amount, outcome.feeCents) }
    : context.charge;
  const retryOn = succeeded ? null : retryDate(charge.firstAttemptOn, charge.attempt, today);
  const lastAttemptFailed = !succeeded && retryOn === null;
  const following = nextGivingDate(charge.occurrenceDate, gift.scheduleType);
  return app.db.transaction(async (tx) => {
    // The gift first, always: a claim of another instance that locked this gift (its snapshot
    // predates our claim's commit) then finds our charge row unlocked and gives up at once,
    // instead of waiting on this transaction while we wait on its gift lock (a deadlock; the
    // contribution's foreign key also takes a share lock on the gift).
    const [locked] = await tx
      .select({ status: recurringGivings.status, nextOccurrence: recurringGivings.nextOccurrence })
      .from(recurringGivings)
      .where(eq(recurringGivings.id, gift.id))
      .for('no key update');
    const [claimed] = await tx
      .update(recurringCharges)
      .set({
        status: outcome.kind,
        failureCode: succeeded ? null : outcome.code,
        retryOn,
        // The attempt's money as the processor took it, like its contribution's.
        amount: charge.amount,
        coveredFee: charge.coveredFee,
        fee: charge.fee,
        netAmount: charge.netAmount,
        updatedAt: now,
      })
      .where(
        and(
          eq(recurringCharges.id, charge.id),
          eq(recurringCharges.status, options.from ?? 'processing'),
          eq(recurringCharges.attempt, charge.attempt),
        ),
      )
      .returning({ id: recurringCharges.id });
    if (!claimed) return null;
    await options.within?.(tx);
    // A gift in honour or in memory of someone that started later: the person the donor chose is
    // told when it is first given, once (nothing when it was told at setup, charged at once). The
    // context says whether anyone is still to be told, so other charges skip the claim's query.
    if (succeeded && context.dedication?.awaitingNotice) {
      await tellDedicationAtFirstCharge(tx, {
        organization,
        donor,
        locale: resolveLocale(donor.locale),
        recurringGivingId: gift.id,
        now,
        noticeLimits: app.config.dedicationNoticeLimits,
        ip: null,
      });
    }

    // The recurring charge's `amount` is what was charged: the contribution's `chargedAmount`.
    const shares = fundShares(context.funds, { chargedAmount: charge.amount, netAmount: charge.netAmount });
    const values = {
      chargedAmount: charge.amount,
      fee: charge.fee,
      netAmount: charge.netAmount,
      coveredFee: charge.coveredFee,
      isFeeCovered: charge.isFeeCovered,
      status: bankDebit ? ('processing' as const) : outcome.kind,
      failureCode: succeeded ? null : outcome.code,
      ...(bankDebit
        ? {
            paymentMethodType: 'bank' as const,
            settlesOn: bankDebit.settlesOn,
            bankMandateVersion: bankDebit.mandate.version,
            bankMandateAcceptedAt: bankDebit.mandate.acceptedAt,
            bankMandateIp: bankDebit.mandate.ip,
          }
        : {}),
      paymentMethodId: card?.id ?? null,
      cardBrand: succeeded ? outcome.brand : (card?.brand ?? null),
      cardLastFour: succeeded ? outcome.lastFour : (card?.lastFour ?? null),
      wallet: succeeded ? (outcome.wallet ?? null) : null,
      processorMode,
      processorChargeId: succeeded ? outcome.chargeId : null,
      date: today,
    };
    let contribution: { id: number; prefixedId: string };
    if (charge.contributionId === null) {
      contribution = await insertContribution(
        tx,
        {
          organizationId: organization.id,
          donorUserId: donor.id,
          currency: organization.currency,
          memo: gift.memo,
          recurringGivingId: gift.id,
          occurrenceDate: charge.occurrenceDate,
          // Each charge of a gift started through a campaign counts toward it (docs/PRODUCT.md §14).
          campaignId: gift.campaignId,
          ...values,
        },
        shares,
      );
      await tx
        .update(recurringCharges)
        .set({ contributionId: contribution.id })
        .where(eq(recurringCharges.id, charge.id));
    } else {
      // A retry: the occurrence keeps its one contribution, now with this attempt's result.
      const [row] = await tx
        .update(contributions)
        .set(values)
        .where(eq(contributions.id, charge.contributionId))
        .returning({ id: contributions.id, prefixedId: contributions.prefixedId });
      if (!row) throw new Error(`recurring: contribution ${charge.contributionId} vanished`);
      contribution = row;
      await tx.delete(contributionFunds).where(eq(contributionFunds.contributionId, row.id));
      if (shares.length > 0) {
        await tx
          .insert(contributionFunds)
          .values(shares.map((share) => ({ contributionId: row.id, ...share })));
      }
    }
    // Each attempt's outcome: a retry that fails again is a gift.failed of its own.
    if (!bankDebit)
      await emitGiftEvent(tx, succeeded ? 'gift.succeeded' : 'gift.failed', {
        id: contribution.id,
        organizationId: organization.id,
      });

    // After the last declined attempt the gift is paused, never moved on: the donor is told, changes
    // the card and resumes it (the portal's resume, which dates it from the last charged occurrence).
    // Not when the donor has meanwhile paused, stopped or moved the gift past this occurrence: their
    // change wins.
    const pauses =
      lastAttemptFailed &&
      locked?.status === 'active' &&
      (locked.nextOccurrence === null || locked.nextOccurrence <= charge.occurrenceDate);
    // A success moves on from the scheduled date (never from today), unless the donor has meanwhile
    // moved the gift past it (resumed with a new start date).
    const [updated] = await tx
      .update(recurringGivings)
      .set({
        lastChargeAttemptFailed: !succeeded,
        ...(succeeded
          ? {
              // A gift confirmed late must not move back behind an occurrence charged since.
              lastOccurrence: sql`CASE WHEN ${recurringGivings.lastOccurrence} IS NULL OR ${recurringGivings.lastOccurrence} < ${charge.occurrenceDate} THEN ${charge.occurrenceDate} ELSE ${recurringGivings.lastOccurrence} END`,
              nextOccurrence: sql`CASE WHEN ${recurringGivings.nextOccurrence} IS NULL OR ${recurringGivings.nextOccurrence} <= ${charge.occurrenceDate} THEN ${following} ELSE ${recurringGivings.nextOccurrence} END`,
            }
          : {}),
        // Like the portal's pause (docs/PRODUCT.md §4): no next date until the donor resumes it.
        ...(pauses ? { status: 'paused' as const, nextOccurrence: null, pausedUntil: null } : {}),
        updatedAt: now,
      })
      .where(eq(recurringGivings.id, gift.id))
      .returning({ nextOccurrence: recurringGivings.nextOccurrence, status: recurringGivings.status });
    if (pauses) {
      // The donor's notifications say why the gift stopped, in the same transaction as the pause.
      await recordActivity(tx, {
        organizationId: organization.id,
        donorUserId: donor.id,
        type: 'recurring_paused_declined',
        recurringGivingId: gift.id,
        amount: charge.amount,
        occurredAt: now,
      });
    }
    const settled = {
      contribution,
      retryOn,
      lastAttemptFailed,
      paused: pauses,
      nextOccurrence: updated?.nextOccurrence ?? null,
    };
    // A bank debit's receipt waits for its settlement (src/bankSettlements/).
    if (bankDebit) return settled;
    // The receipt or the failure notice commits with the charge it tells about, and so does the
    // manage link it carries (a link whose email never went out does not exist).
    const manageUrl = await issueManageLink(
      tx,
      { appKey: app.giving.appKey, publicUrl: app.config.publicUrl },
      organization,
      gift,
      now,
    );
    await enqueueMail(
      tx,
      chargeMail({
        organization,
        context,
        outcome,
        settled,
        today,
        manageUrl,
        portalUrl: organizationUrl(app.config.publicUrl, organization.subdomain, '/recurring-gifts'),
      }),
      organization.id,
    );
    return settled;
  });
}

/** A charge's fee and net, as the contribution's columns, from the fee the processor kept. */
function chargedMoney(amount: number, processorFeeCents: number): { fee: number; netAmount: number } {
  const { feeCents, netCents } = chargedFeeAndNet(amount, processorFeeCents);
  return { fee: feeCents, netAmount: netCents };
}

export type SettledCharge = NonNullable<Awaited<ReturnType<typeof settleCharge>>>;
