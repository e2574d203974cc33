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
  checkAgain: 'Check again',
  checkAgainFor: 'Check again {{domain}}',
  checking: 'Checking…',
  // Apple Pay and Google Pay on each website (docs/PRODUCT.md §23).
  wallet: {
    pending: 'Apple Pay and Google Pay: being registered with Stripe…',
    active: 'Apple Pay and Google Pay: ready on {{domain}}.',
    needs_action:
      'Google Pay: ready. Apple Pay: needs a step on your website. Stripe says: “{{problem}}” Serve Apple’s domain verification file from Stripe at https://{{domain}}/.well-known/apple-developer-merchantid-domain-association, then press Check again.',
    sandbox: 'Test mode: the test wallet shows here. Apple Pay and Google Pay show once Stripe is connected.',
    wildcard:
      'Apple Pay and Google Pay: a wildcard address cannot be registered with Stripe. Add each website where donors give by its own address.',
    local: 'Apple Pay and Google Pay: not on a local address; they need a public https website.',
    failed: 'Apple Pay and Google Pay: Stripe refused to register {{domain}}. It is tried again on its own.',
    removed: 'Apple Pay and Google Pay: removed.',
  },
  // The hosted giving page's own standing (docs/PRODUCT.md §23): Halo Give serves it, not the church.
  hostedPage: 'Your hosted giving page',
  hostedPageIntro: 'Halo Give serves this page for you; it is registered with Stripe like your websites.',
  hostedWallet: {
    needs_action:
      'Google Pay: ready. Apple Pay: not active yet. Stripe says: “{{problem}}” Halo Give serves this page, so there is nothing to change on your own website.',
  },
};

export const websitesMessages: Catalogue<WebsitesMessagesText> = {
  namespace: WEBSITES_NAMESPACE,
  en,
  es: () => import(/* webpackChunkName: "admin-es" */ './websitesMessages.es').then((module) => module.es),
};

export type WebsitesMessagesText = typeof en;
