// The sandbox card tokenizer (docs/CONTRACTS.md "REST: giving", docs/ARCHITECTURE.md §4): in sandbox mode the
// widget posts the card fields here instead of to Stripe. Only brand, last four and expiry are kept.
import {
  calendarDateInTimeZone,
  giveTestAuthenticationSchema,
  sandboxPaymentMethodRequestSchema,
  translateValidation,
  type GiveAuthenticationRequired,
  type SandboxPaymentMethodResponse,
} from '@halo/domain';
import type { FastifyPluginAsync } from 'fastify';
import { authorizeGiving } from './givingAccess';
import { declineMessage, givingMessage } from '../core/gifts/givingMessages';
import { NotFound } from '../http/errors/NotFound';
import { ValidationFailed } from '../http/errors/ValidationFailed';
import { cardOwnerToken } from './tokenCards';
import { parseBody } from '../http/parseBody';
import {
  checkCard,
  isStripeTestCard,
  normalizeCardNumber,
  sandboxTestCardsOnly,
} from '../payments/sandbox/sandboxCards';
import { cardFingerprint } from '../limits/cardTesting';
import { answer, assertNotCardTesting, cardAttempt, countCustomerAttempt } from './givingAttempts';

const givingSandboxRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/api/give/sandbox/payment-methods',
    {
      config: {
        csrf: false,
        rateLimit: { max: app.config.givingRateLimits.cardPerMinute, timeWindow: 60_000 },
      },
    },
    (request, reply) =>
      // A declined card answers 402 with the decline's code and message, as POST /api/give does.
      answer<SandboxPaymentMethodResponse | { code: string; message: string } | GiveAuthenticationRequired>(
        reply,
        async () => {
          const raw = (request.body ?? {}) as Record<string, unknown>;
          // Also a manage link's "Change card": a new card is that token's whole job.
          const access = await authorizeGiving(
            app,
            request,
            { organizationPrefixedId: raw.organization_prefixed_id, customerId: raw.stripe_customer_id },
            ['give', 'change-card'],
          );
          if (access.processor.mode !== 'sandbox') {
            throw new NotFound(givingMessage(request.locale, 'giving.sandboxOnly'));
          }
          await assertNotCardTesting(app, request, cardAttempt(request, access, null));
          const body = parseBody(sandboxPaymentMethodRequestSchema, request.body, request.locale);
          const today = calendarDateInTimeZone(access.organization.timeZone, app.clock());
          const [year, month] = today.split('-').map(Number) as [number, number];
          if (body.exp_year < year || (body.exp_year === year && body.exp_month < month)) {
            const message = translateValidation('validation.cardExpiryInvalid', {}, request.locale);
            throw new ValidationFailed({ exp_month: [message] });
          }
          const digits = normalizeCardNumber(body.card_number);
          if (!digits) {
            const message = givingMessage(request.locale, 'giving.cardNumberInvalid');
            await app.giving.cardTesting.recordDecline(cardAttempt(request, access, null), app.clock());
            throw new ValidationFailed({ card_number: [message] }, { code: 'invalid_number' });
          }
          if (sandboxTestCardsOnly(app.config) && !isStripeTestCard(digits)) {
            const message = givingMessage(request.locale, 'giving.testCardRequired');
            throw new ValidationFailed({ card_number: [message] }, { code: 'test_card_required' });
          }
          const attempt = cardAttempt(request, access, cardFingerprint(app.giving.appKey, digits));
          await assertNotCardTesting(app, request, attempt);
          await countCustomerAttempt(app, request, access);
          // Stripe's 3-D Secure test cards: the bank asks the donor when the card is saved (Stripe.js
          // runs it while confirming the SetupIntent). For 4000002500003155 that covers every charge
          // after; 4000002760003184 asks again at each payment, off-session ones included (POST
          // /api/give and "Confirm your gift"). The card is saved only once the test challenge
          // passed; the form sends it again with the answer.
          const checked = checkCard(digits);
          const { test_authentication } = parseBody(
            giveTestAuthenticationSchema,
            request.body,
            request.locale,
          );
          if (checked.ok && checked.authenticatesAtSetup && test_authentication !== 'passed') {
            return {
              status: 402,
              body: {
                code: 'authentication_required',
                message: givingMessage(request.locale, 'giving.cardAuthenticationRequired'),
                authentication: { mode: 'sandbox' },
              } satisfies GiveAuthenticationRequired,
            };
          }
          const result = await app.payments.sandbox.tokenizeCard({
            customerId: access.customer.customerId,
            digits,
            expMonth: body.exp_month,
            expYear: body.exp_year,
            addedByToken: cardOwnerToken(access),
          });
          if (result.status === 'declined') {
            await app.giving.cardTesting.recordDecline(attempt, app.clock());
            return {
              status: 402,
              body: { code: result.code, message: declineMessage(request.locale, result.code) },
            };
          }
          // Only a proven donor's card joins the account's payment methods (tokenCards.ts).
          if (access.scope === 'full') {
            await app.giving.repository.upsertPaymentMethod(
              access.customer,
              result.paymentMethodId,
              result.card,
              body.cardholder_name?.trim() || null,
            );
          }
          return {
            status: 200,
            body: {
              payment_method_id: result.paymentMethodId,
              brand: result.card.brand,
              last_four: result.card.lastFour,
              exp_month: result.card.expMonth,
              exp_year: result.card.expYear,
            } satisfies SandboxPaymentMethodResponse,
          };
        },
      ),
  );
};

export default givingSandboxRoutes;
