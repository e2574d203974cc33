import type { ChannelAuthorizationHandler, Options as PusherOptions } from 'pusher-js';
import { http, readJsonBody } from '../api/http';
import { readXsrfToken } from '../api/cookies';
import type { PusherConfig } from '../runtimeConfig';

/** The parts of a pusher-js channel we use. */
export interface LiveChannel {
  bind: (event: string, handler: LiveHandler) => unknown;
  unbind: (event?: string, handler?: LiveHandler) => unknown;
}

/** The parts of a pusher-js client we use; tests inject a fake with the same shape. */
export interface LiveClient {
  subscribe: (channelName: string) => LiveChannel;
  unsubscribe: (channelName: string) => void;
  disconnect: () => void;
}

export type LiveClientConstructor = new (key: string, options: PusherOptions) => LiveClient;

export type LiveHandler = (data: unknown) => void;

export interface LiveUpdatesConfig {
  /** `readRuntimeConfig().pusher`; null disables live updates. */
  pusher: PusherConfig | null;
  /** API origin ('' for the page's own), where `/broadcasting/auth` lives. */
  apiUrl: string;
  /** The session token; the XSRF-TOKEN cookie unless a test says otherwise. */
  readSessionToken?: () => string | null;
  /** The client class; pusher-js, imported on `setup()`, unless a test injects a fake. */
  Pusher?: LiveClientConstructor;
}

export interface ListenOptions {
  /** Remove the listeners already bound to this channel and event first. */
  replace?: boolean;
}

export interface LiveUpdates {
  /** False until `setup()` made a connection (docs/PRODUCT.md §4). */
  readonly connected: boolean;
  /** Key and cluster configured and a session token present. */
  isEnabled: () => boolean;
  /** Connects when enabled and attaches the listeners queued so far. Resolves to `connected`. */
  setup: () => Promise<boolean>;
  /** Listens to `event` on the private channel `channel`; queued until connected. Returns the way to stop. */
  listen: (channel: string, event: string, handler: LiveHandler, options?: ListenOptions) => () => void;
  /** Unbinds every listener, leaves every channel and closes the connection. */
  disconnect: () => void;
}

interface Listener {
  channelName: string;
  event: string;
  handler: LiveHandler;
}

/** Channels are private (docs/PRODUCT.md §6): `donor.1` means `private-donor.1`. */
export function privateChannelName(channel: string): string {
  return /^(private|presence)-/.test(channel) ? channel : `private-${channel}`;
}

function authorizeAt(endpoint: string, token: () => string): ChannelAuthorizationHandler {
  return ({ socketId, channelName }, callback) => {
    http
      .post(endpoint, {
        body: new URLSearchParams({ socket_id: socketId, channel_name: channelName }),
        headers: { Accept: 'application/json', 'X-XSRF-TOKEN': token() },
      })
      .then(async (response) => {
        const body = await readJsonBody(response);
        if (!response.ok || typeof (body as { auth?: unknown } | null)?.auth !== 'string') {
          throw new Error(`Live updates: ${channelName} was not authorised (${response.status})`);
        }
        callback(null, body as { auth: string });
      })
      .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null));
  };
}

/** Where pusher-js connects for `pusher`: Pusher's cluster, or a self-hosted server's one port. */
export function connectionOptions(pusher: PusherConfig): PusherOptions {
  return {
    cluster: pusher.cluster,
    forceTLS: pusher.forceTLS,
    ...(pusher.wsHost
      ? {
          // A self-hosted server (our API, Reverb, soketi) speaks websockets only, on one port.
          wsHost: pusher.wsHost,
          wsPort: pusher.wsPort,
          wssPort: pusher.wsPort,
          enabledTransports: ['ws', 'wss'],
          disableStats: true,
        }
      : {}),
  };
}

function clientOptions(pusher: PusherConfig, authEndpoint: string, token: () => string): PusherOptions {
  return {
    ...connectionOptions(pusher),
    channelAuthorization: { customHandler: authorizeAt(authEndpoint, token) },
  };
}

/**
 * The pusher-js wrapper of docs/PRODUCT.md §4. Not connected at start; `setup()` connects, importing pusher-js
 * only then, and only when the push key and cluster exist and a session token is found. Listeners
 * asked for earlier are queued and attached on connection; one may replace those already bound to
 * its event. Private channels are authorised at `{apiUrl}/broadcasting/auth` with credentials and
 * the X-XSRF-TOKEN header.
 */
export function createLiveUpdates(config: LiveUpdatesConfig): LiveUpdates {
  const readToken = config.readSessionToken ?? readXsrfToken;
  const listeners: Listener[] = [];
  const channels = new Map<string, LiveChannel>();
  let client: LiveClient | null = null;
  let connecting: Promise<boolean> | null = null;
  // Bumped by disconnect(), so a setup() still importing pusher-js does not connect afterwards.
  let generation = 0;

  const isEnabled = () => Boolean(config.pusher?.key && config.pusher.cluster && readToken());

  const attach = (listener: Listener) => {
    if (!client) return;
    let channel = channels.get(listener.channelName);
    if (!channel) {
      channel = client.subscribe(listener.channelName);
      channels.set(listener.channelName, channel);
    }
    channel.bind(listener.event, listener.handler);
  };

  const detach = (listener: Listener) => {
    channels.get(listener.channelName)?.unbind(listener.event, listener.handler);
  };

  const connect = async (): Promise<boolean> => {
    const pusher = config.pusher;
    if (!pusher || !isEnabled()) return false;
    const started = generation;
    const Pusher = await (config.Pusher
      ? Promise.resolve(config.Pusher)
      : import('pusher-js').then((module) => module.default as unknown as LiveClientConstructor));
    if (started !== generation) return false;
    client = new Pusher(
      pusher.key,
      clientOptions(pusher, `${config.apiUrl}/broadcasting/auth`, () => readToken() ?? ''),
    );
    listeners.forEach(attach);
    return true;
  };

  return {
    get connected() {
      return client !== null;
    },
    isEnabled,
    setup: () => {
      if (client) return Promise.resolve(true);
      connecting ??= connect().finally(() => {
        connecting = null;
      });
      return connecting;
    },
    listen: (channel, event, handler, options = {}) => {
      const listener: Listener = { channelName: privateChannelName(channel), event, handler };
      if (options.replace) {
        for (let index = listeners.length - 1; index >= 0; index -= 1) {
          const existing = listeners[index];
          if (existing && existing.channelName === listener.channelName && existing.event === event) {
            detach(existing);
            listeners.splice(index, 1);
          }
        }
      }
      listeners.push(listener);
      attach(listener);
      return () => {
        const index = listeners.indexOf(listener);
        if (index === -1) return;
        listeners.splice(index, 1);
        detach(listener);
      };
    },
    disconnect: () => {
      generation += 1;
      for (const [name, channel] of channels) {
        channel.unbind();
        client?.unsubscribe(name);
      }
      channels.clear();
      listeners.length = 0;
      client?.disconnect();
      client = null;
    },
  };
}
