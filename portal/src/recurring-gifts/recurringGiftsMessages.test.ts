import { missingKeys } from 'halo_shared/i18n';
import { recurringGiftsMessages } from './recurringGiftsMessages';

describe('recurringGiftsMessages', () => {
  it('has every English key in Spanish', () => {
    expect(missingKeys(recurringGiftsMessages.en, recurringGiftsMessages.es)).toEqual([]);
  });
});
