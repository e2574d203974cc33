import { Refusal } from './Refusal';

/**  */
export class Conflict extends Refusal {
  override name = 'Conflict';
  readonly kind = 'conflict';
}
