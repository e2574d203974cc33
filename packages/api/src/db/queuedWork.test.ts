import { noteQueued, recordingQueuedWork, type QueuedWork } from './queuedWork';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

it('records what a request queues across its awaits, and nothing outside a request', async () => {
  noteQueued('outbox');
  const first: QueuedWork = new Set();
  const second: QueuedWork = new Set();
  await Promise.all([
    recordingQueuedWork(first, async () => {
      await tick();
      noteQueued('outbox');
      await tick();
      noteQueued('webhooks');
    }),
    recordingQueuedWork(second, async () => {
      await tick();
      noteQueued('walletDomains');
    }),
  ]);
  expect([...first].sort()).toEqual(['outbox', 'webhooks']);
  expect([...second]).toEqual(['walletDomains']);
});
