/** @jest-environment ./jest.jsdom-environment.js */
import type { ChannelAuthorizationHandler, Options as PusherOptions } from 'pusher-js';
import { createHttpTestServer, sendJson, type HttpTestServer } from '@halo/testkit/api/httpTestServer';
import { createLiveUpdates, type LiveChannel, type LiveHandler, type LiveUpdatesConfig } from './liveUpdates';

/** A stand-in for pusher-js: records what the wrapper asks of it and delivers events on demand. */
class FakePusher {
  static instances: FakePusher[] = [];
  readonly channels = new Map<string, { bindings: Array<[string, LiveHandler]> } & LiveChannel>();
  readonly unsubscribed: string[] = [];
  disconnected = false;

  constructor(
    readonly key: string,
    readonly options: PusherOptions,
  ) {
    FakePusher.instances.push(this);
  }

  subscribe(name: string) {
    const bindings: Array<[string, LiveHandler]> = [];
    const channel = {
      bindings,
      bind: (event: string, handler: LiveHandler) => bindings.push([event, handler]),
      unbind: (event?: string, handler?: LiveHandler) => {
        for (let i = bindings.length - 1; i >= 0; i -= 1) {
          const [e, h] = bindings[i] ?? [];
          if ((event === undefined || e === event) && (handler === undefined || h === handler))
            bindings.splice(i, 1);
        }
      },
    };
    this.channels.set(name, channel);
    return channel;
  }

  unsubscribe(name: string) {
    this.unsubscribed.push(name);
  }

  disconnect() {
    this.disconnected = true;
  }

  emit(channel: string, event: string, data: unknown) {
    for (const [e, handler] of this.channels.get(channel)?.bindings ?? []) if (e === event) handler(data);
  }
}

const pusher = { key: 'app-key', cluster: 'mt1', forceTLS: true };

function live(overrides: Partial<LiveUpdatesConfig> = {}) {
  return createLiveUpdates({
    pusher,
    apiUrl: 'https://api.halo.example',
    readSessionToken: () => 'session-token',
    Pusher: FakePusher,
    ...overrides,
  });
}

beforeEach(() => {
  FakePusher.instances = [];
});

describe('createLiveUpdates', () => {
  it('is not connected at start and connects on setup, with TLS', async () => {
    const updates = live();
    expect(updates.connected).toBe(false);
    expect(FakePusher.instances).toHaveLength(0);
    await expect(updates.setup()).resolves.toBe(true);
    expect(updates.connected).toBe(true);
    expect(FakePusher.instances).toHaveLength(1);
    expect(FakePusher.instances[0]).toMatchObject({
      key: 'app-key',
      options: { cluster: 'mt1', forceTLS: true },
    });
    await updates.setup();
    expect(FakePusher.instances).toHaveLength(1);
  });

  it('queues listeners asked for before the connection and attaches them on connection', async () => {
    const updates = live();
    const handler = jest.fn();
    updates.listen('donor.usr_1', 'GiftCompleted', handler);
    await updates.setup();
    const client = FakePusher.instances[0];
    client?.emit('private-donor.usr_1', 'GiftCompleted', { id: 'gift_1' });
    expect(handler).toHaveBeenCalledWith({ id: 'gift_1' });
  });

  it('attaches listeners at once after the connection, and stops them on request', async () => {
    const updates = live();
    await updates.setup();
    const handler = jest.fn();
    const stop = updates.listen('private-donor.usr_1', 'GiftCompleted', handler);
    const client = FakePusher.instances[0];
    client?.emit('private-donor.usr_1', 'GiftCompleted', 1);
    stop();
    client?.emit('private-donor.usr_1', 'GiftCompleted', 2);
    expect(handler.mock.calls).toEqual([[1]]);
  });

  it('adds a second listener to an event, or replaces the first with { replace: true }', async () => {
    const updates = live();
    const first = jest.fn();
    const second = jest.fn();
    const replacement = jest.fn();
    updates.listen('donor.1', 'Updated', first);
    updates.listen('donor.1', 'Updated', second);
    updates.listen('donor.1', 'Other', first);
    await updates.setup();
    const client = FakePusher.instances[0];
    client?.emit('private-donor.1', 'Updated', 'a');
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([1, 1]);

    updates.listen('donor.1', 'Updated', replacement, { replace: true });
    client?.emit('private-donor.1', 'Updated', 'b');
    client?.emit('private-donor.1', 'Other', 'c');
    expect(replacement).toHaveBeenCalledWith('b');
    expect(second).toHaveBeenCalledTimes(1);
    expect(first.mock.calls).toEqual([['a'], ['c']]);
  });

  it('replaces a queued listener before the connection too', async () => {
    const updates = live();
    const old = jest.fn();
    const fresh = jest.fn();
    updates.listen('donor.1', 'Updated', old);
    updates.listen('donor.1', 'Updated', fresh, { replace: true });
    await updates.setup();
    FakePusher.instances[0]?.emit('private-donor.1', 'Updated', 'x');
    expect(old).not.toHaveBeenCalled();
    expect(fresh).toHaveBeenCalledWith('x');
  });

  it.each([
    ['no push settings', { pusher: null }],
    ['no key', { pusher: { ...pusher, key: '' } }],
    ['no cluster', { pusher: { ...pusher, cluster: '' } }],
    ['no session token', { readSessionToken: () => null }],
  ])('makes no connection with %s', async (_case, overrides) => {
    const updates = live(overrides);
    updates.listen('donor.1', 'Updated', jest.fn());
    expect(updates.isEnabled()).toBe(false);
    await expect(updates.setup()).resolves.toBe(false);
    expect(updates.connected).toBe(false);
    expect(FakePusher.instances).toHaveLength(0);
  });

  it('reads the session token from the XSRF-TOKEN cookie by default', () => {
    const updates = createLiveUpdates({ pusher, apiUrl: '', Pusher: FakePusher });
    expect(updates.isEnabled()).toBe(false);
    document.cookie = 'XSRF-TOKEN=abc; path=/';
    expect(updates.isEnabled()).toBe(true);
    document.cookie = 'XSRF-TOKEN=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('disconnect removes every listener and channel and closes the connection', async () => {
    const updates = live();
    const handler = jest.fn();
    updates.listen('donor.1', 'Updated', handler);
    await updates.setup();
    const client = FakePusher.instances[0];
    updates.disconnect();
    expect(updates.connected).toBe(false);
    expect(client?.disconnected).toBe(true);
    expect(client?.unsubscribed).toEqual(['private-donor.1']);
    client?.emit('private-donor.1', 'Updated', 'late');
    expect(handler).not.toHaveBeenCalled();
    // Listeners are gone: a new connection attaches nothing of before.
    await updates.setup();
    expect(FakePusher.instances[1]?.channels.size).toBe(0);
  });

  it('does not connect when disconnected while setting up', async () => {
    const updates = live();
    const pending = updates.setup();
    updates.disconnect();
    await expect(pending).resolves.toBe(false);
    expect(updates.connected).toBe(false);
  });

  it('passes a self-hosted server host and port on, websockets only', async () => {
    const updates = live({ pusher: { ...pusher, wsHost: 'demo.localhost', wsPort: 8080, forceTLS: false } });
    await updates.setup();
    expect(FakePusher.instances[0]?.options).toMatchObject({
      wsHost: 'demo.localhost',
      wsPort: 8080,
      wssPort: 8080,
      forceTLS: false,
      enabledTransports: ['ws', 'wss'],
    });
  });

  describe('private channel authorisation', () => {
    let server: HttpTestServer;
    beforeAll(async () => {
      server = await createHttpTestServer();
    });
    afterAll(() => server.close());
    beforeEach(() => server.reset());

    async function authorize(): Promise<[Error | null, unknown]> {
      const updates = live({ apiUrl: server.url });
      await updates.setup();
      const options = FakePusher.instances[0]?.options.channelAuthorization as {
        customHandler: ChannelAuthorizationHandler;
      };
      return new Promise((resolve) =>
        options.customHandler({ socketId: '1234.1234', channelName: 'private-foobar' }, (error, data) =>
          resolve([error, data]),
        ),
      );
    }

    it('POSTs socket id and channel name to {apiUrl}/broadcasting/auth with the X-XSRF-TOKEN header', async () => {
      server.on('POST', '/broadcasting/auth', (_request, response) =>
        sendJson(response, 200, { auth: 'app-key:sig' }),
      );
      await expect(authorize()).resolves.toEqual([null, { auth: 'app-key:sig' }]);
      const [request] = server.requests;
      expect(new URLSearchParams(request?.body).toString()).toBe(
        'socket_id=1234.1234&channel_name=private-foobar',
      );
      expect(request?.headers).toMatchObject({ 'x-xsrf-token': 'session-token', accept: 'application/json' });
    });

    it('hands a refusal to pusher-js as an error', async () => {
      server.on('POST', '/broadcasting/auth', (_request, response) =>
        sendJson(response, 403, { message: 'Forbidden' }),
      );
      const [error, data] = await authorize();
      expect(error?.message).toMatch(/private-foobar was not authorised \(403\)/);
      expect(data).toBeNull();
    });
  });
});
