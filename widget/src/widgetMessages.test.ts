import { missingKeys } from 'halo_shared/i18n';
import { widgetMessages } from './widgetMessages';

describe('widget messages', () => {
  it('has every English key in Spanish', () => {
    expect(missingKeys(widgetMessages.en, widgetMessages.es)).toEqual([]);
  });
});
