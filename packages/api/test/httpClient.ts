// Plain node:http requests against the listening test server. Not fetch: it refuses to set `Host`,
// and the organization comes from the host name. Not fastify.inject: light-my-request loads the
// ESM-only `cookie` package, which jest's CommonJS sandbox cannot require on Node 20.
import http from 'node:http';

export interface SetCookie {
  name: string;
  value: string;
  path?: string;
  maxAge?: number;
  expires?: Date;
  httpOnly: boolean;
  secure: boolean;
  sameSite?: string;
}

export interface TestResponse {
  statusCode: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The body's bytes as received: still compressed when the answer has a Content-Encoding. */
  rawBody: Buffer;
  cookies: SetCookie[];
  json(): any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests assert on shapes
}

export function parseSetCookie(header: string): SetCookie {
  const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
  const separator = pair.indexOf('=');
  const cookie: SetCookie = {
    name: pair.slice(0, separator),
    value: decodeURIComponent(pair.slice(separator + 1)),
    httpOnly: false,
    secure: false,
  };
  for (const attribute of attributes) {
    const [key = '', value = ''] = attribute.split('=');
    switch (key.toLowerCase()) {
      case 'path':
        cookie.path = value;
        break;
      case 'max-age':
        cookie.maxAge = Number(value);
        break;
      case 'expires':
        cookie.expires = new Date(value);
        break;
      case 'httponly':
        cookie.httpOnly = true;
        break;
      case 'secure':
        cookie.secure = true;
        break;
      case 'samesite':
        cookie.sameSite = value;
        break;
    }
  }
  return cookie;
}

export interface RequestOptions {
  method?: string;
  url: string;
  headers?: Record<string, string>;
  /** Objects are sent as JSON; strings and buffers as they are. */
  payload?: unknown;
}

export function sendRequest(port: number, options: RequestOptions): Promise<TestResponse> {
  const { method = 'GET', url, headers = {}, payload } = options;
  const isRaw = typeof payload === 'string' || Buffer.isBuffer(payload);
  const body =
    payload === undefined ? undefined : isRaw ? (payload as string | Buffer) : JSON.stringify(payload);
  const requestHeaders: Record<string, string> = {
    ...(body !== undefined && !isRaw ? { 'content-type': 'application/json' } : {}),
    ...(body !== undefined ? { 'content-length': String(Buffer.byteLength(body)) } : {}),
    ...headers,
  };
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, method, path: url, headers: requestHeaders },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const rawBody = Buffer.concat(chunks);
          const text = rawBody.toString('utf8');
          resolve({
            statusCode: response.statusCode ?? 0,
            headers: response.headers,
            body: text,
            rawBody,
            cookies: (response.headers['set-cookie'] ?? []).map(parseSetCookie),
            json: () => JSON.parse(text),
          });
        });
        response.on('error', reject);
      },
    );
    // The server may answer (413, 419) and close before it has read a large body.
    request.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EPIPE' ? undefined : reject(error),
    );
    request.end(body);
  });
}
