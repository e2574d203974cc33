// For jsdom tests of screens and hooks: a fresh API client for every test, provided the way the host's
// bootstrap provides the page's (`ApiClientContext`), with the calls a test fakes put in its place.
import * as rtl from '@testing-library/react';
import { ApiClientContext, createApiClient, type ApiClient } from 'halo_shared/api';
import { i18n } from 'halo_shared/i18n';
import { haloStore } from 'halo_shared/store';
import { createElement, type ReactNode } from 'react';

let current: ApiClient | null = null;

/** Calls a test answers itself: jest mocks or plain functions, typed loosely as a test's fakes are. */
export type TestApiFakes = { [Name in keyof ApiClient]?: (...args: never[]) => unknown };

/**
 * Makes a new client before each test of the file (the page's store and i18next, `apiUrl` as the API
 * origin) with `fakes` (usually `graphql: jest.fn()`) over its own calls, and drops it after. Call at
 * the top of a test file; `render` and `renderHook` below provide it. Returns the current client.
 */
export function withTestApiClient(fakes: TestApiFakes = {}, apiUrl = ''): () => ApiClient {
  beforeEach(() => {
    current = { ...createApiClient({ apiUrl, store: haloStore, i18n }), ...(fakes as Partial<ApiClient>) };
  });
  afterEach(() => {
    current = null;
  });
  return testApiClient;
}

/** The client of the running test. */
export function testApiClient(): ApiClient {
  if (!current) throw new Error('Call withTestApiClient() at the top of the test file');
  return current;
}

function ApiClientProvider({ children }: { children?: ReactNode }) {
  return createElement(ApiClientContext.Provider, { value: testApiClient() }, children);
}

/** Testing Library's `render`, inside the running test's API client. */
export function render(ui: ReactNode, options: Omit<rtl.RenderOptions, 'queries'> = {}): rtl.RenderResult {
  return rtl.render(ui, { wrapper: ApiClientProvider, ...options });
}

/** Testing Library's `renderHook`, inside the running test's API client. */
export function renderHook<Result, Props>(
  hook: (props: Props) => Result,
  options: rtl.RenderHookOptions<Props> = {},
): rtl.RenderHookResult<Result, Props> {
  return rtl.renderHook(hook, { wrapper: ApiClientProvider, ...options });
}
