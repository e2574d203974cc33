// Giving in one reply (docs/PRODUCT.md §10 "Giving in one reply"): an amount texted from a phone a
// donor verified in the portal is answered with a prompt ("Reply YES to give $50.00 to General Fund
// with Visa ••4242") instead of a link, and YES gives it: charged off-session to the donor's primary
// saved card at the church, as a recurring charge is, recorded as a gift with its receipt by email.
//
// A prompt is given at most once, however often YES arrives and on however many instances: YES
// claims it with one conditional update (pending → giving) and only the claim's winner charges, under
// an idempotency key that is the prompt's; the gift's own key (`text:{prompt}`) is unique per church.
import {
  cardGoodThrough,
  formatMoney,
  formattingLocale,
  isPhoneVerificationCurrent,
  TEXT_GIFT_PROMPT_MINUTES,
  textCardLabel,
  textGiftPrompt,
  type CalendarDate,
  type Locale,
  type TextToGiveRequest,
} from '@halo/domain';
import { and, desc, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { giftAmounts, withProcessorFee } from '../core/giftAmounts';
import { fundShares } from '../core/fundShares';
import { insertContribution, queueReceipt } from '../core/gifts/contributionRecords';
import { declineMessage } from '../core/gifts/givingMessages';
import { notifyDonor } from '../core/recurringGifts/notifyDonor';
import { emitGiftEvent } from '../core/webhooks/giftWebhookEvents';
import { newPrefixedId } from '../db/prefixedId';
import {
  donorPhones,
  funds,
  paymentMethods,
  processorCustomers,
  textGiftPrompts,
  users,
  type FundRow,
  type OrganizationRow,
  type TextGiftPromptRow,
  type UserRow,
} from '../db/schema';
import { createLimitCounters } from '../limits/limitCounters';
import { giftLink, type TextToGiveReplyContext } from './textToGiveReply';
import { textToGiveMessage } from './textToGiveMessages';

const DAY_MS = 24 * 60 * 60_000;

/**
 * A claim still `giving` after this long was left by a process that stopped between the charge and
 * its record: the next YES takes it over and finishes it under the same idempotency keys, so the
 * processor answers with the same charge and the gift is recorded once.
 */
export const STALE_CLAIM_MS = 2 * 60_000;

/** The limit counter of a phone's gifts by YES at a church: one day from its first gift. */
const dailyKey = (organizationId: number, phone: string) => `text-gift-phone:${organizationId}:${phone}`;

export interface SavedCard {
  id: number;
  processorId: string;
  brand: string;
  lastFour: string;
  customerId: string;
}

/** The donor whose current verification holds `phone` at the church, or null. */
export async function verifiedDonorOf(
  app: FastifyInstance,
  organizationId: number,
  phone: string,
  now: Date,
): Promise<UserRow | null> {
  const [row] = await app.db
    .select({ user: users, verifiedAt: donorPhones.verifiedAt })
    .from(donorPhones)
    .innerJoin(users, eq(users.id, donorPhones.userId))
    .where(
      and(
        eq(donorPhones.organizationId, organizationId),
        eq(donorPhones.phone, phone),
        // At most one such row (donor_phones_one_verified_per_church); other donors' rows for the
        // phone are unverified.
        isNotNull(donorPhones.verifiedAt),
      ),
    )
    .limit(1);
  return row && isPhoneVerificationCurrent(row.verifiedAt, now) ? row.user : null;
}

/** The donor's primary saved card at the church, for the church's processor, not expired; or null. */
export async function primaryCardOf(
  app: FastifyInstance,
  organization: OrganizationRow,
  userId: number,
  today: CalendarDate,
  processorMode: 'sandbox' | 'stripe',
): Promise<SavedCard | null> {
  const [row] = await app.db
    .select({
      id: paymentMethods.id,
      processorId: paymentMethods.processorId,
      brand: paymentMethods.brand,
      lastFour: paymentMethods.lastFour,
      expMonth: paymentMethods.expMonth,
      expYear: paymentMethods.expYear,
      customerId: processorCustomers.customerId,
    })
    .from(paymentMethods)
    .innerJoin(processorCustomers, eq(processorCustomers.id, paymentMethods.processorCustomerId))
    .where(
      and(
        eq(paymentMethods.organizationId, organization.id),
        eq(paymentMethods.userId, userId),
        eq(paymentMethods.isPrimary, true),
        eq(paymentMethods.processorMode, processorMode),
        // A card entered through a recurring gift's emailed link belongs to that gift alone.
        isNull(paymentMethods.onlyForRecurringGivingId),
      ),
    )
    .limit(1);
  // A saved bank account (no expiry) is not offered by text: only a card.
  if (!row || row.expMonth === null || row.expYear === null) return null;
  if (cardGoodThrough({ expMonth: row.expMonth, expYear: row.expYear }) < today) return null;
  return row;
}

interface PromptInput {
  organization: OrganizationRow;
  donor: UserRow;
  phone: string;
  amount: number;
  fund: FundRow;
  card: SavedCard;
  locale: Locale;
  now: Date;
}

const moneyOf = (organization: OrganizationRow, locale: Locale) => (cents: number) =>
  formatMoney(cents, organization.currency, formattingLocale(locale, organization.contact.country));

/** Whether the phone has given as often as a day allows. */
export async function overDailyCap(
  app: FastifyInstance,
  organizationId: number,
  phone: string,
  now: Date,
): Promise<boolean> {
  const key = dailyKey(organizationId, phone);
  const count = (await createLimitCounters(app.db).read([key], now)).get(key)?.count ?? 0;
  return count >= app.config.textGiftsPerPhonePerDay;
}

/** Records the prompt (replacing the phone's earlier one) and answers its words. */
export async function promptTextGift(app: FastifyInstance, input: PromptInput): Promise<string> {
  const { organization, donor, phone, amount, fund, card, locale, now } = input;
  await app.db.transaction(async (tx) => {
    // YES answers the latest prompt only.
    await tx
      .update(textGiftPrompts)
      .set({ status: 'replaced', updatedAt: now })
      .where(
        and(
          eq(textGiftPrompts.organizationId, organization.id),
          eq(textGiftPrompts.phone, phone),
          eq(textGiftPrompts.status, 'pending'),
        ),
      );
    await tx.insert(textGiftPrompts).values({
      prefixedId: newPrefixedId('tgp'),
      organizationId: organization.id,
      userId: donor.id,
      phone,
      amount,
      fundId: fund.id,
      paymentMethodId: card.id,
      locale,
      expiresAt: new Date(now.getTime() + TEXT_GIFT_PROMPT_MINUTES * 60_000),
    });
  });
  return textGiftPrompt(locale, { amount: moneyOf(organization, locale)(amount), fund: fund.name, card });
}

/**
 * The answer to an amount texted from `phone` when it gives in one reply: the prompt, or the day's
 * cap with the link; null when the link answers as for anyone (no verified donor, no usable primary
 * card, words naming no fund).
 */
export async function answerWithPrompt(
  app: FastifyInstance,
  input: {
    context: TextToGiveReplyContext & { organization: OrganizationRow };
    phone: string;
    request: Extract<TextToGiveRequest, { kind: 'gift' }>;
    funds: FundRow[];
    now: Date;
    today: CalendarDate;
  },
): Promise<string | null> {
  const { context, phone, request, now, today } = input;
  const { organization } = context;
  if (request.unknownFund) return null;
  const donor = await verifiedDonorOf(app, organization.id, phone, now);
  if (!donor) return null;
  // The default fund comes first (organizationsRepository.listOnlineGivingFunds).
  const fund = request.fund
    ? input.funds.find((candidate) => candidate.prefixedId === request.fund?.prefixedId)
    : input.funds[0];
  if (!fund) return null;
  let mode: 'sandbox' | 'stripe';
  try {
    mode = app.payments.forOrganization(organization).mode;
  } catch {
    return null;
  }
  const card = await primaryCardOf(app, organization, donor.id, today, mode);
  if (!card) return null;
  const locale = request.locale ?? organization.locale;
  if (await overDailyCap(app, organization.id, phone, now)) {
    return textToGiveMessage(locale, 'dailyCap', {
      link: giftLink(context, request.amount, fund.prefixedId),
    });
  }
  return promptTextGift(app, { organization, donor, phone, amount: request.amount, fund, card, locale, now });
}

async function settlePrompt(
  app: FastifyInstance,
  prompt: TextGiftPromptRow,
  values: Partial<Pick<TextGiftPromptRow, 'status' | 'failureCode' | 'contributionId'>>,
  now: Date,
) {
  await app.db
    .update(textGiftPrompts)
    .set({ ...values, updatedAt: now })
    .where(eq(textGiftPrompts.id, prompt.id));
}

export interface ConfirmInput {
  context: TextToGiveReplyContext & { organization: OrganizationRow };
  phone: string;
  now: Date;
  today: CalendarDate;
  log: { info(object: object, message: string): void; error(object: object, message: string): void };
}

/** YES from `phone`: gives its latest prompt once, and answers what became of it. */
export async function confirmTextGift(app: FastifyInstance, input: ConfirmInput): Promise<string> {
  const { context, phone, now, today, log } = input;
  const { organization } = context;
  const [latest] = await app.db
    .select()
    .from(textGiftPrompts)
    .where(and(eq(textGiftPrompts.organizationId, organization.id), eq(textGiftPrompts.phone, phone)))
    .orderBy(desc(textGiftPrompts.createdAt), desc(textGiftPrompts.id))
    .limit(1);
  if (!latest || latest.status === 'replaced' || latest.status === 'declined') {
    return textToGiveMessage(organization.locale, 'noPrompt');
  }
  const locale: Locale = latest.locale;
  const money = moneyOf(organization, locale);
  const [fund] = await app.db.select().from(funds).where(eq(funds.id, latest.fundId));
  const fundName = fund?.name ?? '';
  const link = giftLink(context, latest.amount, fund?.prefixedId ?? null);

  // The claim: only one YES moves the prompt from pending to giving, on any instance; or takes over
  // a claim a stopped process left (STALE_CLAIM_MS), which was confirmed in time and counted already.
  const staleBefore = new Date(now.getTime() - STALE_CLAIM_MS);
  const [claimed] = await app.db
    .update(textGiftPrompts)
    .set({ status: 'giving', updatedAt: now })
    .where(
      and(
        eq(textGiftPrompts.id, latest.id),
        or(
          eq(textGiftPrompts.status, 'pending'),
          and(eq(textGiftPrompts.status, 'giving'), lt(textGiftPrompts.updatedAt, staleBefore)),
        ),
      ),
    )
    .returning();
  if (!claimed) {
    // Another YES has it (giving) or gave it: this one gives nothing.
    return textToGiveMessage(locale, 'alreadyAnswered', { amount: money(latest.amount), fund: fundName });
  }
  const resumed = latest.status === 'giving';
  if (resumed)
    log.info({ prompt: claimed.prefixedId }, 'text-to-give: finishing a claim a stopped process left');
  return giveClaimedPrompt(app, { context, claimed, resumed, fund, link, now, today, log });
}

export interface ClaimedPromptInput {
  context: TextToGiveReplyContext & { organization: OrganizationRow };
  /** The prompt as this process claimed it (status `giving`). */
  claimed: TextGiftPromptRow;
  /** Taken over from a process that stopped: confirmed in time and counted already. */
  resumed: boolean;
  fund: FundRow | undefined;
  /** The giving page at the prompt's amount and fund, for answers that send the donor there. */
  link: string;
  now: Date;
  today: CalendarDate;
  log: ConfirmInput['log'];
}

/**
 * Gives a prompt this process claimed, and answers what became of it: charged under the prompt's own
 * idempotency key, so a claim taken over from a process that stopped after charging reaches the same
 * charge, and recorded under the prompt's gift key, once.
 */
export async function giveClaimedPrompt(app: FastifyInstance, input: ClaimedPromptInput): Promise<string> {
  const { context, claimed, resumed, fund, link, now, today, log } = input;
  const { organization } = context;
  const locale: Locale = claimed.locale;
  const phone = claimed.phone;
  if (!resumed && claimed.expiresAt <= now) {
    await settlePrompt(app, claimed, { status: 'declined', failureCode: 'expired' }, now);
    return textToGiveMessage(locale, 'promptExpired');
  }
  // The phone may have been verified by another donor, or removed, since the prompt.
  const donor = await verifiedDonorOf(app, organization.id, phone, now);
  if (!donor || donor.id !== claimed.userId) {
    await settlePrompt(app, claimed, { status: 'declined', failureCode: 'not_verified' }, now);
    return textToGiveMessage(locale, 'noPrompt');
  }
  // The day's cap counts in one statement, so two YES at once on two instances cannot both pass it.
  const count = resumed
    ? 0
    : (await createLimitCounters(app.db).hit(dailyKey(organization.id, phone), DAY_MS, now)).count;
  if (count > app.config.textGiftsPerPhonePerDay) {
    await settlePrompt(app, claimed, { status: 'declined', failureCode: 'daily_cap' }, now);
    return textToGiveMessage(locale, 'dailyCap', { link });
  }

  let processor;
  try {
    processor = app.payments.forOrganization(organization);
  } catch (error) {
    log.error({ err: error }, 'text-to-give: the church cannot charge');
    await settlePrompt(app, claimed, { status: 'declined', failureCode: 'processing_error' }, now);
    return textToGiveMessage(locale, 'unavailable', { link });
  }
  const card = await primaryCardOf(app, organization, donor.id, today, processor.mode);
  if (!card || card.id !== claimed.paymentMethodId || !fund) {
    await settlePrompt(app, claimed, { status: 'declined', failureCode: 'card_changed' }, now);
    return textToGiveMessage(locale, 'noPrompt');
  }
  const cardLabel = textCardLabel(card);
  const amounts = giftAmounts(claimed.amount, false, {
    percentBps: organization.feePercentBps,
    fixedCents: organization.feeFixedCents,
  });

  let outcome;
  try {
    // Off-session, as a recurring charge: nobody is at a form to authenticate.
    outcome = await processor.chargeOrAwaitAuthentication({
      customerId: card.customerId,
      paymentMethodId: card.processorId,
      amountCents: amounts.chargedAmount,
      currency: organization.currency.toLowerCase(),
      description: `Gift by text to ${organization.name}`,
      idempotencyKey: `text-gift:${organization.prefixedId}:${claimed.prefixedId}`,
      metadata: {
        organization_prefixed_id: organization.prefixedId,
        donor_prefixed_id: donor.prefixedId,
        text_gift_prompt_prefixed_id: claimed.prefixedId,
        fund_prefixed_id: fund.prefixedId,
      },
    });
  } catch (error) {
    log.error(
      { err: error, prompt: claimed.prefixedId },
      'text-to-give: the charge failed to reach the processor',
    );
    await settlePrompt(app, claimed, { status: 'declined', failureCode: 'processing_error' }, now);
    return textToGiveMessage(locale, 'declined', {
      card: cardLabel,
      reason: declineMessage(locale, 'processing_error'),
      link,
    });
  }
  if (outcome.status === 'requires_action') {
    await settlePrompt(app, claimed, { status: 'declined', failureCode: 'authentication_required' }, now);
    return textToGiveMessage(locale, 'authenticationRequired', { link });
  }
  if (outcome.status === 'failed') {
    await settlePrompt(app, claimed, { status: 'declined', failureCode: outcome.code }, now);
    log.info({ prompt: claimed.prefixedId, code: outcome.code }, 'text-to-give: gift declined');
    return textToGiveMessage(locale, 'declined', {
      card: cardLabel,
      reason: declineMessage(locale, outcome.code),
      link,
    });
  }

  const charged = outcome;
  // The fee and net are what the processor kept of the charge, as every card gift records them.
  const recorded = withProcessorFee(amounts, charged.feeCents);
  const contribution = await app.db.transaction(async (tx) => {
    const contribution = await insertContribution(
      tx,
      {
        organizationId: organization.id,
        donorUserId: donor.id,
        ...recorded,
        isFeeCovered: false,
        currency: organization.currency,
        status: 'succeeded',
        memo: null,
        paymentMethodId: card.id,
        cardBrand: charged.card.brand,
        cardLastFour: charged.card.lastFour,
        processorMode: processor.mode,
        processorChargeId: charged.chargeId,
        // Unique per church: the prompt's gift is recorded once even if this ran twice.
        idempotencyKey: `text:${claimed.prefixedId}`,
        date: today,
      },
      fundShares([{ fundId: fund.id, giftAmount: claimed.amount }], recorded),
    );
    await emitGiftEvent(tx, 'gift.succeeded', { id: contribution.id, organizationId: organization.id });
    await queueReceipt(tx, organization.id, {
      to: donor.email,
      locale,
      churchName: organization.displayName,
      country: organization.contact.country,
      currency: organization.currency,
      giftCents: claimed.amount,
      coveredFeeCents: amounts.coveredFee,
      chargedCents: amounts.chargedAmount,
      funds: [fund.name],
      date: today,
      cardBrand: charged.card.brand,
      cardLastFour: charged.card.lastFour,
      receiptNumber: contribution.prefixedId,
      frequency: null,
    });
    await tx
      .update(textGiftPrompts)
      .set({ status: 'given', contributionId: contribution.id, updatedAt: now })
      .where(eq(textGiftPrompts.id, claimed.id));
    return contribution;
  });
  // The donor's open portal lists the gift at once, as it does a gift from the form.
  await notifyDonor(app, donor.prefixedId, 'contribution.succeeded', {
    organizationPrefixedId: organization.prefixedId,
    contributionPrefixedId: contribution.prefixedId,
    recurringGivingPrefixedId: null,
    amount: recorded.chargedAmount,
    status: 'succeeded',
    date: today,
    code: null,
    fundAccountNames: [fund.name],
  });
  log.info({ prompt: claimed.prefixedId }, 'text-to-give: gift given by reply');
  return textToGiveMessage(locale, 'given', {
    amount: moneyOf(organization, locale)(claimed.amount),
    fund: fund.name,
    card: cardLabel,
  });
}
