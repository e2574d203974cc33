import type { Options as PusherOptions } from 'pusher-js';
import type { LiveHandler } from './liveUpdates';
import { subscribeCampaignTotals } from './campaignTotals';

/** pusher-js as far as a public channel uses it. */
class FakePusher {
  static last: FakePusher | null = null;
  readonly handlers: Array<[string, string, LiveHandler]> = [];
  unsubscribed: string[] = [];
  disconnected = false;

  constructor(
    readonly key: string,
    readonly options: PusherOptions,
  ) {
    FakePusher.last = this;
  }

  subscribe(channel: string) {
    return {
      bind: (event: string, handler: LiveHandler) => this.handlers.push([channel, event, handler]),
      unbind: () => undefined,
    };
  }

  unsubscribe(channel: string) {
    this.unsubscribed.push(channel);
  }

  disconnect() {
    this.disconnected = true;
  }

  emit(channel: string, event: string, data: unknown) {
    for (const [c, e, handler] of this.handlers) if (c === channel && e === event) handler(data);
  }
}

const embedded = { key: 'k', cluster: 'embedded', wsHost: 'demo.localhost', wsPort: 8080, forceTLS: false };
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const channel = 'campaign.cmp_0123456789abcdef01234567';

it('joins the public channel without any authorisation and hands over well-formed totals only', async () => {
  const seen: unknown[] = [];
  const stop = subscribeCampaignTotals(embedded, channel, (totals) => seen.push(totals), FakePusher);
  await flush();
  const client = FakePusher.last!;
  expect(client.options).toMatchObject({
    wsHost: 'demo.localhost',
    wsPort: 8080,
    enabledTransports: ['ws', 'wss'],
  });
  expect(client.options).not.toHaveProperty('channelAuthorization');
  client.emit(channel, 'campaign.totals', {
    campaignPrefixedId: 'cmp_1',
    raised: 5000,
    givers: 1,
    goal: 10000,
  });
  client.emit(channel, 'campaign.totals', { raised: 'lots' });
  client.emit(channel, 'other.event', { campaignPrefixedId: 'cmp_1', raised: 1, givers: 1, goal: 1 });
  expect(seen).toEqual([{ campaignPrefixedId: 'cmp_1', raised: 5000, givers: 1, goal: 10000 }]);
  stop();
  expect(client.unsubscribed).toEqual([channel]);
  expect(client.disconnected).toBe(true);
});

it('connects nothing when stopped before pusher-js arrived', async () => {
  FakePusher.last = null;
  const stop = subscribeCampaignTotals(embedded, channel, () => undefined, FakePusher);
  stop();
  await flush();
  expect(FakePusher.last).toBeNull();
});
