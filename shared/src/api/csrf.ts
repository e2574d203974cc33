import type { i18n as I18n } from 'i18next';
import type { HaloStore } from '../store/createHaloStore';
import { readXsrfToken } from './cookies';
import { http } from './http';

export interface CsrfCookieConfig {
  base: string;
  store: HaloStore;
  i18n: I18n;
}

/**
 * `GET /sanctum/csrf-cookie`: a new session and `XSRF-TOKEN` cookie. On failure it flashes docs/PRODUCT.md §8's
 * server-problem message and resolves false. Concurrent callers of one client share one request.
 */
export function createCsrfCookieFetch({ base, store, i18n }: CsrfCookieConfig): () => Promise<boolean> {
  let inFlight: Promise<boolean> | null = null;
  const request = async (): Promise<boolean> => {
    try {
      const response = await http.get(`${base}/sanctum/csrf-cookie`, {
        headers: { Accept: 'application/json' },
      });
      if (response.ok) return true;
    } catch {
      // Unreachable server: same message as a failed answer.
    }
    store.getState().showFlash(i18n.t('common:flash.serverUnreachable'), 'error');
    return false;
  };
  return () => {
    inFlight ??= request().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}

/** What every call does first (docs/PRODUCT.md §7): fetch the CSRF cookie when there is none. */
export async function ensureCsrfCookie(fetchCsrfCookie: () => Promise<boolean>): Promise<boolean> {
  return readXsrfToken() ? true : fetchCsrfCookie();
}
