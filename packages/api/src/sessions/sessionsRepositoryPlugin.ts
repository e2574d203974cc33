// The sessions repository on the app, for the sessions hook.
import fp from 'fastify-plugin';
import { createSessionsRepository, type SessionsRepository } from './sessionsRepository';

declare module 'fastify' {
  interface FastifyInstance {
    sessionsRepository: SessionsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('sessionsRepository', createSessionsRepository(app.db));
  },
  { name: 'sessions-repository', dependencies: ['db'] },
);
