import type { i18n as I18n } from 'i18next';
import type { KyInstance } from 'ky';
import type { Router } from '../router/createRouter';
import type { HaloStore } from '../store/createHaloStore';
import type { PageAnswers } from './pageAnswers';
import type { SecondFactorChallenge } from './secondFactorChallenge';

/**
 * What every call of one API client works with: made once by `createApiClient` from the page's (or a
 * test's) configuration, never imported, so two clients on one page never share a store, a language,
 * an API origin or a CSRF request in flight.
 */
export interface ApiRuntime {
  /** The API origin without a trailing slash; empty means the page's own origin. */
  readonly base: string;
  /** Where calls put the user, the organization, the progress count, flashes and the login notice. */
  readonly store: HaloStore;
  /** The translator of the generic failure messages (docs/PRODUCT.md §8). */
  readonly i18n: I18n;
  /** Where signing out (`/`) and a lapsed session (`/login`) lead. */
  readonly router: Pick<Router, 'navigate'>;
  /** `http` with the API origin as prefix and the session hooks of docs/PRODUCT.md §7/§8. */
  readonly session: KyInstance;
  /** `GET /sanctum/csrf-cookie`, concurrent callers sharing one request. */
  fetchCsrfCookie(): Promise<boolean>;
  /** What the page came with for its first screen's queries, each given once. */
  readonly pageAnswers: PageAnswers;
  /** The console's answer to second-factor refusals, when it has registered one. */
  secondFactor: SecondFactorChallenge | null;
}
