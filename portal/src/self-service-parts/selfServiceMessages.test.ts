import { missingKeys } from 'halo_shared/i18n';
import { selfServiceMessages } from './selfServiceMessages';

describe('portalSelfService messages', () => {
  it('has every English key in Spanish', async () => {
    expect(missingKeys(selfServiceMessages.en, await selfServiceMessages.es())).toEqual([]);
  });
});
