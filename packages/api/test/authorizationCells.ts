// The shape of the authorization matrix: rows are GraphQL operations and REST routes,
// columns are who sends the request, and each cell says what the answer must be. A cell is either a
// request with its expected refusal, or a stated reason why that column does not apply to the row.
import type { RequestOptions, TestResponse } from './httpClient';
import { copyBrowser, csrfTokenOf, type World } from './authorizationWorld';

/** Who sends a request aimed at the victim's data (the columns of every protected row). */
export const COLUMNS = {
  noSession: "no session (no cookies, the victim's CSRF token in the header)",
  signedOut: 'signed out (a guest session sending its own CSRF token)',
  sameChurch: 'another donor of the same church',
  otherChurch: 'a donor of another church, naming her own organization',
  otherChurchVictimOrganization: "a donor of another church, naming the victim's organization",
  otherChurchOnVictimHost: "a donor of another church, her cookies on the victim's church host",
  otherChurchLandlordHeader: "a donor of another church, X-Landlord-Organization of the victim's church",
  missingCsrf: "the victim's own session without X-XSRF-TOKEN",
  wrongCsrf: "the victim's own session with another session's X-XSRF-TOKEN",
} as const;
export type Column = keyof typeof COLUMNS;

export interface Expectation {
  status: number;
  /** The exact JSON body. */
  body?: unknown;
  /** A GraphQL refusal: HTTP 200, `data` null and the first error's extensions containing these. */
  graphqlError?: Record<string, unknown>;
  /** A GraphQL answer about the caller herself (the operation takes nothing that names the victim). */
  graphqlOwnAnswer?: true;
  /** Further checks of the answer (for example: the card list is empty). */
  check?: (response: TestResponse, world: World) => void | Promise<void>;
}

/** A column that cannot be expressed for a row, and why. */
export interface NotApplicable {
  notApplicable: string;
}

export interface Cell {
  row: string;
  column: string;
  send(world: World): Promise<TestResponse>;
  expected: Expectation;
  /** Victim data the answer shows by design (docs/CONTRACTS.md), and why; checked absent otherwise. */
  shows?: { values(world: World): string[]; why: string };
  /** Tables the call is documented to change although it is refused, and why. */
  changes?: { tables: string[]; why: string };
}

/** A column of a row, in the matrix table: a cell to run or the reason there is none. */
export type Entry = Cell | (NotApplicable & { row: string; column: string });

export const isCell = (entry: Entry): entry is Cell => 'send' in entry;

/** The owner's own request of a row: it must succeed, so the refusals above are not malformed requests. */
export interface OwnerCell {
  row: string;
  send(world: World): Promise<TestResponse>;
  expected: Expectation;
  /** The answer shows some of the victim's marker strings (proof the leak check can see them). */
  showsVictimData?: true;
}

export const CSRF_MISMATCH = { message: 'CSRF token mismatch.' };
export const GRAPHQL_UNAUTHENTICATED = {
  errors: [{ message: 'Unauthenticated.', extensions: { category: 401 } }],
};

/** Who owns the record a row aims at: the victim donor, or the church's statements administrator. */
export type Owner = 'victim' | 'admin';

/** A request of one caller: its browser (a copy), organization id and extra headers. */
export interface Caller {
  send(options: RequestOptions & { sendCsrfToken?: boolean }): Promise<TestResponse>;
  organizationPrefixedId: string;
}

/** The caller of `column`, aiming at data of `owner`. */
export function callerOf(world: World, column: Column, owner: Owner = 'victim'): Caller {
  const { testApp, victim, sameChurch, otherChurch, guest, admin } = world;
  const ownerBrowser = owner === 'admin' ? admin : victim.browser;
  const demo = world.demoOrganizationId;
  const via =
    (browser: ReturnType<typeof copyBrowser>, extra: Record<string, string> = {}, sendCsrfToken = true) =>
    (options: RequestOptions & { sendCsrfToken?: boolean }) =>
      browser.request({ sendCsrfToken, ...options, headers: { ...extra, ...options.headers } });
  switch (column) {
    case 'noSession':
      return {
        send: via(copyBrowser(testApp, null), { 'x-xsrf-token': csrfTokenOf(ownerBrowser) }),
        organizationPrefixedId: demo,
      };
    case 'signedOut':
      return { send: via(copyBrowser(testApp, guest)), organizationPrefixedId: demo };
    case 'sameChurch':
      return { send: via(copyBrowser(testApp, sameChurch.browser)), organizationPrefixedId: demo };
    case 'otherChurch':
      return {
        send: via(copyBrowser(testApp, otherChurch.browser, 'hope.localhost')),
        organizationPrefixedId: world.hopeOrganizationId,
      };
    case 'otherChurchVictimOrganization':
      return {
        send: via(copyBrowser(testApp, otherChurch.browser, 'hope.localhost')),
        organizationPrefixedId: demo,
      };
    case 'otherChurchOnVictimHost':
      return {
        send: via(copyBrowser(testApp, otherChurch.browser, 'demo.localhost')),
        organizationPrefixedId: demo,
      };
    case 'otherChurchLandlordHeader':
      return {
        send: via(copyBrowser(testApp, otherChurch.browser, 'hope.localhost'), {
          'x-landlord-organization': demo,
        }),
        organizationPrefixedId: demo,
      };
    case 'missingCsrf':
      return { send: via(copyBrowser(testApp, ownerBrowser), {}, false), organizationPrefixedId: demo };
    case 'wrongCsrf':
      return {
        send: via(
          copyBrowser(testApp, ownerBrowser),
          { 'x-xsrf-token': csrfTokenOf(sameChurch.browser) },
          false,
        ),
        organizationPrefixedId: demo,
      };
  }
}

/** The owner's own session, as the victim's browser sends it. */
export function ownerCaller(world: World, owner: Owner = 'victim'): Caller {
  const browser = copyBrowser(world.testApp, owner === 'admin' ? world.admin : world.victim.browser);
  return {
    send: (options) => browser.request(options),
    organizationPrefixedId: world.demoOrganizationId,
  };
}
