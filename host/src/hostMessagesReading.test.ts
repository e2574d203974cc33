// The builds translate with halo_shared's compact i18next: the shell's strings must read as i18next
// reads them, in every locale.
import { differencesFromI18next } from '@halo/testkit/i18n/sameAsI18next';
import { HOST_NAMESPACE, hostMessages } from './hostMessages';

it('every host message reads the same through the compact translator as through i18next', () => {
  const { compared, differences } = differencesFromI18next([{ namespace: HOST_NAMESPACE, ...hostMessages }]);
  expect(differences).toEqual([]);
  expect(compared).toBeGreaterThan(200);
});
