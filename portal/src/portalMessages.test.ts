import { missingKeys } from 'halo_shared/i18n';
import { portalMessages } from './portalMessages';

describe('portal messages', () => {
  it('has every English key in Spanish', async () => {
    expect(missingKeys(portalMessages.en, await portalMessages.es())).toEqual([]);
  });
});
