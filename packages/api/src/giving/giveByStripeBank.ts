// POST /api/give from a bank account on Stripe (docs/PRODUCT.md §22, docs/CONTRACTS.md "REST: giving"):
// `payment_method_id` is the PaymentIntent the payment step made (stripeBankRoutes.ts) and Stripe.js
// linked the donor's account to. It is confirmed with the ACH authorization the donor ticked, passed
// to Stripe as `mandate_data` and stored with the gift as the sandbox's is; the gift is recorded
// `processing` under the prefixed id the intent's metadata names, and its first email says so, with
// the authorization, and, when the account waits for micro-deposits, what to do and Stripe's page to
// verify them. Stripe's payment_intent.* events settle it (bankSettlements/stripeBankEvents.ts). One
// gift per Idempotency-Key, and Stripe's confirmation is keyed by it too. A recurring gift keeps the
// account through a SetupIntent instead (giveRecurringByStripeBank.ts), and a signed-in donor's saved
// account gives under the words it was saved with (giveBySavedStripeBank.ts); saving the account of a
// one-time gift is the sandbox's so far.
import {
  BANK_MANDATE_VERSION,
  bankGiveFieldsSchema,
  bankMandateText,
  bankSettlementDate,
  formatMoney,
  formattingLocale,
  giftChargeByMethod,
} from '@halo/domain';
import * as v from 'valibot';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { offersBankPayments } from '../core/bankPayments';
import { BANK_GIFT_METADATA_KEY } from '../core/gifts/bankGiftMetadata';
import { recordBankGift } from '../core/gifts/bankGiftRecord';
import { ValidationFailed } from '../http/errors/ValidationFailed';
import type { BankDebits } from '../payments/paymentProcessor';
import { processingBankGiftAnswer } from './bankGiftAnswers';
import { bankGivingMessage } from './bankGivingMessages';
import type { BankGiveRequest } from './giveByBank';
import { campaignOfGift } from './giftCampaign';
import { giveBySavedStripeBank } from './giveBySavedStripeBank';
import { giveRecurringByStripeBank } from './giveRecurringByStripeBank';
import { assertNotCardTesting, cardAttempt, countCustomerAttempt } from './givingAttempts';
import { idempotentAnswer } from './idempotentAnswer';
import { requestHash, runOnce, type StoredAnswer } from './idempotency';
import { findSavedBankAccount } from './savedBankAccounts';
import { mayConfirmBankDebit } from './stripeBankDebitOwner';

export async function giveByStripeBank(
  app: FastifyInstance,
  request: FastifyRequest,
  bankDebits: BankDebits,
  { access, input, funds, today, idempotencyKey }: BankGiveRequest,
): Promise<StoredAnswer> {
  const { locale } = request;
  const { organization, donor } = access;
  const refuse = (field: string, key: Parameters<typeof bankGivingMessage>[1]) =>
    new ValidationFailed({ [field]: [bankGivingMessage(locale, key)] });
  if (!offersBankPayments(organization) || access.kioskDevicePrefixedId) {
    throw refuse('payment_method_type', 'bank.notOffered');
  }
  // A bank account the donor saved on Stripe gives under the words it was saved with, with no new tick.
  const saved =
    access.scope === 'full'
      ? await findSavedBankAccount(app.db, access.customer, input.paymentMethodId)
      : null;
  if (saved && saved.organizationId === organization.id && saved.processorCustomerId === access.customer.id) {
    return giveBySavedStripeBank(app, request, bankDebits, saved, {
      access,
      input,
      funds,
      today,
      idempotencyKey,
    });
  }
  // A recurring gift keeps the account instead: a SetupIntent, confirmed under the saved words.
  if (input.frequency !== 'one_time') {
    return giveRecurringByStripeBank(app, request, bankDebits, {
      access,
      input,
      funds,
      today,
      idempotencyKey,
    });
  }
  const mandate = v.safeParse(bankGiveFieldsSchema, request.body);
  if (!mandate.success) throw refuse('bank_mandate_accepted', 'bank.mandateRequired');
  if (mandate.output.save_bank_account === true) throw refuse('save_bank_account', 'bank.stripeCannotSave');
  if (mandate.output.bank_mandate_version !== BANK_MANDATE_VERSION) {
    throw refuse('bank_mandate_accepted', 'bank.mandateOutdated');
  }
  const charge = giftChargeByMethod('bank', input.amount, input.isFeeCovered, {
    percentBps: organization.feePercentBps,
    fixedCents: organization.feeFixedCents,
  });
  const parts = input.parts.map((part) => {
    const partFund = funds.find((candidate) => candidate.prefixedId === part.fundPrefixedId);
    if (!partFund) throw new Error('giveByStripeBank: fund passed validation but is not listed');
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
        mandate: BANK_MANDATE_VERSION,
      }),
    },
    async (saveAnswer) => {
      await assertNotCardTesting(
        app,
        request,
        cardAttempt(request, access, `pm:${input.paymentMethodId}`, true),
      );
      await countCustomerAttempt(app, request, access);
      // Read inside the key's claim: a retry after the first answer is replayed and never reaches here.
      const debit = await bankDebits.read(input.paymentMethodId);
      if (!debit || !mayConfirmBankDebit(access, debit)) {
        throw refuse('payment_method_id', 'bank.accountInvalid');
      }
      if (debit.status === 'requires_payment_method' || !debit.account) {
        throw refuse('payment_method_id', 'bank.accountNotLinked');
      }
      if (
        debit.amountCents !== charge.chargedCents ||
        debit.currency !== organization.currency.toLowerCase()
      ) {
        throw refuse('amount', 'bank.amountChanged');
      }
      const acceptedAt = app.clock();
      // Confirmed already (a retry of this key after a crash before the gift was recorded), Stripe
      // replays this key's confirmation; under another key it refuses, and so does this.
      const confirmed = await bankDebits.confirm(
        debit.id,
        { acceptedAt, ipAddress: request.ip, userAgent: request.headers['user-agent'] ?? '' },
        // Derived from the client's key: a retry after a crash reaches the same confirmation.
        `give:${organization.prefixedId}:${idempotencyKey}`,
      );
      if (
        !confirmed ||
        (confirmed.status !== 'processing' &&
          confirmed.status !== 'requires_action' &&
          confirmed.status !== 'succeeded')
      ) {
        throw refuse('payment_method_id', 'bank.accountInvalid');
      }
      const account = confirmed.account ?? debit.account;
      const verificationUrl = confirmed.status === 'requires_action' ? confirmed.verificationUrl : null;
      const settlesOn = bankSettlementDate(today);
      const formatting = formattingLocale(locale, organization.contact.country);
      const mandateText = bankMandateText(locale, {
        church: organization.displayName,
        amount: formatMoney(charge.chargedCents, organization.currency, formatting),
      });
      const answer = await app.db.transaction(async (tx) => {
        const contribution = await recordBankGift(tx, {
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
          account,
          mandate: { version: BANK_MANDATE_VERSION, text: mandateText, acceptedAt, ip: request.ip },
          dedication: input.dedication,
          debit: {
            prefixedId: debit.metadata[BANK_GIFT_METADATA_KEY],
            charge,
            isFeeCovered: input.isFeeCovered,
            memo: input.memo,
            paymentMethodId: null,
            processorMode: 'stripe',
            // None while the micro-deposits wait: payment_intent.processing brings it.
            processorChargeId: confirmed.chargeId,
            idempotencyKey,
            givenAsGuest: access.scope === 'new',
            campaignId,
            settlesOn,
          },
          recurring: null,
          verificationUrl,
        });
        const stored = processingBankGiftAnswer({
          prefixedId: contribution.prefixedId,
          charge,
          date: today,
          settlesOn,
          verificationUrl,
          receiptEmail: donor.email,
        });
        await saveAnswer(tx, stored);
        return stored;
      });
      // A guest's language is the one of their emails, the settlement's included (as give.ts).
      if (access.scope === 'full' || !donor.passwordHash)
        await app.giving.repository.setLocale(donor, locale);
      return answer;
    },
  );
  return idempotentAnswer(outcome, locale);
}
