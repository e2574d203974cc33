// The account writes on the app, for the account, sign-in code and Google sign-in routes.
import fp from 'fastify-plugin';
import { createAccountsRepository, type AccountsRepository } from './accountsRepository';

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AccountsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('accounts', createAccountsRepository(app.db));
  },
  { name: 'accounts-repository', dependencies: ['db'] },
);
