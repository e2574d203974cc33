import { Refusal } from './Refusal';

/**  */
export class Unauthenticated extends Refusal {
  override name = 'Unauthenticated';
  readonly kind = 'unauthenticated';
}
