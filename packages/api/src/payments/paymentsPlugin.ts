// `app.payments`: which PaymentProcessor serves an organization (docs/ARCHITECTURE.md §4). Sandbox for
// organizations in sandbox mode (the embedded default); Stripe when STRIPE_SECRET_KEY is set and
// the organization is connected.
import fp from 'fastify-plugin';
import type { OrganizationRow } from '../db/schema';
import type { PaymentProcessor } from './paymentProcessor';
import { createSandboxProcessor, type SandboxProcessor } from './sandbox/sandboxProcessor';

/** Builds the Stripe processor of a connected organization; set by the Stripe wiring (see below). */
export type StripeProcessorFactory = (
  organization: OrganizationRow & { stripeAccountId: string },
) => PaymentProcessor;

export interface Payments {
  forOrganization(organization: OrganizationRow): PaymentProcessor;
  /** The sandbox itself, for its card tokenizer (POST /api/give/sandbox/payment-methods). */
  readonly sandbox: SandboxProcessor;
  /**
   * Hook for the Stripe processor: called once at start-up when STRIPE_SECRET_KEY is set
   * (`app.payments.useStripe((org) => new StripeProcessor(…))`). Until then, or for an organization
   * without a connected account, forOrganization refuses stripe-mode organizations.
   */
  useStripe(factory: StripeProcessorFactory): void;
  /**
   * Stripe for refunding a gift Stripe charged: on the church's connected account, else on the one
   * the console last disconnected (it stays the church's on Stripe and connected to the platform).
   * Unlike a charge, a refund needs no account able to take gifts now. Null when this server has no
   * Stripe, or the church no real account.
   */
  stripeForRefund(organization: OrganizationRow): PaymentProcessor | null;
}

export class ProcessorUnavailableError extends Error {
  override name = 'ProcessorUnavailableError';
  readonly statusCode = 503;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
}

export default fp(
  async (app) => {
    const sandbox = createSandboxProcessor(app.db);
    let stripeFactory: StripeProcessorFactory | null = null;
    app.decorate<Payments>('payments', {
      sandbox,
      useStripe(factory) {
        stripeFactory = factory;
      },
      forOrganization(organization) {
        if (organization.processorMode === 'sandbox') return sandbox;
        const { stripeAccountId } = organization;
        if (!stripeFactory || !app.config.stripe || !stripeAccountId || !organization.stripeChargesEnabled) {
          // Never fall back to the sandbox for a live organization: that would "accept" gifts
          // nobody pays for.
          throw new ProcessorUnavailableError(
            `organization ${organization.prefixedId} has no usable Stripe processor`,
          );
        }
        return stripeFactory({ ...organization, stripeAccountId });
      },
      stripeForRefund(organization) {
        const account = organization.stripeAccountSimulated
          ? organization.stripeFormerAccountId
          : (organization.stripeAccountId ?? organization.stripeFormerAccountId);
        if (!stripeFactory || !app.config.stripe || !account) return null;
        return stripeFactory({ ...organization, stripeAccountId: account });
      },
    });
  },
  { name: 'payments', dependencies: ['db'], decorators: { fastify: ['config'] } },
);
