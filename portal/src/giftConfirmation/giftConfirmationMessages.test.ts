import { missingKeys } from 'halo_shared/i18n';
import { giftConfirmationMessages } from './giftConfirmationMessages';

describe('confirm your gift page messages', () => {
  it('has every English key in Spanish', async () => {
    expect(missingKeys(giftConfirmationMessages.en, await giftConfirmationMessages.es())).toEqual([]);
  });
});
