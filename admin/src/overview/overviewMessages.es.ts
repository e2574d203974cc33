import type { OverviewMessagesText } from './overviewMessages';

// The Spanish of overviewMessages.ts, in the `admin-es` chunk with the rest of this build's Spanish: fetched only once a page speaks Spanish.
export const es: OverviewMessagesText = {
  totals: 'Donaciones recibidas',
  thisMonth: 'Este mes',
  thisYear: 'Este año',
  latest: 'Últimas donaciones',
  allGifts: 'Todas las donaciones',
  setup: 'Lista de configuración',
  done: 'Hecho',
  toDo: 'Pendiente',
  steps: {
    logo: 'Agrega tu logo',
    funds: 'Muestra al menos un fondo en línea',
    websites: 'Permite un sitio web',
    payments: 'Conecta los pagos',
    embedCode: 'Coloca el código para insertar en tu sitio web',
  },
  addWebsiteFirst: 'Primero agrega un sitio web',
  noFigures:
    'Tus permisos de administrador no incluyen las cifras ni la configuración de donaciones de la iglesia.',
  statements: 'Envía los estados de contribuciones a los donantes desde Transacciones en tus donaciones.',
  statementsLink: 'Estados de contribuciones',
  sections: 'Elige una sección en la navegación de la consola.',
  myGiving: 'Volver a mis donaciones',
};
