import type { DatabaseNotifications } from '../db/database';
import type { LiveTransport } from './broadcaster';
import {
  createPostgresFanOut,
  decodeFanOutMessage,
  encodeFanOutMessage,
  FAN_OUT_CHANNEL,
  NOTIFY_PAYLOAD_LIMIT_BYTES,
} from './postgresFanOut';

const channel = 'private-donor.usr_0123456789abcdef01234567';

/** A message whose encoded JSON is exactly `bytes` long, made of `filler` characters. */
function messageOfBytes(bytes: number, filler = 'x') {
  const empty = encodeFanOutMessage({ channel, event: 'contribution.succeeded', payload: { memo: '' } });
  if (!empty.fits) throw new Error('unreachable');
  const room = bytes - Buffer.byteLength(empty.text);
  const memo =
    filler.repeat(Math.floor(room / Buffer.byteLength(filler))) +
    'x'.repeat(room % Buffer.byteLength(filler));
  return { channel, event: 'contribution.succeeded', payload: { memo } };
}

describe('encodeFanOutMessage', () => {
  it('encodes { channel, event, payload } as JSON that decodes back to the same message', () => {
    const message = {
      channel,
      event: 'recurring.changed',
      payload: { change: 'paused', nextOccurrence: null },
    };
    const encoded = encodeFanOutMessage(message);
    expect(encoded).toEqual({ fits: true, text: JSON.stringify(message) });
    expect(decodeFanOutMessage((encoded as { text: string }).text)).toEqual(message);
  });

  it('takes 7,999 bytes and refuses 8,000, PostgreSQL’s NOTIFY limit', () => {
    expect(NOTIFY_PAYLOAD_LIMIT_BYTES).toBe(8000);
    expect(encodeFanOutMessage(messageOfBytes(7999))).toMatchObject({ fits: true });
    expect(encodeFanOutMessage(messageOfBytes(8000))).toEqual({ fits: false, bytes: 8000 });
  });

  it('counts bytes, not characters: 4,000 “é” are 8,000 bytes', () => {
    const message = messageOfBytes(8000, 'é');
    expect(JSON.stringify(message).length).toBeLessThan(8000);
    expect(encodeFanOutMessage(message)).toEqual({ fits: false, bytes: 8000 });
  });
});

describe('decodeFanOutMessage', () => {
  it.each([
    ['not JSON', 'hello'],
    ['an invalid channel name', JSON.stringify({ channel: 'private-donor.<x>', event: 'e', payload: {} })],
    ['no event', JSON.stringify({ channel, payload: {} })],
    ['a payload that is not an object', JSON.stringify({ channel, event: 'e', payload: 'x' })],
  ])('refuses %s', (_case, text) => expect(decodeFanOutMessage(text)).toBeNull());
});

/** PostgreSQL's NOTIFY/LISTEN in memory: notify reaches every listener, as the server does. */
function fakeNotifications(options: { failingAttempts?: number } = {}) {
  let failingAttempts = options.failingAttempts ?? 0;
  const listeners = new Set<{ deliver: (payload: string) => void; lose: (error: Error) => void }>();
  const notified: string[] = [];
  let attempts = 0;
  const notifications: DatabaseNotifications = {
    notify: async (name, payload) => {
      expect(name).toBe(FAN_OUT_CHANNEL);
      notified.push(payload);
      for (const listener of listeners) listener.deliver(payload);
    },
    listen: async (name, onNotification, onLost) => {
      expect(name).toBe(FAN_OUT_CHANNEL);
      attempts += 1;
      if (failingAttempts > 0) {
        failingAttempts -= 1;
        throw new Error('connection refused');
      }
      const listener = { deliver: onNotification, lose: onLost };
      listeners.add(listener);
      return { close: async () => void listeners.delete(listener) };
    },
  };
  return {
    notifications,
    notified,
    attempts: () => attempts,
    listening: () => listeners.size,
    /** The server ends every listening connection (a restart). */
    dropConnections: () => {
      for (const listener of [...listeners]) {
        listeners.delete(listener);
        listener.lose(new Error('terminating connection due to administrator command'));
      }
    },
  };
}

function recordingTransport() {
  const published: { channel: string; event: string; payload: object }[] = [];
  const calls: string[] = [];
  const transport: LiveTransport = {
    publish: async (name, event, payload) => void published.push({ channel: name, event, payload }),
    close: async () => void calls.push('close'),
  };
  return { transport, published, calls };
}

function recordingLog() {
  const lines: { level: string; message: string; object: object }[] = [];
  return {
    lines,
    info: (object: object, message: string) => lines.push({ level: 'info', message, object }),
    warn: (object: object, message: string) => lines.push({ level: 'warn', message, object }),
  };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('createPostgresFanOut', () => {
  it('delivers its own event once, through the notification, and another instance’s too', async () => {
    const database = fakeNotifications();
    const a = recordingTransport();
    const b = recordingTransport();
    const log = recordingLog();
    const fanOutA = await createPostgresFanOut({
      notifications: database.notifications,
      local: a.transport,
      log,
    });
    const fanOutB = await createPostgresFanOut({
      notifications: database.notifications,
      local: b.transport,
      log,
    });
    await fanOutA.publish(channel, 'contribution.succeeded', { amount: 2500 });
    await flush();
    const event = { channel, event: 'contribution.succeeded', payload: { amount: 2500 } };
    expect(a.published).toEqual([event]);
    expect(b.published).toEqual([event]);
    await fanOutA.close();
    await fanOutB.close();
  });

  it('refuses an event of 8,000 bytes or more with a warning and notifies nothing', async () => {
    const database = fakeNotifications();
    const local = recordingTransport();
    const log = recordingLog();
    const fanOut = await createPostgresFanOut({
      notifications: database.notifications,
      local: local.transport,
      log,
    });
    const big = messageOfBytes(8000);
    await fanOut.publish(big.channel, big.event, big.payload);
    expect(database.notified).toEqual([]);
    expect(log.lines).toEqual([
      expect.objectContaining({ level: 'warn', object: { channel, event: big.event, bytes: 8000 } }),
    ]);
    await fanOut.close();
  });

  it('ignores a notification that is not a live event, with a warning', async () => {
    const database = fakeNotifications();
    const local = recordingTransport();
    const log = recordingLog();
    const fanOut = await createPostgresFanOut({
      notifications: database.notifications,
      local: local.transport,
      log,
    });
    await database.notifications.notify(FAN_OUT_CHANNEL, '{"channel":"x"}');
    await flush();
    expect(local.published).toEqual([]);
    expect(log.lines.map((line) => line.level)).toEqual(['warn']);
    await fanOut.close();
  });

  describe('when PostgreSQL cannot be reached', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('listens again after the connection is lost, waiting longer after each failed attempt', async () => {
      const database = fakeNotifications({ failingAttempts: 2 });
      const local = recordingTransport();
      const log = recordingLog();
      // The first attempt fails: the API starts all the same and retries after 20 ms, then 40 ms.
      const fanOut = await createPostgresFanOut({
        notifications: database.notifications,
        local: local.transport,
        log,
        reconnect: { firstMs: 20, maxMs: 1000 },
      });
      expect(database.listening()).toBe(0);
      await jest.advanceTimersByTimeAsync(19);
      expect(database.attempts()).toBe(1);
      await jest.advanceTimersByTimeAsync(1);
      expect(database.attempts()).toBe(2);
      await jest.advanceTimersByTimeAsync(39);
      expect(database.attempts()).toBe(2);
      await jest.advanceTimersByTimeAsync(1);
      expect(database.attempts()).toBe(3);
      expect(database.listening()).toBe(1);
      expect(log.lines.map((line) => line.level)).toEqual(['warn', 'warn', 'info']);

      // A server restart: the next attempt comes after the first delay again, and succeeds.
      database.dropConnections();
      expect(log.lines.at(-1)).toMatchObject({ level: 'warn', message: expect.stringMatching(/lost/) });
      await jest.advanceTimersByTimeAsync(20);
      expect(database.attempts()).toBe(4);
      expect(database.listening()).toBe(1);
      await database.notifications.notify(FAN_OUT_CHANNEL, encodeText({ channel, event: 'e', payload: {} }));
      await Promise.resolve();
      expect(local.published).toHaveLength(1);
      await fanOut.close();
    });

    it('closes the listening connection, stops retrying, then closes the local server', async () => {
      const database = fakeNotifications();
      const local = recordingTransport();
      const fanOut = await createPostgresFanOut({
        notifications: database.notifications,
        local: local.transport,
        log: recordingLog(),
        reconnect: { firstMs: 10, maxMs: 10 },
      });
      expect(database.listening()).toBe(1);
      database.dropConnections();
      await fanOut.close();
      await jest.advanceTimersByTimeAsync(100);
      expect(database.attempts()).toBe(1);
      expect(database.listening()).toBe(0);
      expect(local.calls).toEqual(['close']);
    });
  });
});

function encodeText(message: { channel: string; event: string; payload: object }): string {
  const encoded = encodeFanOutMessage(message);
  if (!encoded.fits) throw new Error('too large');
  return encoded.text;
}
