/**
 * A request refused on purpose, in the words of the domain: not found, not signed in, not allowed,
 * invalid, gone… Routes and resolvers throw one; the API answers it in one place each way
 * (refusalAnswers.ts: the REST answer in plugins/errors.ts, the GraphQL error in the GraphQL
 * server's error masking). The message is already in the request's locale.
 */
export type FieldMessages = Record<string, string[]>;

export interface RefusalOptions {
  /** A machine-readable reason the client acts on (`account_required`, `PAYMENT_METHOD_IN_USE`). */
  code?: string;
  /** Messages by request field or GraphQL argument: REST's `errors`, GraphQL's `validation`. */
  fields?: FieldMessages;
  /** Further facts the client shows (the recurring gifts that keep a fund in use). */
  details?: Record<string, unknown>;
}

export type RefusalKind =
  | 'bad_request'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'gone'
  | 'too_large'
  | 'csrf_mismatch'
  | 'validation'
  | 'too_many_requests'
  | 'unavailable';

export abstract class Refusal extends Error {
  abstract readonly kind: RefusalKind;
  readonly code: string | undefined;
  readonly fields: FieldMessages | undefined;
  readonly details: Record<string, unknown> | undefined;

  constructor(message: string, options: RefusalOptions = {}) {
    super(message);
    this.code = options.code;
    this.fields = options.fields;
    this.details = options.details;
  }
}
