import type { Catalogue } from 'halo_shared/i18n';

// Namespace `portal`: the donor layout and the titles of the dashboard and transactions (spec §2).
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
    profile: 'Profile',
    makeAnotherDonation: 'Make another donation',
    signedInAs: 'Signed in as {{email}}',
    signOut: 'Sign out',
  },
};

const es: typeof en = {
  titles: {
    dashboard: 'Panel',
    transactions: 'Transacciones',
  },
  layout: {
    navigation: 'Portal del donante',
    home: 'Inicio',
    transactions: 'Transacciones',
    paymentMethods: 'Métodos de pago',
    recurringGifts: 'Donaciones recurrentes',
    profile: 'Perfil',
    makeAnotherDonation: 'Hacer otra donación',
    signedInAs: 'Sesión iniciada como {{email}}',
    signOut: 'Cerrar sesión',
  },
};

export const PORTAL_NAMESPACE = 'portal';
export const portalMessages: Catalogue<typeof en> = { namespace: PORTAL_NAMESPACE, en, es };
