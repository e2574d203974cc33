import { Refusal } from './Refusal';

/**  */
export class Gone extends Refusal {
  override name = 'Gone';
  readonly kind = 'gone';
}
