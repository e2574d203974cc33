import type { Configuration } from 'webpack';
import type { Mode } from './common';
import { federated, remote, remoteNames } from './federation';

/** `halo_portal`: the donor layout, the portal's screens and the account screens. */
export function portalBuild(mode: Mode): Configuration {
  // Each exposed module is the file of its screen's folder; the host loads them by these names.
  const exposes = {
    './DonorLayout': './portal/src/layout/DonorLayout',
    './Dashboard': './portal/src/dashboard/Dashboard',
    './Transactions': './portal/src/transactions/Transactions',
    './PaymentMethods': './portal/src/payment-methods/PaymentMethods',
    './RecurringGifts': './portal/src/recurring-gifts/RecurringGifts',
    './Pledges': './portal/src/pledges/Pledges',
    './Profile': './portal/src/profile/Profile',
    './ProfileEdit': './portal/src/profile/ProfileEdit',
    './Login': './portal/src/accounts/Login',
    './Register': './portal/src/accounts/Register',
    './ForgotPassword': './portal/src/accounts/ForgotPassword',
    './ResetPassword': './portal/src/accounts/ResetPassword',
    './VerifyEmail': './portal/src/accounts/VerifyEmail',
    './VerifyAccount': './portal/src/accounts/VerifyAccount',
    './SignInLink': './portal/src/accounts/SignInLink',
    './ManageRecurringGift': './portal/src/manageLink/ManageRecurringGift',
    './ConfirmGift': './portal/src/giftConfirmation/ConfirmGift',
  };
  return {
    ...federated('portal', mode, {
      name: remoteNames.portal,
      filename: 'remoteEntry.js',
      remotes: { halo_shared: remote('shared') },
      exposes,
    }),
    entry: {},
  };
}
