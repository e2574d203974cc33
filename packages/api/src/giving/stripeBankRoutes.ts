// Bank collection on Stripe (docs/PRODUCT.md §22, docs/CONTRACTS.md "REST: giving"): the payment step
// asks for a PaymentIntent of the amount to debit, Stripe.js's collectBankAccountForPayment links the
// donor's account to it (Financial Connections, or the account's numbers to verify by micro-deposits),
// and POST /api/give confirms it under the authorization the donor ticked (giveByStripeBank.ts).
// Nothing is debited here; the gift's prefixed id is chosen now and kept in the intent's metadata, so
// Stripe's events about the debit find the gift it becomes. For a recurring gift the account is kept
// instead: a SetupIntent that Stripe.js's collectBankAccountForSetup links the account to, confirmed by
// POST /api/give under the saved account's authorization; the recurring gift's prefixed id is chosen
// now and kept in its metadata, so setup_intent.succeeded finds the gift the account is for.
import {
  stripeBankPaymentIntentRequestSchema,
  stripeBankSetupIntentRequestSchema,
  type StripeBankPaymentIntentResponse,
  type StripeBankSetupIntentResponse,
} from '@halo/domain';
import type { FastifyPluginAsync } from 'fastify';
import { offersBankPayments } from '../core/bankPayments';
import { newPrefixedId } from '../db/prefixedId';
import { NotFound } from '../http/errors/NotFound';
import { ValidationFailed } from '../http/errors/ValidationFailed';
import { parseBody } from '../http/parseBody';
import { bankGivingMessage } from './bankGivingMessages';
import { authorizeGiving } from './givingAccess';
import { answer, assertNotCardTesting, cardAttempt, countCustomerAttempt } from './givingAttempts';
import { bankDebitMetadata, bankSetupMetadata } from './stripeBankDebitOwner';

const stripeBankRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/api/give/stripe/bank-payment-intents',
    {
      config: {
        csrf: false,
        rateLimit: { max: app.config.givingRateLimits.cardPerMinute, timeWindow: 60_000 },
      },
    },
    (request, reply) =>
      answer<StripeBankPaymentIntentResponse>(reply, async () => {
        const raw = (request.body ?? {}) as Record<string, unknown>;
        const access = await authorizeGiving(app, request, {
          organizationPrefixedId: raw.organization_prefixed_id,
          customerId: raw.stripe_customer_id,
        });
        const bankDebits = access.processor.bankDebits;
        if (!bankDebits) throw new NotFound(bankGivingMessage(request.locale, 'bank.stripeOnly'));
        // No bank account at the lobby kiosk (docs/PRODUCT.md §20).
        if (!offersBankPayments(access.organization) || access.kioskDevicePrefixedId) {
          throw new ValidationFailed({
            payment_method_type: [bankGivingMessage(request.locale, 'bank.notOffered')],
          });
        }
        await assertNotCardTesting(app, request, cardAttempt(request, access, null));
        const body = parseBody(stripeBankPaymentIntentRequestSchema, request.body, request.locale);
        await countCustomerAttempt(app, request, access);
        const intent = await bankDebits.prepare({
          customerId: access.customer.customerId,
          amountCents: body.amount,
          currency: access.organization.currency,
          description: `Gift to ${access.organization.name}`,
          metadata: bankDebitMetadata(access, newPrefixedId('con')),
        });
        return {
          status: 200,
          body: { payment_intent_id: intent.paymentIntentId, client_secret: intent.clientSecret },
        };
      }),
  );

  app.post(
    '/api/give/stripe/bank-setup-intents',
    {
      config: {
        csrf: false,
        rateLimit: { max: app.config.givingRateLimits.cardPerMinute, timeWindow: 60_000 },
      },
    },
    (request, reply) =>
      answer<StripeBankSetupIntentResponse>(reply, async () => {
        const raw = (request.body ?? {}) as Record<string, unknown>;
        const access = await authorizeGiving(app, request, {
          organizationPrefixedId: raw.organization_prefixed_id,
          customerId: raw.stripe_customer_id,
        });
        const bankDebits = access.processor.bankDebits;
        if (!bankDebits) throw new NotFound(bankGivingMessage(request.locale, 'bank.stripeOnly'));
        if (!offersBankPayments(access.organization) || access.kioskDevicePrefixedId) {
          throw new ValidationFailed({
            payment_method_type: [bankGivingMessage(request.locale, 'bank.notOffered')],
          });
        }
        // Only a proven donor has Payment methods to keep an account in (as for a recurring card gift).
        if (access.scope !== 'full') {
          throw new ValidationFailed({
            save_bank_account: [bankGivingMessage(request.locale, 'bank.saveNeedsAccount')],
          });
        }
        await assertNotCardTesting(app, request, cardAttempt(request, access, null));
        parseBody(stripeBankSetupIntentRequestSchema, request.body, request.locale);
        await countCustomerAttempt(app, request, access);
        const setup = await bankDebits.prepareSetup({
          customerId: access.customer.customerId,
          metadata: bankSetupMetadata(access, newPrefixedId('rcg')),
        });
        return {
          status: 200,
          body: { setup_intent_id: setup.setupIntentId, client_secret: setup.clientSecret },
        };
      }),
  );
};

export default stripeBankRoutes;
