import type { CurrentUser, Locale, Organization, SignInCodeProof } from '@halo/domain';
import type { i18n as I18n } from 'i18next';
import type { Router } from '../router/createRouter';
import type { HaloStore } from '../store/createHaloStore';
import * as accounts from './accounts';
import type { ApiRuntime } from './apiRuntime';
import { createPageAnswers } from './pageAnswers';
import { createCsrfCookieFetch } from './csrf';
import * as giftConfirmation from './giftConfirmation';
import { graphql, type GraphqlDocument, type GraphqlOptions } from './graphql';
import { loadCurrentUser } from './loadCurrentUser';
import { loadOrganization } from './loadOrganization';
import * as manageLink from './manageLink';
import { postJson, type PostJsonOptions } from './postJson';
import type { SecondFactorChallenge } from './secondFactorChallenge';
import { login, logout, type Credentials, type LoginResult } from './session';
import { createSessionClient } from './sessionClient';

export interface ApiClientConfig {
  /** API origin, e.g. `https://api.halo.example` (`readRuntimeConfig().apiUrl`); empty means the page's own. */
  apiUrl: string;
  /** The store the calls read the organization from and put the user, progress and flashes in. */
  store: HaloStore;
  /** The translator of the generic failure messages. */
  i18n: I18n;
  /** The page's router (over the same store): where signing out and a lapsed session lead. */
  router: Pick<Router, 'navigate'>;
}

type Tail<F> = F extends (api: ApiRuntime, ...rest: infer R) => infer T ? (...rest: R) => T : never;

/** The session calls of one page (docs/PRODUCT.md §7, §8): made by the composition root, read through `useApiClient`. */
export interface ApiClient {
  /** The URL of an API path such as `/graphql`. */
  apiUrl(path: string): string;
  graphql<TResult, TVariables = Record<string, never>>(
    document: GraphqlDocument<TResult, TVariables>,
    variables?: TVariables,
    options?: GraphqlOptions,
  ): Promise<TResult>;
  postJson(path: string, body: unknown, options?: PostJsonOptions): Promise<Response>;
  fetchCsrfCookie(): Promise<boolean>;
  loadCurrentUser(): Promise<CurrentUser | null>;
  loadOrganization(subdomain: string): Promise<Organization | null>;
  login(credentials: Credentials): Promise<LoginResult>;
  logout(): Promise<boolean>;
  register: Tail<typeof accounts.register>;
  verifyEmail: Tail<typeof accounts.verifyEmail>;
  resendVerificationEmail: Tail<typeof accounts.resendVerificationEmail>;
  forgotPassword: Tail<typeof accounts.forgotPassword>;
  resetPassword: Tail<typeof accounts.resetPassword>;
  requestSignInCode: Tail<typeof accounts.requestSignInCode>;
  verifySignInCode(proof: SignInCodeProof, remember?: boolean): Promise<accounts.AccountResult>;
  refreshCurrentUser(): Promise<CurrentUser | null>;
  googleSignInUrl(options: { remember: boolean; locale: Locale; returnTo?: string }): string;
  openGiftConfirmation: Tail<typeof giftConfirmation.openGiftConfirmation>;
  completeGiftConfirmation: Tail<typeof giftConfirmation.completeGiftConfirmation>;
  openManageLink: Tail<typeof manageLink.openManageLink>;
  skipThroughManageLink: Tail<typeof manageLink.skipThroughManageLink>;
  pauseThroughManageLink: Tail<typeof manageLink.pauseThroughManageLink>;
  stopThroughManageLink: Tail<typeof manageLink.stopThroughManageLink>;
  changeCardThroughManageLink: Tail<typeof manageLink.changeCardThroughManageLink>;
  openManageLinkCardEntry: Tail<typeof manageLink.openManageLinkCardEntry>;
  revokeManageLinks: Tail<typeof manageLink.revokeManageLinks>;
  /**
   * The admin console answers second-factor refusals of every GraphQL operation and JSON POST in one
   * place (its layout's dialog), so no section handles them itself. Returns the way to stop.
   */
  answerSecondFactorRefusals(challenge: SecondFactorChallenge): () => void;
}

/**
 * One API client from explicit configuration: the host's bootstrap makes the page's, tests make one
 * each. Its CSRF request in flight, session hooks and second-factor answer are its own.
 */
export function createApiClient({ apiUrl, store, i18n, router }: ApiClientConfig): ApiClient {
  const base = apiUrl.replace(/\/+$/, '');
  const fetchCsrfCookie = createCsrfCookieFetch({ base, store, i18n });
  const api: ApiRuntime = {
    base,
    store,
    i18n,
    router,
    session: createSessionClient({ base, store, fetchCsrfCookie }),
    fetchCsrfCookie,
    pageAnswers: createPageAnswers({
      now: () => performance.now(),
      signedIn: () => store.getState().user?.prefixedId ?? null,
      locale: () => store.getState().locale,
    }),
    secondFactor: null,
  };
  // Each call with this client's runtime as its first argument.
  const bind =
    <Args extends unknown[], Result>(call: (runtime: ApiRuntime, ...args: Args) => Result) =>
    (...args: Args): Result =>
      call(api, ...args);
  return {
    apiUrl: (path) => `${base}${path}`,
    graphql: (document, variables, options) => graphql(api, document, variables, options),
    postJson: bind(postJson),
    loadCurrentUser: bind(loadCurrentUser),
    loadOrganization: bind(loadOrganization),
    login: bind(login),
    logout: bind(logout),
    fetchCsrfCookie,
    register: bind(accounts.register),
    verifyEmail: bind(accounts.verifyEmail),
    resendVerificationEmail: bind(accounts.resendVerificationEmail),
    forgotPassword: bind(accounts.forgotPassword),
    resetPassword: bind(accounts.resetPassword),
    requestSignInCode: bind(accounts.requestSignInCode),
    verifySignInCode: bind(accounts.verifySignInCode),
    refreshCurrentUser: bind(accounts.refreshCurrentUser),
    googleSignInUrl: bind(accounts.googleSignInUrl),
    openGiftConfirmation: bind(giftConfirmation.openGiftConfirmation),
    completeGiftConfirmation: bind(giftConfirmation.completeGiftConfirmation),
    openManageLink: bind(manageLink.openManageLink),
    skipThroughManageLink: bind(manageLink.skipThroughManageLink),
    pauseThroughManageLink: bind(manageLink.pauseThroughManageLink),
    stopThroughManageLink: bind(manageLink.stopThroughManageLink),
    changeCardThroughManageLink: bind(manageLink.changeCardThroughManageLink),
    openManageLinkCardEntry: bind(manageLink.openManageLinkCardEntry),
    revokeManageLinks: bind(manageLink.revokeManageLinks),
    answerSecondFactorRefusals(challenge) {
      api.secondFactor = challenge;
      return () => {
        if (api.secondFactor === challenge) api.secondFactor = null;
      };
    },
  };
}
