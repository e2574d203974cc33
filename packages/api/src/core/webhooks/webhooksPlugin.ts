// `app.webhooks`: the worker that sends the church's webhook deliveries (webhookDeliveries.ts). It
// starts a pass after every answer to a request that queued a delivery (after the answer has left:
// an endpoint's slowness is never the donor's; src/db/queuedWork.ts), on the outbox's timer
// (OUTBOX_INTERVAL_SECONDS) for what the workers, a crash or another instance queued, and once more
// on close.
import fp from 'fastify-plugin';
import { resolveAppKey } from '../appKey';
import { drainOnTimerAndClose, queueDrain, type QueueDrain } from '../../db/queueDrain';
import { DEFAULT_WEBHOOK_SETTINGS, deliverDueWebhooks, type WebhookRun } from './webhookDeliveries';

export type Webhooks = QueueDrain<WebhookRun>;

declare module 'fastify' {
  interface FastifyInstance {
    webhooks: Webhooks;
  }
}

export default fp(
  async (app) => {
    const appKey = await resolveAppKey(app.config);
    const webhooks = queueDrain(
      () =>
        deliverDueWebhooks(app.db, {
          settings: DEFAULT_WEBHOOK_SETTINGS,
          appKey,
          policy: { local: !app.config.production },
          log: (problem, row) =>
            app.log.warn(
              { webhookEventId: row.eventId, endpointId: row.endpointId, attempts: row.attempts, problem },
              'webhook not delivered; will retry',
            ),
        }),
      (total, run) => {
        total.delivered += run.delivered;
        total.failed += run.failed;
      },
      () => ({ delivered: 0, failed: 0 }),
    );
    app.decorate<Webhooks>('webhooks', webhooks);

    app.addHook('onResponse', async (request) => {
      if (!request.queuedWork?.has('webhooks')) return;
      void webhooks.drain().catch((error: unknown) => app.log.error({ err: error }, 'webhooks pass failed'));
    });

    drainOnTimerAndClose(app, webhooks, app.config.outbox.intervalMs, 'webhooks');
  },
  {
    name: 'webhooks',
    dependencies: ['db', 'queued-work', 'graceful-shutdown'],
    decorators: { fastify: ['config'] },
  },
);
