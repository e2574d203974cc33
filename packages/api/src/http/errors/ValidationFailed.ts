import { Refusal, type FieldMessages, type RefusalOptions } from './Refusal';

/**
 * Input the API understood but will not accept, with messages by field (REST's
 * `{ message, errors: { field: [messages] } }`, GraphQL's `extensions.validation`); the message is
 * the first field's first message unless one is given.
 */
export class ValidationFailed extends Refusal {
  override name = 'ValidationFailed';
  readonly kind = 'validation';
  declare readonly fields: FieldMessages;

  constructor(fields: FieldMessages, options: Omit<RefusalOptions, 'fields'> & { message?: string } = {}) {
    const { message, ...rest } = options;
    super(message ?? Object.values(fields)[0]?.[0] ?? 'The given data was invalid.', { ...rest, fields });
  }
}
