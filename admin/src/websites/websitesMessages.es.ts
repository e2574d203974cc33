import type { WebsitesMessagesText } from './websitesMessages';

// The Spanish of websitesMessages.ts, in the `admin-es` chunk with the rest of this build's Spanish: fetched only once a page speaks Spanish.
export const es: WebsitesMessagesText = {
  intro:
    'Sitios web donde se puede insertar tu formulario de donaciones con <halo-give>. Usa https://example.org, o https://*.example.org para todos los subdominios.',
  address: 'Dirección del sitio web',
  add: 'Agregar sitio web',
  remove: 'Quitar',
  removeOrigin: 'Quitar {{origin}}',
  list: 'Sitios web que pueden mostrar tu formulario',
  none: 'Aún no hay sitios web permitidos: el formulario de donaciones solo funciona en la página alojada.',
  failed: 'Algo salió mal. Inténtalo de nuevo.',
};
