import { Refusal } from './Refusal';

/**  */
export class Unavailable extends Refusal {
  override name = 'Unavailable';
  readonly kind = 'unavailable';
}
