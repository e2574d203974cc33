// Publishing through Pusher's HTTP API with the official `pusher` package, when PUSHER_* settings
// exist. The same API is served by Laravel Reverb and soketi (PUSHER_HOST/PORT/SCHEME).
import Pusher from 'pusher';
import type { PusherSettings } from '../config';
import type { LiveTransport } from './broadcaster';

/** An event that cannot reach Pusher within this time is dropped (and logged by the caller). */
const PUBLISH_TIMEOUT_MS = 5_000;

export function createPusherHttpTransport(settings: PusherSettings): LiveTransport {
  const pusher = new Pusher({
    appId: settings.appId,
    key: settings.key,
    secret: settings.secret,
    useTLS: settings.forceTLS,
    timeout: PUBLISH_TIMEOUT_MS,
    // A self-hosted server (Reverb, soketi) takes the HTTP API on its own host; Pusher's on its cluster.
    ...(settings.host
      ? { host: settings.host, ...(settings.port ? { port: String(settings.port) } : {}) }
      : { cluster: settings.cluster }),
  });
  return {
    async publish(channel, event, payload) {
      await pusher.trigger(channel, event, payload);
    },
    async close() {},
  };
}
