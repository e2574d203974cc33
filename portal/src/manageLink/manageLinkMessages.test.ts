import { missingKeys } from 'halo_shared/i18n';
import { manageLinkMessages } from './manageLinkMessages';

describe('manage link page messages', () => {
  it('has every English key in Spanish', async () => {
    expect(missingKeys(manageLinkMessages.en, await manageLinkMessages.es())).toEqual([]);
  });
});
