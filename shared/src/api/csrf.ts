import { i18n } from '../i18n/i18n';
import { haloStore } from '../store/haloStore';
import { apiUrl } from './apiConfig';
import { readXsrfToken } from './cookies';
import { http } from './http';

let inFlight: Promise<boolean> | null = null;

async function requestCsrfCookie(): Promise<boolean> {
  try {
    const response = await http.get(apiUrl('/sanctum/csrf-cookie'), {
      headers: { Accept: 'application/json' },
    });
    if (response.ok) return true;
  } catch {
    // Unreachable server: same message as a failed answer.
  }
  haloStore.getState().showFlash(i18n.t('common:flash.serverUnreachable'), 'error');
  return false;
}

/**
 * `GET /sanctum/csrf-cookie`: a new session and `XSRF-TOKEN` cookie. On failure it flashes spec §8's
 * server-problem message and resolves false. Concurrent callers share one request.
 */
export function fetchCsrfCookie(): Promise<boolean> {
  inFlight ??= requestCsrfCookie().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** What every call does first (spec §7): fetch the CSRF cookie when there is none. */
export async function ensureCsrfCookie(): Promise<boolean> {
  return readXsrfToken() ? true : fetchCsrfCookie();
}
