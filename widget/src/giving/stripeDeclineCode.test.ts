import { stripeDeclineCode } from './stripeDeclineCode';

describe('stripeDeclineCode', () => {
  it.each([
    [{ type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds' }, 'insufficient_funds'],
    [{ type: 'card_error', code: 'expired_card' }, 'expired_card'],
    [{ type: 'card_error', code: 'card_declined', decline_code: 'generic_decline' }, 'card_declined'],
    [{ type: 'card_error', code: 'card_declined', decline_code: 'lost_card' }, 'card_declined'],
    [{ type: 'validation_error', code: 'incomplete_number' }, 'incomplete_number'],
    [{ type: 'api_connection_error' }, null],
  ])('maps %j to %j', (error, expected) => {
    expect(stripeDeclineCode(error)).toBe(expected);
  });
});
