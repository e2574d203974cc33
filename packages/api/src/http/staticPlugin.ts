// Serves the built front end from DIST_DIR (docs/CONTRACTS.md "Static layout"): files under /static/,
// the embed script at /halo-give.js, and the host page for every other GET that is not an API path.
// Compressed for the browsers that accept it: the built files by the build (preCompressed), the host
// page on the way out (http/compressionPlugin.ts).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { calendarDateInTimeZone } from '@halo/domain';
import type { OrganizationRow } from '../db/schema';
import { REQUEST_PIPELINE_PLUGINS } from './requestPipeline';
import { cacheControlFor } from './cacheControlFor';
import { NotFound } from './errors/NotFound';
import { firstRouteScripts, firstScreenOf, preloadTags, withHints } from './firstRouteScripts';
import { browserLocale, firstScreenAnswers } from './firstScreenAnswers';
import { hostedPageKind, type HostedPageKind } from './hostedPageKind';
import { isApiPath } from './isApiPath';
import { pageOrganization } from './pageOrganization';
import { onlineGivingRecord } from '../organizations/presentOrganization';
import { injectRuntimeConfig, jsonScript, runtimeConfigOf } from './runtimeConfig';

const NOT_BUILT = 'Front end not built: run npm run build\n';
/** The element the page's church record is in (docs/CONTRACTS.md "Static layout"). */
const ORGANIZATION_SCRIPT_ID = 'halo-organization';
/** The element a signed-in page carries its first screen's answers in (docs/CONTRACTS.md). */
const PAGE_ANSWERS_SCRIPT_ID = 'halo-page-answers';

export default fp(
  async (app) => {
    const { distDir } = app.config;
    const runtimeConfig = runtimeConfigOf(app.config);
    const hostPage = path.join(distDir, 'host', 'index.html');

    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/static/',
      index: false,
      cacheControl: false,
      // The build writes a brotli and a gzip copy beside each file (webpack/common.ts): the one the
      // browser accepts is sent as it is, with the file's own type, or the file itself when none is.
      // The compression plugin leaves an answer with a Content-Encoding alone.
      preCompressed: true,
      // The server's own renderer of the embed's first step (webpack/embedBuild.ts) is not a download.
      allowedPath: (pathName) => !pathName.startsWith('/embed-server/'),
      // Federation manifests and chunks are fetched from church sites, so any origin may read them.
      // `filePath` is the copy sent (`….js.br`), so caches keep one answer per encoding.
      setHeaders: (res, filePath) => {
        res.setHeader('Access-Control-Allow-Origin', '*');
        res.setHeader('Cache-Control', cacheControlFor(filePath));
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });

    // With the static files' headers and ETag: a church's page revalidates it with If-None-Match.
    app.get('/halo-give.js', (_request, reply) => reply.sendFile('embed/halo-give.js'));

    /**
     * What the page adds to its head so that it starts sooner: the first screen's scripts, the
     * church's record as GET /api/online-giving/{subdomain} answers it (the shell takes it instead of
     * asking, shared/src/api/loadOrganization.ts), and for someone signed in what the first screen's
     * first queries would be answered (shared/src/api/pageAnswers.ts). All only save round trips, so one
     * that cannot be made (the database away, a build without its lists) is left out and the page
     * goes as before. `personal` when the page carries a donor's own data.
     */
    async function fasterStart(
      request: FastifyRequest,
      reply: FastifyReply,
      kind: HostedPageKind,
      organization: OrganizationRow | null,
    ): Promise<{ head: string; personal: boolean }> {
      const signedIn = async () => (await request.getSession())?.userId != null;
      const screen = firstScreenOf(request.url, kind, signedIn);
      const answers = Promise.all([screen, signedIn()]).then(([first, someone]) => {
        if (!organization || !someone) return [];
        // The page's request carries no X-Locale: its answers speak the browser's language, the one
        // the page will (unless the donor chose another here before, and then it asks for itself).
        const locale = browserLocale(request.headers['accept-language']);
        request.locale = locale;
        return firstScreenAnswers(
          distDir,
          first,
          {
            prefixedId: organization.prefixedId,
            today: calendarDateInTimeZone(organization.timeZone, app.clock()),
          },
          locale,
          (query, variables) => app.graphqlAnswerFor(request, reply, query, variables),
        );
      });
      const parts = [
        screen.then(async (first) => preloadTags(await firstRouteScripts(distDir, first))),
        organization
          ? onlineGivingRecord(app.organizations, organization, app.config.stripe).then((record) =>
              jsonScript(ORGANIZATION_SCRIPT_ID, record),
            )
          : Promise.resolve(''),
        answers.then((answered) => (answered.length ? jsonScript(PAGE_ANSWERS_SCRIPT_ID, answered) : '')),
      ];
      const made = await Promise.all(
        parts.map((part) =>
          part.catch((error: unknown) => {
            request.log.warn({ err: error }, 'hosted page: sent without one of its head hints');
            return '';
          }),
        ),
      );
      const [, , answersScript] = made;
      return { head: made.join(''), personal: Boolean(answersScript) };
    }

    async function sendHostPage(request: FastifyRequest, reply: FastifyReply) {
      // A church that closed its giving page for a while (church:update --maintenance on, or the
      // console) sends visitors of the page to the spec's maintenance screen; the portal stays open.
      const kind = hostedPageKind(request.url);
      if (kind === 'giving' && (await request.getOrganization())?.isInMaintenance) {
        return reply.header('Cache-Control', 'no-store').redirect('/maintenance', 302);
      }
      let html: string;
      try {
        // Read on every request: it is small, and `npm run dev` rebuilds it under a running server.
        html = await readFile(hostPage, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
      }
      const organization = await pageOrganization(request);
      // The embedded live-update server is on the church's own origin (live/embeddedSocketConfig.ts).
      const pusher = app.liveChannels.clientConfig(organization);
      const { head, personal } = await fasterStart(request, reply, kind, organization);
      return (
        reply
          .type('text/html; charset=utf-8')
          // A page with a donor's own answers in it is theirs alone: no shared cache may keep it.
          .header('Cache-Control', personal ? 'private, no-cache' : 'no-cache')
          .send(withHints(injectRuntimeConfig(html, { ...runtimeConfig, pusher }), head))
      );
    }

    // A route of its own rather than the not-found handler, so the page passes the route hooks
    // (compression) like every other answer; more specific routes always win over the wildcard.
    app.get('/*', async (request, reply) => {
      if (isApiPath(request.url)) throw new NotFound('Not Found.');
      return sendHostPage(request, reply);
    });

    app.setNotFoundHandler(async () => {
      throw new NotFound('Not Found.');
    });
  },
  {
    name: 'static',
    dependencies: [
      'broadcaster',
      'tenancy',
      'organizations-repository',
      'graphql',
      ...REQUEST_PIPELINE_PLUGINS,
    ],
    decorators: { fastify: ['config'] },
  },
);
