// Security headers: on every response nosniff, a referrer policy and, over HTTPS only,
// HSTS; on the hosted pages (every HTML response: the static plugin's host page) the
// Content-Security-Policy of http/contentSecurityPolicy.ts. /static/* and /halo-give.js get no
// Cross-Origin-Resource-Policy: churches' sites load them from other origins.
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hostPagePolicy } from './contentSecurityPolicy';
import { hostedPageKind } from './hostedPageKind';
import { pageOrganization } from './pageOrganization';

/** A year, and the organizations' subdomains too: they are served by this same app. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

export default fp(
  async (app) => {
    const { config } = app;

    async function addHostPagePolicy(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const kind = hostedPageKind(request.url);
      const organization = await pageOrganization(request);
      const policy = hostPagePolicy(config, {
        // The same value the page's runtime config gets (http/staticPlugin.ts), so the socket pusher-js
        // opens is the one allowed: the church's own origin, never the request's Host.
        pusher: app.liveChannels.clientConfig(organization),
        // The giving page may be framed by the sites the organization already trusts to run its
        // giving flow cross-origin (CORS on /api/give*, organizations/allowedOrigins.ts): a church that
        // iframes its page instead of using <halo-give> keeps working, and those origins gain
        // nothing they could not do through the API. Every other site is refused (clickjacking).
        // Sign-in and portal pages hold a signed-in donor's data and actions: never framed.
        frameAncestors: kind === 'giving' ? (organization?.allowedOrigins ?? []) : [],
        organizationImages: [organization?.logoUrl ?? null, organization?.onlineGivingLogoUrl ?? null],
      });
      reply.header('Content-Security-Policy', policy);
      // For browsers older than frame-ancestors; it cannot list origins, so only where nobody may frame.
      if (kind !== 'giving') reply.header('X-Frame-Options', 'DENY');
    }

    app.addHook('onSend', async (request, reply, payload) => {
      reply.header('X-Content-Type-Options', 'nosniff');
      if (!reply.hasHeader('Referrer-Policy'))
        reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
      // request.protocol reads X-Forwarded-Proto only with TRUST_PROXY; over plain HTTP the header
      // would be ignored by browsers anyway, and a proxy's HTTP port must not claim HTTPS.
      if (request.protocol === 'https') reply.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
      const type = String(reply.getHeader('content-type') ?? '');
      if (type.startsWith('text/html') && !reply.hasHeader('Content-Security-Policy')) {
        await addHostPagePolicy(request, reply);
      }
      return payload;
    });
  },
  {
    name: 'security-headers',
    dependencies: ['broadcaster', 'tenancy'],
    decorators: { fastify: ['config'] },
  },
);
