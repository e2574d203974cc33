// `app.walletDomains`: the worker that registers a church's allowed websites with its processor for
// Apple Pay and Google Pay (walletDomainQueue.ts). A pass starts after every answer to a request that
// queued a change (after the answer has left: Stripe's slowness is never the console's;
// src/db/queuedWork.ts), on the outbox's timer (OUTBOX_INTERVAL_SECONDS) for what the CLI, a crash
// or another instance left, and once more on close.
import fp from 'fastify-plugin';
import { drainOnTimerAndClose, queueDrain, type QueueDrain } from '../../db/queueDrain';
import {
  DEFAULT_WALLET_DOMAIN_SETTINGS,
  queueUnrecordedWalletDomains,
  syncDueWalletDomains,
  type WalletDomainRun,
} from './walletDomainQueue';

export type WalletDomains = QueueDrain<WalletDomainRun>;

declare module 'fastify' {
  interface FastifyInstance {
    walletDomains: WalletDomains;
  }
}

export default fp(
  async (app) => {
    const walletDomains = queueDrain(
      () =>
        syncDueWalletDomains(app.db, {
          settings: DEFAULT_WALLET_DOMAIN_SETTINGS,
          processorFor: (organization) => app.payments.forOrganization(organization),
          log: (problem, row) =>
            app.log.warn(
              { walletDomainId: row.id, organizationId: row.organizationId, attempts: row.attempts, problem },
              'wallet domain not registered; will retry',
            ),
        }),
      (total, run) => {
        total.synced += run.synced;
        total.failed += run.failed;
      },
      () => ({ synced: 0, failed: 0 }),
    );
    app.decorate<WalletDomains>('walletDomains', walletDomains);

    app.addHook('onResponse', async (request) => {
      if (!request.queuedWork?.has('walletDomains')) return;
      void walletDomains
        .drain()
        .catch((error: unknown) => app.log.error({ err: error }, 'wallet domains pass failed'));
    });

    // Websites allowed before this worker existed, or written straight into a church (the demo's
    // seed), and each church's hosted giving page.
    app.addHook('onReady', async () => {
      const queued = await queueUnrecordedWalletDomains(app.db, app.config.publicUrl);
      if (queued > 0) void walletDomains.drain().catch(() => undefined);
    });

    drainOnTimerAndClose(app, walletDomains, app.config.outbox.intervalMs, 'wallet domains');
  },
  {
    name: 'wallet-domains',
    dependencies: ['db', 'queued-work', 'payments', 'graceful-shutdown'],
    decorators: { fastify: ['config'] },
  },
);
