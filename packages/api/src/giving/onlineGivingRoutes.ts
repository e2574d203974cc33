import fastifyEtag from '@fastify/etag';
import type { FastifyPluginAsync } from 'fastify';
import { organizationNotFound } from '../organizations/organizationNotFound';
import { onlineGivingRecord } from '../organizations/presentOrganization';

/**
 * How long a browser or a cache between may reuse the church's record without asking (a minute, so a
 * church's change of amounts, funds or processor shows within one), and then keep showing it while it
 * asks again in the background. What changes by the minute (a giving page in maintenance) is not in
 * the record: the hosted page and the gift itself answer it, uncached.
 */
export const ONLINE_GIVING_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

/**
 * The public organization record the giving form and the host shell load (docs/CONTRACTS.md). The
 * church is the path's, not the host's, so the tenancy hook's `config.organization` does not apply;
 * the answer for an unknown one is the same.
 */
const onlineGivingRoutes: FastifyPluginAsync = async (app) => {
  // A weak ETag of the JSON as made, before compression (this scope's onSend runs before the
  // compression plugin's, which is the route's own): a page that has the record gets a 304.
  await app.register(fastifyEtag, { weak: true });

  app.get<{ Params: { subdomain: string } }>('/api/online-giving/:subdomain', async (request, reply) => {
    // The CORS answer names the asking church site (giving/givingPlugin.ts), so a cache keeps one
    // copy per Origin, a same-origin request (no Origin) included; and one per encoding. Said here,
    // not left to the compression plugin, so a 304 (no body to compress) names them as well.
    reply.header('Vary', 'Origin, Accept-Encoding');
    const organization = await app.organizations.findBySubdomain(request.params.subdomain);
    if (!organization) throw organizationNotFound();
    const record = await onlineGivingRecord(app.organizations, organization, app.config.stripe);
    reply.header('Cache-Control', ONLINE_GIVING_CACHE_CONTROL);
    return record;
  });
};

export default onlineGivingRoutes;
