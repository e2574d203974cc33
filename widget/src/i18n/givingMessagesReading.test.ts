// The builds translate with halo_shared's compact i18next: the giving form's strings must read as
// i18next reads them, in every locale, with their placeholders.
import { differencesFromI18next } from '@halo/testkit/i18n/sameAsI18next';
import { GIVING_NAMESPACE, givingMessagesEn } from './givingMessages';
import { givingMessagesEs } from './givingMessages.es';

it('every giving message reads the same through the compact translator as through i18next', () => {
  const { compared, differences } = differencesFromI18next([
    { namespace: GIVING_NAMESPACE, en: givingMessagesEn, es: givingMessagesEs },
  ]);
  expect(differences).toEqual([]);
  expect(compared).toBeGreaterThan(500);
});
