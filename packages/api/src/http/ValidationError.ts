import { HttpError } from './HttpError';

/**
 * A request the server understood but will not accept: 422 with Laravel's shape, which the client
 * reads (`{ message, errors: { field: [messages] } }`, docs/CONTRACTS.md). Messages are already in
 * the request's locale.
 */
export class ValidationError extends HttpError {
  override name = 'ValidationError';

  constructor(readonly errors: Record<string, string[]>) {
    super(422, Object.values(errors)[0]?.[0] ?? 'Invalid request.', { errors });
  }
}
