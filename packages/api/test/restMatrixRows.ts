// What a REST row of the authorization matrix is, and the builders its cells share.
import type { World } from './authorizationWorld';
import {
  callerOf,
  COLUMNS,
  type Caller,
  type Column,
  type Entry,
  type Expectation,
  type OwnerCell,
} from './authorizationCells';
import type { RequestOptions } from './httpClient';

/** How a route decides who may call it. */
export type Access =
  | 'session'
  | 'giving token or same-site session'
  | 'signature'
  | 'api key'
  | 'kiosk device session'
  | 'public by design'
  | 'GraphQL matrix';

export interface RestRow {
  /** `METHOD url` as fastify registered it; GET rows also cover their HEAD route. */
  route: string;
  access: Access;
  /** Why the route is public or how it is protected, in a sentence. */
  why: string;
  /** The row's cells for `method` (GET or HEAD for GET rows). */
  entries(method: string): Entry[];
  /** The owner's own request, or why there is none. */
  owner(method: string): OwnerCell | string;
}

/** HEAD answers have no body: only the status and the side effects are checked. */
export function forMethod(method: string, expected: Expectation): Expectation {
  return method === 'HEAD' ? { status: expected.status } : expected;
}

export type RequestOf = (world: World, caller: Caller, method: string) => RequestOptions;

/** The standard columns of a session-protected route: each expectation, or why it does not apply. */
export function sessionEntries(
  route: string,
  method: string,
  request: RequestOf,
  expectations: Record<Column, Expectation | string>,
): Entry[] {
  return (Object.keys(COLUMNS) as Column[]).map((column): Entry => {
    const expected = expectations[column];
    const label = COLUMNS[column];
    if (typeof expected === 'string') return { row: route, column: label, notApplicable: expected };
    return {
      row: route,
      column: label,
      expected: forMethod(method, expected),
      send: (world) => {
        const caller = callerOf(world, column);
        return caller.send(request(world, caller, method));
      },
    };
  });
}

/** A free-form cell of a row (public routes, giving tokens, signatures). */
export function cell(
  route: string,
  method: string,
  column: string,
  send: (world: World) => ReturnType<Caller['send']>,
  expected: Expectation,
  extra: Pick<Exclude<Entry, { notApplicable: string }>, 'shows' | 'changes'> = {},
): Entry {
  return { row: route, column, send, expected: forMethod(method, expected), ...extra };
}

export const notApplicable = (route: string, column: string, reason: string): Entry => ({
  row: route,
  column,
  notApplicable: reason,
});

export const SAFE_METHOD =
  'a GET needs no CSRF token (docs/CONTRACTS.md: only POST/PUT/PATCH/DELETE); the session cookie is SameSite=Lax';
export const CSRF_EXEMPT_GIVING =
  'exempt from the cookie CSRF check by design (docs/CONTRACTS.md "REST: giving"): the giving token is the credential; a cross-site request with the session is refused by origin (see the foreign-origin cell)';
export const NO_ORGANIZATION_ARGUMENT =
  'the route takes no organization id: its organization is the request host’s (see the host and X-Landlord-Organization columns)';
