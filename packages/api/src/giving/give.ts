// POST /api/give (docs/CONTRACTS.md "REST: giving"): charge a one-time gift, or set up a recurring
// one (charged now when it starts today), at most once per Idempotency-Key.
import {
  isAnonymousDonorEmail,
  nextGivingDate,
  type CalendarDate,
  type GiveAuthenticationRequired,
  type GiveResponse,
  type Locale,
} from '@halo/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { issueManageLink } from '../core/emailedLinks/manageLinks';
import { recordActivity } from '../core/activityEvents';
import { giftAmounts, withProcessorFee } from '../core/giftAmounts';
import { newPrefixedId } from '../db/prefixedId';
import { recurringGivingFunds, recurringGivings, type FundRow } from '../db/schema';
import { fundShares, receiptFundParts } from '../core/fundShares';
import { insertContribution, queueReceipt } from '../core/gifts/contributionRecords';
import { recordDedication } from '../core/gifts/giftDedication';
import { emitGiftEvent } from '../core/webhooks/giftWebhookEvents';
import type { GiveInput } from './giveInput';
import type { GivingAccess } from './givingAccess';
import { announceGift } from './giftEvents';
import { announceCampaignTotals } from '../core/campaigns/announceCampaignTotals';
import { declineMessage, givingMessage } from '../core/gifts/givingMessages';
import { chargeOnSession } from './onSessionCharge';
import { ValidationFailed } from '../http/errors/ValidationFailed';
import { keepWalletCard, walletCardKept } from './walletCards';
import type { StoredAnswer } from './idempotency';
import type { CardDetails } from '../payments/paymentProcessor';

/**
 * A gift reaches the donor's open portal live unless a guest gave it with the email of an account
 * that has not proven that email (the account does not see such gifts at all).
 */
function announcesToPortal(access: GivingAccess): boolean {
  return access.scope === 'full' || access.donor.emailVerifiedAt !== null;
}

export interface GiveContext {
  access: GivingAccess;
  input: GiveInput;
  /** The gift's first (often only) fund. */
  fund: FundRow;
  /** Each fund with its part of the gift, in cents before any covered fee (one part when not split). */
  parts: { fund: FundRow; amount: number }[];
  /** The campaign the gift is given through (giftCampaign.ts), or null. */
  campaignId: number | null;
  /**
   * The card the gift is charged to, as the route checked it with the processor: asked once, not
   * again here (with Stripe each question is a round trip the donor waits for).
   */
  method: { paymentMethodId: string; card: CardDetails };
  idempotencyKey: string;
  today: CalendarDate;
  locale: Locale;
  /** The sandbox's test challenge ended with "Complete authentication" (onSessionCharge.ts). */
  testAuthenticationPassed: boolean;
  /** Called when the processor declines, for the card-testing guard. */
  onDecline(): Promise<void>;
  /** The giver's IP: the notice of a dedicated gift is limited per IP (giftDedication.ts). */
  clientIp: string;
}

export async function give(
  app: FastifyInstance,
  context: GiveContext,
  saveAnswer: (tx: Database, answer: StoredAnswer) => Promise<void>,
): Promise<StoredAnswer> {
  const { access, input, fund, parts, today, locale } = context;
  const fundNames = parts.map((part) => part.fund.name).join(', ');
  const { organization, donor, customer, processor } = access;
  const recurring = input.frequency !== 'one_time';
  const chargeNow = !recurring || input.startDate === today;
  let amounts = giftAmounts(input.amount, input.isFeeCovered, {
    percentBps: organization.feePercentBps,
    fixedCents: organization.feeFixedCents,
  });

  let charge: { chargeId: string; brand: string; lastFour: string } | null = null;
  const { method } = context;
  // A wallet's card (docs/PRODUCT.md §23) pays a one-time gift and is kept nowhere; a recurring gift
  // keeps it as that gift's own card, for its later charges. A card already kept for another gift
  // stays that gift's: refused before anything is charged.
  const wallet = method.card.wallet ?? null;
  if (wallet && recurring && (await walletCardKept(app.db, processor.mode, input.paymentMethodId))) {
    throw new ValidationFailed({
      payment_method_id: [givingMessage(locale, 'giving.paymentMethodInvalid')],
    });
  }
  if (chargeNow) {
    const result = await chargeOnSession(
      app,
      organization,
      processor,
      {
        customerId: customer.customerId,
        paymentMethodId: input.paymentMethodId,
        amountCents: amounts.chargedAmount,
        currency: organization.currency.toLowerCase(),
        description: `Gift to ${organization.name}`,
        // Derived from the client's key: a retry after a crash reaches the same processor charge.
        idempotencyKey: `give:${organization.prefixedId}:${context.idempotencyKey}`,
        metadata: {
          organization_prefixed_id: organization.prefixedId,
          donor_prefixed_id: donor.prefixedId,
          idempotency_key: context.idempotencyKey,
          fund_prefixed_id: fund.prefixedId,
        },
      },
      context.testAuthenticationPassed,
    );
    if (result.status === 'requires_action') {
      // Nothing is recorded and the answer is not kept: the same key, sent again after the
      // authentication, reaches the same payment and gives the gift (idempotency.ts).
      return {
        status: 402,
        body: {
          code: 'authentication_required',
          message: givingMessage(locale, 'giving.authenticationRequired'),
          authentication: result.authentication,
        } satisfies GiveAuthenticationRequired,
      };
    }
    if (result.status === 'failed') {
      // A decline records nothing; only the answer, so a repeat of the key gets it too.
      await context.onDecline();
      const answer: StoredAnswer = {
        status: 402,
        body: { code: result.code, message: declineMessage(locale, result.code) },
      };
      await saveAnswer(app.db, answer);
      if (announcesToPortal(access))
        await announceGift(app, {
          organizationPrefixedId: organization.prefixedId,
          donorPrefixedId: donor.prefixedId,
          fundName: fundNames,
          date: today,
          amount: amounts.chargedAmount,
          charge: { status: 'failed', code: result.code },
          recurring: null,
        });
      return answer;
    }
    charge = { chargeId: result.chargeId, brand: result.card.brand, lastFour: result.card.lastFour };
    // What the gift costs the church is what the processor kept of the charge.
    amounts = withProcessorFee(amounts, result.feeCents);
  }

  // A card entered with an email alone belongs to that giving token, never to the donor record the
  // email matched: it does not join the portal's payment methods (tokenCards.ts).
  const givenAsGuest = access.scope === 'new';
  // Nor does a wallet's card: the donor's wallet is on their device, not among their saved cards.
  const paymentMethodRowId =
    givenAsGuest || wallet
      ? null
      : await app.giving.repository.upsertPaymentMethod(customer, method.paymentMethodId, method.card);
  const answer = await app.db.transaction(async (tx) => {
    let recurringRow: { id: number; prefixedId: string; nextOccurrence: string | null } | null = null;
    let giftCardRowId = paymentMethodRowId;
    if (recurring && input.startDate) {
      // The route lets only a proven donor set up a recurring gift, so its card is the account's (or,
      // from a wallet, the gift's own, recorded below).
      if (paymentMethodRowId === null && !wallet)
        throw new Error('give: a recurring gift needs an account card');
      const [row] = await tx
        .insert(recurringGivings)
        .values({
          prefixedId: newPrefixedId('rcg'),
          organizationId: organization.id,
          donorUserId: donor.id,
          scheduleType: input.frequency as Exclude<GiveInput['frequency'], 'one_time'>,
          startDate: input.startDate,
          nextOccurrence: chargeNow
            ? nextGivingDate(input.startDate, input.frequency as never)
            : input.startDate,
          lastOccurrence: chargeNow ? today : null,
          endDate: input.endDate,
          giftAmount: input.amount,
          isFeeCovered: input.isFeeCovered,
          memo: input.memo,
          paymentMethodId: paymentMethodRowId,
          campaignId: context.campaignId,
        })
        .returning({
          id: recurringGivings.id,
          prefixedId: recurringGivings.prefixedId,
          nextOccurrence: recurringGivings.nextOccurrence,
        });
      if (!row) throw new Error('give: recurring insert returned nothing');
      recurringRow = row;
      if (wallet) giftCardRowId = await keepWalletCard(tx, customer, row.id, method);
      // Each charge of the gift is split over these parts in proportion (recurring/fundShares.ts).
      await tx
        .insert(recurringGivingFunds)
        .values(
          parts.map((part) => ({ recurringGivingId: row.id, fundId: part.fund.id, giftAmount: part.amount })),
        );
      // The dashboard's RecentActivity lists recurring gifts from their creation on.
      await recordActivity(tx, {
        organizationId: organization.id,
        donorUserId: donor.id,
        type: 'recurring_created',
        recurringGivingId: row.id,
        amount: amounts.chargedAmount,
        occurredAt: app.clock(),
      });
    }
    let contribution: { id: number; prefixedId: string } | null = null;
    if (charge) {
      contribution = await insertContribution(
        tx,
        {
          organizationId: organization.id,
          donorUserId: donor.id,
          ...amounts,
          isFeeCovered: input.isFeeCovered,
          currency: organization.currency,
          status: 'succeeded',
          memo: input.memo,
          paymentMethodId: giftCardRowId,
          cardBrand: charge.brand,
          cardLastFour: charge.lastFour,
          wallet,
          recurringGivingId: recurringRow?.id ?? null,
          occurrenceDate: recurringRow ? today : null,
          processorMode: processor.mode,
          processorChargeId: charge.chargeId,
          idempotencyKey: context.idempotencyKey,
          date: today,
          givenAsGuest,
          campaignId: context.campaignId,
        },
        // The fee is the whole gift's: each fund carries its share of the charge and of the net.
        fundShares(
          parts.map((part) => ({ fundId: part.fund.id, giftAmount: part.amount })),
          amounts,
        ),
      );
      await emitGiftEvent(tx, 'gift.succeeded', { id: contribution.id, organizationId: organization.id });
    }
    if (input.dedication) {
      await recordDedication(
        tx,
        {
          organization,
          donor,
          locale,
          contributionId: contribution?.id ?? null,
          recurringGivingId: recurringRow?.id ?? null,
          now: app.clock(),
          noticeLimits: app.config.dedicationNoticeLimits,
          ip: context.clientIp,
        },
        input.dedication,
      );
    }
    // The anonymous donor record of a kiosk gift given without an email has no mailbox to send to.
    if (charge && contribution && !isAnonymousDonorEmail(donor.email)) {
      const fundParts = receiptFundParts(
        input.amount,
        parts.map((part) => ({
          fundId: part.fund.id,
          giftAmount: part.amount,
          name: part.fund.name,
          position: part.fund.position,
        })),
      );
      await queueReceipt(tx, organization.id, {
        to: donor.email,
        locale,
        churchName: organization.displayName,
        country: organization.contact.country,
        currency: organization.currency,
        giftCents: input.amount,
        coveredFeeCents: amounts.coveredFee,
        chargedCents: amounts.chargedAmount,
        funds: parts.map((part) => part.fund.name),
        ...(input.dedication
          ? { dedication: { kind: input.dedication.kind, name: input.dedication.personName } }
          : {}),
        // Named in the church's order of funds, as every later charge's receipt names them.
        ...(fundParts ? { fundParts } : {}),
        date: today,
        cardBrand: charge.brand,
        cardLastFour: charge.lastFour,
        wallet,
        receiptNumber: contribution.prefixedId,
        frequency: recurring ? input.frequency : null,
        // The first gift of a recurring gift is a recurring charge too: its receipt carries the link.
        ...(recurringRow
          ? {
              manageUrl: await issueManageLink(
                tx,
                { appKey: app.giving.appKey, publicUrl: app.config.publicUrl },
                organization,
                recurringRow,
                app.clock(),
              ),
            }
          : {}),
      });
    }
    const stored: StoredAnswer = {
      status: 201,
      body: {
        contribution: contribution
          ? {
              prefixed_id: contribution.prefixedId,
              amount: amounts.chargedAmount,
              fee: amounts.fee,
              net_amount: amounts.netAmount,
              covered_fee: amounts.coveredFee,
              status: 'succeeded',
              date: today,
            }
          : null,
        recurring_giving:
          recurringRow && input.startDate
            ? {
                prefixed_id: recurringRow.prefixedId,
                frequency: input.frequency,
                start_date: input.startDate,
                next_occurrence: recurringRow.nextOccurrence,
              }
            : null,
        receipt_email: charge && !isAnonymousDonorEmail(donor.email) ? donor.email : null,
      } satisfies GiveResponse,
    };
    await saveAnswer(tx, stored);
    return stored;
  });

  // A guest's language is the one of their receipts; an account's is its own to choose.
  if (!givenAsGuest || !donor.passwordHash) await app.giving.repository.setLocale(donor, locale);
  const recurringAnswer = answer.body.recurring_giving as {
    prefixed_id: string;
    next_occurrence: string | null;
  } | null;
  if (announcesToPortal(access))
    await announceGift(app, {
      organizationPrefixedId: organization.prefixedId,
      donorPrefixedId: donor.prefixedId,
      fundName: fundNames,
      date: today,
      amount: amounts.chargedAmount,
      charge: answer.body.contribution
        ? {
            status: 'succeeded',
            contributionPrefixedId: (answer.body.contribution as { prefixed_id: string }).prefixed_id,
          }
        : null,
      recurring: recurringAnswer
        ? { prefixedId: recurringAnswer.prefixed_id, nextOccurrence: recurringAnswer.next_occurrence }
        : null,
    });
  // Every open form of the campaign moves its bar (docs/PRODUCT.md §14), once the gift is saved.
  if (context.campaignId !== null && answer.body.contribution) {
    await announceCampaignTotals(app, organization.id, context.campaignId);
  }
  return answer;
}
