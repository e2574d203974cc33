// Live updates across several API instances on one PostgreSQL (docs/ARCHITECTURE.md §4). In the embedded mode
// each instance's WebSocket server holds only the portals connected to it, so a gift given through
// one instance must reach a portal connected to another. Publishing is a NOTIFY on one channel;
// every instance LISTENs on it and hands what arrives to its own embedded server. An instance's own
// events come back to it through the same LISTEN, so they are not also delivered directly: each
// subscriber gets an event once. PostgreSQL sends a notification to every session listening when it
// commits; an instance that is reconnecting misses what was sent meanwhile, as a portal does while
// its WebSocket reconnects (events are hints to refetch, docs/CONTRACTS.md "Live updates").
import * as v from 'valibot';
import type { DatabaseNotifications, NotificationListener } from '../db/database';
import type { LiveTransport } from './broadcaster';
import { isValidChannelName } from './liveEvents';

/** The one PostgreSQL notification channel every instance listens on. */
export const FAN_OUT_CHANNEL = 'halo_live';

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more (the limit of its default build). */
export const NOTIFY_PAYLOAD_LIMIT_BYTES = 8000;

export interface FanOutMessage {
  /** The Pusher channel, `private-donor.usr_…`. */
  channel: string;
  event: string;
  payload: object;
}

export type EncodedFanOutMessage = { fits: true; text: string } | { fits: false; bytes: number };

/** The notification's payload, JSON `{ channel, event, payload }`, if PostgreSQL would take it. */
export function encodeFanOutMessage(message: FanOutMessage): EncodedFanOutMessage {
  const text = JSON.stringify({ channel: message.channel, event: message.event, payload: message.payload });
  // The limit is in bytes of the database's encoding (UTF-8), not in characters.
  const bytes = Buffer.byteLength(text, 'utf8');
  return bytes < NOTIFY_PAYLOAD_LIMIT_BYTES ? { fits: true, text } : { fits: false, bytes };
}

// Anyone allowed to connect to the database can NOTIFY this channel: only well-formed events on a
// valid channel name reach the portals.
const FanOutMessageSchema = v.object({
  channel: v.pipe(v.string(), v.check(isValidChannelName)),
  event: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  payload: v.record(v.string(), v.unknown()),
});

export function decodeFanOutMessage(text: string): FanOutMessage | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  const result = v.safeParse(FanOutMessageSchema, parsed);
  return result.success ? result.output : null;
}

export interface ReconnectDelays {
  /** Wait before the first attempt after the connection is lost; doubled after each failure. */
  firstMs: number;
  maxMs: number;
}

/** Quick enough after a server restart, and one attempt every 30 s at most while it stays down. */
export const DEFAULT_RECONNECT_DELAYS: ReconnectDelays = { firstMs: 500, maxMs: 30_000 };

interface Logger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

/**
 * Publishes through PostgreSQL and delivers every instance's events to `local`'s subscribers.
 * Resolves once listening (or, when the first attempt fails, once a retry is scheduled: live
 * updates are best effort and never keep the API from starting).
 */
export async function createPostgresFanOut(options: {
  notifications: DatabaseNotifications;
  /** This instance's embedded WebSocket server. */
  local: LiveTransport;
  log: Logger;
  reconnect?: Partial<ReconnectDelays>;
}): Promise<LiveTransport> {
  const { notifications, local, log } = options;
  const delays = { ...DEFAULT_RECONNECT_DELAYS, ...options.reconnect };
  let listener: NotificationListener | null = null;
  let attempt: Promise<void> | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  let failures = 0;
  let closed = false;

  function deliver(text: string): void {
    const message = decodeFanOutMessage(text);
    if (!message) {
      log.warn({ bytes: Buffer.byteLength(text) }, 'live: ignored a notification that is not a live event');
      return;
    }
    local.publish(message.channel, message.event, message.payload).catch((error: unknown) => {
      log.warn({ err: error, event: message.event }, 'live: local delivery failed');
    });
  }

  function retryLater(): void {
    if (closed) return;
    const delayMs = Math.min(delays.maxMs, delays.firstMs * 2 ** Math.max(0, failures - 1));
    retryTimer = setTimeout(() => {
      retryTimer = null;
      attempt = listen();
    }, delayMs);
    // Reconnecting alone never keeps the process alive.
    retryTimer.unref();
  }

  function onLost(error: Error): void {
    listener = null;
    if (closed) return;
    log.warn({ err: error }, 'live: lost the PostgreSQL connection that receives live events; reconnecting');
    retryLater();
  }

  async function listen(): Promise<void> {
    try {
      const opened = await notifications.listen(FAN_OUT_CHANNEL, deliver, onLost);
      if (closed) {
        await opened.close();
        return;
      }
      listener = opened;
      if (failures > 0) log.info({ attempts: failures + 1 }, 'live: listening for live events again');
      failures = 0;
    } catch (error) {
      failures += 1;
      log.warn(
        { err: error, failures },
        'live: cannot listen for live events on PostgreSQL; portals connected here miss them until it can',
      );
      retryLater();
    }
  }

  attempt = listen();
  await attempt;

  return {
    async publish(channel, event, payload) {
      const encoded = encodeFanOutMessage({ channel, event, payload });
      if (!encoded.fits) {
        log.warn(
          { channel, event, bytes: encoded.bytes },
          `live: event not sent, PostgreSQL notifications must be under ${NOTIFY_PAYLOAD_LIMIT_BYTES} bytes`,
        );
        return;
      }
      await notifications.notify(FAN_OUT_CHANNEL, encoded.text);
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      await attempt;
      const current = listener;
      listener = null;
      await current?.close().catch((error: unknown) => {
        log.warn({ err: error }, 'live: closing the listening connection failed');
      });
      await local.close();
    },
  };
}
