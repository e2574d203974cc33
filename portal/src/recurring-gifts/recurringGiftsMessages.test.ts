import { missingKeys } from 'halo_shared/i18n';
import { recurringGiftsMessagesEn } from './recurringGiftsMessages';
import { recurringGiftsMessagesEs } from './recurringGiftsMessages.es';

describe('recurringGiftsMessages', () => {
  it('has every English key in Spanish', () => {
    expect(missingKeys(recurringGiftsMessagesEn, recurringGiftsMessagesEs)).toEqual([]);
  });
});
