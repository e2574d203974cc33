import type { FastifyPluginAsync } from 'fastify';
import { migrationsApplied } from '../db/migrationState';

/**
 * For load balancers and process managers. `/health`: the process answers (restart it if not).
 * `/ready`: this instance can serve, i.e. the database answers with every migration of this build
 * applied, and it is not shutting down (send it no new requests if not).
 */
const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', async () => ({ status: 'ok' }));

  app.get('/ready', async (request, reply) => {
    if (app.shuttingDown) return reply.code(503).send({ status: 'shutting down' });
    try {
      await app.pingDatabase();
      if (!(await migrationsApplied(app.db))) {
        return reply.code(503).send({ status: 'migrations pending' });
      }
    } catch (error) {
      request.log.warn({ err: error }, 'readiness: database unreachable');
      return reply.code(503).send({ status: 'database unreachable' });
    }
    return { status: 'ready' };
  });
};

export default healthRoutes;
