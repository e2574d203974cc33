// POST /api/give from a bank account (docs/PRODUCT.md §22, docs/CONTRACTS.md "REST: giving"): a
// gift debited from a bank account the sandbox's bank fields attached, with the ACH authorization the
// donor ticked, or from one the donor saved before, under the authorization it was saved with. The
// gift is recorded `processing` with its settlement day, and its first email says so and carries the
// authorization; the bank settlement pass (src/bankSettlements/) settles or fails it later and sends
// the receipt or the reason. At most once per Idempotency-Key, like a card gift. A signed-in donor may
// save the account (savedBankAccounts.ts) with the saved account's authorization, which then covers
// its later debits. A recurring gift always saves it (its later occurrences are debited under those
// words by src/recurring/bankDebitAttempt.ts): started today, its first occurrence is debited now;
// started later, it is only scheduled.
import {
  BANK_MANDATE_VERSION,
  bankGiveFieldsSchema,
  bankMandateText,
  SAVED_BANK_MANDATE_VERSION,
  savedBankMandateText,
  bankSettlementDate,
  formatMoney,
  formattingLocale,
  giftChargeByMethod,
  type GiveResponse,
} from '@halo/domain';
import * as v from 'valibot';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { offersBankPayments } from '../core/bankPayments';
import { recordBankGift } from '../core/gifts/bankGiftRecord';
import type { FundRow } from '../db/schema';
import { ValidationFailed } from '../http/errors/ValidationFailed';
import { findSandboxBankAccount, startSandboxBankDebit } from '../payments/sandbox/sandboxBankDebits';
import { bankGivingMessage } from './bankGivingMessages';
import { giveByStripeBank } from './giveByStripeBank';
import { campaignOfGift } from './giftCampaign';
import { findSavedBankAccount, saveBankAccount } from './savedBankAccounts';
import { insertRecurringGift, type RecurringGiftRow } from './recurringGiftRow';
import type { GiveInput } from './giveInput';
import type { GivingAccess } from './givingAccess';
import { assertNotCardTesting, cardAttempt, countCustomerAttempt } from './givingAttempts';
import { idempotentAnswer } from './idempotentAnswer';
import { requestHash, runOnce, type StoredAnswer } from './idempotency';

/** Whether a POST /api/give body pays from a bank account (`payment_method_type: "bank"`). */
export function isBankGift(body: unknown): boolean {
  return (
    typeof body === 'object' &&
    body !== null &&
    (body as Record<string, unknown>).payment_method_type === 'bank'
  );
}

export interface BankGiveRequest {
  access: GivingAccess;
  input: GiveInput;
  funds: FundRow[];
  today: string;
  idempotencyKey: string;
}

export async function giveByBank(
  app: FastifyInstance,
  request: FastifyRequest,
  { access, input, funds, today, idempotencyKey }: BankGiveRequest,
): Promise<StoredAnswer> {
  const { locale } = request;
  const { organization, donor, customer } = access;
  const sent = (request.body ?? {}) as Record<string, unknown>;
  // On Stripe, Stripe.js linked the account to a PaymentIntent that is confirmed now.
  const stripeBankDebits = access.processor.bankDebits;
  if (stripeBankDebits) {
    return giveByStripeBank(app, request, stripeBankDebits, { access, input, funds, today, idempotencyKey });
  }
  if (!offersBankPayments(organization) || access.processor.mode !== 'sandbox') {
    throw new ValidationFailed({ payment_method_type: [bankGivingMessage(locale, 'bank.notOffered')] });
  }
  // The route lets only a proven donor set up a recurring gift (as with a card).
  const recurring = input.frequency !== 'one_time';
  const chargeNow = !recurring || input.startDate === today;
  // The account must be this customer's, and a token got with an email alone may debit only an
  // account entered through it, as for cards (tokenCards.ts).
  const account = await findSandboxBankAccount(app.db, input.paymentMethodId);
  const ownAccount =
    account !== null &&
    account.customerId === customer.customerId &&
    (access.scope === 'full' ? account.addedByToken === null : account.addedByToken === access.tokenId);
  // An account the donor saved before is debited under the words it was saved with: no new tick.
  const saved =
    ownAccount && access.scope === 'full'
      ? await findSavedBankAccount(app.db, customer, account.paymentMethodId)
      : null;
  const savedMandate =
    saved?.bankMandateVersion && saved.bankMandateText && saved.bankMandateAcceptedAt
      ? {
          version: saved.bankMandateVersion,
          text: saved.bankMandateText,
          acceptedAt: saved.bankMandateAcceptedAt,
          ip: saved.bankMandateIp,
        }
      : null;
  let saving = false;
  let mandateVersion = savedMandate?.version ?? BANK_MANDATE_VERSION;
  if (!savedMandate) {
    const mandate = v.safeParse(bankGiveFieldsSchema, request.body);
    if (!mandate.success) {
      throw new ValidationFailed({
        bank_mandate_accepted: [bankGivingMessage(locale, 'bank.mandateRequired')],
      });
    }
    // Saving the account takes the saved account's words, which cover its later debits too; only a
    // proven donor has Payment methods to save it in. A recurring gift needs a saved payment method.
    saving = mandate.output.save_bank_account === true || recurring;
    if (saving && access.scope !== 'full') {
      throw new ValidationFailed({
        save_bank_account: [bankGivingMessage(locale, 'bank.saveNeedsAccount')],
      });
    }
    mandateVersion = saving ? SAVED_BANK_MANDATE_VERSION : BANK_MANDATE_VERSION;
    if (recurring && mandate.output.bank_mandate_version === BANK_MANDATE_VERSION) {
      throw new ValidationFailed({
        bank_mandate_accepted: [bankGivingMessage(locale, 'bank.recurringSavesAccount')],
      });
    }
    if (mandate.output.bank_mandate_version !== mandateVersion) {
      throw new ValidationFailed({
        bank_mandate_accepted: [bankGivingMessage(locale, 'bank.mandateOutdated')],
      });
    }
  }
  if (!account || !ownAccount) {
    throw new ValidationFailed({ payment_method_id: [bankGivingMessage(locale, 'bank.accountInvalid')] });
  }
  const parts = input.parts.map((part) => {
    const partFund = funds.find((candidate) => candidate.prefixedId === part.fundPrefixedId);
    if (!partFund) throw new Error('giveByBank: fund passed validation but is not listed');
    return { fund: partFund, amount: part.amount };
  });
  const campaignId = await campaignOfGift(app, organization, input, today, locale);

  const outcome = await runOnce(
    app.db,
    {
      organizationId: organization.id,
      key: idempotencyKey,
      // What the donor sent, not what it found: a retry finds the account the first try saved.
      requestHash: requestHash({
        gift: input,
        donor: donor.prefixedId,
        method: 'bank',
        saving: sent.save_bank_account === true,
        mandate: typeof sent.bank_mandate_version === 'string' ? sent.bank_mandate_version : null,
      }),
    },
    async (saveAnswer) => {
      await assertNotCardTesting(
        app,
        request,
        cardAttempt(request, access, `pm:${account.paymentMethodId}`, true),
      );
      await countCustomerAttempt(app, request, access);
      const charge = giftChargeByMethod('bank', input.amount, input.isFeeCovered, {
        percentBps: organization.feePercentBps,
        fixedCents: organization.feeFixedCents,
      });
      // A recurring gift started later is only scheduled: its first debit is the charger's.
      const debit = chargeNow
        ? await startSandboxBankDebit(app.db, {
            customerId: customer.customerId,
            paymentMethodId: account.paymentMethodId,
            amountCents: charge.chargedCents,
            currency: organization.currency.toLowerCase(),
            description: recurring
              ? `Recurring gift to ${organization.name}`
              : `Gift to ${organization.name}`,
            // Derived from the client's key: a retry after a crash reaches the same debit.
            idempotencyKey: `give:${organization.prefixedId}:${idempotencyKey}`,
            metadata: {
              organization_prefixed_id: organization.prefixedId,
              donor_prefixed_id: donor.prefixedId,
              idempotency_key: idempotencyKey,
            },
          })
        : null;
      const settlesOn = bankSettlementDate(today);
      const acceptedAt = app.clock();
      const formatting = formattingLocale(locale, organization.contact.country);
      const mandateFacts = {
        church: organization.displayName,
        amount: formatMoney(charge.chargedCents, organization.currency, formatting),
      };
      const mandate = savedMandate ?? {
        version: mandateVersion,
        text: saving ? savedBankMandateText(locale, mandateFacts) : bankMandateText(locale, mandateFacts),
        acceptedAt,
        ip: request.ip,
      };
      const answer = await app.db.transaction(async (tx) => {
        const method = saving
          ? await saveBankAccount(tx, customer, { account, mandate: { ...mandate, ip: request.ip } })
          : saved;
        let recurringRow: RecurringGiftRow | null = null;
        if (recurring && input.startDate) {
          if (!method) throw new Error('giveByBank: a recurring gift needs a saved bank account');
          recurringRow = await insertRecurringGift(tx, {
            organizationId: organization.id,
            donorUserId: donor.id,
            frequency: input.frequency as Exclude<GiveInput['frequency'], 'one_time'>,
            startDate: input.startDate,
            endDate: input.endDate,
            amount: input.amount,
            isFeeCovered: input.isFeeCovered,
            memo: input.memo,
            paymentMethodId: method.id,
            campaignId,
            parts: parts.map((part) => ({ fundId: part.fund.id, amount: part.amount })),
            takenToday: chargeNow,
            chargedCents: charge.chargedCents,
            now: acceptedAt,
          });
        }
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
          mandate,
          dedication: input.dedication,
          debit: debit
            ? {
                charge,
                isFeeCovered: input.isFeeCovered,
                memo: input.memo,
                paymentMethodId: method?.id ?? null,
                processorMode: 'sandbox',
                processorChargeId: debit.chargeId,
                idempotencyKey,
                givenAsGuest: access.scope === 'new',
                campaignId,
                settlesOn,
              }
            : null,
          recurring:
            recurringRow && input.startDate
              ? {
                  id: recurringRow.id,
                  prefixedId: recurringRow.prefixedId,
                  frequency: input.frequency as Exclude<GiveInput['frequency'], 'one_time'>,
                  startDate: input.startDate,
                  amount: input.amount,
                }
              : null,
          verificationUrl: null,
        });
        const stored: StoredAnswer = {
          status: 201,
          body: {
            contribution: contribution
              ? {
                  prefixed_id: contribution.prefixedId,
                  amount: charge.chargedCents,
                  fee: charge.feeCents,
                  net_amount: charge.netCents,
                  covered_fee: charge.coveredFeeCents,
                  status: 'processing',
                  date: today,
                  settles_on: settlesOn,
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
            // The receipt follows when the debit settles; a gift only scheduled has none yet.
            receipt_email: contribution ? donor.email : null,
          } satisfies GiveResponse,
        };
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
