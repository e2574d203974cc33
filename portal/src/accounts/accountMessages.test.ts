import { missingKeys } from 'halo_shared/i18n';
import { accountMessages } from './accountMessages';

describe('account screen messages', () => {
  it('has every English key in Spanish', async () => {
    expect(missingKeys(accountMessages.en, await accountMessages.es())).toEqual([]);
  });
});
