// `app.stuckTextGifts`: the pass that finishes gifts by text whose claim a stopped process left
// (stuckTextGifts.ts), at start-up and then on a timer, on the instances that run the recurring
// worker (RECURRING_WORKER=on, the default; tests turn it off and call `runOnce()`). It reads
// `app.clock()`, so CLOCK_NOW moves it.
import fp from 'fastify-plugin';
import { startPeriodicPass } from '../core/periodicPass';
import { finishStuckTextGifts, type StuckTextGiftSummary } from './stuckTextGifts';

/** Pause between passes: a claim is stale after two minutes, so a donor hears back within three. */
const STUCK_TEXT_GIFTS_INTERVAL_MS = 60_000;

export interface StuckTextGifts {
  /** One pass now. Passes of one instance never overlap; those of several are kept apart by the database. */
  runOnce(): Promise<StuckTextGiftSummary>;
}

declare module 'fastify' {
  interface FastifyInstance {
    stuckTextGifts: StuckTextGifts;
  }
}

export default fp(
  async (app) => {
    const pass = startPeriodicPass(app, {
      run: (isClosing) => finishStuckTextGifts(app, app.clock(), isClosing),
      intervalMs: STUCK_TEXT_GIFTS_INTERVAL_MS,
      describe: (summary) =>
        summary.finished > 0 ? 'gifts by text left by a stopped process finished' : null,
      failure: 'stuck text gifts pass failed',
    });
    app.decorate<StuckTextGifts>('stuckTextGifts', pass);
  },
  {
    name: 'stuck-text-gifts',
    dependencies: ['db', 'graceful-shutdown', 'payments', 'organizations-repository', 'sms', 'broadcaster'],
    decorators: { fastify: ['config', 'clock'] },
  },
);
