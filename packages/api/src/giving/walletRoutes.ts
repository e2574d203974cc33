// The sandbox's test wallet (docs/PRODUCT.md §23, docs/CONTRACTS.md "REST: giving"): the payment
// step's labelled "Test wallet" button posts here where Stripe's Express Checkout Element would hand
// over an Apple Pay or Google Pay card. It gives Stripe's 4242 test card, marked as the wallet's, so
// a wallet gift is tested end to end; POST /api/give then charges it like any card.
import { calendarDateInTimeZone, type SandboxWalletResponse } from '@halo/domain';
import type { FastifyPluginAsync } from 'fastify';
import { givingMessage } from '../core/gifts/givingMessages';
import { kioskMessage } from '../core/kioskDevices/kioskMessages';
import { Forbidden } from '../http/errors/Forbidden';
import { NotFound } from '../http/errors/NotFound';
import { authorizeGiving } from './givingAccess';
import { answer, assertNotCardTesting, cardAttempt, countCustomerAttempt } from './givingAttempts';
import { cardOwnerToken } from './tokenCards';

/** Stripe's card that always succeeds (docs.stripe.com/testing). */
const TEST_WALLET_CARD = '4242424242424242';

const walletRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/api/give/sandbox/wallet-payment-methods',
    {
      config: {
        csrf: false,
        rateLimit: { max: app.config.givingRateLimits.cardPerMinute, timeWindow: 60_000 },
      },
    },
    (request, reply) =>
      answer<SandboxWalletResponse>(reply, async () => {
        const raw = (request.body ?? {}) as Record<string, unknown>;
        const access = await authorizeGiving(app, request, {
          organizationPrefixedId: raw.organization_prefixed_id,
          customerId: raw.stripe_customer_id,
        });
        if (access.processor.mode !== 'sandbox') {
          throw new NotFound(givingMessage(request.locale, 'giving.sandboxOnly'));
        }
        // No wallet at a lobby kiosk (docs/PRODUCT.md §20): the wallet on the church's tablet is not
        // the giver's, so it would charge whoever set the tablet up.
        if (access.kioskDevicePrefixedId) {
          throw new Forbidden(kioskMessage(request.locale, 'walletRefused'), { code: 'kiosk_wallet' });
        }
        // Counted and limited like a card typed in: a wallet is one more way to try cards.
        await assertNotCardTesting(app, request, cardAttempt(request, access, null));
        await countCustomerAttempt(app, request, access);
        const year = Number(calendarDateInTimeZone(access.organization.timeZone, app.clock()).slice(0, 4));
        const result = await app.payments.sandbox.tokenizeCard({
          customerId: access.customer.customerId,
          digits: TEST_WALLET_CARD,
          expMonth: 12,
          expYear: year + 3,
          addedByToken: cardOwnerToken(access),
          wallet: 'test_wallet',
        });
        if (result.status !== 'attached') throw new Error('sandbox: the test wallet card was refused');
        return {
          status: 200,
          body: {
            payment_method_id: result.paymentMethodId,
            brand: result.card.brand,
            last_four: result.card.lastFour,
            wallet: 'test_wallet',
          },
        };
      }),
  );
};

export default walletRoutes;
