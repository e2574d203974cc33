import { Refusal, type RefusalOptions } from './Refusal';

/** Too many attempts in a window: try again after `retryAfterSeconds`, the seconds the message names. */
export class TooManyRequests extends Refusal {
  override name = 'TooManyRequests';
  readonly kind = 'too_many_requests';

  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    options: RefusalOptions = {},
  ) {
    super(message, options);
  }
}
