// POST /api/stripe/webhook: Stripe's signed events (docs/ARCHITECTURE.md §4). Verifies the Stripe-Signature over
// the raw body, acts on each event id at most once, and hands the event to `app.stripeEvents`.
// https://docs.stripe.com/webhooks#verify-events
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { REQUEST_PIPELINE_PLUGINS } from '../../http/requestPipeline';
import { BadRequest } from '../../http/errors/BadRequest';
import Stripe from 'stripe';
import { createProcessedWebhookEvents } from './processedWebhookEvents';
import { StripeEventBus } from './stripeEvents';

export const STRIPE_WEBHOOK_PATH = '/api/stripe/webhook';

declare module 'fastify' {
  interface FastifyInstance {
    /** Subscribe to Stripe's payment events here; present even when Stripe is not configured. */
    stripeEvents: StripeEventBus;
  }
}

/** The event, when one of the secrets signed this body within Stripe's 5-minute tolerance. */
function verifiedEvent(rawBody: Buffer, signature: string, secrets: string[]): Stripe.Event | null {
  for (const secret of secrets) {
    try {
      return Stripe.webhooks.constructEvent(rawBody, signature, secret);
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeSignatureVerificationError)) throw error;
    }
  }
  return null;
}

async function webhookRoute(app: FastifyInstance, secrets: string[]): Promise<void> {
  // The signature covers the exact bytes Stripe sent, so this route (and only this one: the parser
  // is scoped to this encapsulated plugin) keeps the body as a Buffer instead of parsing JSON.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  const processed = createProcessedWebhookEvents(app.db);

  app.post(
    STRIPE_WEBHOOK_PATH,
    // Stripe cannot send our CSRF header; the signature is its credential (README "Sessions").
    { config: { csrf: false } },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      const body = request.body;
      let event: Stripe.Event | null = null;
      if (typeof signature === 'string' && Buffer.isBuffer(body)) {
        try {
          event = verifiedEvent(body, signature, secrets);
        } catch (error) {
          // Signed correctly but not JSON: nothing Stripe sends, so treat it like a bad request.
          request.log.warn({ err: error }, 'stripe webhook body unreadable');
        }
      }
      if (!event) throw new BadRequest('Invalid Stripe signature.');

      const log = request.log.child({ stripeEvent: event.id, stripeEventType: event.type });
      const bus = app.stripeEvents;
      if (!bus.handles(event)) return { received: true };

      const now = new Date();
      if (!(await processed.claim({ id: event.id, type: event.type, account: event.account ?? null }, now))) {
        log.info('stripe event already handled');
        return { received: true };
      }
      try {
        await bus.emit(event);
      } catch (error) {
        // Stripe delivers it again (with backoff, for up to three days) after a non-2xx answer.
        await processed.release(event.id);
        throw error;
      }
      await processed.complete(event.id, new Date());
      log.info('stripe event handled');
      return { received: true };
    },
  );
}

export default fp(
  async (app) => {
    app.decorate('stripeEvents', new StripeEventBus());
    const secrets = app.config.stripe?.webhookSecrets ?? [];
    // Without a signing secret we could not tell Stripe from anyone else: no route at all (404).
    if (secrets.length > 0) await app.register(async (scope) => webhookRoute(scope, secrets));
  },
  {
    name: 'stripe-webhooks',
    dependencies: ['db', ...REQUEST_PIPELINE_PLUGINS],
    decorators: { fastify: ['config'] },
  },
);
