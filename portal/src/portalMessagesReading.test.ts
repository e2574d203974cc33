// The builds translate with halo_shared's compact i18next: every portal string (screens, activity,
// self-service, accounts) must read as i18next reads it, in every locale, placeholders and plurals.
import { differencesFromI18next } from '@halo/testkit/i18n/sameAsI18next';
import { ACCOUNTS_NAMESPACE, accountMessages } from './accounts/accountMessages';
import { activityMessages } from './layout/activityMessages';
import { PORTAL_NAMESPACE, portalMessages } from './portalMessages';
import { SELF_SERVICE_NAMESPACE, selfServiceMessages } from './self-service-parts/selfServiceMessages';

it('every portal message reads the same through the compact translator as through i18next', () => {
  const { compared, differences } = differencesFromI18next([
    { namespace: PORTAL_NAMESPACE, ...portalMessages },
    // Merged into the portal namespace at run time (registerActivityMessages.ts); compared on their own.
    { namespace: 'portalActivity', ...activityMessages },
    { namespace: SELF_SERVICE_NAMESPACE, ...selfServiceMessages },
    { namespace: ACCOUNTS_NAMESPACE, ...accountMessages },
  ]);
  expect(differences).toEqual([]);
  expect(compared).toBeGreaterThan(1000);
});
