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

export const websitesMessages: Catalogue<WebsitesMessagesText> = {
  namespace: WEBSITES_NAMESPACE,
  en,
  es: () => import(/* webpackChunkName: "admin-es" */ './websitesMessages.es').then((module) => module.es),
};

export type WebsitesMessagesText = typeof en;
