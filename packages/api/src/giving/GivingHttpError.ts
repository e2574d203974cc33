/**
 * A giving endpoint's refusal, sent as `{ message, code?, errors? }` (docs/CONTRACTS.md "REST:
 * giving"); the message is already in the request's locale.
 */
export class GivingHttpError extends Error {
  override name = 'GivingHttpError';

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
