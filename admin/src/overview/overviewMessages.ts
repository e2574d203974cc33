import type { Catalogue } from 'halo_shared/i18n';

/** Namespace `admin-overview`: the console's overview page. */
export const OVERVIEW_NAMESPACE = 'admin-overview';

const en = {
  totals: 'Gifts received',
  thisMonth: 'This month',
  thisYear: 'This year',
  latest: 'Latest gifts',
  allGifts: 'All gifts',
  setup: 'Set-up checklist',
  done: 'Done',
  toDo: 'To do',
  steps: {
    logo: 'Add your logo',
    funds: 'Show at least one fund online',
    websites: 'Allow a website',
    payments: 'Connect payments',
    embedCode: 'Place the embed code on your website',
  },
  addWebsiteFirst: 'Add a website first',
  noFigures: 'Your administrator abilities do not include the church’s giving figures or settings.',
  statements: 'Send contribution statements to donors from Transactions in your giving.',
  statementsLink: 'Contribution statements',
  sections: 'Choose a section in the console navigation.',
  myGiving: 'Back to my giving',
};

export const overviewMessages: Catalogue<OverviewMessagesText> = {
  namespace: OVERVIEW_NAMESPACE,
  en,
  es: () => import(/* webpackChunkName: "admin-es" */ './overviewMessages.es').then((module) => module.es),
};

export type OverviewMessagesText = typeof en;
