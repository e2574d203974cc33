// `app.recurringWorker`: the recurring charging engine (src/recurring/) on a timer, on by default
// (RECURRING_WORKER=on|off, RECURRING_WORKER_INTERVAL_SECONDS). Any number of instances may run it
// against one PostgreSQL database; see packages/api/README.md "Recurring engine".
import fp from 'fastify-plugin';
import { retireUnverifiedAccounts } from '../core/accounts/unverifiedAccounts';
import { remindUnverifiedAccounts } from '../core/accounts/verificationReminders';
import { createRecurringEngine, type RunSummary } from './recurringEngine';

export interface RecurringWorker {
  /**
   * One run now (tests, the runOnce script, demos with CLOCK_NOW). Runs never overlap: a call
   * during a run waits for it and then runs again.
   */
  runOnce(): Promise<RunSummary>;
}

declare module 'fastify' {
  interface FastifyInstance {
    recurringWorker: RecurringWorker;
  }
}

export default fp(
  async (app) => {
    const settings = app.config.recurringWorker;
    let closing = false;
    const engine = createRecurringEngine(app, {
      staleAfterMs: settings.staleAfterMs,
      shouldStop: () => closing,
    });

    let running: Promise<unknown> = Promise.resolve();
    const runOnce = (): Promise<RunSummary> => {
      // The receipts and notices a run queued leave with it (the outbox's timer would be later).
      const run = running.then(async () => {
        const summary = await engine.runOnce();
        await app.outbox
          .drain()
          .catch((error: unknown) => app.log.error({ err: error }, 'outbox pass failed'));
        return summary;
      });
      running = run.catch(() => undefined);
      return run;
    };
    app.decorate<RecurringWorker>('recurringWorker', { runOnce });

    if (!settings.enabled) return;
    let timer: NodeJS.Timeout | null = null;
    // The whole periodic pass (charges, then the unverified accounts' removal and reminders): a
    // shutdown waits for it, so no step of it queries a database already closed.
    let pass: Promise<unknown> = Promise.resolve();
    const unlessClosing =
      <T>(step: () => Promise<T>) =>
      (): Promise<T | 0> =>
        closing ? Promise.resolve(0) : step();
    const schedule = (delayMs: number) => {
      timer = setTimeout(() => {
        timer = null;
        pass = runOnce()
          .then((summary) => {
            if (summary.succeeded + summary.declined + summary.errors > 0) {
              app.log.info({ summary }, 'recurring gifts charged');
            }
          })
          .catch((error: unknown) => app.log.error({ err: error }, 'recurring worker run failed'))
          // The same periodic pass retires accounts whose email was never proven.
          .then(unlessClosing(() => retireUnverifiedAccounts(app, app.clock())))
          .then((retired) => {
            if (retired > 0) app.log.info({ retired }, 'unverified accounts removed');
          })
          .catch((error: unknown) => app.log.error({ err: error }, 'unverified account removal failed'))
          // And reminds those still unverified on their first and sixth day, after the removal so an
          // account removed in this pass is not reminded.
          .then(unlessClosing(() => remindUnverifiedAccounts(app, app.clock())))
          .then((reminded) => {
            if (reminded > 0) app.log.info({ reminded }, 'unverified accounts reminded to verify');
          })
          .catch((error: unknown) => app.log.error({ err: error }, 'reminding unverified accounts failed'))
          .finally(() => {
            if (!closing) schedule(settings.intervalMs);
          });
      }, delayMs);
      // The worker alone never keeps the process alive.
      timer.unref();
    };
    // The first run soon after start-up (not a whole interval later), once every plugin is ready.
    app.addHook('onReady', async () => schedule(Math.min(settings.intervalMs, 1000)));
    // preClose runs before any plugin's onClose, so the database is still open for the last batch.
    app.addHook('preClose', async () => {
      closing = true;
      if (timer) clearTimeout(timer);
      // A run in progress stops after its current batch; the rest of its pass is skipped.
      await running;
      await pass;
    });
  },
  {
    name: 'recurring-worker',
    dependencies: [
      'db',
      'payments',
      'mailer',
      'broadcaster',
      'organizations-repository',
      'graceful-shutdown',
    ],
    decorators: { fastify: ['config', 'clock'] },
  },
);
