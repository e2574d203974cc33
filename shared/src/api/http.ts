import ky, { isNetworkError, type BeforeErrorHook, type Hooks, type KyInstance } from 'ky';

/**
 * A call that had no answer within the client's timeout: ky's own, whose message names the call
 * (`Request timed out: GET https://…/slow`). Not retried, whatever the method.
 */
export { TimeoutError } from 'ky';

export interface HttpClientConfig {
  timeoutMs: number;
  /** Joined before every path the client is given (the API origin); none by default. */
  prefix?: string;
  hooks?: Hooks;
}

/**
 * fetch's TypeError ("Failed to fetch") instead of ky's NetworkError around it: its message is what
 * callers show as `[Network] …`. A copy, with the original as its cause, because ky keeps what a hook
 * returns only when it is an Error of ky's own realm (under jsdom, fetch is Node's).
 */
const fetchOwnError: BeforeErrorHook = ({ error }) => {
  if (!isNetworkError(error)) return error;
  const message = (error.cause as { message?: unknown } | undefined)?.message;
  return new TypeError(typeof message === 'string' ? message : error.message, { cause: error.cause });
};

/**
 * The ky instance every call of our own pages goes through (docs/PRODUCT.md §7), with what each of them needs:
 * - credentials always included: the session cookie;
 * - HTTP errors returned rather than thrown, so each caller applies docs/PRODUCT.md §8 to the status itself
 *   (it reads 422 field errors, 404 "no such church", 419, 401);
 * - a GET that got no answer at all (offline, connection refused) is sent again up to twice, and only
 *   a GET: a POST that reached the server before the connection dropped would sign in, register or
 *   change a recurring gift twice. Answers are never retried, errors included (ky does not retry a
 *   status it does not throw for), and neither is a timeout;
 * - ky's NetworkError unwrapped to fetch's own error, the message callers put in `[Network] …`.
 */
export function createHttpClient({ timeoutMs, prefix = '', hooks = {} }: HttpClientConfig): KyInstance {
  return ky.create({
    prefix,
    timeout: timeoutMs,
    credentials: 'include',
    throwHttpErrors: false,
    retry: { limit: 2, methods: ['get'] },
    hooks: {
      ...hooks,
      beforeError: [fetchOwnError, ...(hooks.beforeError ?? [])],
    },
  });
}

/**
 * The page's client, with no session behaviour: the CSRF cookie fetch and live-update channel
 * authorisation use it as it is; `sessionClient()` extends it for everything else.
 */
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
