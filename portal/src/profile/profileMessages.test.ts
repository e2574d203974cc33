import { missingKeys } from 'halo_shared/i18n';
import { profileMessagesEn } from './profileMessages';
import { profileMessagesEs } from './profileMessages.es';

describe('profileMessages', () => {
  it('has every English key in Spanish', () => {
    expect(missingKeys(profileMessagesEn, profileMessagesEs)).toEqual([]);
  });
});
