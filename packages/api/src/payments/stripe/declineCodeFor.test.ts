import { declineCodeFor } from './declineCodeFor';

describe('declineCodeFor', () => {
  it.each([
    [{ code: 'card_declined', decline_code: 'generic_decline' }, 'card_declined'],
    [{ code: 'card_declined', decline_code: 'insufficient_funds' }, 'insufficient_funds'],
    [{ code: 'expired_card', decline_code: 'expired_card' }, 'expired_card'],
    [{ code: 'expired_card' }, 'expired_card'],
    [{ code: 'incorrect_cvc', decline_code: 'incorrect_cvc' }, 'incorrect_cvc'],
    [{ code: 'invalid_cvc' }, 'incorrect_cvc'],
    [{ code: 'processing_error', decline_code: 'processing_error' }, 'processing_error'],
    [{ code: 'card_declined', decline_code: 'stolen_card' }, 'card_declined'],
    [{ code: 'card_declined', decline_code: 'fraudulent' }, 'card_declined'],
    [{ code: 'authentication_required', decline_code: 'authentication_required' }, 'card_declined'],
    [{}, 'card_declined'],
  ])('maps %j to %s', (error, expected) => {
    expect(declineCodeFor(error)).toBe(expected);
  });

  it('falls back to code when the issuer reason is one we do not show', () => {
    expect(declineCodeFor({ code: 'expired_card', decline_code: 'do_not_honor' })).toBe('expired_card');
  });
});
