/**
 * A request the server understood but will not accept: 422 with Laravel's shape, which the client
 * reads (`{ message, errors: { field: [messages] } }`, docs/CONTRACTS.md). Messages are already in
 * the request's locale.
 */
export class ValidationError extends Error {
  override name = 'ValidationError';
  readonly statusCode = 422;

  constructor(readonly errors: Record<string, string[]>) {
    super(Object.values(errors)[0]?.[0] ?? 'Invalid request.');
  }
}
