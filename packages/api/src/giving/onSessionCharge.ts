// The giving form's charge, made while the donor is at the form: when the bank asks them to
// authenticate (3-D Secure), the payment waits for them instead of being declined, and the form runs
// the authentication and sends the same gift again (same Idempotency-Key, so the same processor
// payment). That repeat finds the payment paid, still waiting, or failed — as the processor says,
// never as the browser says.
import type { GiveAuthentication } from '@halo/domain';
import type { FastifyInstance } from 'fastify';
import type { OrganizationRow } from '../db/schema';
import type { ChargeInput, ChargeResult, PaymentProcessor } from '../payments/paymentProcessor';

export type OnSessionChargeResult =
  ChargeResult | { status: 'requires_action'; authentication: GiveAuthentication };

export async function chargeOnSession(
  app: FastifyInstance,
  organization: OrganizationRow,
  processor: PaymentProcessor,
  input: ChargeInput,
  /** The sandbox's test challenge ended with "Complete authentication" (ignored with Stripe). */
  testAuthenticationPassed: boolean,
): Promise<OnSessionChargeResult> {
  const first = await processor.chargeOrAwaitAuthentication(input);
  if (first.status !== 'requires_action') return first;
  // A repeat of the key reaches the payment of the first request; it may have been authenticated
  // since. In sandbox mode the test challenge's answer is what the sandbox bank is told.
  if (processor.mode === 'sandbox' && testAuthenticationPassed) {
    await app.payments.sandbox.completeTestAuthentication(first.paymentIntentId, true);
  }
  const now = await processor.chargeAfterAuthentication(first.paymentIntentId);
  if (now.status !== 'requires_action') return now;
  if (processor.mode === 'stripe' && app.config.stripe) {
    const { clientSecret } = await processor.prepareAuthentication(now.paymentIntentId);
    return {
      status: 'requires_action',
      authentication: {
        mode: 'stripe',
        client_secret: clientSecret,
        publishable_key: app.config.stripe.publishableKey,
        stripe_account: organization.stripeAccountId,
      },
    };
  }
  return { status: 'requires_action', authentication: { mode: 'sandbox' } };
}
