// `app.sandboxPayouts`: the sandbox's daily payouts (sandboxPayoutPass.ts) at start-up and then on a
// timer, on the instances that run the recurring worker (RECURRING_WORKER=on, the default; tests
// turn it off and call `runOnce()`). It reads `app.clock()`, so CLOCK_NOW moves its day, and a server
// started after a pause catches up on the days it missed.
import fp from 'fastify-plugin';
import { runSandboxPayouts, type PayoutPassSummary } from './sandboxPayoutPass';

/** Pause between passes: a payout is a daily thing, a minute late is on time. */
const PAYOUT_PASS_INTERVAL_MS = 60_000;

export interface SandboxPayouts {
  /** One pass now. Passes of one instance never overlap; those of several are kept apart by the database. */
  runOnce(): Promise<PayoutPassSummary>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sandboxPayouts: SandboxPayouts;
  }
}

export default fp(
  async (app) => {
    let closing = false;
    let running: Promise<unknown> = Promise.resolve();
    const runOnce = (): Promise<PayoutPassSummary> => {
      const run = running.then(() => runSandboxPayouts(app.db, app.clock(), () => closing));
      running = run.catch(() => undefined);
      return run;
    };
    app.decorate<SandboxPayouts>('sandboxPayouts', { runOnce });

    if (!app.config.recurringWorker.enabled) return;
    let timer: NodeJS.Timeout | null = null;
    const schedule = (delayMs: number) => {
      timer = setTimeout(() => {
        timer = null;
        runOnce()
          .then((summary) => {
            if (summary.deposits > 0) app.log.info({ summary }, 'sandbox payouts made');
          })
          .catch((error: unknown) => app.log.error({ err: error }, 'sandbox payout pass failed'))
          .finally(() => {
            if (!closing) schedule(PAYOUT_PASS_INTERVAL_MS);
          });
      }, delayMs);
      // The pass alone never keeps the process alive.
      timer.unref();
    };
    // The first pass right after start-up, so a server started after a pause catches up at once.
    app.addHook('onReady', async () => schedule(0));
    app.addHook('preClose', async () => {
      closing = true;
      if (timer) clearTimeout(timer);
      await running;
    });
  },
  {
    name: 'sandbox-payouts',
    dependencies: ['db', 'graceful-shutdown'],
    decorators: { fastify: ['config', 'clock'] },
  },
);
