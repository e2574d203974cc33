import { missingKeys } from 'halo_shared/i18n';
import { profileMessages } from './profileMessages';

describe('profileMessages', () => {
  it('has every English key in Spanish', () => {
    expect(missingKeys(profileMessages.en, profileMessages.es)).toEqual([]);
  });
});
