import { lazy, type ComponentType, type ReactNode } from 'react';
import givingFavicon from '../favicons/giving.svg';
import portalFavicon from '../favicons/portal.svg';
import type { Favicon, RouteName } from '../navigation/routes';
import { MaintenanceScreen } from './MaintenanceScreen';
import { NotFoundScreen } from './NotFoundScreen';

export interface ScreenProps {
  params: Record<string, string>;
}

export interface ScreenRegistry {
  screens: Record<RouteName, ComponentType<ScreenProps>>;
  /** Wraps authenticated screens: sidebar, navigation (docs/PRODUCT.md §2 donor layout). */
  DonorLayout: ComponentType<{ children?: ReactNode }>;
  /** Wraps the church administrator console's pages: its header and section navigation. */
  AdminLayout: ComponentType<{ children?: ReactNode }>;
  /** URLs of the favicons routes ask for. */
  favicons: Record<Favicon, string>;
}

/**
 * Route → screen. The giving page, the portal and the console come from their federated remotes, each in its own
 * chunk, loaded when first shown (docs/PRODUCT.md §2: screens that later issues build mount from their modules).
 */
export const federatedScreens: ScreenRegistry = {
  screens: {
    notFound: NotFoundScreen,
    maintenance: MaintenanceScreen,
    // The host's own page, in a chunk of its own: no first route downloads it.
    accessibility: lazy(
      () => import(/* webpackChunkName: "host-accessibility" */ '../accessibility/AccessibilityPage'),
    ),
    home: lazy(() => import('halo_widget/GivingPage')),
    kiosk: lazy(() => import('halo_widget/KioskPage')),
    login: lazy(() => import('halo_portal/Login')),
    register: lazy(() => import('halo_portal/Register')),
    forgotPassword: lazy(() => import('halo_portal/ForgotPassword')),
    resetPassword: lazy(() => import('halo_portal/ResetPassword')),
    verifyEmail: lazy(() => import('halo_portal/VerifyEmail')),
    signInLink: lazy(() => import('halo_portal/SignInLink')),
    manageRecurringGift: lazy(() => import('halo_portal/ManageRecurringGift')),
    confirmGift: lazy(() => import('halo_portal/ConfirmGift')),
    verifyAccount: lazy(() => import('halo_portal/VerifyAccount')),
    dashboard: lazy(() => import('halo_portal/Dashboard')),
    transactions: lazy(() => import('halo_portal/Transactions')),
    paymentMethods: lazy(() => import('halo_portal/PaymentMethods')),
    recurringGifts: lazy(() => import('halo_portal/RecurringGifts')),
    pledges: lazy(() => import('halo_portal/Pledges')),
    profile: lazy(() => import('halo_portal/Profile')),
    profileEdit: lazy(() => import('halo_portal/ProfileEdit')),
    adminOverview: lazy(() => import('halo_admin/Overview')),
    adminGivingPage: lazy(() => import('halo_admin/GivingPage')),
    adminFunds: lazy(() => import('halo_admin/Funds')),
    adminWebsites: lazy(() => import('halo_admin/Websites')),
    adminEmbedCode: lazy(() => import('halo_admin/EmbedCode')),
    adminCampaigns: lazy(() => import('halo_admin/Campaigns')),
    adminPayments: lazy(() => import('halo_admin/Payments')),
    adminWebhooks: lazy(() => import('halo_admin/Webhooks')),
    adminApiKeys: lazy(() => import('halo_admin/ApiKeys')),
    adminGifts: lazy(() => import('halo_admin/Gifts')),
    adminDonors: lazy(() => import('halo_admin/Donors')),
    adminReports: lazy(() => import('halo_admin/Reports')),
    adminBatches: lazy(() => import('halo_admin/Batches')),
    adminDeposits: lazy(() => import('halo_admin/Deposits')),
    adminImport: lazy(() => import('halo_admin/Import')),
    adminLetterTemplates: lazy(() => import('halo_admin/LetterTemplates')),
    adminTeam: lazy(() => import('halo_admin/Team')),
    adminSecurity: lazy(() => import('halo_admin/Security')),
  },
  DonorLayout: lazy(() => import('halo_portal/DonorLayout')),
  AdminLayout: lazy(() => import('halo_admin/AdminLayout')),
  favicons: { giving: givingFavicon, portal: portalFavicon },
};
