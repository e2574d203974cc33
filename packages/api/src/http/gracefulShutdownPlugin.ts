// While the app closes (SIGTERM in main.ts): fastify stops listening and answers 503 to new requests
// on open connections; a request already under way still gets its answer, sent with
// `Connection: close` so the keep-alive connection it came on ends with it instead of holding the
// close open until its idle timeout. /ready says 503 meanwhile (http/healthRoutes.ts).
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** True from the moment the app starts closing. */
    readonly shuttingDown: boolean;
  }
}

export default fp(
  async (app) => {
    let closing = false;
    app.decorate('shuttingDown', {
      getter: () => closing,
    });
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onSend', async (_request, reply) => {
      if (closing) reply.header('connection', 'close');
    });
  },
  { name: 'graceful-shutdown' },
);
