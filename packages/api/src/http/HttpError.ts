/**
 * A request refused on purpose: the one error type every REST route throws, answered by the one
 * error handler (http/errorsPlugin.ts) as `{ message, code?, errors? }` with its status, and
 * `Retry-After` for a 429. The message is already in the request's locale.
 */
export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: { code?: string; errors?: Record<string, string[]> } = {},
    /** Sent as Retry-After with a 429, the same seconds the message names. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
  }

  get body(): Record<string, unknown> {
    return { message: this.message, ...this.extra };
  }
}
