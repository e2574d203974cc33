// Server errors reach Sentry when SENTRY_DSN is set: a local endpoint stands in for sentry.io and
// reads the envelopes @sentry/node really sends. A failed request arrives as an exception tagged
// with the request id its 5xx answer and log line carry; a client error (4xx) is not reported.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { startTestApp, TestBrowser, type TestApp } from './helper';

interface Envelope {
  items: { type: string; payload: Record<string, unknown> }[];
}

/** What a Sentry ingest endpoint received, parsed from the envelope format (one JSON per line). */
function parseEnvelope(body: Buffer): Envelope {
  const lines = body.toString('utf8').split('\n').filter(Boolean);
  const items: Envelope['items'] = [];
  for (let index = 1; index + 1 < lines.length; index += 2) {
    items.push({ type: JSON.parse(lines[index]!).type, payload: JSON.parse(lines[index + 1]!) });
  }
  return { items };
}

let ingest: Server;
const received: Envelope[] = [];
let testApp: TestApp;

beforeAll(async () => {
  ingest = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      received.push(parseEnvelope(request.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body));
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => ingest.listen(0, '127.0.0.1', resolve));
  const { port } = ingest.address() as AddressInfo;
  testApp = await startTestApp({
    // Reported is what is logged at level error; tests otherwise log nothing at all.
    config: { sentryDsn: `http://publickey@127.0.0.1:${port}/42`, logLevel: 'error' },
    logStream: { write: () => undefined },
    beforeReady: (app) => {
      app.get('/api/test-only/explode', async () => {
        throw new Error('the ledger could not be read');
      });
    },
  });
});

afterAll(async () => {
  await testApp?.close();
  await new Promise((resolve) => ingest?.close(resolve));
});

const exceptionEvents = () =>
  received.flatMap((envelope) =>
    envelope.items.filter((item) => item.type === 'event').map((item) => item.payload),
  );

async function waitForEvents(count: number): Promise<Record<string, unknown>[]> {
  for (let waited = 0; waited < 10_000; waited += 50) {
    if (exceptionEvents().length >= count) return exceptionEvents();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return exceptionEvents();
}

describe('server error reporting', () => {
  it('sends a failed request to Sentry, tagged with the id its answer carries', async () => {
    const browser = new TestBrowser(testApp);
    const notFound = await browser.request({ url: '/api/no-such-thing' });
    expect(notFound.statusCode).toBe(404);
    const response = await browser.request({ url: '/api/test-only/explode' });
    expect(response.statusCode).toBe(500);
    const { requestId } = response.json();

    const [event, ...more] = await waitForEvents(1);
    expect(more).toHaveLength(0);
    expect(event).toMatchObject({
      tags: { request_id: requestId },
      exception: {
        values: [expect.objectContaining({ type: 'Error', value: 'the ledger could not be read' })],
      },
    });
  });
});
