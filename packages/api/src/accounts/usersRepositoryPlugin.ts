// The users repository on the app, for sign-in and the account routes.
import fp from 'fastify-plugin';
import { createUsersRepository, type UsersRepository } from './usersRepository';

declare module 'fastify' {
  interface FastifyInstance {
    users: UsersRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('users', createUsersRepository(app.db));
  },
  { name: 'users-repository', dependencies: ['db'] },
);
