import { missingKeys } from 'halo_shared/i18n';
import { hostMessages } from './hostMessages';

describe('host messages', () => {
  it('has every English key in Spanish', async () => {
    expect(missingKeys(hostMessages.en, await hostMessages.es())).toEqual([]);
  });

  it('has the spec wording for the 404 page and the footer', () => {
    expect(hostMessages.en.notFound.message).toBe('Page not found: no church is registered for this URL');
    expect(hostMessages.en.shell.poweredBy).toBe('Powered by Halo Give');
  });
});
