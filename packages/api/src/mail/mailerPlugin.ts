// `app.mailer`: every email the API sends goes through here (receipts, verification, password
// reset, statements), so tests and the embedded default can read them as .eml files.
// `app.outbox`: the worker that sends what src/mail/outbox.ts queued. It runs after every request
// that queued mail (before the answer leaves, as the mail used to be sent in the handler;
// src/db/queuedWork.ts), on a timer for what a crash or another instance left, and once more on
// close (src/db/queueDrain.ts).
import fp from 'fastify-plugin';
import { drainOnTimerAndClose, queueDrain, type QueueDrain } from '../db/queueDrain';
import { createMailer, type Mailer } from './mailer';
import { sendDueMail, type OutboxRun } from './outbox';

export type Outbox = QueueDrain<OutboxRun>;

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
    const outbox = queueDrain(
      () =>
        sendDueMail(app.db, mailer, {
          settings,
          log: (error, row) =>
            app.log.error(
              { err: error, outboxId: row.id, attempts: row.attempts },
              'email not sent; will retry',
            ),
        }),
      (total, run) => {
        total.sent += run.sent;
        total.failed += run.failed;
      },
      () => ({ sent: 0, failed: 0 }),
    );
    app.decorate<Outbox>('outbox', outbox);

    app.addHook('onSend', async (request) => {
      if (!request.queuedWork?.has('outbox')) return;
      await outbox.drain().catch((error: unknown) => app.log.error({ err: error }, 'outbox pass failed'));
    });

    drainOnTimerAndClose(app, outbox, settings.intervalMs, 'outbox');
  },
  {
    name: 'mailer',
    dependencies: ['db', 'queued-work', 'graceful-shutdown'],
    decorators: { fastify: ['config', 'clock'] },
  },
);
