// The organizations repository on the app, for the hooks and routes that find a church.
import fp from 'fastify-plugin';
import { createOrganizationsRepository, type OrganizationsRepository } from './organizationsRepository';

declare module 'fastify' {
  interface FastifyInstance {
    organizations: OrganizationsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('organizations', createOrganizationsRepository(app.db));
  },
  { name: 'organizations-repository', dependencies: ['db'] },
);
