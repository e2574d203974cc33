// POST /api/give from a bank account a signed-in donor saved on Stripe (docs/PRODUCT.md §22 "Saved bank
// accounts on the giving form", docs/CONTRACTS.md "REST: giving"): `payment_method_id` is the saved
// account's Stripe payment method, which its SetupIntent gave a multi-use mandate. The gift is debited
// under the authorization the account was saved with, with no new tick (the gift records those words'
// version, time and IP). A one-time gift is debited now, off-session (a PaymentIntent confirmed at once
// whose metadata names the gift, so Stripe's payment_intent.* events settle it as any bank gift); a
// recurring gift is scheduled from its start date with the account as its payment method, and the
// recurring engine debits every occurrence, its first included, as for an account kept through a
// SetupIntent. One gift per Idempotency-Key, and Stripe's debit is keyed by it too.
import { bankSettlementDate, giftChargeByMethod } from '@halo/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BANK_GIFT_METADATA_KEY } from '../core/gifts/bankGiftMetadata';
import { recordBankGift } from '../core/gifts/bankGiftRecord';
import type { PaymentMethodRow } from '../db/schema';
import { derivedPrefixedId } from '../db/prefixedId';
import { ValidationFailed } from '../http/errors/ValidationFailed';
import type { BankDebits } from '../payments/paymentProcessor';
import { processingBankGiftAnswer, scheduledBankGiftAnswer } from './bankGiftAnswers';
import { bankGivingMessage } from './bankGivingMessages';
import type { BankGiveRequest } from './giveByBank';
import type { GiveInput } from './giveInput';
import { campaignOfGift } from './giftCampaign';
import { assertNotCardTesting, cardAttempt, countCustomerAttempt } from './givingAttempts';
import { idempotentAnswer } from './idempotentAnswer';
import { requestHash, runOnce, type StoredAnswer } from './idempotency';
import { insertRecurringGift } from './recurringGiftRow';

export async function giveBySavedStripeBank(
  app: FastifyInstance,
  request: FastifyRequest,
  bankDebits: BankDebits,
  saved: PaymentMethodRow,
  { access, input, funds, today, idempotencyKey }: BankGiveRequest,
): Promise<StoredAnswer> {
  const { locale } = request;
  const { organization, donor, customer } = access;
  const refuse = (field: string, key: Parameters<typeof bankGivingMessage>[1]) =>
    new ValidationFailed({ [field]: [bankGivingMessage(locale, key)] });
  // Saved through a SetupIntent, the account keeps the words the donor accepted; without them it is
  // no account this form may debit.
  if (!saved.bankMandateVersion || !saved.bankMandateText || !saved.bankMandateAcceptedAt) {
    throw refuse('payment_method_id', 'bank.accountInvalid');
  }
  const mandate = {
    version: saved.bankMandateVersion,
    text: saved.bankMandateText,
    acceptedAt: saved.bankMandateAcceptedAt,
    ip: saved.bankMandateIp,
  };
  const recurring = input.frequency !== 'one_time';
  const frequency = input.frequency as Exclude<GiveInput['frequency'], 'one_time'>;
  const startDate = input.startDate ?? today;
  const charge = giftChargeByMethod('bank', input.amount, input.isFeeCovered, {
    percentBps: organization.feePercentBps,
    fixedCents: organization.feeFixedCents,
  });
  const parts = input.parts.map((part) => {
    const partFund = funds.find((candidate) => candidate.prefixedId === part.fundPrefixedId);
    if (!partFund) throw new Error('giveBySavedStripeBank: fund passed validation but is not listed');
    return { fund: partFund, amount: part.amount };
  });
  const campaignId = await campaignOfGift(app, organization, input, today, locale);
  const account = { bankName: saved.brand, lastFour: saved.lastFour };

  const outcome = await runOnce(
    app.db,
    {
      organizationId: organization.id,
      key: idempotencyKey,
      requestHash: requestHash({
        gift: input,
        donor: donor.prefixedId,
        method: 'bank',
        saved: saved.processorId,
      }),
    },
    async (saveAnswer) => {
      await assertNotCardTesting(app, request, cardAttempt(request, access, `pm:${saved.processorId}`, true));
      await countCustomerAttempt(app, request, access);
      const giver = {
        organization,
        donor,
        locale,
        noticeLimits: app.config.dedicationNoticeLimits,
        ip: request.ip,
        now: app.clock(),
      };
      if (recurring) {
        const answer = await app.db.transaction(async (tx) => {
          const recurringRow = await insertRecurringGift(tx, {
            organizationId: organization.id,
            donorUserId: donor.id,
            frequency,
            startDate,
            endDate: input.endDate,
            amount: input.amount,
            isFeeCovered: input.isFeeCovered,
            memo: input.memo,
            paymentMethodId: saved.id,
            campaignId,
            parts: parts.map((part) => ({ fundId: part.fund.id, amount: part.amount })),
            // The recurring engine debits every occurrence, today's included, off-session.
            takenToday: false,
            chargedCents: charge.chargedCents,
            now: giver.now,
          });
          await recordBankGift(tx, {
            giver,
            today,
            parts,
            account,
            mandate,
            dedication: input.dedication,
            debit: null,
            recurring: { ...recurringRow, frequency, startDate, amount: input.amount },
            verificationUrl: null,
          });
          const stored = scheduledBankGiftAnswer({
            prefixed_id: recurringRow.prefixedId,
            frequency: input.frequency,
            start_date: startDate,
            next_occurrence: recurringRow.nextOccurrence,
            bank_verification_url: null,
          });
          await saveAnswer(tx, stored);
          return stored;
        });
        await app.giving.repository.setLocale(donor, locale);
        return answer;
      }
      // The same for every try of this key: a retry after a crash sends Stripe the very same debit.
      const prefixedId = derivedPrefixedId('con', `give:${organization.prefixedId}:${idempotencyKey}`);
      const debit = await bankDebits.debitSaved({
        customerId: customer.customerId,
        paymentMethodId: saved.processorId,
        amountCents: charge.chargedCents,
        currency: organization.currency.toLowerCase(),
        description: `Gift to ${organization.name}`,
        // Derived from the client's key: a retry after a crash reaches the same debit.
        idempotencyKey: `give:${organization.prefixedId}:${idempotencyKey}`,
        metadata: {
          organization_prefixed_id: organization.prefixedId,
          donor_prefixed_id: donor.prefixedId,
          [BANK_GIFT_METADATA_KEY]: prefixedId,
        },
      });
      if (debit.status === 'failed') throw refuse('payment_method_id', 'bank.savedAccountRefused');
      const settlesOn = bankSettlementDate(today);
      const answer = await app.db.transaction(async (tx) => {
        const contribution = await recordBankGift(tx, {
          giver,
          today,
          parts,
          account,
          mandate,
          dedication: input.dedication,
          debit: {
            prefixedId,
            charge,
            isFeeCovered: input.isFeeCovered,
            memo: input.memo,
            paymentMethodId: saved.id,
            processorMode: 'stripe',
            processorChargeId: debit.chargeId,
            idempotencyKey,
            givenAsGuest: false,
            campaignId,
            settlesOn,
          },
          recurring: null,
          verificationUrl: null,
        });
        const stored = processingBankGiftAnswer({
          prefixedId: contribution.prefixedId,
          charge,
          date: today,
          settlesOn,
          verificationUrl: null,
          receiptEmail: donor.email,
        });
        await saveAnswer(tx, stored);
        return stored;
      });
      await app.giving.repository.setLocale(donor, locale);
      return answer;
    },
  );
  return idempotentAnswer(outcome, locale);
}
