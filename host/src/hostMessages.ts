import type { Catalogue } from 'halo_shared/i18n';

// Namespace `host`. Page titles of docs/PRODUCT.md §2 (also used for document titles), the shell's own strings.
const en = {
  titles: {
    notFound: 'Page not found',
    maintenance: 'Page in maintenance',
    login: 'Sign in',
    register: 'Register',
    forgotPassword: 'Forgot password',
    resetPassword: 'Reset password',
    verifyEmail: 'Verify email',
    signInLink: 'Sign in',
    manageRecurringGift: 'Manage your recurring gift',
    confirmGift: 'Confirm your gift',
    accessibility: 'Accessibility statement',
    kiosk: 'Giving kiosk',
    verifyAccount: 'Verify account',
    home: 'Online Giving - {{name}}',
    dashboard: 'Dashboard',
    transactions: 'Transactions',
    paymentMethods: 'Payment methods',
    recurringGifts: 'Recurring gifts',
    pledges: 'Pledges',
    profile: 'Profile',
    profileEdit: 'Edit profile',
    adminOverview: 'Overview',
    adminGivingPage: 'Giving page',
    adminFunds: 'Funds',
    adminWebsites: 'Allowed websites',
    adminEmbedCode: 'Embed code',
    adminCampaigns: 'Campaigns',
    adminPayments: 'Payments',
    adminWebhooks: 'Webhooks',
    adminApiKeys: 'API keys',
    adminGifts: 'Gifts',
    adminDonors: 'Donors',
    adminReports: 'Reports',
    adminBatches: 'Batches',
    adminDeposits: 'Deposits',
    adminImport: 'Import',
    adminLetterTemplates: 'Letter templates',
    adminTeam: 'Team',
    adminSecurity: 'Security',
  },
  notFound: {
    message: 'Page not found: no church is registered for this URL',
    hint: 'Check the address, or ask your church for its giving page link.',
  },
  maintenance: {
    hint: 'We are making some improvements. Please come back in a few minutes.',
  },
  failed: {
    reload: 'Reload page',
  },
  shell: {
    skipToContent: 'Skip to content',
    language: 'Language',
    progress: 'Loading',
    closeFlash: 'Close message',
    poweredBy: 'Powered by Halo Give',
    accessibility: 'Accessibility',
  },
};

export const HOST_NAMESPACE = 'host';
export const hostMessages: Catalogue<HostMessagesText> = {
  namespace: HOST_NAMESPACE,
  en,
  es: () => import(/* webpackChunkName: "host-es" */ './hostMessages.es').then((module) => module.es),
};

export type HostMessagesText = typeof en;
