import type { Catalogue } from 'halo_shared/i18n';

// Namespace `giving-authentication`: what the form says when the bank's authentication at Give Now
// did not pass. English comes with the payment step's lazy chunk, Spanish (authenticationMessages.es.ts,
// which says tú as the form does) only once the form speaks Spanish. The test challenge's own words are halo_shared's, one set wherever a bank asks.
export const AUTHENTICATION_NAMESPACE = 'giving-authentication';

const en = {
  failed:
    'Your bank’s authentication was not completed, so nothing was charged. You can try again or use another card.',
};

export type AuthenticationMessages = typeof en;

export const authenticationCatalogue: Catalogue<AuthenticationMessages> = {
  namespace: AUTHENTICATION_NAMESPACE,
  en,
  es: () =>
    import(/* webpackChunkName: "giving-es" */ './authenticationMessages.es').then((module) => module.es),
};
