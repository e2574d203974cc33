// Keep-alive HTTP for the soak's workers, one socket each at most. Bodies are kept only when the
// caller reads them (GraphQL answers); downloads are counted, never held.
import http from 'node:http';

export interface SoakRequest {
  method?: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** Keep the body (small JSON answers); otherwise only its size is counted. */
  keepBody?: boolean;
}

export interface SoakAnswer {
  status: number;
  bytes: number;
  body: string;
}

export class SoakClient {
  private readonly agent: http.Agent;

  constructor(
    private readonly port: number,
    sockets: number,
  ) {
    this.agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  }

  send(request: SoakRequest): Promise<SoakAnswer> {
    const { method = 'GET', path, headers, body, keepBody = false } = request;
    return new Promise((resolve, reject) => {
      const outgoing = http.request(
        {
          host: '127.0.0.1',
          port: this.port,
          method,
          path,
          agent: this.agent,
          headers: body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) },
        },
        (response) => {
          const chunks: Buffer[] = [];
          let bytes = 0;
          response.on('data', (chunk: Buffer) => {
            bytes += chunk.length;
            if (keepBody) chunks.push(chunk);
          });
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              bytes,
              body: Buffer.concat(chunks).toString('utf8'),
            }),
          );
          response.on('error', reject);
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}
