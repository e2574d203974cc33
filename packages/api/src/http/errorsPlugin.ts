// One error handler for the whole API: clients get a short JSON message and never a stack trace or
// a server detail; 5xx bodies are generic (docs/PRODUCT.md §8 wording) with the request's id, and the real
// error goes to the log (and from there to Sentry when configured, errorReporting/errorReportingPlugin.ts).
import type { FastifyError, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Refusal } from './errors/Refusal';
import { graphqlErrorOf, restAnswer } from './errors/refusalAnswers';
import { Unauthenticated } from './errors/Unauthenticated';
import { translate, type MessageKey } from '../i18n/messages';

export const INTERNAL_ERROR_MESSAGE = 'There was an internal error, please try again.';

/** Fastify's own client errors, told in the request's locale with friendlier wording. */
const CLIENT_ERROR_MESSAGES: Record<string, MessageKey> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'request.invalidJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'request.emptyJson',
  FST_ERR_CTP_BODY_TOO_LARGE: 'request.tooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'request.unsupportedMediaType',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'request.contentLength',
};

function clientIsGone(request: FastifyRequest): boolean {
  return request.raw.destroyed || request.raw.socket?.destroyed === true;
}

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      // A refusal is answered as the one mapping words it (http/errors/refusalAnswers.ts). On the
      // GraphQL route, a sign-in refusal made before any resolver is a GraphQL error, whose category
      // 401 the clients read as "Please Log In" (docs/CONTRACTS.md); its CSRF refusal stays REST's.
      if (error instanceof Refusal) {
        const { status, body, headers } = restAnswer(error);
        const asGraphql =
          error instanceof Unauthenticated && request.routeOptions.config.signedIn === 'graphql';
        return reply
          .code(status)
          .headers(headers)
          .send(asGraphql ? { errors: [graphqlErrorOf(error).toJSON()] } : body);
      }
      const status = error.statusCode ?? 500;
      // The client closed its connection before the answer was sent (a closed tab, a load tester
      // stopping): nothing failed on our side, and an error line per such request would bury real ones.
      if (error.code === 'ERR_STREAM_PREMATURE_CLOSE' && clientIsGone(request)) {
        request.log.info({ err: error }, 'client left before the answer');
        return reply.code(status).send({ message: INTERNAL_ERROR_MESSAGE });
      }
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.code(status).send({ message: INTERNAL_ERROR_MESSAGE, requestId: request.id });
      }
      if (error.validation) {
        return reply.code(422).send({ message: error.message });
      }
      const known = error.code ? CLIENT_ERROR_MESSAGES[error.code] : undefined;
      request.log.info({ err: error }, 'client error');
      // The locale plugin's onRequest hook has run unless the request failed before any hook.
      const message = known ? translate(request.locale ?? 'en', known) : error.message;
      // On the GraphQL endpoint a body fastify would not read (JSON it cannot parse, a `__proto__`
      // key) is told the way GraphQL tells a body that is no request, so its clients read one shape.
      if (request.routeOptions.config.signedIn === 'graphql') {
        return reply.code(status).send({ errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] });
      }
      return reply.code(status).send({ message });
    });
  },
  { name: 'errors' },
);
