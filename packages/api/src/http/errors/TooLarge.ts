import { Refusal } from './Refusal';

/**  */
export class TooLarge extends Refusal {
  override name = 'TooLarge';
  readonly kind = 'too_large';
}
