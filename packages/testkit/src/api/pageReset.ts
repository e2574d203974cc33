// Shared by the api tests (jsdom): a fresh page before each test.
import { startTestPage, type TestPage } from '../runtime/testPage';

export function setCookie(name: string, value: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/`;
}

export function clearCookies(): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}

/**
 * Puts the page at `path` as a new root (a translator in English, a store, a router: the running
 * test's, `testStore()`…, which it returns) with nothing stored: no cookies, and the storage emptied
 * after the store was made (so not even the `user-locale` a new store writes).
 */
export function resetPage(path = '/'): TestPage {
  clearCookies();
  window.history.replaceState(null, '', path);
  const page = startTestPage();
  localStorage.clear();
  return page;
}
