import type { ConsoleSection } from '@halo/domain';
import type { Catalogue } from 'halo_shared/i18n';

/** Namespace `admin`: the console's layout, section names and the states every section shares. */
export const ADMIN_NAMESPACE = 'admin';

const en = {
  /** Each section's name: its link in the console navigation and its page heading, the same words. */
  sections: {
    overview: 'Overview',
    'giving-page': 'Giving page',
    funds: 'Funds',
    websites: 'Allowed websites',
    'embed-code': 'Embed code',
    campaigns: 'Campaigns',
    payments: 'Payments',
    webhooks: 'Webhooks',
    'api-keys': 'API keys',
    gifts: 'Gifts',
    donors: 'Donors',
    reports: 'Reports',
    batches: 'Batches',
    deposits: 'Deposits',
    import: 'Import',
    'letter-templates': 'Letter templates',
    team: 'Team',
    security: 'Security',
  } satisfies Record<ConsoleSection, string>,
  layout: {
    console: 'Console',
    consoleOf: '{{name}} console',
    myGiving: 'My giving',
    language: 'Language',
    signOut: 'Sign out',
  },
  states: {
    loading: 'Loading…',
    error: 'Something went wrong, please try again.',
    retry: 'Try again',
  },
  gifts: {
    date: 'Date',
    donor: 'Donor',
    fund: 'Fund',
    amount: 'Amount',
    status: 'Status',
    none: 'No gifts yet.',
  },
  giftStatus: {
    succeeded: 'Succeeded',
    failed: 'Failed',
    refunded: 'Refunded',
    disputed: 'Disputed',
    processing: 'Processing',
  },
};

export const adminMessages: Catalogue<AdminMessagesText> = {
  namespace: ADMIN_NAMESPACE,
  en,
  es: () => import(/* webpackChunkName: "admin-es" */ './adminMessages.es').then((module) => module.es),
};

export type AdminMessagesText = typeof en;
