import type { Catalogue } from './catalogues';
import { firstScreenWords } from './firstScreenWords';

// Shared interface strings (namespace `common`): the flash and error texts of docs/PRODUCT.md §8 word for word,
// and the few strings every app needs. Screens load their own namespaces with `useCatalogues`.
const en = {
  productName: 'Halo Donor',
  pageTitle: '{{title}} | Halo Donor',
  close: 'Close',
  loading: firstScreenWords.en.loading,
  languages: { en: 'English', es: 'Spanish' },
  flash: {
    serverUnreachable: firstScreenWords.en.serverUnreachable,
    unableToRedirect: 'Unable to redirect, please contact customer support.',
    internalError: 'There was an internal error, please try again.',
    somethingWentWrong: 'Something went wrong, please try again.',
    copied: 'Copied!',
  },
  messages: {
    loginRequired: 'Please Log In to view this page',
    paymentMethodNotDeleted:
      'The payment method could not be deleted. Please check whether it is used in any recurring giving.',
    paymentMethodNotLoaded: 'The payment method data could not be loaded.',
    emailNotRegistered: 'The informed email is not registered.',
    verificationEmailSent: 'A verification email has been sent to your email address.',
    accountUpdated: 'Account updated successfully',
  },
};

export type CommonMessages = typeof en;

export const commonMessages: Catalogue<CommonMessages> = {
  namespace: 'common',
  en,
  es: () => import(/* webpackChunkName: "shared-es" */ './commonMessages.es').then((module) => module.es),
};
