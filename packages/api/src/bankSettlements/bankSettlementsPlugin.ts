// `app.bankSettlements`: the sandbox's bank gift settlements (bankSettlementPass.ts) at start-up and
// then on a timer, on the instances that run the recurring worker (RECURRING_WORKER=on, the default;
// tests turn it off and call `runOnce()`). It reads `app.clock()`, so CLOCK_NOW moves its day.
import fp from 'fastify-plugin';
import { runBankSettlements, type BankSettlementSummary } from './bankSettlementPass';

/** Pause between passes: a debit settles on a day, a minute late is on time. */
const SETTLEMENT_PASS_INTERVAL_MS = 60_000;

export interface BankSettlements {
  /** One pass now. Passes of one instance never overlap; those of several are kept apart by the database. */
  runOnce(): Promise<BankSettlementSummary>;
}

declare module 'fastify' {
  interface FastifyInstance {
    bankSettlements: BankSettlements;
  }
}

export default fp(
  async (app) => {
    let closing = false;
    let running: Promise<unknown> = Promise.resolve();
    const runOnce = (): Promise<BankSettlementSummary> => {
      const run = running.then(() =>
        runBankSettlements(app.db, app.clock(), app.config.publicUrl, () => closing),
      );
      running = run.catch(() => undefined);
      return run;
    };
    app.decorate<BankSettlements>('bankSettlements', { runOnce });

    if (!app.config.recurringWorker.enabled) return;
    let timer: NodeJS.Timeout | null = null;
    const schedule = (delayMs: number) => {
      timer = setTimeout(() => {
        timer = null;
        runOnce()
          .then((summary) => {
            if (summary.succeeded + summary.failed > 0) app.log.info({ summary }, 'bank gifts settled');
          })
          .catch((error: unknown) => app.log.error({ err: error }, 'bank settlement pass failed'))
          .finally(() => {
            if (!closing) schedule(SETTLEMENT_PASS_INTERVAL_MS);
          });
      }, delayMs);
      // The pass alone never keeps the process alive.
      timer.unref();
    };
    app.addHook('onReady', async () => schedule(0));
    app.addHook('preClose', async () => {
      closing = true;
      if (timer) clearTimeout(timer);
      await running;
    });
  },
  {
    name: 'bank-settlements',
    dependencies: ['db', 'graceful-shutdown'],
    decorators: { fastify: ['config', 'clock'] },
  },
);
