import type { Catalogue } from 'halo_shared/i18n';

/** Namespace `admin-websites`: the console's "Allowed websites" section. */
export const WEBSITES_NAMESPACE = 'admin-websites';

const en = {
  intro:
    'Websites where your giving form may be embedded with <halo-give>. Use https://example.org, or https://*.example.org for every subdomain.',
  address: 'Website address',
  add: 'Add website',
  remove: 'Remove',
  removeOrigin: 'Remove {{origin}}',
  list: 'Websites that may show your giving form',
  none: 'No website is allowed yet: the giving form works on the hosted page only.',
  failed: 'Something went wrong, please try again.',
};

const es: typeof en = {
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

export const websitesMessages: Catalogue<typeof en> = { namespace: WEBSITES_NAMESPACE, en, es };
