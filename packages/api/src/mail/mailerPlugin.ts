// `app.mailer`: every email the API sends goes through here (receipts, verification, password
// reset, statements), so tests and the embedded default can read them as .eml files.
// `app.outbox`: the worker that sends what src/mail/outbox.ts queued. It runs after every request
// that may have queued mail (before the answer leaves, as the mail used to be sent in the handler),
// on a timer for what a crash or another instance left, and once more on close.
import fp from 'fastify-plugin';
import { createMailer, type Mailer } from './mailer';
import { sendDueMail, type OutboxRun } from './outbox';

export interface Outbox {
  /** Sends every message due now; concurrent calls share one pass. */
  drain(): Promise<OutboxRun>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    outbox: Outbox;
  }
}

export default fp(
  async (app) => {
    const mailer = createMailer({
      smtpUrl: app.config.smtpUrl,
      from: app.config.mailFrom,
      dataDir: app.config.dataDir,
      logger: app.log,
    });
    app.decorate('mailer', mailer);

    const settings = app.config.outbox;
    let running: Promise<OutboxRun> | null = null;
    let again = false;
    const pass = () =>
      sendDueMail(app.db, mailer, {
        settings,
        log: (error, row) =>
          app.log.error(
            { err: error, outboxId: row.id, attempts: row.attempts },
            'email not sent; will retry',
          ),
      });
    const drain = (): Promise<OutboxRun> => {
      if (running) {
        // A pass is under way and may have claimed before this caller's message committed: one more.
        again = true;
        return running;
      }
      running = (async () => {
        const total: OutboxRun = { sent: 0, failed: 0 };
        do {
          again = false;
          const run = await pass();
          total.sent += run.sent;
          total.failed += run.failed;
        } while (again);
        return total;
      })().finally(() => {
        running = null;
      });
      return running;
    };
    app.decorate<Outbox>('outbox', { drain });

    app.addHook('onSend', async (request) => {
      if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
      await drain().catch((error: unknown) => app.log.error({ err: error }, 'outbox pass failed'));
    });

    let closing = false;
    let timer: NodeJS.Timeout | null = null;
    const schedule = () => {
      timer = setTimeout(() => {
        timer = null;
        drain()
          .catch((error: unknown) => app.log.error({ err: error }, 'outbox pass failed'))
          .finally(() => {
            if (!closing) schedule();
          });
      }, settings.intervalMs);
      timer.unref();
    };
    app.addHook('onReady', async () => {
      if (settings.intervalMs > 0) schedule();
    });
    app.addHook('preClose', async () => {
      closing = true;
      if (timer) clearTimeout(timer);
      await drain().catch((error: unknown) => app.log.error({ err: error }, 'outbox pass failed'));
    });
  },
  { name: 'mailer', dependencies: ['db', 'graceful-shutdown'], decorators: { fastify: ['config', 'clock'] } },
);
