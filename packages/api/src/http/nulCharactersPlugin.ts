// Refuses REST input (body, query string, path) that carries U+0000 or a lone surrogate
// (http/nulCharacter.ts), with the 422 of any other
// invalid field, before a handler can pass it to the database: PostgreSQL text cannot hold it and
// fails the whole query, which answered 500 (hostile input). GraphQL has its own guard in
// the error shape of the portal (graphql/nulCharacterGuard.ts), after its sign-in check.
import { translateValidation } from '@halo/domain';
import fp from 'fastify-plugin';
import { nulCharacterPath } from './nulCharacter';
import { ValidationFailed } from './errors/ValidationFailed';

export default fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      if (request.routeOptions.url === '/graphql') return;
      const field =
        nulCharacterPath(request.body) ?? nulCharacterPath(request.query) ?? nulCharacterPath(request.params);
      if (field) {
        throw new ValidationFailed({
          [field]: [translateValidation('validation.invalid', {}, request.locale)],
        });
      }
    });
  },
  { name: 'nul-characters', dependencies: ['locale', 'errors'] },
);
