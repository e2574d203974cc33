// Which leased queues (src/db/leasedQueue.ts) a request gave work: the email outbox, the webhook
// deliveries, the wallet websites. Each queue's pass runs after the answers that gave it work, not
// after every request that could have: a pass is a transaction and a claim on the database, and most
// requests, every GraphQL read among them, queue nothing. What a request queues outside this record
// is still sent: each queue's timer finds every row that is due.
import { AsyncLocalStorage } from 'node:async_hooks';

export type QueueName = 'outbox' | 'webhooks' | 'walletDomains';

export type QueuedWork = Set<QueueName>;

const queuedByRequest = new AsyncLocalStorage<QueuedWork>();

/** Records that the running request, if any, made a row of `queue` due now. */
export function noteQueued(queue: QueueName): void {
  queuedByRequest.getStore()?.add(queue);
}

/** Runs `handling` (the rest of a request) recording in `queued` what it queues. */
export function recordingQueuedWork<T>(queued: QueuedWork, handling: () => T): T {
  return queuedByRequest.run(queued, handling);
}
