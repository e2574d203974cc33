import type { ActivityMessagesText } from './activityMessages';

// The Spanish of activityMessages.ts, in the `portal-es` chunk with the rest of this build's Spanish: fetched only once a page speaks Spanish.
export const es: ActivityMessagesText = {
  layout: {
    openMenu: 'Menú',
    mobileMenu: 'Menú',
    search: {
      label: 'Buscar transacciones',
      placeholder: 'Buscar transacciones',
      submit: 'Buscar',
    },
    notifications: {
      button: 'Notificaciones',
      buttonUnread_one: 'Notificaciones, {{count}} nueva',
      buttonUnread_other: 'Notificaciones, {{count}} nuevas',
      title: 'Actividad reciente',
      empty: 'Todavía no hay actividad reciente.',
      viewAll: 'Ver todas las transacciones',
    },
  },
  states: {
    loading: 'Cargando…',
    error: 'Algo salió mal. Inténtalo de nuevo.',
    retry: 'Reintentar',
  },
  dashboard: {
    welcome: '¡Bienvenido, {{name}}!',
    welcomeAnonymous: '¡Bienvenido!',
    verified: 'Cuenta verificada',
    verifyLink: 'Verifica tu cuenta',
    overview: 'Resumen',
    totalGifts: 'Total donado',
    activeRecurringGifts: 'Donaciones recurrentes activas',
    singleGifts: 'Donaciones únicas',
    recentActivity: 'Actividad reciente',
    noActivity: 'Todavía no tienes donaciones.',
    viewAll: 'Ver todo',
    sendGift: 'Enviar donación',
  },
  activity: {
    transaction: 'Transacción',
    amount: 'Importe',
    status: 'Estado',
    funds: 'Fondos',
    date: 'Fecha',
    noFunds: '—',
  },
  status: {
    succeeded: 'Completada',
    failed: 'Fallida',
    refunded: 'Reembolsada',
    processing: 'En proceso',
    partlyRefunded: '{{amount}} reembolsados',
  },
};
