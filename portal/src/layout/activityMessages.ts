import type { Catalogue } from 'halo_shared/i18n';
import { PORTAL_NAMESPACE } from '../portalMessages';

// Namespace `portal` (merged with portalMessages when the layout or a screen loads both): the donor
// layout and the dashboard (the transactions screen's strings are its own, transactionsMessages.ts). Kept beside the
// layout so the self-service screens' strings (portalMessages.ts) and these can grow without stepping
// on each other.
const en = {
  layout: {
    openMenu: 'Menu',
    mobileMenu: 'Menu',
    search: {
      label: 'Search transactions',
      placeholder: 'Search transactions',
      submit: 'Search',
    },
    notifications: {
      button: 'Notifications',
      buttonUnread_one: 'Notifications, {{count}} new',
      buttonUnread_other: 'Notifications, {{count}} new',
      title: 'Recent activity',
      empty: 'No recent activity yet.',
      viewAll: 'View all transactions',
    },
  },
  states: {
    loading: 'Loading…',
    error: 'Something went wrong, please try again.',
    retry: 'Try again',
  },
  dashboard: {
    welcome: 'Welcome, {{name}}!',
    welcomeAnonymous: 'Welcome!',
    verified: 'Verified account',
    verifyLink: 'Verify your account',
    overview: 'Overview',
    totalGifts: 'Total gifts',
    activeRecurringGifts: 'Active recurring gifts',
    singleGifts: 'Single gifts',
    recentActivity: 'Recent activity',
    noActivity: 'You have no gifts yet.',
    viewAll: 'View all',
    sendGift: 'Send gift',
  },
  activity: {
    transaction: 'Transaction',
    amount: 'Amount',
    status: 'Status',
    funds: 'Funds',
    date: 'Date',
    noFunds: '—',
  },
  status: {
    succeeded: 'Succeeded',
    failed: 'Failed',
    refunded: 'Refunded',
    processing: 'Processing',
    partlyRefunded: '{{amount}} refunded',
  },
};

export const activityMessages: Catalogue<ActivityMessagesText> = {
  namespace: PORTAL_NAMESPACE,
  en,
  es: () => import(/* webpackChunkName: "portal-es" */ './activityMessages.es').then((module) => module.es),
};

export type ActivityMessagesText = typeof en;
