import type { PortalMessagesText } from './portalMessages';

// The Spanish of portalMessages.ts, in the `portal-es` chunk with the rest of this build's Spanish: fetched only once a page speaks Spanish.
export const es: PortalMessagesText = {
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
    pledges: 'Promesas',
    profile: 'Perfil',
    makeAnotherDonation: 'Hacer otra donación',
    signedInAs: 'Sesión iniciada como {{email}}',
    signOut: 'Cerrar sesión',
  },
};
