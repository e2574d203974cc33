import type { CurrentUser } from '@halo/domain';
import type { ApiRuntime } from './apiRuntime';
import { readJsonBody } from './http';
import { loadCurrentUser } from './loadCurrentUser';
import { postJson } from './postJson';

export interface Credentials {
  email: string;
  password: string;
  remember?: boolean;
}

export type LoginResult =
  | { ok: true; user: CurrentUser | null }
  /** `errors` holds the server's per-field messages (422), already in the request's locale. */
  | { ok: false; status: number; message: string; errors: Record<string, string[]> };

function messageOf(body: unknown): string | null {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : null;
}

/**
 * `POST /login` after a fresh CSRF cookie (docs/PRODUCT.md §7); on success the current user is loaded into the
 * store. A refused login resolves `{ ok: false }` with the server's message and field errors.
 */
export async function login(
  api: ApiRuntime,
  { email, password, remember = false }: Credentials,
): Promise<LoginResult> {
  await api.fetchCsrfCookie();
  const response = await postJson(api, '/login', { email, password, remember });
  if (response.ok) return { ok: true, user: await loadCurrentUser(api) };
  const body = await readJsonBody(response);
  const errors = (body as { errors?: unknown } | null)?.errors;
  return {
    ok: false,
    status: response.status,
    message: messageOf(body) ?? api.i18n.t('common:flash.somethingWentWrong'),
    errors: typeof errors === 'object' && errors !== null ? (errors as Record<string, string[]>) : {},
  };
}

/**
 * `POST /logout`: on success the stored user is cleared and the home route follows; otherwise the
 * answer's `message` is flashed as an error (docs/PRODUCT.md §7). Resolves to whether the sign-out happened.
 */
export async function logout(api: ApiRuntime): Promise<boolean> {
  const state = api.store.getState();
  let message: string | null = null;
  try {
    const response = await postJson(api, '/logout', {});
    if (response.ok) {
      state.logoutUser();
      await api.router.navigate('/');
      return true;
    }
    message = messageOf(await readJsonBody(response));
  } catch {
    // No answer: already reported by postJson; the generic message below tells the donor.
  }
  state.showFlash(message ?? api.i18n.t('common:flash.somethingWentWrong'), 'error');
  return false;
}
