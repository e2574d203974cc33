import type { Catalogue } from 'halo_shared/i18n';

// Namespace `portal`: the donor layout and the titles of the dashboard and transactions (docs/PRODUCT.md §2).
const en = {
  titles: {
    dashboard: 'Dashboard',
    transactions: 'Transactions',
  },
  layout: {
    navigation: 'Donor portal',
    home: 'Home',
    transactions: 'Transactions',
    paymentMethods: 'Payment methods',
    recurringGifts: 'Recurring gifts',
    pledges: 'Pledges',
    profile: 'Profile',
    makeAnotherDonation: 'Make another donation',
    signedInAs: 'Signed in as {{email}}',
    signOut: 'Sign out',
  },
};

export const PORTAL_NAMESPACE = 'portal';
export const portalMessages: Catalogue<PortalMessagesText> = {
  namespace: PORTAL_NAMESPACE,
  en,
  es: () => import(/* webpackChunkName: "portal-es" */ './portalMessages.es').then((module) => module.es),
};

export type PortalMessagesText = typeof en;
