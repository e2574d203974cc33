/** @jest-environment ./jest.jsdom-environment.js */
// Each exposed module names the catalogues its screen speaks and loads them before its first render;
// importing a messages file loads nothing. Rendered here against an i18next instance of their own, the
// screens show exactly which strings they put in.
import { render, withTestApiClient } from '@halo/testkit/runtime/testApiClient';
import { createI18n, I18nextProvider } from 'halo_shared/i18n';
import { createInstance, type i18n as I18n } from 'i18next';
import type { ComponentType } from 'react';
import ForgotPassword from './accounts/ForgotPassword';
import Login from './accounts/Login';
import Register from './accounts/Register';
import ResetPassword from './accounts/ResetPassword';
import SignInLink from './accounts/SignInLink';
import VerifyAccount from './accounts/VerifyAccount';
import VerifyEmail from './accounts/VerifyEmail';
import { accountMessages } from './accounts/accountMessages';
import ConfirmGift from './giftConfirmation/ConfirmGift';
import { giftConfirmationMessages } from './giftConfirmation/giftConfirmationMessages';
import Dashboard from './dashboard/Dashboard';
import DonorLayout from './layout/DonorLayout';
import { activityMessages } from './layout/activityMessages';
import ManageRecurringGift from './manageLink/ManageRecurringGift';
import { manageLinkMessages } from './manageLink/manageLinkMessages';
import PaymentMethods from './payment-methods/PaymentMethods';
import { portalMessages } from './portalMessages';
import Profile from './profile/Profile';
import ProfileEdit from './profile/ProfileEdit';
import Pledges from './pledges/Pledges';
import { pledgesMessages } from './pledges/pledgesMessages';
import RecurringGifts from './recurring-gifts/RecurringGifts';
import { selfServiceMessages } from './self-service-parts/selfServiceMessages';
import Transactions from './transactions/Transactions';
import { transactionsMessages } from './transactions/transactionsMessages';

withTestApiClient();

function freshInstance(): I18n {
  const instance = createInstance();
  void instance.init({ initAsync: false, lng: 'en', fallbackLng: 'en', resources: {} });
  return instance;
}

/** What an instance holds: each namespace with its top-level keys, in English and in Spanish. */
function loaded(instance: I18n) {
  const keysOf = (language: string) =>
    Object.fromEntries(
      Object.entries(instance.store.data[language] ?? {}).map(([namespace, bundle]) => [
        namespace,
        Object.keys(bundle).sort(),
      ]),
    );
  return { en: keysOf('en'), es: keysOf('es') };
}

function expected(...catalogues: { namespace: string; en: object }[]) {
  const namespaces: Record<string, string[]> = {};
  for (const { namespace, en } of catalogues) {
    namespaces[namespace] = [...new Set([...(namespaces[namespace] ?? []), ...Object.keys(en)])].sort();
  }
  // An English page holds no Spanish: it is fetched only once a page speaks it.
  return { en: namespaces, es: {} };
}

it('importing the catalogues leaves a page translator made after it as it starts: common and validation only', () => {
  const pageI18n = createI18n();
  expect(Object.keys(pageI18n.store.data.en ?? {}).sort()).toEqual(['common', 'validation']);
  expect(Object.keys(pageI18n.store.data.es ?? {}).sort()).toEqual([]);
});

// The sandbox's test challenge brings its own words (useTestChallenge, halo_shared/api/bankAuthentication).
const TEST_CHALLENGE = 'test-challenge';

describe('each exposed screen loads the catalogues it names before it renders', () => {
  const portal = [portalMessages, activityMessages];
  it.each<[string, ComponentType, ReturnType<typeof expected>, string[]?]>([
    ['DonorLayout', DonorLayout, expected(...portal)],
    ['Dashboard', Dashboard, expected(...portal)],
    ['Transactions', Transactions, expected(...portal, transactionsMessages)],
    ['PaymentMethods', PaymentMethods, expected(selfServiceMessages)],
    ['Profile', Profile, expected(selfServiceMessages)],
    ['ProfileEdit', ProfileEdit, expected(selfServiceMessages)],
    ['RecurringGifts', RecurringGifts, expected(selfServiceMessages, manageLinkMessages)],
    ['Pledges', Pledges, expected(pledgesMessages)],
    ['Login', Login, expected(accountMessages)],
    ['Register', Register, expected(accountMessages)],
    ['ForgotPassword', ForgotPassword, expected(accountMessages)],
    ['ResetPassword', ResetPassword, expected(accountMessages)],
    ['VerifyEmail', VerifyEmail, expected(accountMessages)],
    ['VerifyAccount', VerifyAccount, expected(accountMessages)],
    ['SignInLink', SignInLink, expected(accountMessages)],
    ['ManageRecurringGift', ManageRecurringGift, expected(manageLinkMessages), [TEST_CHALLENGE]],
    ['ConfirmGift', ConfirmGift, expected(giftConfirmationMessages), [TEST_CHALLENGE]],
  ])('%s', (_name, Screen, catalogues, ownWords = []) => {
    const instance = freshInstance();
    const { unmount } = render(
      <I18nextProvider i18n={instance}>
        <Screen />
      </I18nextProvider>,
    );
    const found = loaded(instance);
    for (const namespace of ownWords) {
      expect(found.en[namespace]).toBeDefined();
      delete found.en[namespace];
      delete found.es[namespace];
    }
    expect(found).toEqual(catalogues);
    unmount();
  });
});
