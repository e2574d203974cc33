// Shared by the api tests (jsdom): a fresh page state before each test.
import { i18n } from 'halo_shared/i18n';
import { setNavigationGuard } from 'halo_shared/router';
import { haloStore } from 'halo_shared/store';
import type { HaloState } from 'halo_shared/store';

const initialState: HaloState = haloStore.getState();

export function setCookie(name: string, value: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/`;
}

export function clearCookies(): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}

/** Puts the page back at `path` with nothing stored: no cookies, no storage, the initial store. */
export async function resetPage(path = '/'): Promise<void> {
  clearCookies();
  localStorage.clear();
  setNavigationGuard(null);
  window.history.replaceState(null, '', path);
  haloStore.setState({ ...initialState, path, history: [path] }, true);
  await i18n.changeLanguage('en');
}
