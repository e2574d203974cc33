// For jsdom tests of screens and hooks: a fresh API client for every test, over the test's own root
// (`testPage.ts`), provided the way the host's bootstrap provides the page's (`ApiClientContext`),
// with the calls a test fakes put in its place.
import * as rtl from '@testing-library/react';
import { ApiClientContext, createApiClient, type ApiClient } from 'halo_shared/api';
import { createElement, type ReactNode } from 'react';
import { testPage, TestPageProviders, withTestPage } from './testPage';

let current: ApiClient | null = null;

/** Calls a test answers itself: jest mocks or plain functions, typed loosely as a test's fakes are. */
export type TestApiFakes = { [Name in keyof ApiClient]?: (...args: never[]) => unknown };

/**
 * Makes a new root (`withTestPage`) and a new client over it before each test of the file (`apiUrl`
 * as the API origin) with `fakes` (usually `graphql: jest.fn()`) over its own calls, and drops them
 * after. Call at the top of a test file; `render` and `renderHook` below provide both. Returns the
 * current client.
 */
export function withTestApiClient(fakes: TestApiFakes = {}, apiUrl = ''): () => ApiClient {
  withTestPage();
  beforeEach(() => {
    const { store, i18n, router } = testPage();
    current = { ...createApiClient({ apiUrl, store, i18n, router }), ...(fakes as Partial<ApiClient>) };
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

/** The running test's root and, when the file made one, its API client. */
function TestProviders({ children }: { children?: ReactNode }) {
  return createElement(
    TestPageProviders,
    null,
    current ? createElement(ApiClientContext.Provider, { value: current }, children) : children,
  );
}

/** Testing Library's `render`, inside the running test's root and API client. */
export function render(ui: ReactNode, options: Omit<rtl.RenderOptions, 'queries'> = {}): rtl.RenderResult {
  return rtl.render(ui, { wrapper: TestProviders, ...options });
}

/**
 * `render`, awaited: on a page already in Spanish a screen first waits for its Spanish strings (a chunk
 * fetched when first asked for, `useCatalogues`), and React only renders it again within an awaited
 * `act`. Use it where a test switches the language before the screen first shows.
 */
export async function renderLoaded(
  ui: ReactNode,
  options: Omit<rtl.RenderOptions, 'queries'> = {},
): Promise<rtl.RenderResult> {
  let view!: rtl.RenderResult;
  await rtl.act(async () => {
    view = render(ui, options);
  });
  return view;
}

/** Testing Library's `renderHook`, inside the running test's root and API client. */
export function renderHook<Result, Props>(
  hook: (props: Props) => Result,
  options: rtl.RenderHookOptions<Props> = {},
): rtl.RenderHookResult<Result, Props> {
  return rtl.renderHook(hook, { wrapper: TestProviders, ...options });
}
