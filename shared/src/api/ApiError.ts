import type { GraphQLFormattedError } from 'graphql';

/** `network`: the request failed or the server answered non-2xx without GraphQL errors; `graphql`: it sent errors. */
export type ApiErrorKind = 'network' | 'graphql';

export interface ApiErrorDetails {
  kind: ApiErrorKind;
  /** HTTP status, or null when no response arrived. */
  status: number | null;
  /** `extensions.category` of the first GraphQL error (401 means signed out), else null. */
  category?: unknown;
  /** The operation's name (`Me`) or the REST path, when known. */
  operation?: string | null;
  errors?: readonly GraphQLFormattedError[];
  cause?: unknown;
}

/**
 * The one error every API call throws (docs/PRODUCT.md §7): the message starts with `[Network]` or `[GraphQL]`.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number | null;
  readonly category: unknown;
  readonly operation: string | null;
  readonly errors: readonly GraphQLFormattedError[];

  constructor(message: string, details: ApiErrorDetails) {
    super(`${details.kind === 'graphql' ? '[GraphQL]' : '[Network]'} ${message}`, { cause: details.cause });
    this.kind = details.kind;
    this.status = details.status;
    this.category = details.category ?? null;
    this.operation = details.operation ?? null;
    this.errors = details.errors ?? [];
  }

  /** Signed out (401) or CSRF expired (419): handled by redirects, never reported (docs/PRODUCT.md §8). */
  get isSessionError(): boolean {
    return this.status === 401 || this.status === 419 || this.category === 401;
  }
}
