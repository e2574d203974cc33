// The Pusher HTTP API broadcaster (PUSHER_* settings: Pusher, Laravel Reverb, soketi) against a
// node:http double of POST /apps/{id}/events, checking what the `pusher` package sends and that we
// sign it as Pusher's HTTP API reference says.
import { createHash, createHmac } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { PusherSettings } from '../src/config';
import { signChannel } from '../src/live/channelSignature';
import { createPusherHttpTransport } from '../src/live/pusherHttpTransport';
import { DEMO_DONOR } from '../src/seed';
import { GivingClient, organizationOf } from './givingFlow';
import { startTestApp, TestBrowser, type TestApp } from './helper';

interface Received {
  method: string;
  path: string;
  query: URLSearchParams;
  body: string;
}

class PusherApiDouble {
  readonly received: Received[] = [];
  failWith: number | null = null;
  private readonly server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://double');
      this.received.push({
        method: request.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.writeHead(this.failWith ?? 200, { 'content-type': 'application/json' }).end('{}');
    });
  });

  async start(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as AddressInfo).port;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** Pusher's HTTP API signature: HMAC-SHA256(secret, "POST\n{path}\n{sorted query without auth_signature}"). */
function expectedSignature(secret: string, received: Received): string {
  const query = [...received.query]
    .filter(([name]) => name !== 'auth_signature')
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  return createHmac('sha256', secret).update(`${received.method}\n${received.path}\n${query}`).digest('hex');
}

const double = new PusherApiDouble();
let settings: PusherSettings;
beforeAll(async () => {
  const port = await double.start();
  settings = {
    appId: '4242',
    key: 'reverb-key',
    secret: 'reverb-secret',
    cluster: 'mt1',
    host: '127.0.0.1',
    port,
    forceTLS: false,
  };
});
afterAll(() => double.stop());
beforeEach(() => {
  double.received.length = 0;
  double.failWith = null;
});

describe('createPusherHttpTransport', () => {
  it('POSTs the event to /apps/{id}/events with a signed query and the body’s MD5', async () => {
    await createPusherHttpTransport(settings).publish('private-donor.usr_1', 'contribution.succeeded', {
      amount: 2500,
    });
    expect(double.received).toHaveLength(1);
    const [request] = double.received as [Received];
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/apps/4242/events');
    expect(JSON.parse(request.body)).toEqual({
      name: 'contribution.succeeded',
      channels: ['private-donor.usr_1'],
      data: JSON.stringify({ amount: 2500 }),
    });
    expect(request.query.get('auth_key')).toBe('reverb-key');
    expect(request.query.get('auth_version')).toBe('1.0');
    expect(request.query.get('body_md5')).toBe(createHash('md5').update(request.body).digest('hex'));
    expect(Math.abs(Number(request.query.get('auth_timestamp')) - Date.now() / 1000)).toBeLessThan(60);
    expect(request.query.get('auth_signature')).toBe(expectedSignature('reverb-secret', request));
  });

  it('rejects when the server answers an error (the broadcaster logs it)', async () => {
    double.failWith = 500;
    await expect(
      createPusherHttpTransport(settings).publish('private-donor.usr_1', 'recurring.changed', {}),
    ).rejects.toThrow();
  });
});

describe('the app with PUSHER_* settings', () => {
  let dataDir: string;
  let testApp: TestApp;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'halo-live-http-'));
    testApp = await startTestApp({ config: { dataDir, pusher: settings } });
  });
  afterAll(async () => {
    await testApp?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function give() {
    const demo = await organizationOf(testApp);
    const giving = new GivingClient(testApp);
    const customer = await giving.customer(demo.prefixedId, DEMO_DONOR.email);
    const card = await giving.addCard(customer, '4242424242424242');
    const gift = await giving.give(customer, {
      payment_method_id: card.json().payment_method_id,
      amount: 1000,
      fund_prefixed_id: demo.onlineGiving.funds[0]!.prefixedId,
    });
    return { gift, donorPrefixedId: customer.donorPrefixedId };
  }

  it('publishes a gift to the donor’s channel through the HTTP API and runs no WebSocket server', async () => {
    expect(testApp.app.liveChannels).toMatchObject({ mode: 'pusher', embeddedServer: null });
    const { gift, donorPrefixedId } = await give();
    expect(gift.statusCode).toBe(201);
    const events = double.received.map((request) => JSON.parse(request.body));
    expect(events).toContainEqual(
      expect.objectContaining({
        name: 'contribution.succeeded',
        channels: [`private-donor.${donorPrefixedId}`],
      }),
    );
  });

  it('still records the gift when the Pusher server fails', async () => {
    double.failWith = 503;
    const { gift } = await give();
    expect(gift.statusCode).toBe(201);
    expect(double.received.length).toBeGreaterThan(0);
  });

  it('signs private channels with PUSHER_APP_SECRET', async () => {
    const browser = new TestBrowser(testApp);
    const login = await browser.login(DEMO_DONOR.email, DEMO_DONOR.password);
    const channel = `private-donor.${login.json().prefixedId}`;
    const response = await browser.request({
      method: 'POST',
      url: '/broadcasting/auth',
      payload: { socket_id: '1.2', channel_name: channel },
    });
    expect(response.json()).toEqual({ auth: signChannel(settings, '1.2', channel) });
  });
});

describe('the app with LIVE_UPDATES=false', () => {
  it('publishes nothing and answers /broadcasting/auth with 404', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'halo-live-off-'));
    const testApp = await startTestApp({ config: { dataDir, pusher: settings, liveUpdates: false } });
    try {
      const browser = new TestBrowser(testApp);
      const login = await browser.login(DEMO_DONOR.email, DEMO_DONOR.password);
      const response = await browser.request({
        method: 'POST',
        url: '/broadcasting/auth',
        payload: { socket_id: '1.2', channel_name: `private-donor.${login.json().prefixedId}` },
      });
      expect(response.statusCode).toBe(404);
      await testApp.app.broadcaster.toDonor(login.json().prefixedId, 'recurring.changed', {});
      expect(double.received).toHaveLength(0);
    } finally {
      await testApp.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
