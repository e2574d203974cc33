import type { Translations } from 'halo_shared/i18n';

// Namespace `widget`: the giving form's strings (spec §2 "Public giving page").
const en = {
  givingPage: {
    title: 'Online Giving - {{name}}',
    titleWithoutName: 'Online Giving',
  },
  embed: {
    organizationMissing: 'Online giving is not available for this church.',
    loadFailed: "There's a problem when trying to reach the server, please refresh your page and try again.",
  },
};

const es: typeof en = {
  givingPage: {
    title: 'Donaciones en línea - {{name}}',
    titleWithoutName: 'Donaciones en línea',
  },
  embed: {
    organizationMissing: 'Las donaciones en línea no están disponibles para esta iglesia.',
    loadFailed:
      'Hay un problema al intentar conectar con el servidor. Actualiza la página e inténtalo de nuevo.',
  },
};

export const WIDGET_NAMESPACE = 'widget';
export const widgetMessages: Translations<typeof en> = { en, es };
