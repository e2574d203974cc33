import { Refusal } from './Refusal';

/**  */
export class Forbidden extends Refusal {
  override name = 'Forbidden';
  readonly kind = 'forbidden';
}
