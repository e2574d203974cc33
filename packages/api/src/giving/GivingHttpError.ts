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
  ) {
    super(message);
  }

  get body(): Record<string, unknown> {
    return { message: this.message, ...this.extra };
  }
}
