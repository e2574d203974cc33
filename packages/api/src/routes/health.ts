import type { FastifyPluginAsync } from 'fastify';

/** For load balancers and `npm run dev`: up means the database answers too. */
const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', async (request, reply) => {
    try {
      await app.pingDatabase();
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({ status: 'unavailable' });
    }
    return { status: 'ok' };
  });
};

export default healthRoutes;
