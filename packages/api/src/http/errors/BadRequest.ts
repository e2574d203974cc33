import { Refusal } from './Refusal';

/**  */
export class BadRequest extends Refusal {
  override name = 'BadRequest';
  readonly kind = 'bad_request';
}
