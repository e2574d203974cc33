// Starts server-side error reporting (src/errorReporting/serverErrorReporter.ts) when SENTRY_DSN is
// set, and gives every request an id: in each of its log lines (fastify's `reqId`), in the
// X-Request-Id answer header, and in the body of a 5xx answer (http/errorsPlugin.ts), so a church that
// reports a failure can quote it and we find the log lines and the Sentry event.
import fp from 'fastify-plugin';
import type { ServerErrorReporter } from './serverErrorReporter';

declare module 'fastify' {
  interface FastifyInstance {
    /** Made by buildApp before the app exists, since the logger fastify is built with reports to it. */
    serverErrorReporter: ServerErrorReporter;
  }
}

export default fp(
  async (app) => {
    const reporter = app.serverErrorReporter;
    const { sentryDsn, appEnv } = app.config;
    if (sentryDsn) {
      await reporter.start({ dsn: sentryDsn, environment: appEnv });
      // Last, after everything else closed and may have logged a failure of its own.
      app.addHook('onClose', () => reporter.close());
    }
    app.addHook('onRequest', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });
  },
  { name: 'error-reporting', decorators: { fastify: ['config', 'serverErrorReporter'] } },
);
