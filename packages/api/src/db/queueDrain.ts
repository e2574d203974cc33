// How an instance works a leased queue (src/db/leasedQueue.ts): one pass at a time, a caller that
// arrives during a pass gets one more pass (the running one may have claimed before the caller's row
// committed), a pass on a timer for what a crash or another instance left, and one more on close.
// The email outbox and the webhook deliveries are worked alike.
import type { FastifyInstance } from 'fastify';

export interface QueueDrain<TRun> {
  /** Works every row due now; concurrent calls share one pass. */
  drain(): Promise<TRun>;
}

export function queueDrain<TRun>(
  pass: () => Promise<TRun>,
  add: (total: TRun, run: TRun) => void,
  empty: () => TRun,
): QueueDrain<TRun> {
  let running: Promise<TRun> | null = null;
  let again = false;
  const drain = (): Promise<TRun> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      const total = empty();
      do {
        again = false;
        add(total, await pass());
      } while (again);
      return total;
    })().finally(() => {
      running = null;
    });
    return running;
  };
  return { drain };
}

/**
 * Drains every `intervalMs` (0: never on a timer) from when the app is ready, and once more when it
 * closes; a failed pass is logged and the timer goes on.
 */
export function drainOnTimerAndClose(
  app: FastifyInstance,
  queue: QueueDrain<unknown>,
  intervalMs: number,
  what: string,
): void {
  const drain = () =>
    queue.drain().catch((error: unknown) => app.log.error({ err: error }, `${what} pass failed`));
  let closing = false;
  let timer: NodeJS.Timeout | null = null;
  const schedule = () => {
    timer = setTimeout(() => {
      timer = null;
      void drain().finally(() => {
        if (!closing) schedule();
      });
    }, intervalMs);
    timer.unref();
  };
  app.addHook('onReady', async () => {
    if (intervalMs > 0) schedule();
  });
  app.addHook('preClose', async () => {
    closing = true;
    if (timer) clearTimeout(timer);
    await drain();
  });
}
