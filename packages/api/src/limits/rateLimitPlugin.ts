// Rate limits are opt-in per route (`config: { rateLimit: { max, timeWindow, keyGenerator } }`),
// because only login, password reset and giving need them.
// The answer names the limit in the request's locale instead of @fastify/rate-limit's English text.
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { rateLimitedMessage } from '../i18n/rateLimitedMessage';
import { createLimitCounters } from './limitCounters';
import { databaseRateLimitStore } from './rateLimitStore';

export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      store: databaseRateLimitStore(createLimitCounters(app.db)),
      errorResponseBuilder: (request, context) => ({
        statusCode: 429,
        message: rateLimitedMessage(request.locale, Math.max(1, Math.ceil(context.ttl / 1000))),
      }),
    });
  },
  { name: 'rate-limit', dependencies: ['locale', 'db'] },
);
