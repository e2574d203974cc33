// Bank collection on Stripe (docs/PRODUCT.md §22, docs/CONTRACTS.md "REST: giving"): the payment step
// asks for a PaymentIntent of the amount to debit, Stripe.js's collectBankAccountForPayment links the
// donor's account to it (Financial Connections, or the account's numbers to verify by micro-deposits),
// and POST /api/give confirms it under the authorization the donor ticked (giveByStripeBank.ts).
// Nothing is debited here; the gift's prefixed id is chosen now and kept in the intent's metadata, so
// Stripe's events about the debit find the gift it becomes.
import { stripeBankPaymentIntentRequestSchema, type StripeBankPaymentIntentResponse } from '@halo/domain';
import type { FastifyPluginAsync } from 'fastify';
import { offersBankPayments } from '../core/bankPayments';
import { newPrefixedId } from '../db/prefixedId';
import { NotFound } from '../http/errors/NotFound';
import { ValidationFailed } from '../http/errors/ValidationFailed';
import { parseBody } from '../http/parseBody';
import { bankGivingMessage } from './bankGivingMessages';
import { authorizeGiving } from './givingAccess';
import { answer, assertNotCardTesting, cardAttempt, countCustomerAttempt } from './givingAttempts';
import { bankDebitMetadata } from './stripeBankDebitOwner';

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
};

export default stripeBankRoutes;
