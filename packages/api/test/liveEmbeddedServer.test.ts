// The embedded Pusher-protocol server on a bare node:http server, with small limits and timeouts
// (the app's defaults are minutes and thousands; see liveUpdates.test.ts for the server in the app).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { signChannel } from '../src/live/channelSignature';
import {
  createEmbeddedPusherServer,
  type EmbeddedPusherServer,
  type EmbeddedServerLimits,
} from '../src/live/embeddedPusherServer';
import { eventually, PusherSocket } from './pusherSocket';

const credentials = { key: 'test-key', secret: 'test-secret' };
const silent = { debug: () => {}, warn: () => {} };

let httpServer: http.Server;
let live: EmbeddedPusherServer;
let port: number;
const open: PusherSocket[] = [];

async function start(limits: Partial<EmbeddedServerLimits>) {
  live = createEmbeddedPusherServer({ credentials, log: silent, limits });
  httpServer = http.createServer((_request, response) => response.end());
  httpServer.on('upgrade', (request, socket, head) => {
    if (!live.handleUpgrade(request, socket, head)) socket.end('HTTP/1.1 404 Not Found\r\n\r\n');
  });
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  port = (httpServer.address() as AddressInfo).port;
}

async function connect() {
  const connection = await PusherSocket.connect(port, credentials.key);
  open.push(connection.client);
  return connection;
}

afterEach(async () => {
  open.splice(0).forEach((client) => client.close());
  await live.close();
  await new Promise((resolve) => httpServer.close(resolve));
});

it('pings a silent client after activity_timeout and drops it when no pong comes (4201)', async () => {
  await start({ activityTimeoutSeconds: 1, pongTimeoutMs: 200 });
  const { client } = await connect();
  await client.next('pusher:ping', 3_000);
  expect(await client.waitForClose(3_000)).toMatchObject({ code: 4201 });
  await eventually(() => live.connectionCount === 0);
});

it('keeps a client that answers the server’s ping', async () => {
  await start({ activityTimeoutSeconds: 1, pongTimeoutMs: 300 });
  const { client } = await connect();
  await client.next('pusher:ping', 3_000);
  client.send({ event: 'pusher:pong', data: {} });
  await new Promise((resolve) => setTimeout(resolve, 600));
  expect(client.closed).toBeNull();
});

it('refuses connections over maxConnections with 4100 “Over capacity”', async () => {
  await start({ maxConnections: 1 });
  await connect();
  const extra = await PusherSocket.open(port, `/app/${credentials.key}?protocol=7`);
  open.push(extra);
  expect((await extra.next('pusher:error')).data).toMatchObject({ code: 4100 });
  expect(await extra.waitForClose()).toMatchObject({ code: 4100 });
  expect(live.connectionCount).toBe(1);
});

it('limits the channels one connection may subscribe to', async () => {
  await start({ maxSubscriptionsPerConnection: 1 });
  const { client, socketId } = await connect();
  for (const channel of ['private-donor.a', 'private-donor.b']) {
    client.send({
      event: 'pusher:subscribe',
      data: { channel, auth: signChannel(credentials, socketId, channel) },
    });
  }
  expect(await client.next('pusher_internal:subscription_succeeded')).toMatchObject({
    channel: 'private-donor.a',
  });
  expect(await client.next('pusher:subscription_error')).toMatchObject({
    channel: 'private-donor.b',
    data: { status: 429 },
  });
  expect(live.subscriberCount('private-donor.b')).toBe(0);
});

it('closes a connection that sends a frame over maxMessageBytes (1009) and keeps serving others', async () => {
  await start({ maxMessageBytes: 1024 });
  const { client } = await connect();
  client.send({ event: 'pusher:ping', data: { padding: 'x'.repeat(2048) } });
  expect(await client.waitForClose()).toMatchObject({ code: 1009 });
  const { client: other } = await connect();
  other.send({ event: 'pusher:ping', data: {} });
  await other.next('pusher:pong');
  await eventually(() => live.connectionCount === 1);
});

it('answers other upgrade paths with 404 and never touches them', async () => {
  await start({});
  await expect(PusherSocket.open(port, '/socket')).rejects.toThrow(/404/);
});
