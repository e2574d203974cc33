import type { Options as PusherOptions } from 'pusher-js';
import { createLiveUpdates, type LiveHandler } from './liveUpdates';
import { shareLiveUpdates, subscribeDonorEvents, type DonorEvent } from './donorEvents';

/** pusher-js as far as the wrapper uses it: channels with bindings, delivered on demand. */
class FakePusher {
  static last: FakePusher | null = null;
  readonly bindings = new Map<string, Array<[string, LiveHandler]>>();
  disconnected = false;

  constructor(
    readonly key: string,
    readonly options: PusherOptions,
  ) {
    FakePusher.last = this;
  }

  subscribe(name: string) {
    const list = this.bindings.get(name) ?? [];
    this.bindings.set(name, list);
    return {
      bind: (event: string, handler: LiveHandler) => list.push([event, handler]),
      unbind: (event?: string, handler?: LiveHandler) => {
        for (let i = list.length - 1; i >= 0; i -= 1) {
          const [e, h] = list[i]!;
          if ((event === undefined || e === event) && (handler === undefined || h === handler))
            list.splice(i, 1);
        }
      },
    };
  }

  unsubscribe() {}

  disconnect() {
    this.disconnected = true;
  }

  emit(channel: string, event: string, data: unknown) {
    for (const [e, handler] of [...(this.bindings.get(channel) ?? [])]) if (e === event) handler(data);
  }
}

const embedded = { key: 'k', cluster: 'embedded', wsHost: 'demo.localhost', wsPort: 8080, forceTLS: false };
const shared = () =>
  shareLiveUpdates(() =>
    createLiveUpdates({ pusher: embedded, apiUrl: '', readSessionToken: () => 'csrf', Pusher: FakePusher }),
  );
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const succeeded = {
  organizationPrefixedId: 'org_1',
  contributionPrefixedId: 'con_1',
  recurringGivingPrefixedId: null,
  amount: 2500,
  status: 'succeeded',
  date: '2026-03-01',
  code: null,
  fundAccountNames: ['General Fund'],
};

beforeEach(() => {
  FakePusher.last = null;
});

describe('subscribeDonorEvents', () => {
  it('connects pusher-js to the embedded server and hands over the donor’s typed events', async () => {
    const events: DonorEvent[] = [];
    const stop = subscribeDonorEvents({ prefixedId: 'usr_1' }, (event) => events.push(event), shared());
    await flush();
    const client = FakePusher.last!;
    expect(client.options).toMatchObject({
      wsHost: 'demo.localhost',
      wsPort: 8080,
      forceTLS: false,
      enabledTransports: ['ws', 'wss'],
    });
    client.emit('private-donor.usr_1', 'contribution.succeeded', succeeded);
    client.emit('private-donor.usr_1', 'recurring.changed', {
      organizationPrefixedId: 'org_1',
      recurringGivingPrefixedId: 'rcg_1',
      change: 'paused',
      nextOccurrence: null,
    });
    expect(events.map((event) => event.name)).toEqual(['contribution.succeeded', 'recurring.changed']);
    expect(events[0]!.data).toEqual(succeeded);
    stop();
  });

  it('drops a payload that does not have its event’s shape', async () => {
    const handler = jest.fn();
    const stop = subscribeDonorEvents({ prefixedId: 'usr_1' }, handler, shared());
    await flush();
    FakePusher.last!.emit('private-donor.usr_1', 'contribution.failed', { amount: 'lots' });
    expect(handler).not.toHaveBeenCalled();
    stop();
  });

  it('shares one connection and closes it when the last subscriber stops', async () => {
    const connection = shared();
    const first = jest.fn();
    const stopFirst = subscribeDonorEvents({ prefixedId: 'usr_1' }, first, connection);
    const stopSecond = subscribeDonorEvents({ prefixedId: 'usr_1' }, jest.fn(), connection);
    await flush();
    const client = FakePusher.last!;
    stopFirst();
    stopFirst(); // a second call must not release the other subscriber's share
    client.emit('private-donor.usr_1', 'contribution.succeeded', succeeded);
    expect(first).not.toHaveBeenCalled();
    expect(client.disconnected).toBe(false);
    stopSecond();
    expect(client.disconnected).toBe(true);
  });
});
