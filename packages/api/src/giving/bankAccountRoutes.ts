// The sandbox's bank account fields (docs/PRODUCT.md §22, docs/CONTRACTS.md "REST: giving"): in
// sandbox mode the payment step posts the routing and account numbers here, as Stripe's bank
// collection would take them; only the last four digits, the holder and the type are kept.
import { sandboxBankAccountRequestSchema, type SandboxBankAccountResponse } from '@halo/domain';
import type { FastifyPluginAsync } from 'fastify';
import { offersBankPayments } from '../core/bankPayments';
import { givingMessage } from '../core/gifts/givingMessages';
import { NotFound } from '../http/errors/NotFound';
import { ValidationFailed } from '../http/errors/ValidationFailed';
import { parseBody } from '../http/parseBody';
import { attachSandboxBankAccount, isStripeTestBankAccount } from '../payments/sandbox/sandboxBankDebits';
import { sandboxTestCardsOnly } from '../payments/sandbox/sandboxCards';
import { bankGivingMessage } from './bankGivingMessages';
import { authorizeGiving } from './givingAccess';
import { answer, assertNotCardTesting, cardAttempt, countCustomerAttempt } from './givingAttempts';
import { cardOwnerToken } from './tokenCards';

const bankAccountRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/api/give/sandbox/bank-accounts',
    {
      config: {
        csrf: false,
        rateLimit: { max: app.config.givingRateLimits.cardPerMinute, timeWindow: 60_000 },
      },
    },
    (request, reply) =>
      answer<SandboxBankAccountResponse>(reply, async () => {
        const raw = (request.body ?? {}) as Record<string, unknown>;
        const access = await authorizeGiving(app, request, {
          organizationPrefixedId: raw.organization_prefixed_id,
          customerId: raw.stripe_customer_id,
        });
        if (access.processor.mode !== 'sandbox') {
          throw new NotFound(givingMessage(request.locale, 'giving.sandboxOnly'));
        }
        if (!offersBankPayments(access.organization)) {
          throw new ValidationFailed({
            payment_method_type: [bankGivingMessage(request.locale, 'bank.notOffered')],
          });
        }
        await assertNotCardTesting(app, request, cardAttempt(request, access, null));
        const body = parseBody(sandboxBankAccountRequestSchema, request.body, request.locale);
        if (sandboxTestCardsOnly(app.config) && !isStripeTestBankAccount(body.routing_number)) {
          throw new ValidationFailed({
            routing_number: [bankGivingMessage(request.locale, 'bank.testAccountRequired')],
          });
        }
        await countCustomerAttempt(app, request, access);
        const account = await attachSandboxBankAccount(app.db, {
          customerId: access.customer.customerId,
          routingNumber: body.routing_number,
          accountNumber: body.account_number,
          accountHolderName: body.account_holder_name,
          accountType: body.account_type,
          addedByToken: cardOwnerToken(access),
        });
        return {
          status: 200,
          body: {
            payment_method_id: account.paymentMethodId,
            bank_name: account.bankName,
            last_four: account.lastFour,
            account_type: account.accountType,
          },
        };
      }),
  );
};

export default bankAccountRoutes;
