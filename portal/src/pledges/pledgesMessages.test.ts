import { missingKeys } from 'halo_shared/i18n';
import { pledgesMessages } from './pledgesMessages';
import { es } from './pledgesMessages.es';

describe('pledgesMessages', () => {
  it('has every English key in Spanish', () => {
    expect(missingKeys(pledgesMessages.en, es)).toEqual([]);
  });
});
