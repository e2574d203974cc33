import { Refusal } from './Refusal';

/**  */
export class CsrfMismatch extends Refusal {
  override name = 'CsrfMismatch';
  readonly kind = 'csrf_mismatch';
}
