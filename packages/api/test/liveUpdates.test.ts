// Live updates end to end: the real app on a port with its embedded Pusher-protocol
// server, a real pusher-js client authorised through POST /broadcasting/auth with a signed-in
// session's cookies and X-XSRF-TOKEN (as shared/src/live does), and gifts made through the giving
// HTTP calls.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Pusher, { type Channel } from 'pusher-js';
import { eq } from 'drizzle-orm';
import { recurringGivings } from '../src/db/schema';
import { signChannel } from '../src/live/channelSignature';
import { DEMO_DONOR } from '../src/seed';
import { GivingClient, organizationOf, RELAXED_GIVING_LIMITS } from './givingFlow';
import { startTestApp, TestBrowser, type TestApp } from './helper';
import { eventually, PusherSocket } from './pusherSocket';
import { freePort } from './serverProcess';

interface ClientConfig {
  key: string;
  cluster: string;
  wsHost: string;
  wsPort: number;
  forceTLS: boolean;
}

let dir: string;
let testApp: TestApp;
let demo: Awaited<ReturnType<typeof organizationOf>>;
let donor: TestBrowser;
let donorPrefixedId: string;
let pageConfig: ClientConfig;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'halo-live-'));
  await mkdir(path.join(dir, 'dist', 'host'), { recursive: true });
  await writeFile(path.join(dir, 'dist', 'host', 'index.html'), '<head><!--HALO_CONFIG--></head>');
  // PUBLIC_URL on the app's own port: the page's socket is on the church's host under it.
  const port = await freePort();
  testApp = await startTestApp({
    port,
    config: {
      publicUrl: `http://localhost:${port}`,
      dataDir: path.join(dir, 'data'),
      distDir: path.join(dir, 'dist'),
      givingRateLimits: RELAXED_GIVING_LIMITS,
    },
  });
  demo = await organizationOf(testApp);
  donor = new TestBrowser(testApp, `demo.localhost:${testApp.port}`);
  const login = await donor.login(DEMO_DONOR.email, DEMO_DONOR.password);
  expect(login.statusCode).toBe(200);
  donorPrefixedId = login.json().prefixedId;
  const page = await donor.request({ url: '/dashboard' });
  const json = /<script id="halo-config" type="application\/json">(.*?)<\/script>/.exec(page.body)?.[1];
  pageConfig = JSON.parse(json!).pusher;
});
afterAll(async () => {
  await testApp?.close();
  await rm(dir, { recursive: true, force: true });
});

const donorChannel = () => `private-donor.${donorPrefixedId}`;

function authorize(browser: TestBrowser, socketId: string, channelName: string, json = false) {
  return browser.request({
    method: 'POST',
    url: '/broadcasting/auth',
    payload: json
      ? { socket_id: socketId, channel_name: channelName }
      : new URLSearchParams({ socket_id: socketId, channel_name: channelName }).toString(),
    headers: json
      ? { accept: 'application/json' }
      : { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
  });
}

/** pusher-js as shared/src/live configures it, pointed at 127.0.0.1 (Node does not resolve *.localhost). */
function pusherClient(browser: TestBrowser): Pusher {
  return new Pusher(pageConfig.key, {
    cluster: pageConfig.cluster,
    wsHost: '127.0.0.1',
    wsPort: pageConfig.wsPort,
    wssPort: pageConfig.wsPort,
    forceTLS: pageConfig.forceTLS,
    enabledTransports: ['ws', 'wss'],
    disableStats: true,
    channelAuthorization: {
      customHandler: ({ socketId, channelName }, callback) => {
        authorize(browser, socketId, channelName).then(
          (response) =>
            response.statusCode === 200
              ? callback(null, response.json())
              : callback(new Error(`auth ${response.statusCode}`), null),
          (error: Error) => callback(error, null),
        );
      },
    },
  });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests assert on shapes
function nextEvent(channel: Channel, event: string, timeoutMs = 5_000): Promise<any> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event}`)), timeoutMs);
    channel.bind(event, (data: unknown) => {
      clearTimeout(timer);
      resolve(data);
    });
  });
}

async function subscribed(client: Pusher, name: string): Promise<Channel> {
  const channel = client.subscribe(name);
  await nextEvent(channel, 'pusher:subscription_succeeded');
  return channel;
}

async function giveAsTheDonor(cardNumber: string, amount: number) {
  const giving = new GivingClient(testApp);
  const customer = await giving.customer(demo.prefixedId, DEMO_DONOR.email);
  expect(customer.donorPrefixedId).toBe(donorPrefixedId);
  const card = await giving.addCard(customer, cardNumber);
  expect(card.statusCode).toBe(200);
  return giving.give(customer, {
    payment_method_id: card.json().payment_method_id,
    amount,
    fund_prefixed_id: demo.onlineGiving.funds.find((fund) => fund.name === 'General Fund')!.prefixedId,
  });
}

describe('the page’s runtime config', () => {
  it('points pusher-js at the church’s host and port under PUBLIC_URL, without TLS over plain http', () => {
    expect(pageConfig).toEqual({
      key: testApp.app.liveChannels.credentials!.key,
      cluster: 'embedded',
      wsHost: 'demo.localhost',
      wsPort: testApp.port,
      forceTLS: false,
    });
    expect(JSON.stringify(pageConfig)).not.toContain(testApp.app.liveChannels.credentials!.secret);
  });
});

describe('a signed-in donor’s pusher-js client', () => {
  let client: Pusher;
  afterEach(() => client?.disconnect());

  it('receives contribution.succeeded on its private channel when a gift is made', async () => {
    client = pusherClient(donor);
    const channel = await subscribed(client, donorChannel());
    const received = nextEvent(channel, 'contribution.succeeded');
    const gift = await giveAsTheDonor('4242424242424242', 2500);
    expect(gift.statusCode).toBe(201);
    expect(await received).toEqual({
      organizationPrefixedId: demo.prefixedId,
      contributionPrefixedId: gift.json().contribution.prefixed_id,
      recurringGivingPrefixedId: null,
      amount: 2500,
      status: 'succeeded',
      date: gift.json().contribution.date,
      code: null,
      fundAccountNames: ['General Fund'],
    });
  });

  it('receives contribution.failed with the decline code when the card is declined', async () => {
    client = pusherClient(donor);
    const channel = await subscribed(client, donorChannel());
    const received = nextEvent(channel, 'contribution.failed');
    const gift = await giveAsTheDonor('4000000000000341', 1500);
    expect(gift.statusCode).toBe(402);
    expect(await received).toMatchObject({
      contributionPrefixedId: null,
      amount: 1500,
      status: 'failed',
      code: 'card_declined',
    });
  });

  it('receives recurring.changed when the donor pauses and resumes a recurring gift in the portal', async () => {
    client = pusherClient(donor);
    const channel = await subscribed(client, donorChannel());
    const list = await donor.graphql(
      'query($org: ID!) { donorRecurringGivings(organizationPrefixedId: $org) { items { prefixedId status } } }',
      { org: demo.prefixedId },
    );
    const gift = list
      .json()
      .data.donorRecurringGivings.items.find((item: { status: string }) => item.status === 'active');
    const paused = nextEvent(channel, 'recurring.changed');
    const pause = await donor.graphql(
      'mutation($id: ID!, $org: ID!) { pauseRecurringGiving(prefixedId: $id, organizationPrefixedId: $org) { status } }',
      { id: gift.prefixedId, org: demo.prefixedId },
    );
    expect(pause.json().data.pauseRecurringGiving.status).toBe('paused');
    expect(await paused).toEqual({
      organizationPrefixedId: demo.prefixedId,
      recurringGivingPrefixedId: gift.prefixedId,
      change: 'paused',
      nextOccurrence: null,
    });
    const resumed = nextEvent(channel, 'recurring.changed');
    const resume = await donor.graphql(
      'mutation($id: ID!, $org: ID!) { resumeRecurringGiving(prefixedId: $id, organizationPrefixedId: $org) { nextOccurrence } }',
      { id: gift.prefixedId, org: demo.prefixedId },
    );
    expect(await resumed).toMatchObject({
      change: 'resumed',
      nextOccurrence: resume.json().data.resumeRecurringGiving.nextOccurrence,
    });
  });

  it('receives the recurring worker’s charge: contribution.succeeded and recurring.changed (charged)', async () => {
    const { calendarDateInTimeZone, nextGivingDate } = await import('@halo/domain');
    const today = calendarDateInTimeZone(demo.onlineGiving.timeZone);
    // A recurring gift is an account's: the donor gives signed in.
    const giving = new GivingClient(testApp);
    await giving.browser.login(DEMO_DONOR.email, DEMO_DONOR.password);
    const customer = await giving.signedInCustomer(demo.prefixedId, donorPrefixedId);
    const card = await giving.addCard(customer, '4242424242424242');
    const created = await giving.give(customer, {
      payment_method_id: card.json().payment_method_id,
      amount: 4200,
      fund_prefixed_id: demo.onlineGiving.funds.find((fund) => fund.name === 'Missions')!.prefixedId,
      frequency: 'monthly',
      start_date: nextGivingDate(today, 'weekly'),
    });
    expect(created.statusCode).toBe(201);
    const giftId: string = created.json().recurring_giving.prefixed_id;
    // The donor's start date arrives: the worker (not the giving call) makes this charge.
    await testApp.app.db
      .update(recurringGivings)
      .set({ nextOccurrence: today })
      .where(eq(recurringGivings.prefixedId, giftId));

    client = pusherClient(donor);
    const channel = await subscribed(client, donorChannel());
    const charged = nextEvent(channel, 'contribution.succeeded');
    const changed = nextEvent(channel, 'recurring.changed');
    await testApp.app.recurringWorker.runOnce();
    expect(await charged).toMatchObject({
      organizationPrefixedId: demo.prefixedId,
      recurringGivingPrefixedId: giftId,
      amount: 4200,
      status: 'succeeded',
      fundAccountNames: ['Missions'],
    });
    expect(await changed).toMatchObject({
      recurringGivingPrefixedId: giftId,
      change: 'charged',
      nextOccurrence: nextGivingDate(today, 'monthly'),
    });
  });

  it('is refused another donor’s channel: /broadcasting/auth answers 403 and nothing is subscribed', async () => {
    client = pusherClient(donor);
    const channel = client.subscribe('private-donor.usr_000000000000000000000000');
    const error = await nextEvent(channel, 'pusher:subscription_error');
    expect(error).toMatchObject({ type: 'AuthError' });
    expect(error.error).toMatch(/auth 403/);
    expect(testApp.app.liveChannels.embeddedServer!.subscriberCount(channel.name)).toBe(0);
  });

  it('leaves no connection or subscription behind once it disconnects', async () => {
    const server = testApp.app.liveChannels.embeddedServer!;
    await eventually(() => server.connectionCount === 0);
    client = pusherClient(donor);
    await subscribed(client, donorChannel());
    expect(server.connectionCount).toBe(1);
    expect(server.subscriberCount(donorChannel())).toBe(1);
    client.disconnect();
    await eventually(() => server.connectionCount === 0);
    expect(server.subscriberCount(donorChannel())).toBe(0);
  });
});

describe('POST /broadcasting/auth', () => {
  it('signs the donor’s own channel with Pusher’s HMAC, from a form or from JSON', async () => {
    const { credentials } = testApp.app.liveChannels;
    for (const json of [false, true]) {
      const response = await authorize(donor, '1234.1234', donorChannel(), json);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ auth: signChannel(credentials!, '1234.1234', donorChannel()) });
    }
  });

  it.each([
    ['another donor’s channel', 'private-donor.usr_000000000000000000000000'],
    ['a channel that is not a donor’s', 'private-organization.1'],
    ['a public channel', `donor.${'x'}`],
  ])('refuses %s with 403', async (_case, channel) => {
    expect((await authorize(donor, '1234.1234', channel)).statusCode).toBe(403);
  });

  it('refuses the donor’s session at another organization (401): channels are per session organization', async () => {
    const response = await donor.request({
      method: 'POST',
      url: '/broadcasting/auth',
      payload: { socket_id: '1234.1234', channel_name: donorChannel() },
      headers: { host: 'hope.localhost' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('needs the CSRF header (419) and a signed-in session (401)', async () => {
    const noHeader = await donor.request({
      method: 'POST',
      url: '/broadcasting/auth',
      payload: { socket_id: '1234.1234', channel_name: donorChannel() },
      sendCsrfToken: false,
    });
    expect(noHeader.statusCode).toBe(419);
    const guest = new TestBrowser(testApp);
    await guest.fetchCsrfCookie();
    expect((await authorize(guest, '1234.1234', donorChannel())).statusCode).toBe(401);
  });

  it('answers 422 to a malformed socket id or channel name', async () => {
    expect((await authorize(donor, '1234', donorChannel())).statusCode).toBe(422);
    expect((await authorize(donor, '1234.1234', 'private-donor.<script>')).statusCode).toBe(422);
  });
});

describe('the embedded server', () => {
  const key = () => testApp.app.liveChannels.credentials!.key;
  const sockets: PusherSocket[] = [];
  const connect = async () => {
    const connection = await PusherSocket.connect(testApp.port, key());
    sockets.push(connection.client);
    return connection;
  };
  afterEach(() => sockets.splice(0).forEach((socket) => socket.close()));

  it('sends connection_established with a socket id and an activity timeout', async () => {
    const socket = await PusherSocket.open(testApp.port, `/app/${key()}?protocol=7`);
    sockets.push(socket);
    const established = await socket.next('pusher:connection_established');
    expect(established.data).toEqual({
      socket_id: expect.stringMatching(/^\d+\.\d+$/),
      activity_timeout: 120,
    });
  });

  it('refuses a subscribe whose auth is forged or signed for another socket', async () => {
    const { client, socketId } = await connect();
    const { socketId: otherSocketId } = await connect();
    // A signature /broadcasting/auth really gave, but for another connection's socket id.
    const stolen = (await authorize(donor, otherSocketId, donorChannel())).json().auth;
    const forged = signChannel({ key: key(), secret: 'guessed' }, socketId, donorChannel());
    for (const auth of [stolen, forged, undefined]) {
      client.send({ event: 'pusher:subscribe', data: { channel: donorChannel(), auth } });
      expect(await client.next('pusher:subscription_error')).toMatchObject({
        channel: donorChannel(),
        data: { type: 'AuthError', status: 401 },
      });
    }
    expect(testApp.app.liveChannels.embeddedServer!.subscriberCount(donorChannel())).toBe(0);
  });

  it('answers pusher:ping with pusher:pong', async () => {
    const { client } = await connect();
    client.send({ event: 'pusher:ping', data: {} });
    expect(await client.next('pusher:pong')).toEqual({ event: 'pusher:pong', data: {} });
  });

  it('answers frames it cannot use with pusher:error and stays open', async () => {
    const { client } = await connect();
    for (const frame of [
      'not json',
      '[1,2]',
      '{"data":{}}',
      JSON.stringify({ event: 'client-hi', data: {} }),
    ]) {
      client.send(frame);
      expect((await client.next('pusher:error')).data).toMatchObject({
        code: null,
        message: expect.any(String),
      });
    }
    client.socket.send(Buffer.from([1, 2, 3]));
    await client.next('pusher:error');
    client.send({ event: 'pusher:ping', data: {} });
    await client.next('pusher:pong');
  });

  it('refuses public channels', async () => {
    const { client } = await connect();
    client.send({ event: 'pusher:subscribe', data: { channel: 'donations' } });
    expect(await client.next('pusher:subscription_error')).toMatchObject({ data: { status: 403 } });
  });

  it('closes with 4001 for an unknown app key and 4008 without a protocol version', async () => {
    const wrongKey = await PusherSocket.open(testApp.port, '/app/not-our-key?protocol=7');
    expect(await wrongKey.waitForClose()).toMatchObject({ code: 4001 });
    const noProtocol = await PusherSocket.open(testApp.port, `/app/${key()}`);
    expect(await noProtocol.waitForClose()).toMatchObject({ code: 4008 });
  });
});
