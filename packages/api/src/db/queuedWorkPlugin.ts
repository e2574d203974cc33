// `request.queuedWork`: the queues a request gave work (src/db/queuedWork.ts), for the hooks that
// start their passes once it is answered. Recorded from the handlers' side of the request: after the
// body is read (a stream's events would run outside the record) and before any handler.
import fp from 'fastify-plugin';
import { recordingQueuedWork, type QueuedWork } from './queuedWork';

declare module 'fastify' {
  interface FastifyRequest {
    /** Null until the request reaches its handlers, and for a request refused before them. */
    queuedWork: QueuedWork | null;
  }
}

export default fp(
  async (app) => {
    app.decorateRequest('queuedWork', null);
    app.addHook('preHandler', (request, _reply, done) => {
      const queued: QueuedWork = new Set();
      request.queuedWork = queued;
      recordingQueuedWork(queued, done);
    });
  },
  { name: 'queued-work' },
);
