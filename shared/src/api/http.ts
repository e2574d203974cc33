/** What a call may carry: `json` is sent as `application/json`, `body` as it is (e.g. URLSearchParams). */
export interface HttpOptions {
  headers?: Record<string, string>;
  json?: unknown;
  body?: BodyInit;
}

export interface HttpClient {
  get: (url: string, options?: HttpOptions) => Promise<Response>;
  post: (url: string, options?: HttpOptions) => Promise<Response>;
}

/** A call that had no answer within the client's timeout. */
export class TimeoutError extends Error {
  override name = 'TimeoutError';
}

/**
 * fetch with what every call needs (it replaced ky, 5 KB gzip on every page, of which we used this):
 * credentials always included (the session cookie), no retries (a retried POST could give twice), a
 * timeout, and HTTP errors returned rather than thrown, so each caller applies spec §8 to the status
 * itself. A network failure rejects with fetch's own error.
 */
export function createHttpClient({ timeoutMs }: { timeoutMs: number }): HttpClient {
  const send = async (method: string, url: string, { headers, json, body }: HttpOptions = {}) => {
    const requestHeaders = new Headers(headers);
    if (json !== undefined && !requestHeaders.has('content-type')) {
      requestHeaders.set('content-type', 'application/json');
    }
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      return await fetch(url, {
        method,
        credentials: 'include',
        headers: requestHeaders,
        body: json === undefined ? body : JSON.stringify(json),
        signal: controller.signal,
      });
    } catch (error) {
      if (controller.signal.aborted) throw new TimeoutError(`Request timed out: ${method} ${url}`);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  };
  return {
    get: (url, options) => send('GET', url, options),
    post: (url, options) => send('POST', url, options),
  };
}

/** The client of every call. */
export const http = createHttpClient({ timeoutMs: 30_000 });

/** The JSON body of a response, or null when it has none or it is not JSON. */
export async function readJsonBody(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

export function describeFailure(cause: unknown): string {
  return cause instanceof Error ? cause.message : String(cause);
}
