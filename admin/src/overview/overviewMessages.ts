import type { Catalogue } from 'halo_shared/i18n';

/** Namespace `admin-overview`: the console's overview page. */
export const OVERVIEW_NAMESPACE = 'admin-overview';

const en = {
  totals: 'Gifts received',
  thisMonth: 'This month',
  thisYear: 'This year',
  latest: 'Latest gifts',
  allGifts: 'All gifts',
  setup: 'Set-up checklist',
  done: 'Done',
  toDo: 'To do',
  steps: {
    logo: 'Add your logo',
    funds: 'Show at least one fund online',
    websites: 'Allow a website',
    payments: 'Connect payments',
    embedCode: 'Place the embed code on your website',
  },
  addWebsiteFirst: 'Add a website first',
  noFigures: 'Your administrator abilities do not include the church’s giving figures or settings.',
  statements: 'Send contribution statements to donors from Transactions in your giving.',
  statementsLink: 'Contribution statements',
  sections: 'Choose a section in the console navigation.',
  myGiving: 'Back to my giving',
};

const es: typeof en = {
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

export const overviewMessages: Catalogue<typeof en> = { namespace: OVERVIEW_NAMESPACE, en, es };
