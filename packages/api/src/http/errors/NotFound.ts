import { Refusal } from './Refusal';

/**  */
export class NotFound extends Refusal {
  override name = 'NotFound';
  readonly kind = 'not_found';
}
