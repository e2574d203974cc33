// Test helper (as ky's own tests do): a real HTTP server on 127.0.0.1, so the client is tested over
// real sockets with real headers. Imported by tests only.
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  json: () => unknown;
}

export type TestHandler = (request: RecordedRequest, response: ServerResponse) => unknown;

export interface HttpTestServer {
  url: string;
  requests: RecordedRequest[];
  /** Sets the answer for `METHOD /path`; the last one set wins. Unknown routes answer 404. */
  on: (method: string, path: string, handler: TestHandler) => void;
  reset: () => void;
  close: () => Promise<void>;
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}

export async function createHttpTestServer(): Promise<HttpTestServer> {
  const handlers = new Map<string, TestHandler>();
  const requests: RecordedRequest[] = [];
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const request: RecordedRequest = {
        method: incoming.method ?? 'GET',
        path: incoming.url ?? '/',
        headers: incoming.headers,
        body,
        json: () => JSON.parse(body) as unknown,
      };
      requests.push(request);
      const handler = handlers.get(`${request.method} ${request.path.split('?')[0]}`);
      if (!handler) return sendJson(response, 404, { message: 'Not found.' });
      void Promise.resolve(handler(request, response)).catch(() =>
        sendJson(response, 500, { message: 'Server Error' }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    on: (method, path, handler) => handlers.set(`${method} ${path}`, handler),
    reset: () => {
      handlers.clear();
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
