import { PUBLIC_PATHS } from '@halo/domain';
import type { i18n as I18n } from 'i18next';
import type { Router } from '../router/createRouter';
import type { HaloStore } from '../store/createHaloStore';
import { assignPageLocation, currentPagePath } from './pageLocation';

/** docs/PRODUCT.md §8's public paths; `/reset-password/{token}` counts as `/reset-password`. */
export function isPublicPath(path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? '';
  return PUBLIC_PATHS.some(
    (publicPath) =>
      pathname === publicPath || (publicPath.length > 1 && pathname.startsWith(`${publicPath}/`)),
  );
}

/** HTTP 419 (CSRF token expired) outside the public paths: back to the start, remembering where we were. */
export function redirectOnCsrfExpiry(): void {
  const path = currentPagePath();
  if (isPublicPath(path)) return;
  assignPageLocation(`/?p=${encodeURIComponent(path)}`);
}

/** GraphQL category 401 (docs/PRODUCT.md §6): leave a notice for the login page, sign out locally, go to /login. */
export function signOutToLogin({
  store,
  i18n,
  router,
}: {
  store: HaloStore;
  i18n: I18n;
  router: Pick<Router, 'navigate'>;
}): void {
  const state = store.getState();
  state.setLoginNotice(i18n.t('common:messages.loginRequired'));
  state.logoutUser();
  void router.navigate('/login');
}
