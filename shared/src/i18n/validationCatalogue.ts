import { validationMessagesEn } from '@halo/domain';
import type { Catalogue } from './catalogues';

/** The domain's validation messages (docs/PRODUCT.md §5) as the browser's `validation` namespace. */
export const validationCatalogue: Catalogue<Record<string, string>> = {
  namespace: 'validation',
  en: validationMessagesEn,
  es: () =>
    import(/* webpackChunkName: "shared-es" */ './validationCatalogue.es').then((module) => module.es),
};
