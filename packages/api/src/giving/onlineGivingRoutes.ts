import fastifyEtag from '@fastify/etag';
import { isLocale } from '@halo/domain';
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { NotFound } from '../http/errors/NotFound';
import { browserLocale } from '../http/firstScreenAnswers';
import { parseBody } from '../http/parseBody';
import { organizationNotFound } from '../organizations/organizationNotFound';
import { onlineGivingRecord } from '../organizations/presentOrganization';
import { firstScreenRenderer } from './firstScreenRenderer';

/**
 * How long a browser or a cache between may reuse the church's record without asking (a minute, so a
 * church's change of amounts, funds or processor shows within one), and then keep showing it while it
 * asks again in the background. What changes by the minute (a giving page in maintenance) is not in
 * the record: the hosted page and the gift itself answer it, uncached.
 */
export const ONLINE_GIVING_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

/** An attribute of `<halo-give>` as the page wrote it; the element itself says what a bad one means. */
const attributeText = v.optional(
  v.pipe(v.string('validation.invalid'), v.maxLength(200, 'validation.maxLength')),
);

/** `…/first-screen`'s query: the element's attributes but `org`, which is the path's. */
const firstScreenQuery = v.object({
  locale: attributeText,
  amount: attributeText,
  fund: attributeText,
  frequency: attributeText,
  variant: attributeText,
  campaign: attributeText,
  api: attributeText,
});

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

  // `<halo-give>`'s first step as HTML, for `halo-give.js` to paint before React has arrived
  // (docs/ARCHITECTURE.md §3): the element's own tree rendered here from the same record, cached as the
  // record is. Nothing in it is a secret, so compressing it beside the reflected attributes is safe.
  const renderer = firstScreenRenderer(app.config.distDir);
  app.get<{ Params: { subdomain: string } }>(
    '/api/online-giving/:subdomain/first-screen',
    async (request, reply) => {
      reply.header('Vary', 'Origin, Accept-Encoding, Accept-Language');
      const attributes = parseBody(firstScreenQuery, request.query, request.locale);
      // As the element reads its language: the attribute's when it names one we speak, else the
      // browser's (its Accept-Language follows `navigator.languages`).
      const named = attributes.locale?.trim().toLowerCase();
      const locale = isLocale(named) ? named : browserLocale(request.headers['accept-language']);
      const render = renderer();
      if (!render) throw new NotFound('The first screen is not built.');
      const organization = await app.organizations.findBySubdomain(request.params.subdomain);
      if (!organization) throw organizationNotFound();
      const record = await onlineGivingRecord(app.organizations, organization, app.config.stripe);
      const raw = Object.fromEntries(
        Object.entries({ ...attributes, org: request.params.subdomain }).filter(
          (entry): entry is [string, string] => entry[1] !== undefined,
        ),
      );
      const html = await render({
        record,
        raw,
        locale,
        scriptOrigin: `${request.protocol}://${request.host}`,
      });
      reply.header('Cache-Control', ONLINE_GIVING_CACHE_CONTROL);
      reply.type('text/html; charset=utf-8');
      return html;
    },
  );
};

export default onlineGivingRoutes;
