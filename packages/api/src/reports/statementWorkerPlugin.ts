// `app.statementWorker`: sends the console's year-end statement batches
// (src/admin/statementBatches/statementBatchWorker.ts) on a short timer. It runs on the instances
// that run the recurring worker (RECURRING_WORKER=on, the default; tests turn it off and call
// `runOnce()`); several instances may run it at once against one PostgreSQL database.
import fp from 'fastify-plugin';
import {
  DEFAULT_STATEMENT_PASS,
  sendStatementBatches,
  type StatementPassSummary,
} from './statementBatchWorker';

/** Pause between passes: a batch started in the console begins within this long. */
const STATEMENT_PASS_INTERVAL_MS = 5_000;

export interface StatementWorker {
  /** One pass now, then the outbox sends what it queued. Passes of one instance never overlap. */
  runOnce(): Promise<StatementPassSummary>;
}

declare module 'fastify' {
  interface FastifyInstance {
    statementWorker: StatementWorker;
  }
}

export default fp(
  async (app) => {
    let closing = false;
    let running: Promise<unknown> = Promise.resolve();
    const runOnce = (): Promise<StatementPassSummary> => {
      const run = running.then(async () => {
        const summary = await sendStatementBatches(app, DEFAULT_STATEMENT_PASS, () => closing);
        if (summary.sent > 0) {
          await app.outbox
            .drain()
            .catch((error: unknown) => app.log.error({ err: error }, 'outbox pass failed'));
        }
        return summary;
      });
      running = run.catch(() => undefined);
      return run;
    };
    app.decorate<StatementWorker>('statementWorker', { runOnce });

    if (!app.config.recurringWorker.enabled) return;
    let timer: NodeJS.Timeout | null = null;
    const schedule = () => {
      timer = setTimeout(() => {
        timer = null;
        runOnce()
          .then((summary) => {
            if (summary.sent > 0) app.log.info({ summary }, 'year-end statements queued');
          })
          .catch((error: unknown) => app.log.error({ err: error }, 'statement worker pass failed'))
          .finally(() => {
            if (!closing) schedule();
          });
      }, STATEMENT_PASS_INTERVAL_MS);
      // The worker alone never keeps the process alive.
      timer.unref();
    };
    app.addHook('onReady', async () => schedule());
    // Before the database closes: a pass under way stops after its current donor.
    app.addHook('preClose', async () => {
      closing = true;
      if (timer) clearTimeout(timer);
      await running;
    });
  },
  {
    name: 'statement-worker',
    dependencies: ['db', 'mailer', 'reports', 'graceful-shutdown'],
    decorators: { fastify: ['config', 'clock'] },
  },
);
