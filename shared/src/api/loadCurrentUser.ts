import * as v from 'valibot';
import { currentUserSchema, type CurrentUser } from '@halo/domain';
import { reportError } from '../errorReporting/reportError';
import { MeDocument } from '../graphql/operations/current-user.generated';
import { ApiError } from './ApiError';
import { readXsrfToken } from './cookies';
import type { ApiRuntime } from './apiRuntime';
import { graphql } from './graphql';

/**
 * The `me` query into the store (docs/PRODUCT.md §7). Without a CSRF token cookie there is no session to ask
 * about, so it fetches the token instead and leaves the user unset; 401 and 419 also leave it unset.
 * Either way `userStatus` becomes `loaded`. Other failures (already reported) reject.
 */
export async function loadCurrentUser(api: ApiRuntime): Promise<CurrentUser | null> {
  const { setUser } = api.store.getState();
  if (!readXsrfToken()) {
    await api.fetchCsrfCookie();
    setUser(null);
    return null;
  }
  let me: unknown;
  try {
    ({ me } = await graphql(api, MeDocument, {}, { ignoreSessionErrors: true }));
  } catch (error) {
    if (error instanceof ApiError && error.isSessionError) {
      setUser(null);
      return null;
    }
    throw error;
  }
  if (me === null) {
    setUser(null);
    return null;
  }
  const parsed = v.safeParse(currentUserSchema, me);
  if (!parsed.success) {
    const error = new ApiError('Invalid current user in the me response', {
      kind: 'graphql',
      status: 200,
      operation: 'Me',
    });
    reportError(error, { query: 'Me', type: 'query', variables: {} });
    throw error;
  }
  setUser(parsed.output);
  return parsed.output;
}
