import type { AfterResponseHook, BeforeRequestHook, KyInstance } from 'ky';
import type { HaloStore } from '../store/createHaloStore';
import { ensureCsrfCookie } from './csrf';
import { http } from './http';
import { sessionHeaders } from './requestHeaders';
import { redirectOnCsrfExpiry } from './sessionExpiry';

/** What a session call may tell the hooks (ky's `context` option). */
export interface SessionCallContext {
  /** 419 means "nobody is signed in" to this call (the current-user query): no redirect. */
  ignoreSessionErrors?: boolean;
}

export interface SessionClientConfig {
  base: string;
  store: HaloStore;
  fetchCsrfCookie: () => Promise<boolean>;
}

/**
 * docs/PRODUCT.md §8: a 419 (CSRF token expired) outside the public paths goes back to the start, as the spec
 * asks, rather than fetching a new cookie and sending again. The caller still gets the 419 answer.
 */
const leaveOnCsrfExpiry: AfterResponseHook = ({ response, options }) => {
  const context = options.context as SessionCallContext;
  if (response.status === 419 && !context.ignoreSessionErrors) redirectOnCsrfExpiry();
};

/**
 * The client of GraphQL, JSON posts and the church's record: the page's `http` with the API origin as
 * its prefix (paths such as `/graphql`) and the session hooks.
 */
export function createSessionClient({ base, store, fetchCsrfCookie }: SessionClientConfig): KyInstance {
  // docs/PRODUCT.md §7, before every session call: a CSRF cookie when there is none, then the session headers
  // read at that moment (so a token fetched just now is the one sent). A header the caller set wins.
  const addSessionHeaders: BeforeRequestHook = async ({ request }) => {
    await ensureCsrfCookie(fetchCsrfCookie);
    for (const [name, value] of Object.entries(sessionHeaders(store))) {
      if (!request.headers.has(name)) request.headers.set(name, value);
    }
  };
  return http.extend({
    prefix: base,
    hooks: { beforeRequest: [addSessionHeaders], afterResponse: [leaveOnCsrfExpiry] },
  });
}
