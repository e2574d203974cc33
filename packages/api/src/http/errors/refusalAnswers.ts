// The one mapping of a refusal to what clients read: the REST answer (status, `{ message, code?,
// errors? }`, Retry-After; docs/CONTRACTS.md) and the GraphQL error's `extensions` (category, code,
// validation; docs/CONTRACTS.md "GraphQL: the portal"), which the portal, the console and the
// shared client act on.
import { GraphQLError } from 'graphql';
import { Refusal, type RefusalKind } from './Refusal';
import { TooManyRequests } from './TooManyRequests';

const STATUS: Record<RefusalKind, number> = {
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  too_large: 413,
  csrf_mismatch: 419,
  validation: 422,
  too_many_requests: 429,
  unavailable: 503,
};

/**
 * GraphQL's category and default code of each kind. Signed-out is the number 401, on which the
 * clients show "Please Log In"; a validation error carries no code unless it has a reason of its own.
 */
const GRAPHQL: Record<RefusalKind, { category: string | number; code?: string }> = {
  bad_request: { category: 'bad_request', code: 'BAD_REQUEST' },
  unauthenticated: { category: 401 },
  forbidden: { category: 'authorization', code: 'FORBIDDEN' },
  not_found: { category: 'not_found', code: 'NOT_FOUND' },
  conflict: { category: 'conflict', code: 'CONFLICT' },
  gone: { category: 'gone', code: 'GONE' },
  too_large: { category: 'validation', code: 'TOO_LARGE' },
  csrf_mismatch: { category: 'csrf', code: 'CSRF_TOKEN_MISMATCH' },
  validation: { category: 'validation' },
  too_many_requests: { category: 'rate_limited', code: 'TOO_MANY_REQUESTS' },
  unavailable: { category: 'unavailable', code: 'UNAVAILABLE' },
};

export interface RestAnswer {
  status: number;
  body: { message: string; code?: string; errors?: Record<string, string[]> } & Record<string, unknown>;
  headers: Record<string, string>;
}

export function restAnswer(refusal: Refusal): RestAnswer {
  const headers: Record<string, string> =
    refusal instanceof TooManyRequests ? { 'retry-after': String(refusal.retryAfterSeconds) } : {};
  return {
    status: STATUS[refusal.kind],
    body: {
      message: refusal.message,
      ...(refusal.code !== undefined ? { code: refusal.code } : {}),
      ...(refusal.fields !== undefined ? { errors: refusal.fields } : {}),
      ...refusal.details,
    },
    headers,
  };
}

export function graphqlExtensions(refusal: Refusal): Record<string, unknown> {
  const { category, code } = GRAPHQL[refusal.kind];
  const chosenCode = refusal.code ?? code;
  return {
    category,
    ...(chosenCode !== undefined ? { code: chosenCode } : {}),
    ...(refusal.fields !== undefined ? { validation: refusal.fields } : {}),
    ...(refusal instanceof TooManyRequests ? { retryAfter: refusal.retryAfterSeconds } : {}),
    ...refusal.details,
  };
}

/**
 * The GraphQL error a refusal thrown by a resolver becomes, at the path graphql-js gave it; the
 * server's error masking passes it on as it is, never the stack or the original error.
 */
export function graphqlErrorOf(refusal: Refusal, at?: GraphQLError): GraphQLError {
  return new GraphQLError(refusal.message, {
    nodes: at?.nodes,
    source: at?.source,
    positions: at?.positions,
    path: at?.path,
    extensions: graphqlExtensions(refusal),
  });
}

/**
 * The refusal behind an error GraphQL reports: thrown by a resolver, graphql-js wraps it in a
 * GraphQLError of its own (`originalError`); thrown elsewhere, it arrives as it is.
 */
export function refusalIn(error: unknown): Refusal | null {
  if (error instanceof Refusal) return error;
  if (error instanceof GraphQLError && error.originalError instanceof Refusal) return error.originalError;
  return null;
}

/** What the GraphQL server's error masking sends for an error: a refusal's answer, or null. */
export function graphqlRefusalAnswer(error: unknown): GraphQLError | null {
  const refusal = refusalIn(error);
  if (!refusal) return null;
  return graphqlErrorOf(refusal, error instanceof GraphQLError ? error : undefined);
}
