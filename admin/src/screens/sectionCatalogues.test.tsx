/** @jest-environment ./jest.jsdom-environment.js */
// Each exposed module of the console names the catalogues its section speaks and loads them before its
// first render; importing a messages file loads nothing. Rendered here against an i18next instance of
// their own, the pages show exactly which strings they put in.
import { testStore } from '@halo/testkit/runtime/testPage';
import { act } from '@testing-library/react';
import { render, withTestApiClient } from '@halo/testkit/runtime/testApiClient';
import { createI18n, I18nextProvider, type Catalogue } from 'halo_shared/i18n';
import { createInstance, type i18n as I18n } from 'i18next';
import type { ComponentType } from 'react';
import { consoleUser, testOrganization } from '@halo/testkit/admin/adminTestData';
import { apiKeysMessages } from '../apiKeys/apiKeysMessages';
import { adminMessages } from '../adminMessages';
import { donorListsMessages } from '../donors/donorListsMessages';
import { donorMergesMessages } from '../donors/donorMergesMessages';
import { donorsMessages } from '../donors/donorsMessages';
import { householdsMessages } from '../donors/householdsMessages';
import { embedCodeMessages } from '../embed-code/embedCodeMessages';
import { kioskMessages } from '../kiosk/kioskMessages';
import { fundsMessages } from '../funds/fundsMessages';
import { disputeMessages } from '../gifts/disputeMessages';
import { giftsMessages } from '../gifts/giftsMessages';
import { refundMessages } from '../gifts/refundMessages';
import { reportsMessages } from '../reports/reportsMessages';
import { givingPageMessages } from '../giving-page/givingPageMessages';
import { batchesMessages } from '../batches/batchesMessages';
import { accountingExportMessages } from '../deposits/accountingExportMessages';
import { depositsMessages } from '../deposits/depositsMessages';
import { importMessages } from '../import/importMessages';
import { recurringMoveMessages } from '../import/recurringMoveMessages';
import { letterTemplatesMessages } from '../letter-templates/letterTemplatesMessages';
import { overviewMessages } from '../overview/overviewMessages';
import { accountingAccountsMessages } from '../payments/accountingAccountsMessages';
import { paymentsMessages } from '../payments/paymentsMessages';
import { securityMessages } from '../security/securityMessages';
import { teamMessages } from '../team/teamMessages';
import { webhooksMessages } from '../webhooks/webhooksMessages';
import { websitesMessages } from '../websites/websitesMessages';
import AdminLayout from './AdminLayout';
import Donors from './Donors';
import Reports from './Reports';
import EmbedCode from './EmbedCode';
import Campaigns from './Campaigns';
import { campaignsMessages } from '../campaigns/campaignsMessages';
import Funds from './Funds';
import Gifts from './Gifts';
import GivingPage from './GivingPage';
import Batches from './Batches';
import Deposits from './Deposits';
import Import from './Import';
import LetterTemplates from './LetterTemplates';
import Overview from './Overview';
import Payments from './Payments';
import Security from './Security';
import Team from './Team';
import Webhooks from './Webhooks';
import ApiKeys from './ApiKeys';
import Websites from './Websites';

const graphql = jest.fn();
withTestApiClient({ graphql });

beforeEach(() => {
  // A server that has not answered yet: what loads is decided before any answer.
  (graphql as jest.Mock).mockReset().mockImplementation(() => new Promise(() => undefined));
  testStore().setState({
    organization: testOrganization,
    user: consoleUser(['view-gifts', 'record-gifts', 'manage-giving', 'manage-team']),
    path: '/admin',
  });
});
afterEach(() => {
  act(() => void testStore().getState().setLocale('en'));
});

function freshInstance(): I18n {
  const instance = createInstance();
  void instance.init({ initAsync: false, lng: 'en', fallbackLng: 'en', resources: {} });
  return instance;
}

/** The namespaces an instance holds, in English and in Spanish. */
function loaded(instance: I18n) {
  const namespaces = (language: string) => Object.keys(instance.store.data[language] ?? {}).sort();
  return { en: namespaces('en'), es: namespaces('es') };
}

function expected(...catalogues: Catalogue<object>[]) {
  const namespaces = catalogues.map(({ namespace }) => namespace).sort();
  // An English page holds no Spanish: it is fetched only once a page speaks it.
  return { en: namespaces, es: [] };
}

it('importing the catalogues leaves a page translator made after it as it starts: common and validation only', () => {
  const pageI18n = createI18n();
  expect(Object.keys(pageI18n.store.data.en ?? {}).sort()).toEqual(['common', 'validation']);
  expect(Object.keys(pageI18n.store.data.es ?? {}).sort()).toEqual([]);
});

it.each<[string, ComponentType, ReturnType<typeof expected>]>([
  ['AdminLayout', AdminLayout, expected(adminMessages)],
  ['Overview', Overview, expected(adminMessages, overviewMessages)],
  ['GivingPage', GivingPage, expected(adminMessages, givingPageMessages)],
  ['Funds', Funds, expected(adminMessages, fundsMessages)],
  ['Websites', Websites, expected(adminMessages, websitesMessages)],
  ['EmbedCode', EmbedCode, expected(adminMessages, embedCodeMessages, kioskMessages)],
  ['Campaigns', Campaigns, expected(adminMessages, campaignsMessages)],
  ['Payments', Payments, expected(adminMessages, paymentsMessages, accountingAccountsMessages)],
  ['Webhooks', Webhooks, expected(adminMessages, webhooksMessages)],
  ['ApiKeys', ApiKeys, expected(adminMessages, apiKeysMessages)],
  ['Gifts', Gifts, expected(adminMessages, giftsMessages, refundMessages, disputeMessages)],
  [
    'Donors',
    Donors,
    expected(adminMessages, donorsMessages, donorListsMessages, householdsMessages, donorMergesMessages),
  ],
  ['Reports', Reports, expected(adminMessages, reportsMessages)],
  ['Batches', Batches, expected(adminMessages, batchesMessages)],
  ['Deposits', Deposits, expected(adminMessages, depositsMessages, accountingExportMessages)],
  ['Import', Import, expected(adminMessages, importMessages, recurringMoveMessages)],
  ['LetterTemplates', LetterTemplates, expected(adminMessages, letterTemplatesMessages)],
  ['Team', Team, expected(adminMessages, teamMessages)],
  ['Security', Security, expected(adminMessages, securityMessages)],
])('%s loads the catalogues it names before it renders', (_name, Screen, catalogues) => {
  const instance = freshInstance();
  const { unmount } = render(
    <I18nextProvider i18n={instance}>
      <Screen />
    </I18nextProvider>,
  );
  expect(loaded(instance)).toEqual(catalogues);
  unmount();
});
