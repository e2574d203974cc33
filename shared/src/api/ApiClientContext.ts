import { createContext, useContext } from 'react';
import type { ApiClient } from './apiClient';

/**
 * The API client of a subtree: the host's bootstrap provides the page's one client to the shell and
 * the federated screens (one `halo_shared`, so one context); tests provide their own.
 */
export const ApiClientContext = createContext<ApiClient | null>(null);

/** The API client the composition root provided; there is no page-wide fallback to share by accident. */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('No ApiClientContext');
  return client;
}
