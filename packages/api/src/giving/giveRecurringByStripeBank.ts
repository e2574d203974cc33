// POST /api/give for a recurring gift from a bank account on Stripe (docs/PRODUCT.md §22 "With Stripe",
// docs/CONTRACTS.md "REST: giving"): `payment_method_id` is the SetupIntent the payment step made
// (stripeBankRoutes.ts) and Stripe.js's collectBankAccountForSetup linked the donor's account to. It is
// confirmed with the authorization for a saved account the donor ticked, passed to Stripe as
// `mandate_data` and written into the SetupIntent's metadata. Verified at once (Financial Connections),
// the account is saved in the donor's payment methods now ("Bank ••6789") and the gift is scheduled
// from its start date: the recurring engine debits each occurrence, its first included, off-session
// (src/recurring/bankDebitAttempt.ts). Waiting for micro-deposits, the gift is recorded paused with no
// next date and the answer carries Stripe's page to verify them; setup_intent.succeeded then saves the
// account and starts the gift (stripeBankSetupEvents.ts). One gift per Idempotency-Key, and Stripe's
// confirmation is keyed by it too.
import {
  BANK_MANDATE_VERSION,
  bankGiveFieldsSchema,
  giftChargeByMethod,
  SAVED_BANK_MANDATE_VERSION,
} from '@halo/domain';
import * as v from 'valibot';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordBankGift } from '../core/gifts/bankGiftRecord';
import { ValidationFailed } from '../http/errors/ValidationFailed';
import type { BankDebits } from '../payments/paymentProcessor';
import { scheduledBankGiftAnswer } from './bankGiftAnswers';
import { bankGivingMessage } from './bankGivingMessages';
import type { BankGiveRequest } from './giveByBank';
import type { GiveInput } from './giveInput';
import { campaignOfGift } from './giftCampaign';
import { assertNotCardTesting, cardAttempt, countCustomerAttempt } from './givingAttempts';
import { idempotentAnswer } from './idempotentAnswer';
import { requestHash, runOnce, type StoredAnswer } from './idempotency';
import { insertRecurringGift } from './recurringGiftRow';
import { saveBankAccount } from './savedBankAccounts';
import { BANK_SETUP_RECURRING_METADATA_KEY, mayConfirmBankSetup } from './stripeBankDebitOwner';
import { savedMandateRecord, savedMandateText } from './stripeBankSetupMandate';

export async function giveRecurringByStripeBank(
  app: FastifyInstance,
  request: FastifyRequest,
  bankDebits: BankDebits,
  { access, input, funds, today, idempotencyKey }: BankGiveRequest,
): Promise<StoredAnswer> {
  const { locale } = request;
  const { organization, donor, customer } = access;
  const refuse = (field: string, key: Parameters<typeof bankGivingMessage>[1]) =>
    new ValidationFailed({ [field]: [bankGivingMessage(locale, key)] });
  // The giving route lets only a proven donor set up a recurring gift; the account is always kept.
  if (access.scope !== 'full') throw refuse('save_bank_account', 'bank.saveNeedsAccount');
  const mandate = v.safeParse(bankGiveFieldsSchema, request.body);
  if (!mandate.success) throw refuse('bank_mandate_accepted', 'bank.mandateRequired');
  if (mandate.output.bank_mandate_version === BANK_MANDATE_VERSION) {
    throw refuse('bank_mandate_accepted', 'bank.recurringSavesAccount');
  }
  if (mandate.output.bank_mandate_version !== SAVED_BANK_MANDATE_VERSION) {
    throw refuse('bank_mandate_accepted', 'bank.mandateOutdated');
  }
  const startDate = input.startDate ?? today;
  // The words name the first debit's amount, as the form showed them (a covered fee included).
  const firstDebit = giftChargeByMethod('bank', input.amount, input.isFeeCovered, {
    percentBps: organization.feePercentBps,
    fixedCents: organization.feeFixedCents,
  });
  const parts = input.parts.map((part) => {
    const partFund = funds.find((candidate) => candidate.prefixedId === part.fundPrefixedId);
    if (!partFund) throw new Error('giveRecurringByStripeBank: fund passed validation but is not listed');
    return { fund: partFund, amount: part.amount };
  });
  const campaignId = await campaignOfGift(app, organization, input, today, locale);

  const outcome = await runOnce(
    app.db,
    {
      organizationId: organization.id,
      key: idempotencyKey,
      requestHash: requestHash({
        gift: input,
        donor: donor.prefixedId,
        method: 'bank',
        mandate: SAVED_BANK_MANDATE_VERSION,
      }),
    },
    async (saveAnswer) => {
      await assertNotCardTesting(
        app,
        request,
        cardAttempt(request, access, `pm:${input.paymentMethodId}`, true),
      );
      await countCustomerAttempt(app, request, access);
      const setup = await bankDebits.readSetup(input.paymentMethodId);
      if (!setup || !mayConfirmBankSetup(access, setup)) {
        throw refuse('payment_method_id', 'bank.accountInvalid');
      }
      if (setup.status === 'requires_payment_method' || !setup.account) {
        throw refuse('payment_method_id', 'bank.accountNotLinked');
      }
      const acceptedAt = app.clock();
      const facts = { acceptedAt, ip: request.ip, locale, amountCents: firstDebit.chargedCents };
      const confirmed = await bankDebits.confirmSetup(
        setup.id,
        { acceptedAt, ipAddress: request.ip, userAgent: request.headers['user-agent'] ?? '' },
        savedMandateRecord(facts),
        // Derived from the client's key: a retry after a crash reaches the same confirmation.
        `give:${organization.prefixedId}:${idempotencyKey}`,
      );
      if (!confirmed || (confirmed.status !== 'succeeded' && confirmed.status !== 'requires_action')) {
        throw refuse('payment_method_id', 'bank.accountInvalid');
      }
      const verified =
        confirmed.status === 'succeeded' && confirmed.paymentMethodId !== null && confirmed.account
          ? { paymentMethodId: confirmed.paymentMethodId, ...confirmed.account }
          : null;
      const verificationUrl = confirmed.status === 'requires_action' ? confirmed.verificationUrl : null;
      const linked = confirmed.account ?? setup.account;
      const mandateWords = {
        version: SAVED_BANK_MANDATE_VERSION,
        text: savedMandateText(organization, facts),
        acceptedAt,
        ip: request.ip,
      };
      const frequency = input.frequency as Exclude<GiveInput['frequency'], 'one_time'>;
      const answer = await app.db.transaction(async (tx) => {
        const method = verified
          ? await saveBankAccount(tx, customer, { account: verified, mandate: mandateWords })
          : null;
        const recurringRow = await insertRecurringGift(tx, {
          prefixedId: setup.metadata[BANK_SETUP_RECURRING_METADATA_KEY],
          organizationId: organization.id,
          donorUserId: donor.id,
          frequency,
          startDate,
          endDate: input.endDate,
          amount: input.amount,
          isFeeCovered: input.isFeeCovered,
          memo: input.memo,
          paymentMethodId: method?.id ?? null,
          waitingForAccount: !method,
          campaignId,
          parts: parts.map((part) => ({ fundId: part.fund.id, amount: part.amount })),
          // The recurring engine debits every occurrence, today's included, once the account is saved.
          takenToday: false,
          chargedCents: firstDebit.chargedCents,
          now: acceptedAt,
        });
        // Nothing is debited now; while the account waits for micro-deposits the donor is told how to
        // verify them, with Stripe's page, in this transaction.
        await recordBankGift(tx, {
          giver: {
            organization,
            donor,
            locale,
            noticeLimits: app.config.dedicationNoticeLimits,
            ip: request.ip,
            now: acceptedAt,
          },
          today,
          parts,
          account: linked,
          mandate: mandateWords,
          dedication: input.dedication,
          debit: null,
          recurring: {
            id: recurringRow.id,
            prefixedId: recurringRow.prefixedId,
            frequency,
            startDate,
            amount: input.amount,
          },
          verificationUrl,
        });
        const stored = scheduledBankGiftAnswer({
          prefixed_id: recurringRow.prefixedId,
          frequency: input.frequency,
          start_date: startDate,
          next_occurrence: recurringRow.nextOccurrence,
          bank_verification_url: verificationUrl,
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
