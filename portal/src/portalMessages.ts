import type { Catalogue } from 'halo_shared/i18n';

// Namespace `portal`: donor layout, portal screens and account screens (spec §2).
const en = {
  titles: {
    dashboard: 'Dashboard',
    transactions: 'Transactions',
    paymentMethods: 'Payment methods',
    recurringGifts: 'Recurring gifts',
    profile: 'Profile',
    profileEdit: 'Edit profile',
    login: 'Sign in',
    register: 'Register',
    forgotPassword: 'Forgot password',
    resetPassword: 'Reset password',
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
    paymentMethods: 'Métodos de pago',
    recurringGifts: 'Donaciones recurrentes',
    profile: 'Perfil',
    profileEdit: 'Editar perfil',
    login: 'Iniciar sesión',
    register: 'Registrarse',
    forgotPassword: 'Olvidé mi contraseña',
    resetPassword: 'Restablecer contraseña',
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
