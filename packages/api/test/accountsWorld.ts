// The world of the account tests (account*.test.ts): the app with its mail kept, and a clock each
// test moves a day on, so every attempt window of the test before has ended; the account calls as
// the portal makes them (CSRF cookie first).
import { Mailbox } from '@halo/testkit/mail/mailbox';
import { ME_QUERY, startTestApp, TestBrowser, type TestApp } from './helper';

export const MINUTE = 60_000;

export interface AccountsWorld {
  mailbox: Mailbox;
  /** Set once the file's `beforeAll` has run. */
  testApp: TestApp;
  /** How far the app's clock is ahead of the wall clock; a test may move it on. */
  offset: number;
  uniqueEmail(name?: string): string;
  /** A new visitor of a church (the demo church unless named). */
  browser(host?: string): TestBrowser;
  post(
    client: TestBrowser,
    url: string,
    payload: unknown,
    headers?: Record<string, string>,
  ): ReturnType<TestBrowser['request']>;
  /** Registers Ana Lopez with this email. */
  register(client: TestBrowser, email: string, locale?: string): ReturnType<TestBrowser['request']>;
  /** The token of an emailed verify-email or reset-password link. */
  tokenOf(link: string | undefined): string;
  /** The signed-in donor, or null. */
  me(client: TestBrowser): Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests assert on shapes
}

/** Starts the app before the file's tests, a day later before each, and closes it after them. */
export function openAccountsWorld(): AccountsWorld {
  let counter = 0;
  const world: AccountsWorld = {
    mailbox: new Mailbox(),
    testApp: undefined as unknown as TestApp,
    offset: 0,
    uniqueEmail: (name = 'donor') => `${name}-${Date.now()}-${(counter += 1)}@example.com`,
    browser: (host = 'demo.localhost') => new TestBrowser(world.testApp, host),
    async post(client: TestBrowser, url: string, payload: unknown, headers: Record<string, string> = {}) {
      if (!client.cookies.has('XSRF-TOKEN')) await client.fetchCsrfCookie();
      return client.request({ method: 'POST', url, payload, headers });
    },
    async register(client: TestBrowser, email: string, locale = 'en') {
      return world.post(
        client,
        '/register',
        {
          first_name: 'Ana',
          last_name: 'Lopez',
          email,
          password: 'correct horse',
          password_confirmation: 'correct horse',
        },
        { 'x-locale': locale },
      );
    },
    tokenOf: (link: string | undefined) =>
      /\/(?:verify-email|reset-password)\/([\w-]+)/.exec(link ?? '')?.[1] ?? '',
    async me(client: TestBrowser) {
      const response = await client.graphql(ME_QUERY);
      return response.statusCode === 200 ? response.json().data.me : null;
    },
  };
  beforeAll(async () => {
    world.testApp = await startTestApp({
      config: { dataDir: world.mailbox.dataDir },
      clock: () => new Date(Date.now() + world.offset),
    });
  });
  afterAll(async () => {
    await world.testApp?.close();
    world.mailbox.remove();
  });
  // Each test starts a day later: every attempt window of the one before has ended.
  beforeEach(() => {
    world.offset += 24 * 60 * MINUTE;
  });
  return world;
}
