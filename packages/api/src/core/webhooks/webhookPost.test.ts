// One webhook request against a real HTTP server on 127.0.0.1 (docs/STYLE.md "Tests run the real thing").
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { OutboundAddressRefused, type Resolver } from './outboundAddress';
import { postWebhook } from './webhookPost';

interface Received {
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

let server: http.Server;
let port: number;
const received: Received[] = [];
let answer: (response: http.ServerResponse) => void;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ url: request.url ?? '', headers: request.headers, body });
      answer(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  received.length = 0;
  answer = (response) => response.writeHead(204).end();
});

const local = { policy: { local: true }, timeoutMs: 2000 };
const production = { policy: { local: false }, timeoutMs: 300 };
const noLookup: Resolver = () => Promise.reject(new Error('no lookup expected'));
const answering = (...answers: string[][]): jest.Mock<ReturnType<Resolver>, Parameters<Resolver>> =>
  jest.fn(async (_hostname: string) => (answers.shift() ?? []).map((address) => ({ address, family: 4 })));

describe('a webhook request', () => {
  it('POSTs the body with the signature headers, the URL’s host and JSON type, and gives the status', async () => {
    const status = await postWebhook(
      new URL(`http://localhost:${port}/halo?church=cedar`),
      { 'webhook-id': 'msg_1' },
      '{"type":"gift.succeeded"}',
      { ...local, resolve: answering(['127.0.0.1']) },
    );
    expect(status).toBe(204);
    expect(received).toEqual([
      {
        url: '/halo?church=cedar',
        body: '{"type":"gift.succeeded"}',
        headers: expect.objectContaining({
          host: `localhost:${port}`,
          'content-type': 'application/json',
          'webhook-id': 'msg_1',
        }),
      },
    ]);
  });

  it('does not follow a redirect: the 3xx is the answer', async () => {
    answer = (response) => response.writeHead(307, { location: `http://127.0.0.1:${port}/elsewhere` }).end();
    const status = await postWebhook(new URL(`http://127.0.0.1:${port}/halo`), {}, '{}', {
      ...local,
      resolve: noLookup,
    });
    expect(status).toBe(307);
    expect(received.map((request) => request.url)).toEqual(['/halo']);
  });

  it('gives up at its deadline', async () => {
    answer = () => {};
    await expect(
      postWebhook(new URL(`http://127.0.0.1:${port}/slow`), {}, '{}', {
        ...local,
        timeoutMs: 200,
        resolve: noLookup,
      }),
    ).rejects.toThrow('no answer within 0.2 s');
  });
});

describe('in production (a public PUBLIC_URL)', () => {
  it('refuses http, and a loopback address written in the URL, before connecting', async () => {
    for (const url of [
      `http://127.0.0.1:${port}/halo`,
      `https://127.0.0.1:${port}/halo`,
      `https://[::1]:${port}/`,
    ]) {
      await expect(postWebhook(new URL(url), {}, '{}', { ...production, resolve: noLookup })).rejects.toThrow(
        OutboundAddressRefused,
      );
    }
    expect(received).toEqual([]);
  });

  it('refuses a name that resolves to a private address', async () => {
    const resolve = answering(['10.0.0.5']);
    await expect(
      postWebhook(new URL(`https://crm.example.org:${port}/halo`), {}, '{}', { ...production, resolve }),
    ).rejects.toThrow('crm.example.org resolves to 10.0.0.5 is a private address');
    expect(resolve).toHaveBeenCalledWith('crm.example.org');
  });

  it('cannot be rebound: a name answering a public address, then loopback, never reaches loopback', async () => {
    // The name's first answer passes the check; a client that looked the name up again to connect
    // would get 127.0.0.1, this test's server. The request connects to the checked address instead
    // (which does not answer here), and the next delivery's lookup is refused.
    const resolve = answering(['93.184.215.14'], ['127.0.0.1']);
    const url = new URL(`https://rebinding.example:${port}/halo`);
    await expect(postWebhook(url, {}, '{}', { ...production, resolve })).rejects.toThrow();
    expect(resolve).toHaveBeenCalledTimes(1);
    await expect(postWebhook(url, {}, '{}', { ...production, resolve })).rejects.toThrow(
      'rebinding.example resolves to 127.0.0.1 is a loopback address',
    );
    expect(resolve).toHaveBeenCalledTimes(2);
    expect(received).toEqual([]);
  });
});

describe('over https', () => {
  it('names the URL’s host to TLS (SNI) while connecting to the checked address, and checks its certificate', async () => {
    // A certificate for localhost that no authority signed: the handshake must fail on it.
    const folder = mkdtempSync(path.join(os.tmpdir(), 'halo-webhook-tls-'));
    try {
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'ec',
          '-pkeyopt',
          'ec_paramgen_curve:prime256v1',
          '-nodes',
          '-subj',
          '/CN=localhost',
          '-addext',
          'subjectAltName=DNS:localhost',
          '-days',
          '1',
          '-keyout',
          path.join(folder, 'key.pem'),
          '-out',
          path.join(folder, 'cert.pem'),
        ],
        { stdio: 'ignore' },
      );
      const names: (string | undefined)[] = [];
      const tls = https.createServer({
        key: readFileSync(path.join(folder, 'key.pem')),
        cert: readFileSync(path.join(folder, 'cert.pem')),
        SNICallback: (name, done) => {
          names.push(name);
          done(null);
        },
      });
      await new Promise<void>((resolve) => tls.listen(0, '127.0.0.1', resolve));
      const tlsPort = (tls.address() as AddressInfo).port;
      try {
        const resolve = answering(['127.0.0.1']);
        await expect(
          postWebhook(new URL(`https://localhost:${tlsPort}/halo`), {}, '{}', { ...local, resolve }),
        ).rejects.toThrow(/self.signed/i);
        expect(names).toEqual(['localhost']);
      } finally {
        await new Promise((resolve) => tls.close(resolve));
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
