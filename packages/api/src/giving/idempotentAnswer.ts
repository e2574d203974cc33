// What a gift path answers once its Idempotency-Key has run (idempotency.ts): the stored answer, or,
// in the donor's language on the Idempotency-Key field, that the key was used for another gift, or
// that the same gift is still being given on another request.
import type { Locale } from '@halo/domain';
import { givingMessage } from '../core/gifts/givingMessages';
import { Conflict } from '../http/errors/Conflict';
import { ValidationFailed } from '../http/errors/ValidationFailed';
import type { IdempotentOutcome, StoredAnswer } from './idempotency';

export function idempotentAnswer(outcome: IdempotentOutcome, locale: Locale): StoredAnswer {
  if (outcome.kind === 'mismatch') {
    throw new ValidationFailed({ 'Idempotency-Key': [givingMessage(locale, 'giving.idempotencyKeyReused')] });
  }
  if (outcome.kind === 'in-progress') throw new Conflict(givingMessage(locale, 'giving.inProgress'));
  return outcome.answer;
}
