// `app.sandboxPayouts`: the sandbox's daily payouts (sandboxPayoutPass.ts) at start-up and then on a
// timer, on the instances that run the recurring worker (RECURRING_WORKER=on, the default; tests
// turn it off and call `runOnce()`). It reads `app.clock()`, so CLOCK_NOW moves its day, and a server
// started after a pause catches up on the days it missed.
import fp from 'fastify-plugin';
import { startPeriodicPass } from '../core/periodicPass';
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
    const pass = startPeriodicPass(app, {
      run: (isClosing) => runSandboxPayouts(app.db, app.clock(), isClosing),
      intervalMs: PAYOUT_PASS_INTERVAL_MS,
      describe: (summary) => (summary.deposits > 0 ? 'sandbox payouts made' : null),
      failure: 'sandbox payout pass failed',
    });
    app.decorate<SandboxPayouts>('sandboxPayouts', pass);
  },
  {
    name: 'sandbox-payouts',
    dependencies: ['db', 'graceful-shutdown'],
    decorators: { fastify: ['config', 'clock'] },
  },
);
