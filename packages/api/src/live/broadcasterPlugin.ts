// Live updates, server side (docs/ARCHITECTURE.md §4): `app.broadcaster.toDonor(…)` publishes on the
// donor's private channel, and `app.liveChannels` holds what /broadcasting/auth signs with and what
// the page's runtime config tells pusher-js. Three modes:
// - `pusher`: PUSHER_* settings exist → Pusher's HTTP API (Pusher, Laravel Reverb, soketi);
// - `embedded` (default): the API speaks the Pusher protocol itself at ws(s)://{host}/app/{key} on
//   its own port; key and secret derive from APP_KEY. It counts as "configured" for docs/PRODUCT.md §4: the
//   page gets a key and a placeholder cluster, so the client's "key and cluster exist" rule holds.
//   On PostgreSQL events go through NOTIFY/LISTEN, so every instance's portals get them
//   (src/live/postgresFanOut.ts); on PGlite, one process, straight to this server's portals;
// - `off`: LIVE_UPDATES=false → nothing is published and the page gets `pusher: null`.
import fp from 'fastify-plugin';
import { resolveAppKey } from '../core/appKey';
import type { OrganizationRow } from '../db/schema';
import { runtimeConfigOf, type RuntimeConfig } from '../http/runtimeConfig';
import type { Broadcaster, LiveTransport } from './broadcaster';
import type { ChannelCredentials } from './channelSignature';
import { createEmbeddedPusherServer, type EmbeddedPusherServer } from './embeddedPusherServer';
import { embeddedCredentials } from './embeddedCredentials';
import { embeddedSocketConfig } from './embeddedSocketConfig';
import { CAMPAIGN_TOTALS_EVENT, campaignChannelName, donorChannelName } from '@halo/domain';
import { createPostgresFanOut } from './postgresFanOut';
import { createPusherHttpTransport } from './pusherHttpTransport';

export interface LiveChannels {
  mode: 'pusher' | 'embedded' | 'off';
  /** What private channels are signed with; null when live updates are off. */
  credentials: ChannelCredentials | null;
  /** The runtime config's `pusher` for a page of `organization` (null: a host no church has). */
  clientConfig(organization: Pick<OrganizationRow, 'subdomain'> | null): RuntimeConfig['pusher'];
  /** The embedded WebSocket server, in `embedded` mode (tests look at its connections). */
  embeddedServer: EmbeddedPusherServer | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    broadcaster: Broadcaster;
    liveChannels: LiveChannels;
  }
}

export default fp(
  async (app) => {
    const { config } = app;
    let transport: LiveTransport | null = null;
    let liveChannels: LiveChannels;

    if (!config.liveUpdates) {
      liveChannels = { mode: 'off', credentials: null, clientConfig: () => null, embeddedServer: null };
    } else if (config.pusher) {
      const { pusher } = config;
      transport = createPusherHttpTransport(pusher);
      liveChannels = {
        mode: 'pusher',
        credentials: { key: pusher.key, secret: pusher.secret },
        clientConfig: () => runtimeConfigOf(config).pusher,
        embeddedServer: null,
      };
    } else {
      const credentials = embeddedCredentials(await resolveAppKey(config));
      const server = createEmbeddedPusherServer({ credentials, log: app.log });
      const notifications = app.databaseNotifications;
      transport = notifications
        ? await createPostgresFanOut({ notifications, local: server, log: app.log })
        : server;
      // Upgrades bypass fastify's routing; only `/app/{key}` is ours.
      app.server.on('upgrade', (request, socket, head) => {
        if (server.handleUpgrade(request, socket, head)) return;
        if (app.server.listenerCount('upgrade') === 1) socket.end('HTTP/1.1 404 Not Found\r\n\r\n');
      });
      liveChannels = {
        mode: 'embedded',
        credentials,
        clientConfig: (organization) =>
          embeddedSocketConfig(config.publicUrl, organization?.subdomain ?? null, credentials.key),
        embeddedServer: server,
      };
    }

    const broadcaster: Broadcaster = {
      async toDonor(donorUserPrefixedId, event, payload) {
        if (!transport) return;
        try {
          await transport.publish(donorChannelName(donorUserPrefixedId), event, payload);
        } catch (error) {
          // Best effort (src/live/broadcaster.ts): the gift stands, the open portal misses one update.
          app.log.warn({ err: error, event, donor: donorUserPrefixedId }, 'live: publish failed');
        }
      },
      async toCampaign(campaignPrefixedId, totals) {
        if (!transport) return;
        try {
          await transport.publish(campaignChannelName(campaignPrefixedId), CAMPAIGN_TOTALS_EVENT, totals);
        } catch (error) {
          app.log.warn({ err: error, campaign: campaignPrefixedId }, 'live: publish failed');
        }
      },
    };

    app.decorate('broadcaster', broadcaster);
    app.decorate('liveChannels', liveChannels);
    // Before the HTTP server closes: open WebSockets would keep it from closing. Before the
    // database closes too (onClose), so the listening connection ends before the pool.
    app.addHook('preClose', async () => {
      await transport?.close();
    });
  },
  { name: 'broadcaster', dependencies: ['db', 'graceful-shutdown'], decorators: { fastify: ['config'] } },
);
