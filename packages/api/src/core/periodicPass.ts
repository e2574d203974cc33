// A sandbox pass (payouts, bank settlements) that runs at start-up and then on a timer, on the
// instances that run the recurring worker (RECURRING_WORKER=on, the default; tests turn it off and
// call `runOnce()`). The first pass right after start-up lets a server started after a pause catch
// up at once. Passes of one instance never overlap; those of several are kept apart by the database.
import type { FastifyInstance } from 'fastify';

export interface PeriodicPass<Summary> {
  /** One pass now, after any pass of this instance still running. */
  runOnce(): Promise<Summary>;
}

export interface PeriodicPassOptions<Summary> {
  /** The pass; `isClosing` says the server is shutting down, so a long pass can stop between items. */
  run(isClosing: () => boolean): Promise<Summary>;
  intervalMs: number;
  /** What a timed pass logs when it did something (nothing when it returns null). */
  describe(summary: Summary): string | null;
  /** The log line of a timed pass that failed. */
  failure: string;
}

export function startPeriodicPass<Summary>(
  app: FastifyInstance,
  options: PeriodicPassOptions<Summary>,
): PeriodicPass<Summary> {
  let closing = false;
  let running: Promise<unknown> = Promise.resolve();
  const runOnce = (): Promise<Summary> => {
    const run = running.then(() => options.run(() => closing));
    running = run.catch(() => undefined);
    return run;
  };
  if (!app.config.recurringWorker.enabled) return { runOnce };

  let timer: NodeJS.Timeout | null = null;
  const schedule = (delayMs: number) => {
    timer = setTimeout(() => {
      timer = null;
      runOnce()
        .then((summary) => {
          const done = options.describe(summary);
          if (done) app.log.info({ summary }, done);
        })
        .catch((error: unknown) => app.log.error({ err: error }, options.failure))
        .finally(() => {
          if (!closing) schedule(options.intervalMs);
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
  return { runOnce };
}
