import type { AdminMessagesText } from './adminMessages';

// The Spanish of adminMessages.ts, in the `admin-es` chunk with the rest of this build's Spanish: fetched only once a page speaks Spanish.
export const es: AdminMessagesText = {
  sections: {
    overview: 'Resumen',
    'giving-page': 'Página de donaciones',
    funds: 'Fondos',
    websites: 'Sitios web permitidos',
    'embed-code': 'Código para insertar',
    campaigns: 'Campañas',
    payments: 'Pagos',
    webhooks: 'Webhooks',
    'api-keys': 'Claves de API',
    gifts: 'Donaciones',
    donors: 'Donantes',
    reports: 'Informes',
    batches: 'Lotes',
    deposits: 'Depósitos',
    import: 'Importar',
    'letter-templates': 'Plantillas de cartas',
    team: 'Equipo',
    security: 'Seguridad',
  },
  layout: {
    console: 'Consola',
    consoleOf: 'Consola de {{name}}',
    myGiving: 'Mis donaciones',
    language: 'Idioma',
    signOut: 'Cerrar sesión',
  },
  states: {
    loading: 'Cargando…',
    error: 'Algo salió mal. Inténtalo de nuevo.',
    retry: 'Reintentar',
  },
  gifts: {
    date: 'Fecha',
    donor: 'Donante',
    fund: 'Fondo',
    amount: 'Monto',
    status: 'Estado',
    none: 'Aún no hay donaciones.',
  },
  giftStatus: {
    succeeded: 'Completada',
    failed: 'Fallida',
    refunded: 'Reembolsada',
    disputed: 'Disputada',
    processing: 'En proceso',
  },
};
