// The request's locale: X-Locale (`en` | `es`, "es-MX" counts as es), default `en`
// (docs/CONTRACTS.md).
import { resolveLocale, type Locale } from '@halo/domain';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
  }
}

export default fp(
  async (app) => {
    app.decorateRequest('locale', 'en');
    app.addHook('onRequest', async (request) => {
      const header = request.headers['x-locale'];
      request.locale = resolveLocale(typeof header === 'string' ? header : null);
    });
  },
  { name: 'locale' },
);
