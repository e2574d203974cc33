// One error handler for the whole API: clients get a short JSON message and never a stack trace or
// a server detail; 5xx bodies are generic (spec §8 wording) and the real error goes to the log.
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { ValidationError } from '../http/ValidationError';

export const INTERNAL_ERROR_MESSAGE = 'There was an internal error, please try again.';

/** Fastify's own client errors whose messages are safe to pass on, with friendlier wording. */
const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but its content type is JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large (limit 1 MB).',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length.',
};

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof ValidationError) {
        return reply.code(422).send({ message: error.message, errors: error.errors });
      }
      const status = error.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.code(status).send({ message: INTERNAL_ERROR_MESSAGE });
      }
      if (error.validation) {
        return reply.code(422).send({ message: error.message });
      }
      const known = error.code ? CLIENT_ERROR_MESSAGES[error.code] : undefined;
      request.log.info({ err: error }, 'client error');
      return reply.code(status).send({ message: known ?? error.message });
    });
  },
  { name: 'errors' },
);
