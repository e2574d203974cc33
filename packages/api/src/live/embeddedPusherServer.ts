// The embedded default of live updates (docs/ARCHITECTURE.md §4 and §7): the API itself speaks the Pusher
// Channels protocol, version 7, over WebSocket at `/app/{key}` on its own port, so pusher-js works
// with no extra service. Only what Halo Give needs: private channels authorised with Pusher's
// HMAC signature, server-published events, ping/pong. No presence channels, no client events, no
// user sign-in, no end-to-end encrypted channels.
//
// Protocol reference: pusher.com/docs/channels/library_auth_reference/pusher-websockets-protocol.
// Error codes used: 4001 unknown app key, 4006/4007/4008 bad protocol version, 4100 over capacity,
// 4200 server going away (reconnect), 4201 pong not received; `pusher:error` with code null for a
// frame we cannot use (the connection stays open).
import { randomInt } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import { isCampaignChannelName } from '@halo/domain';
import type { LiveTransport } from './broadcaster';
import { verifyChannelSignature, type ChannelCredentials } from './channelSignature';
import { isValidChannelName } from './liveEvents';

export interface EmbeddedServerLimits {
  /** Open connections at once, in this process; more get 4100 "Over capacity". */
  maxConnections: number;
  /** Channels one connection may be subscribed to. */
  maxSubscriptionsPerConnection: number;
  /** Largest frame a client may send (Pusher's own limit for client messages is 10 KB). */
  maxMessageBytes: number;
  /** Sent to the client, which pings after this much silence; the server pings after it too. */
  activityTimeoutSeconds: number;
  /** A ping not answered within this closes the connection (4201). */
  pongTimeoutMs: number;
  /** A client not reading its messages is dropped once this much is queued for it. */
  maxBufferedBytes: number;
}

export const DEFAULT_EMBEDDED_LIMITS: EmbeddedServerLimits = {
  maxConnections: 10_000,
  maxSubscriptionsPerConnection: 20,
  maxMessageBytes: 10 * 1024,
  activityTimeoutSeconds: 120,
  pongTimeoutMs: 30_000,
  maxBufferedBytes: 1024 * 1024,
};

interface Logger {
  debug(object: object, message: string): void;
  warn(object: object, message: string): void;
}

export interface EmbeddedPusherServer extends LiveTransport {
  /** Takes an HTTP upgrade request for `/app/…`; false (socket untouched) for any other path. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /** Open connections (tests check that closed ones are cleaned up). */
  readonly connectionCount: number;
  subscriberCount(channel: string): number;
}

interface Connection {
  socket: WebSocket;
  socketId: string;
  channels: Set<string>;
  idleTimer: NodeJS.Timeout | null;
  pongTimer: NodeJS.Timeout | null;
}

const PATH = /^\/app\/([^/?]+)(?:\?|$)/;
const SUPPORTED_PROTOCOLS = new Set([5, 6, 7]);

function frame(event: string, data: unknown, channel?: string): string {
  // Pusher sends `data` as a JSON string inside the JSON frame; pusher-js parses it again.
  return JSON.stringify({ event, ...(channel === undefined ? {} : { channel }), data: JSON.stringify(data) });
}

function newSocketId(): string {
  return `${randomInt(1, 2 ** 47)}.${randomInt(1, 2 ** 47)}`;
}

/** A client frame as far as we use it; anything else is `null`. */
function parseClientFrame(raw: RawData, isBinary: boolean): { event: string; data: unknown } | null {
  if (isBinary) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw.toString());
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { event, data } = parsed as { event?: unknown; data?: unknown };
  if (typeof event !== 'string') return null;
  if (typeof data === 'string') {
    // Some clients send `data` JSON-encoded, as the server does.
    try {
      return { event, data: JSON.parse(data) };
    } catch {
      return { event, data };
    }
  }
  return { event, data };
}

export function createEmbeddedPusherServer(options: {
  credentials: ChannelCredentials;
  log: Logger;
  limits?: Partial<EmbeddedServerLimits>;
}): EmbeddedPusherServer {
  const { credentials, log } = options;
  const limits = { ...DEFAULT_EMBEDDED_LIMITS, ...options.limits };
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: limits.maxMessageBytes,
    clientTracking: false,
  });
  const connections = new Set<Connection>();
  const channels = new Map<string, Set<Connection>>();

  function send(connection: Connection, message: string): void {
    const { socket } = connection;
    if (socket.readyState !== WebSocket.OPEN) return;
    if (socket.bufferedAmount > limits.maxBufferedBytes) {
      log.warn({ socketId: connection.socketId }, 'live: dropping a client that does not read');
      socket.terminate();
      return;
    }
    socket.send(message);
  }

  const sendError = (connection: Connection, message: string, code: number | null = null) =>
    send(connection, JSON.stringify({ event: 'pusher:error', data: { code, message } }));

  const subscriptionError = (connection: Connection, channel: string, status: number, error: string) =>
    send(connection, frame('pusher:subscription_error', { type: 'AuthError', error, status }, channel));

  /** Refuses a connection the protocol way: an error frame, then a close with the same code. */
  function refuse(socket: WebSocket, code: number, message: string): void {
    socket.send(JSON.stringify({ event: 'pusher:error', data: { code, message } }));
    socket.close(code, message);
  }

  function resetActivity(connection: Connection): void {
    if (connection.pongTimer) clearTimeout(connection.pongTimer);
    connection.pongTimer = null;
    if (connection.idleTimer) clearTimeout(connection.idleTimer);
    connection.idleTimer = setTimeout(() => {
      connection.idleTimer = null;
      send(connection, JSON.stringify({ event: 'pusher:ping', data: {} }));
      connection.pongTimer = setTimeout(
        () => connection.socket.close(4201, 'Pong reply not received'),
        limits.pongTimeoutMs,
      );
    }, limits.activityTimeoutSeconds * 1000);
  }

  function leave(connection: Connection, channel: string): void {
    connection.channels.delete(channel);
    const subscribers = channels.get(channel);
    if (!subscribers) return;
    subscribers.delete(connection);
    if (subscribers.size === 0) channels.delete(channel);
  }

  function subscribe(connection: Connection, data: unknown): void {
    const { channel, auth } = (typeof data === 'object' && data !== null ? data : {}) as {
      channel?: unknown;
      auth?: unknown;
    };
    if (typeof channel !== 'string' || !isValidChannelName(channel)) {
      sendError(connection, 'Invalid channel name');
      return;
    }
    // Private channels (docs/PRODUCT.md §6), and one kind of public channel: a campaign's totals,
    // which its giving page shows to anyone (docs/PRODUCT.md §14). Encrypted ones would need a shared
    // secret we do not hand out.
    const isPublic = isCampaignChannelName(channel);
    if (!isPublic && (!channel.startsWith('private-') || channel.startsWith('private-encrypted-'))) {
      subscriptionError(connection, channel, 403, 'Only private channels are supported');
      return;
    }
    if (connection.channels.has(channel)) {
      send(connection, frame('pusher_internal:subscription_succeeded', {}, channel));
      return;
    }
    if (connection.channels.size >= limits.maxSubscriptionsPerConnection) {
      subscriptionError(connection, channel, 429, 'Too many channels on one connection');
      return;
    }
    if (!isPublic && !verifyChannelSignature(credentials, connection.socketId, channel, auth)) {
      subscriptionError(connection, channel, 401, 'Invalid signature');
      return;
    }
    connection.channels.add(channel);
    let subscribers = channels.get(channel);
    if (!subscribers) channels.set(channel, (subscribers = new Set()));
    subscribers.add(connection);
    send(connection, frame('pusher_internal:subscription_succeeded', {}, channel));
  }

  function onMessage(connection: Connection, raw: RawData, isBinary: boolean): void {
    resetActivity(connection);
    const message = parseClientFrame(raw, isBinary);
    if (!message) {
      sendError(connection, 'Invalid message: expected a JSON object with an event name');
      return;
    }
    switch (message.event) {
      case 'pusher:ping':
        send(connection, JSON.stringify({ event: 'pusher:pong', data: {} }));
        return;
      case 'pusher:pong':
        return;
      case 'pusher:subscribe':
        subscribe(connection, message.data);
        return;
      case 'pusher:unsubscribe': {
        const channel = (message.data as { channel?: unknown } | null)?.channel;
        if (typeof channel === 'string') leave(connection, channel);
        return;
      }
      default:
        sendError(
          connection,
          message.event.startsWith('client-')
            ? 'Client events are not enabled'
            : `Unsupported event: ${message.event.slice(0, 64)}`,
        );
    }
  }

  function accept(socket: WebSocket, request: IncomingMessage, key: string): void {
    if (connections.size >= limits.maxConnections) return refuse(socket, 4100, 'Over capacity');
    if (key !== credentials.key)
      return refuse(socket, 4001, `App key ${key.slice(0, 64)} not in this cluster`);
    const protocol = new URL(request.url ?? '/', 'http://localhost').searchParams.get('protocol');
    if (protocol === null) return refuse(socket, 4008, 'No protocol version supplied');
    if (!/^\d+$/.test(protocol)) return refuse(socket, 4006, 'Invalid version string format');
    if (!SUPPORTED_PROTOCOLS.has(Number(protocol)))
      return refuse(socket, 4007, 'Unsupported protocol version');

    const connection: Connection = {
      socket,
      socketId: newSocketId(),
      channels: new Set(),
      idleTimer: null,
      pongTimer: null,
    };
    connections.add(connection);
    socket.on('message', (raw, isBinary) => onMessage(connection, raw, isBinary));
    // Oversized frames (1009) and protocol errors end up here, then in 'close'.
    socket.on('error', (error) =>
      log.debug({ err: error, socketId: connection.socketId }, 'live: socket error'),
    );
    socket.on('close', () => {
      if (connection.idleTimer) clearTimeout(connection.idleTimer);
      if (connection.pongTimer) clearTimeout(connection.pongTimer);
      for (const channel of [...connection.channels]) leave(connection, channel);
      connections.delete(connection);
    });
    resetActivity(connection);
    send(
      connection,
      frame('pusher:connection_established', {
        socket_id: connection.socketId,
        activity_timeout: limits.activityTimeoutSeconds,
      }),
    );
  }

  return {
    handleUpgrade(request, socket, head) {
      const match = PATH.exec(request.url ?? '');
      if (!match) return false;
      let key: string;
      try {
        key = decodeURIComponent(match[1] ?? '');
      } catch {
        key = '';
      }
      wss.handleUpgrade(request, socket, head, (ws) => accept(ws, request, key));
      return true;
    },
    get connectionCount() {
      return connections.size;
    },
    subscriberCount: (channel) => channels.get(channel)?.size ?? 0,
    async publish(channel, event, payload) {
      const subscribers = channels.get(channel);
      if (!subscribers) return;
      const message = frame(event, payload, channel);
      for (const connection of subscribers) send(connection, message);
    },
    async close() {
      // 4200: "generic reconnect immediately", so open portals come back when the server does.
      for (const connection of connections) connection.socket.close(4200, 'Server restarting');
      const closing = [...connections]
        .filter((connection) => connection.socket.readyState !== WebSocket.CLOSED)
        .map(
          (connection) =>
            new Promise<void>((resolve) => {
              const timer = setTimeout(() => {
                connection.socket.terminate();
                resolve();
              }, 1000);
              connection.socket.once('close', () => {
                clearTimeout(timer);
                resolve();
              });
            }),
        );
      await Promise.all(closing);
      wss.close();
    },
  };
}
